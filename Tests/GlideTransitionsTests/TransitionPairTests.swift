import Testing

@testable import GlideTransitions

@Suite("TransitionPair: one value per side, written like a dictionary")
struct TransitionPairTests {
  @Test("A literal fills the sides it names, a later key wins, a missing side is nil")
  func literal() {
    let pair: TransitionPair<Int> = [.to: 2, .from: 1, .to: 3]
    #expect(pair.from == 1)
    #expect(pair.to == 3)
    let empty: TransitionPair<Int> = [:]
    #expect(empty[.from] == nil && empty[.to] == nil)
  }

  @Test("The subscript reads and writes the side its key names")
  func subscripts() {
    var pair = TransitionPair<String>(from: "a")
    pair[.to] = "b"
    #expect(pair == TransitionPair(from: "a", to: "b"))
    pair[.from] = nil
    #expect(pair.from == nil && pair[.to] == "b")
  }

  @Test("A dictionary converts side by side")
  func dictionary() {
    #expect(TransitionPair([TransitionKey.to: 7]) == TransitionPair(to: 7))
    #expect(TransitionPair([TransitionKey.from: 1, .to: 2]) == TransitionPair(from: 1, to: 2))
  }
}
