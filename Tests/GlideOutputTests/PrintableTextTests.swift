import GlideOutput
import Testing

/// What a message quoting a user's or a file's text shows: every character that prints nothing, moves the
/// cursor or looks like a plain space while being another is a Swift escape.
@Suite struct PrintableTextTests {
  @Test func invisibleAndLookAlikeCharactersAreEscaped() {
    #expect("Evil\u{1B}]0;pwned\u{07}\u{1B}[2J".escapingInvisibles == "Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J")
    #expect("a\tb\nc\r".escapingInvisibles == "a\\tb\\nc\\r")
    #expect("\u{FEFF}name\u{202E}".escapingInvisibles == "\\u{FEFF}name\\u{202E}")
    // A no-break space and an ideographic space look like a space in `box color=red ` and are not.
    #expect("red\u{A0}".escapingInvisibles == "red\\u{A0}")
    #expect("a\u{3000}b".escapingInvisibles == "a\\u{3000}b")
    // Plain text, spaces and letters of any script are shown as they are; escaping twice changes nothing.
    #expect("pinch pop é 東京".escapingInvisibles == "pinch pop é 東京")
    #expect("a\u{0}b".escapingInvisibles.escapingInvisibles == "a\\u{0}b")
  }
}
