import Foundation
public import GlideAnimation
public import GlideKit
public import GlideTransitions

/// A scene file: what a scenario's screens show, as data, so a designer can replay a recorded gesture
/// over their own screen (`--scene FILE`). One item a line; `screen NAME` starts a screen (a scenario's
/// screen by its title: `glide scenarios` lists them), the lines under it are its views, back to front:
///
///     # Home and Detail of pinch-pop
///     screen Home background=systemGroupedBackground
///       statusBar
///       navigationBar title="Inbox" large=yes right=Edit
///       label text="Three new messages" frame=20,150,350,24 size=17 weight=semibold color=label
///       image photo=alpine-lake frame=20,190,350,200 corner=12
///       box frame=20,410,350,80 color=#FFFFFF corner=10 shadow=0.2/8
///       list style=insetGrouped top=510 rows="Wi-Fi|Bluetooth|Mobile Data"
///       tabBar items="Inbox|Photos|Settings" selected=0
///     screen Detail background=black
///       image photo=green-hills frame=0,250,390,260 gravity=resizeAspect
///
/// A screen named in the file shows only what the file says (its own views are taken away). Values with
/// spaces are quoted; colours are UIKit's system colour names (light appearance) or `#RRGGBB`; frames are
/// `x,y,width,height` in points. Errors name the file, the line and the field.
public struct SceneFile: Hashable, Sendable {
  /// A screen: its title, background and views.
  public struct Screen: Hashable, Sendable {
    public var name: String
    public var background: Color?
    public var views: [Item]
    /// The line it starts on.
    public var line: Int
  }

  /// A view of a screen and the line it is on.
  public struct Item: Hashable, Sendable {
    public var kind: Kind
    public var line: Int
  }

  /// What a line makes.
  public enum Kind: Hashable, Sendable {
    case statusBar(appearance: Appearance)
    case navigationBar(title: String, large: Bool, back: String?, right: String?, appearance: Appearance)
    case tabBar(items: [String], selected: Int)
    case label(text: String, frame: Rect, size: Double, weight: LayerText.Weight, color: Color)
    case image(photo: String, frame: Rect, corner: Double, gravity: ContentsGravity)
    case box(frame: Rect, color: Color, corner: Double, shadow: Shadow?)
    case list(style: TableView.Style, top: Double, rows: [String])
  }

  /// A box's shadow: its opacity, 0…1, and blur radius, points.
  public struct Shadow: Hashable, Sendable {
    public var opacity: Double
    public var radius: Double

    public init(opacity: Double, radius: Double) { (self.opacity, self.radius) = (opacity, radius) }
  }

  public var path: String
  public var screens: [Screen]

  /// Reads and checks `path`.
  /// - Throws: ``SceneFileError`` naming the file, the line and the field.
  public static func load(_ path: String) throws(SceneFileError) -> SceneFile {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path: path)
    }
    return try parse(text, path: path)
  }

  /// Parses the text of a scene file read from `path`.
  public static func parse(_ text: String, path: String) throws(SceneFileError) -> SceneFile {
    var screens: [Screen] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = index + 1
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let words = try SceneLine(trimmed, path: path, line: line)
      if words.keyword == "screen" {
        guard let name = words.positional, !name.isEmpty else {
          throw .invalid(path: path, line: line, field: "screen", reason: "expected a screen's name, e.g. `screen Home`")
        }
        screens.append(Screen(name: name, background: try words.colour("background", default: nil), views: [], line: line))
        try words.finish(allowed: ["background"])
        continue
      }
      guard !screens.isEmpty else {
        throw .invalid(path: path, line: line, field: words.keyword, reason: "expected `screen NAME` before the first view")
      }
      screens[screens.count - 1].views.append(Item(kind: try words.kind(), line: line))
    }
    guard !screens.isEmpty else {
      throw .invalid(path: path, line: 1, field: "screen", reason: "expected at least one `screen NAME` line")
    }
    return SceneFile(path: path, screens: screens)
  }

  /// Dresses the `screens` named in the file (a scenario's tracked screens, by title) with its views; the
  /// names the file gives that are not among them.
  @discardableResult
  public func apply(to screens: [(String, View)], engine: AnimationEngine, size: Size) -> [String] {
    let metrics = ScreenKit.metrics(size: size)
    var missing: [String] = []
    for screen in self.screens {
      guard let view = screens.first(where: { $0.0 == screen.name })?.1 else {
        missing.append(screen.name)
        continue
      }
      view.engine.performWithoutAnimation {
        for subview in view.subviews { subview.removeFromSuperview() }
        view.layer.text = nil
        if let background = screen.background { view.backgroundColor = background }
        for item in screen.views { view.addSubview(Self.make(item.kind, engine: engine, metrics: metrics)) }
      }
    }
    return missing
  }

  /// The view a line describes.
  static func make(_ kind: Kind, engine: AnimationEngine, metrics: DeviceMetrics) -> View {
    switch kind {
    case .statusBar(let appearance):
      return StatusBar(engine: engine, metrics: metrics, appearance: appearance)
    case .navigationBar(let title, let large, let back, let right, let appearance):
      return NavigationBar(
        engine: engine, title: title, prefersLargeTitle: large, backTitle: back, rightItemTitle: right,
        isAtScrollEdge: true, metrics: metrics, appearance: appearance)
    case .tabBar(let items, let selected):
      let symbols: [Symbol] = [.circleInSquare, .star, .person, .gear]
      return TabBar(
        engine: engine,
        items: items.enumerated().map { TabBarItem(title: $0.element, symbol: symbols[$0.offset % symbols.count]) },
        selectedIndex: selected, isAtScrollEdge: false, metrics: metrics)
    case .label(let text, let frame, let size, let weight, let color):
      let view = View(engine: engine, name: text, frame: frame)
      var label = LayerText(text, fontSize: size, foregroundColor: color, alignmentMode: .left)
      label.fontWeight = weight
      view.layer.text = label
      return view
    case .image(let photo, let frame, let corner, let gravity):
      let view = ImageView(engine: engine, name: photo, image: try? Photo.named(photo), frame: frame, cornerRadius: corner)
      view.layer.contentsGravity = gravity
      return view
    case .box(let frame, let color, let corner, let shadow):
      let view = View(engine: engine, name: "box", frame: frame)
      view.backgroundColor = color
      view.layer.cornerRadius = corner
      if let shadow { (view.layer.shadowOpacity, view.layer.shadowRadius) = (shadow.opacity, shadow.radius) }
      return view
    case .list(let style, let top, let rows):
      return TableView(
        engine: engine, style: style, sections: [TableSection(header: nil, rows: rows.map { TableRow($0, accessory: .disclosureIndicator) })],
        frame: Rect(x: 0, y: top, width: metrics.screenSize.width, height: metrics.screenSize.height - top),
        contentInsetTop: 0, metrics: metrics)
    }
  }
}
