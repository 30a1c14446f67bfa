import GlideAnimation
import GlideKit
import GlideTransitions

/// One line of a scene file taken apart: its keyword, an optional bare word after it (a screen's name),
/// and its `key=value` fields (values quoted when they hold spaces). Each field read is crossed off, so
/// ``finish(allowed:)`` can refuse the ones nothing read.
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
    var quoted = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
      } else if character == " " && !quoted {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    guard !quoted else { throw .invalid(path: path, line: line, field: "line", reason: "a quote is not closed") }
    if !current.isEmpty { words.append(current) }
    keyword = words.first ?? ""
    var positional: String?
    var fields: [String: String] = [:]
    for word in words.dropFirst() {
      if let equals = word.firstIndex(of: "=") {
        fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
      } else if positional == nil {
        positional = word
      } else {
        throw .invalid(path: path, line: line, field: word, reason: "expected key=value")
      }
    }
    (self.positional, self.fields) = (positional, fields)
  }

  private func fail(_ field: String, _ reason: String) -> SceneFileError {
    .invalid(path: path, line: line, field: field, reason: reason)
  }

  func text(_ key: String) throws(SceneFileError) -> String {
    guard let value = fields[key] else { throw fail(key, "missing; expected \(key)=…") }
    return value
  }

  func number(_ key: String, default value: Double? = nil) throws(SceneFileError) -> Double {
    guard let text = fields[key] else {
      if let value { return value }
      throw fail(key, "missing; expected a number of points")
    }
    guard let number = Double(text), number.isFinite else { throw fail(key, "expected a number; got '\(text)'") }
    return number
  }

  func frame(_ key: String = "frame") throws(SceneFileError) -> Rect {
    let text = try self.text(key)
    let parts = text.split(separator: ",").compactMap { Double($0) }
    guard parts.count == 4, parts.allSatisfy(\.isFinite), parts[2] >= 0, parts[3] >= 0 else {
      throw fail(key, "expected x,y,width,height in points, e.g. 20,150,350,24; got '\(text)'")
    }
    return Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }

  func colour(_ key: String, default value: Color?) throws(SceneFileError) -> Color? {
    guard let text = fields[key] else { return value }
    if text.hasPrefix("#"), text.count == 7, let hex = UInt32(text.dropFirst(), radix: 16) { return Color(hex: hex) }
    if text == "black" { return .black }
    guard let system = SceneLine.systemColours[text] else {
      throw fail(key, "expected #RRGGBB or a system colour (\(SceneLine.systemColours.keys.sorted().joined(separator: ", "))); got '\(text)'")
    }
    return system.color(in: .light)
  }

  func choice<T>(_ key: String, _ choices: [String: T], default value: T) throws(SceneFileError) -> T {
    guard let text = fields[key] else { return value }
    guard let chosen = choices[text] else {
      throw fail(key, "expected one of \(choices.keys.sorted().joined(separator: ", ")); got '\(text)'")
    }
    return chosen
  }

  /// The line's `role=`, if it has one (``kind()`` refuses it on a view without a frame).
  func role() throws(SceneFileError) -> SceneFile.Role? {
    guard let text = fields["role"] else { return nil }
    guard let role = SceneFile.Role(rawValue: text) else {
      throw fail("role", "expected one of \(SceneFile.Role.allCases.map(\.rawValue).joined(separator: ", ")); got '\(text)'")
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
        title: try text("title"), large: try choice("large", yes, default: false), back: fields["back"],
        right: fields["right"], appearance: try choice("appearance", appearance, default: .light))
      allowed = ["title", "large", "back", "right", "appearance"]
    case "tabBar":
      let items = try text("items").split(separator: "|").map(String.init)
      let selected = Int(try number("selected", default: 0))
      guard !items.isEmpty, (0..<items.count).contains(selected) else {
        throw fail("selected", "expected an item's index, 0 to \(max(items.count - 1, 0))")
      }
      kind = .tabBar(items: items, selected: selected)
      allowed = ["items", "selected"]
    case "label":
      let weights = Dictionary(uniqueKeysWithValues: LayerText.Weight.allCases.map { ($0.rawValue, $0) })
      kind = .label(
        text: try text("text"), frame: try frame(), size: try number("size", default: 17),
        weight: try choice("weight", weights, default: .regular),
        color: try colour("color", default: SystemColor.label.color(in: .light)) ?? .black)
      allowed = ["text", "frame", "size", "weight", "color", "role"]
    case "image":
      let photo = try text("photo")
      guard Photo.names.contains(photo) else {
        throw fail("photo", "expected a bundled photo (\(Photo.names.joined(separator: ", "))); got '\(photo)'")
      }
      let gravities: [String: ContentsGravity] = [
        "resizeAspectFill": .resizeAspectFill, "resizeAspect": .resizeAspect, "resize": .resize, "center": .center,
      ]
      kind = .image(
        photo: photo, frame: try frame(), corner: try number("corner", default: 0),
        gravity: try choice("gravity", gravities, default: .resizeAspectFill))
      allowed = ["photo", "frame", "corner", "gravity", "role"]
    case "box":
      var shadow: SceneFile.Shadow?
      if let text = fields["shadow"] {
        let parts = text.split(separator: "/").compactMap { Double($0) }
        guard parts.count == 2, (0...1).contains(parts[0]), parts[1] >= 0 else {
          throw fail("shadow", "expected opacity/radius, e.g. 0.2/8; got '\(text)'")
        }
        shadow = SceneFile.Shadow(opacity: parts[0], radius: parts[1])
      }
      kind = .box(
        frame: try frame(), color: try colour("color", default: .white) ?? .white,
        corner: try number("corner", default: 0), shadow: shadow)
      allowed = ["frame", "color", "corner", "shadow", "role"]
    case "list":
      let styles: [String: TableView.Style] = ["plain": .plain, "insetGrouped": .insetGrouped]
      kind = .list(
        style: try choice("style", styles, default: .insetGrouped), top: try number("top"),
        rows: try text("rows").split(separator: "|").map(String.init))
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
