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
///       image photo=green-hills frame=0,250,390,260 gravity=resizeAspect role=zoom
///
/// A screen named in the file shows only what the file says (its own views are taken away). Values with
/// spaces are quoted; colours are UIKit's system colour names (light appearance) or `#RRGGBB`; frames are
/// `x,y,width,height` in points; `#` at the start of a word outside quotes starts a comment. Every number
/// has a range and every file a size (``SceneBounds``), checked on the line that passes it; lines end in
/// `\n`, `\r\n` or `\r`. Errors name the file, the line and the field.
///
/// `role=zoom` on a view with a frame (`label`, `image`, `box`; one a screen) names the view the
/// scenario's transition moves (see ``Role``): in pinch-pop, the view on Home that Detail zooms back into
/// (the grid's cell, by default) and, on Detail, the photo that lands on it (aspect-filled, cropped to
/// its shape). A scenario whose transition moves no such view refuses the file, naming the line and the
/// field `role`. The status bar and the home indicator of a scenario with a navigation controller are
/// the container's, not a screen's: a `statusBar` line puts a second one on the screen, moving with it.
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
    /// What the scenario's transition does with it, if the line says (`role=`).
    public var role: Role? = nil
  }

  /// What a scenario's transition does with a marked view (`role=` on its line).
  public enum Role: String, Hashable, Sendable, CaseIterable {
    /// The view a zoom lands on or starts from: on the screen the zoom uncovers, the rect the zooming
    /// screen shrinks into (pinch-pop's grid cell); on the zooming screen, its focus (the photo that lands
    /// aspect-filled in that rect).
    case zoom
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

    /// The word its line starts with (`box`, `list`).
    public var keyword: String {
      switch self {
      case .statusBar: "statusBar"
      case .navigationBar: "navigationBar"
      case .tabBar: "tabBar"
      case .label: "label"
      case .image: "image"
      case .box: "box"
      case .list: "list"
      }
    }

    /// The view's frame (points, the screen's coordinates) when its line gives one.
    public var frame: Rect? {
      switch self {
      case .label(_, let frame, _, _, _), .image(_, let frame, _, _), .box(let frame, _, _, _): frame
      default: nil
      }
    }
  }

  /// A box's shadow: its opacity, 0…1, and blur radius, points.
  public struct Shadow: Hashable, Sendable {
    public var opacity: Double
    public var radius: Double

    public init(opacity: Double, radius: Double) { (self.opacity, self.radius) = (opacity, radius) }
  }

  public var path: String
  public var screens: [Screen]

  /// Reads and checks `path`: a regular file of at most ``SceneBounds/maximumFileBytes``.
  /// - Throws: ``SceneFileError`` saying why the file cannot be read, or naming its line and field.
  public static func load(_ path: String) throws(SceneFileError) -> SceneFile {
    let bytes = try SmallFileInput.read(path, kind: "a scene file") { SceneFileError.unreadable(path: path, reason: $0) }
    guard !bytes.isEmpty else {
      throw .unreadable(path: path, reason: "the file is empty; a scene file has at least one `screen NAME` line")
    }
    return try parse(bytes, path: path)
  }

  /// Parses the text of a scene file read from `path`.
  public static func parse(_ text: String, path: String) throws(SceneFileError) -> SceneFile {
    try parse(Array(text.utf8), path: path)
  }

  /// Parses the bytes of a scene file read from `path` (UTF-8; line ends `\n`, `\r\n` or `\r`; a byte
  /// order mark at the start skipped), checking every bound of ``SceneBounds``.
  public static func parse(_ bytes: [UInt8], path: String) throws(SceneFileError) -> SceneFile {
    guard bytes.count <= SceneBounds.maximumFileBytes else {
      throw .unreadable(path: path, reason: SmallFileInput.tooLarge("a scene file"))
    }
    var screens: [Screen] = []
    /// The line each screen starts on, by name (a file of 1 MiB can name 100,000 screens).
    var screenLines: [String: Int] = [:]
    var shadows = 0
    /// The list rows on the current screen so far (each is drawn as a view of its own).
    var rows = 0
    try SceneText.forEachLine(of: bytes, path: path) { (line, text) throws(SceneFileError) in
      let words = try SceneLine(text, path: path, line: line)
      guard !words.keyword.isEmpty else { return }
      if words.keyword == "screen" {
        guard let name = words.positional, !name.isEmpty else {
          throw .invalid(path: path, line: line, field: "screen", reason: "expected a screen's name, e.g. `screen Home`")
        }
        if let earlier = screenLines[name] {
          throw .invalid(
            path: path, line: line, field: "screen",
            reason: "screen '\(SceneLine.shown(name))' is given on line \(earlier) already; a screen is given once")
        }
        screenLines[name] = line
        screens.append(Screen(name: name, background: try words.colour("background", default: nil), views: [], line: line))
        try words.finish(allowed: ["background"])
        shadows = 0
        rows = 0
        return
      }
      guard let screen = screens.last else {
        throw .invalid(path: path, line: line, field: words.keyword, reason: "expected `screen NAME` before the first view")
      }
      guard screen.views.count < SceneBounds.maximumViewsPerScreen else {
        throw .invalid(
          path: path, line: line, field: words.keyword,
          reason: "screen '\(SceneLine.shown(screen.name))' (line \(screen.line)) has \(SceneBounds.maximumViewsPerScreen) "
            + "views already, the most a screen may have")
      }
      let role = try words.role()
      if let role, let marked = screen.views.first(where: { $0.role == role }) {
        throw .invalid(
          path: path, line: line, field: "role",
          reason: "line \(marked.line) marks this screen's role=\(role.rawValue) view already; a screen has one")
      }
      let kind = try words.kind()
      // A screen has one of each bar (UIKit's navigation bar, tab bar and status bar): a second would be
      // drawn over the first.
      let isBar = switch kind {
        case .statusBar, .navigationBar, .tabBar: true
        default: false
      }
      if isBar, let earlier = screen.views.first(where: { $0.kind.keyword == kind.keyword }) {
        throw .invalid(
          path: path, line: line, field: kind.keyword,
          reason: "line \(earlier.line) gives this screen's \(kind.keyword) already; a screen has one")
      }
      if case .box(_, _, _, .some) = kind {
        guard shadows < SceneBounds.maximumShadowsPerScreen else {
          throw .invalid(
            path: path, line: line, field: "shadow",
            reason: "screen '\(SceneLine.shown(screen.name))' (line \(screen.line)) has \(SceneBounds.maximumShadowsPerScreen) "
              + "shadowed boxes already, the most a screen may have")
        }
        shadows += 1
      }
      if case .list(_, _, let listed) = kind {
        guard rows + listed.count <= SceneBounds.maximumRowsPerScreen else {
          throw .invalid(
            path: path, line: line, field: "rows",
            reason: "screen '\(SceneLine.shown(screen.name))' (line \(screen.line)) would have \(rows + listed.count) list rows; "
              + "a screen may have at most \(SceneBounds.maximumRowsPerScreen), each drawn as a view")
        }
        rows += listed.count
      }
      if role != nil, let frame = kind.frame, frame.width < 1 || frame.height < 1 {
        throw .invalid(
          path: path, line: line, field: "role",
          reason: "a role=zoom view needs a width and a height of at least 1 pt, the zoom lands on it; its frame is "
            + "\(ParameterRange.text(frame.width)) by \(ParameterRange.text(frame.height)) pt")
      }
      screens[screens.count - 1].views.append(Item(kind: kind, line: line, role: role))
    }
    guard !screens.isEmpty else {
      throw .invalid(path: path, line: 1, field: "screen", reason: "expected at least one `screen NAME` line")
    }
    return SceneFile(path: path, screens: screens)
  }

  /// The frame (points, the screen's coordinates) of the view marked `role` on the screen named `screen`;
  /// nil when the file marks none there.
  public func frame(of role: Role, onScreen screen: String) -> Rect? {
    guard let item = screens.first(where: { $0.name == screen })?.views.first(where: { $0.role == role }) else {
      return nil
    }
    return item.kind.frame
  }

  /// Whether the file dresses the screen named `screen`.
  public func dresses(_ screen: String) -> Bool { screens.contains { $0.name == screen } }

  /// The first marked view a scenario cannot use (`accepts` says which roles on which screens it can),
  /// as the error naming the file, its line and the field `role`; nil when it can use them all.
  /// `scenario` names the scenario in the reason.
  public func refusal(scenario: String, accepts: (Role, String) -> Bool) -> SceneFileError? {
    for screen in screens {
      for item in screen.views {
        guard let role = item.role, !accepts(role, screen.name) else { continue }
        return .invalid(
          path: path, line: item.line, field: "role",
          reason: "\(scenario)'s transition moves no view marked role=\(role.rawValue) on screen '\(screen.name)'")
      }
    }
    return nil
  }

  /// Dresses the `screens` named in the file (a scenario's tracked screens, by title) with its views; the
  /// names the file gives that are not among them.
  @discardableResult
  public func apply(to screens: [(String, View)], engine: AnimationEngine, size: Size) -> [String] {
    let metrics = DeviceMetrics.iPhone14.withScreenSize(size)
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
