import GlideAnimation
import GlideKit
import GlideTransitions

/// One line of a scene file taken apart: its keyword, a screen's name after `screen`, and its
/// `key=value` fields (values quoted when they hold spaces; `#` at the start of a word outside quotes
/// starts a comment to the end of the line). Each value is read exactly (every number in its range,
/// every list item a number, colours `#RRGGBB`); ``finish(allowed:)`` refuses the fields nothing reads.
struct SceneLine {
  let keyword: String
  let positional: String?
  private var fields: [String: String]
  private let path: String
  private let line: Int

  init(_ text: String, path: String, line: Int) throws(SceneFileError) {
    (self.path, self.line) = (path, line)
    var words: [String] = []
    var current = ""
    var started = false
    var quoted = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if (character == " " || character == "\t") && !quoted {
        if started { words.append(current) }
        (current, started) = ("", false)
      } else if character == "#" && !quoted && !started {
        break
      } else {
        current.append(character)
        started = true
      }
    }
    guard !quoted else { throw .invalid(path: path, line: line, field: "line", reason: "a quote is not closed") }
    if started { words.append(current) }
    keyword = words.first ?? ""
    var positional: String?
    var fields: [String: String] = [:]
    for word in words.dropFirst() {
      if let equals = word.firstIndex(of: "=") {
        let key = String(word[..<equals])
        guard !key.isEmpty else {
          throw .invalid(path: path, line: line, field: Self.shown(word), reason: "expected key=value; the key is missing")
        }
        guard fields[key] == nil else {
          throw .invalid(path: path, line: line, field: Self.shown(key), reason: "given twice; a field is given once a line")
        }
        fields[key] = String(word[word.index(after: equals)...])
      } else if keyword == "screen" && positional == nil {
        positional = word
      } else {
        let example = keyword == "screen" ? "screen Home background=black" : "fields as key=value, e.g. color=systemRed"
        throw .invalid(
          path: path, line: line, field: Self.shown(keyword),
          reason: "expected \(example); got the bare word '\(Self.shown(word))'")
      }
    }
    (self.positional, self.fields) = (positional, fields)
  }

  private func fail(_ field: String, _ reason: String) -> SceneFileError {
    .invalid(path: path, line: line, field: Self.shown(field), reason: reason)
  }

  /// `text` as an error quotes it: at most 100 characters, then how long it is.
  static func shown(_ text: some StringProtocol) -> String {
    let count = text.unicodeScalars.count
    guard count > 100 else { return String(text) }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(100))) + "… (\(count) characters)"
  }

  /// The field's text, at most ``SceneBounds/maximumTextLength`` characters.
  func text(_ key: String) throws(SceneFileError) -> String {
    guard let value = fields[key] else { throw fail(key, "missing; expected \(key)=…") }
    return try checkedText(value, key)
  }

  /// The field's text if the line has it.
  func optionalText(_ key: String) throws(SceneFileError) -> String? {
    guard let value = fields[key] else { return nil }
    return try checkedText(value, key)
  }

  private func checkedText(_ value: String, _ key: String) throws(SceneFileError) -> String {
    let count = value.unicodeScalars.count
    guard count <= SceneBounds.maximumTextLength else {
      throw fail(key, "\(count) characters long; a text holds at most \(SceneBounds.maximumTextLength)")
    }
    return value
  }

  /// The field's `|`-separated list (`A|B|C`): `count` items, none empty, each a text.
  func list(_ key: String, count: ClosedRange<Int>, noun: String) throws(SceneFileError) -> [String] {
    guard let text = fields[key] else { throw fail(key, "missing; expected \(key)=A|B|C") }
    let items = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    guard count.contains(items.count) else {
      throw fail(key, "expected \(count.lowerBound) to \(count.upperBound) \(noun)s separated by |; got \(items.count)")
    }
    guard !items.contains(where: \.isEmpty) else {
      throw fail(key, "expected \(noun)s separated by |, none empty, e.g. A|B|C; got '\(Self.shown(text))'")
    }
    if let index = items.firstIndex(where: { $0.unicodeScalars.count > SceneBounds.maximumTextLength }) {
      throw fail(
        key, "\(noun) \(index + 1) is \(items[index].unicodeScalars.count) characters long; a text holds at most "
          + "\(SceneBounds.maximumTextLength)")
    }
    return items
  }

  /// The field's number, in `range` (`unit` names its unit in the error).
  func number(
    _ key: String, in range: ParameterRange, unit: String = "pt", default value: Double? = nil
  ) throws(SceneFileError) -> Double {
    guard let text = fields[key] else {
      if let value { return value }
      throw fail(key, "missing; expected a number \(range.phrase(unit: unit))")
    }
    guard let number = Self.decimal(text), range.contains(number) else {
      throw fail(key, "expected a number \(range.phrase(unit: unit)); got '\(Self.shown(text))'")
    }
    return number
  }

  /// `text` as a number when it is written as one in decimal (`12`, `-0.5`, `1e3`): not `nan`, `inf`,
  /// hexadecimal or anything around the digits.
  static func decimal(_ text: some StringProtocol) -> Double? {
    guard DecimalText.isDecimal(text), let value = Double(String(text)), value.isFinite else { return nil }
    return value
  }

  /// The frame: `x,y,width,height` in points, each a number, x and y in ``SceneBounds/position``,
  /// width and height in ``SceneBounds/length``.
  func frame(_ key: String = "frame") throws(SceneFileError) -> Rect {
    let text = try self.text(key)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Self.decimal($0) }
    let numbers = parts.compactMap(\.self)
    guard parts.count == 4, numbers.count == 4 else {
      throw fail(key, "expected x,y,width,height in points, e.g. 20,150,350,24; got '\(Self.shown(text))'")
    }
    let names = ["x", "y", "width", "height"]
    for (index, value) in numbers.enumerated() {
      let range = index < 2 ? SceneBounds.position : SceneBounds.length
      guard range.contains(value) else {
        throw fail(key, "expected \(names[index]) \(range.phrase(unit: "pt")); got '\(Self.shown(text))'")
      }
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  func colour(_ key: String, default value: Color?) throws(SceneFileError) -> Color? {
    guard let text = fields[key] else { return value }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let hex = UInt32(digits, radix: 16) else {
        throw fail(key, "expected #RRGGBB, six hexadecimal digits, e.g. #1C1C1E; got '\(Self.shown(text))'")
      }
      return Color(hex: hex)
    }
    if text == "black" { return .black }
    guard let system = SceneLine.systemColours[text] else {
      throw fail(key, "expected #RRGGBB or a system colour (\(SceneLine.systemColours.keys.sorted().joined(separator: ", "))); got '\(Self.shown(text))'")
    }
    return system.color(in: .light)
  }

  func choice<T>(_ key: String, _ choices: [String: T], default value: T) throws(SceneFileError) -> T {
    guard let text = fields[key] else { return value }
    guard let chosen = choices[text] else {
      throw fail(key, "expected one of \(choices.keys.sorted().joined(separator: ", ")); got '\(Self.shown(text))'")
    }
    return chosen
  }

  /// The line's `role=`, if it has one (``kind()`` refuses it on a view without a frame).
  func role() throws(SceneFileError) -> SceneFile.Role? {
    guard let text = fields["role"] else { return nil }
    guard let role = SceneFile.Role(rawValue: text) else {
      throw fail("role", "expected one of \(SceneFile.Role.allCases.map(\.rawValue).joined(separator: ", ")); got '\(Self.shown(text))'")
    }
    return role
  }

  /// Refuses a field nothing reads.
  func finish(allowed: [String]) throws(SceneFileError) {
    if let extra = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw fail(extra, "not a field of \(keyword); its fields are \(allowed.joined(separator: ", "))")
    }
  }

  /// The view the line describes.
  func kind() throws(SceneFileError) -> SceneFile.Kind {
    let yes = ["yes": true, "no": false]
    let appearance: [String: Appearance] = ["light": .light, "dark": .dark]
    let kind: SceneFile.Kind
    let allowed: [String]
    switch keyword {
    case "statusBar":
      kind = .statusBar(appearance: try choice("appearance", appearance, default: .light))
      allowed = ["appearance"]
    case "navigationBar":
      kind = .navigationBar(
        title: try text("title"), large: try choice("large", yes, default: false), back: try optionalText("back"),
        right: try optionalText("right"), appearance: try choice("appearance", appearance, default: .light))
      allowed = ["title", "large", "back", "right", "appearance"]
    case "tabBar":
      let items = try list("items", count: SceneBounds.tabBarItems, noun: "item")
      var selected = 0
      if let text = fields["selected"] {
        guard let index = Int(text), items.indices.contains(index) else {
          throw fail("selected", "expected an item's index, a whole number from 0 to \(items.count - 1); got '\(Self.shown(text))'")
        }
        selected = index
      }
      kind = .tabBar(items: items, selected: selected)
      allowed = ["items", "selected"]
    case "label":
      let weights = Dictionary(uniqueKeysWithValues: LayerText.Weight.allCases.map { ($0.rawValue, $0) })
      kind = .label(
        text: try text("text"), frame: try frame(), size: try number("size", in: SceneBounds.fontSize, default: 17),
        weight: try choice("weight", weights, default: .regular),
        color: try colour("color", default: SystemColor.label.color(in: .light)) ?? .black)
      allowed = ["text", "frame", "size", "weight", "color", "role"]
    case "image":
      let photo = try text("photo")
      guard Photo.names.contains(photo) else {
        throw fail("photo", "expected a bundled photo (\(Photo.names.joined(separator: ", "))); got '\(Self.shown(photo))'")
      }
      let gravities: [String: ContentsGravity] = [
        "resizeAspectFill": .resizeAspectFill, "resizeAspect": .resizeAspect, "resize": .resize, "center": .center,
      ]
      kind = .image(
        photo: photo, frame: try frame(), corner: try number("corner", in: SceneBounds.corner, default: 0),
        gravity: try choice("gravity", gravities, default: .resizeAspectFill))
      allowed = ["photo", "frame", "corner", "gravity", "role"]
    case "box":
      var shadow: SceneFile.Shadow?
      if let text = fields["shadow"] {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Self.decimal($0) }
        guard parts.count == 2, let opacity = parts[0], let radius = parts[1] else {
          throw fail("shadow", "expected opacity/radius, e.g. 0.2/8; got '\(Self.shown(text))'")
        }
        guard SceneBounds.shadowOpacity.contains(opacity) else {
          throw fail("shadow", "expected opacity/radius, the opacity \(SceneBounds.shadowOpacity.phrase()); got '\(Self.shown(text))'")
        }
        guard SceneBounds.shadowRadius.contains(radius) else {
          throw fail(
            "shadow", "expected opacity/radius, the radius \(SceneBounds.shadowRadius.phrase(unit: "pt")); got '\(Self.shown(text))'")
        }
        shadow = SceneFile.Shadow(opacity: opacity, radius: radius)
      }
      kind = .box(
        frame: try frame(), color: try colour("color", default: .white) ?? .white,
        corner: try number("corner", in: SceneBounds.corner, default: 0), shadow: shadow)
      allowed = ["frame", "color", "corner", "shadow", "role"]
    case "list":
      let styles: [String: TableView.Style] = ["plain": .plain, "insetGrouped": .insetGrouped]
      kind = .list(
        style: try choice("style", styles, default: .insetGrouped), top: try number("top", in: SceneBounds.listTop),
        rows: try list("rows", count: 1...SceneBounds.maximumRows, noun: "row"))
      allowed = ["style", "top", "rows"]
    default:
      throw fail(
        keyword, "not a kind of view; expected screen, statusBar, navigationBar, tabBar, label, image, box or list")
    }
    try finish(allowed: allowed)
    return kind
  }

  /// UIKit's system colours by name.
  static let systemColours: [String: SystemColor] = [
    "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
    "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground, "label": .label,
    "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "separator": .separator,
    "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemRed": .systemRed, "systemOrange": .systemOrange,
    "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple, "systemTeal": .systemTeal,
    "systemIndigo": .systemIndigo, "systemGray": .systemGray, "systemGray6": .systemGray6, "white": .white,
  ]
}
