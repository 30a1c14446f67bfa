import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A bottom sheet laid out with constraints whose height constraint a drag drives every frame, snapped
  /// open or closed by the finish rule, the rest animated through layout (`DrawerInteraction`).
  public static let dragDrawer = Scenario(
    name: "drag-drawer",
    summary: "drag two fingers up to open a bottom sheet, down to close it: its height constraint follows them",
    parameters: [
      ScenarioParameter(
        "duration", .number(0.5), unit: "s", range: .duration,
        "a whole move between the detents (the classic completion plays the rest of it)"),
      ScenarioParameter(
        "closedHeight", .number(120), unit: "pt", range: ParameterRange(lower: 0, below: "openHeight"),
        "the sheet's height closed"),
      ScenarioParameter("openHeight", .number(700), unit: "pt", range: .points, "the sheet's height open"),
      ScenarioParameter("start", .text("closed"), choices: ["closed", "open"], "where the sheet rests at first"),
      ScenarioParameter(
        "fingers", .number(2), range: .whole(from: 1, to: 10), "how many fingers drag (two: how a touchpad drags content)"),
      ScenarioParameter(
        "travel", .number(30), unit: "mm", range: .travel, "finger travel for the whole way between the detents"),
    ],
    make: { options, _ in DragDrawerBinding(options: options) })
}

/// The drawer's screen: Home's view (its frame the window's) showing a map (``DragDrawerMap``), and in it
/// the sheet (a search field over favourite places), pinned to Home's
/// left, right and bottom with its height constraint (`drawer height`, the closed height at first), a
/// grabber of intrinsic size 36×5 centred 8 pt below its top, and its content 16 pt inside its sides and
/// bottom and 12 pt under the grabber. Closed (the `start` parameter's default), an upward drag opens it;
/// open, a downward one closes it.
final class DragDrawerBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var home: ViewController?
  private var sheet: View?
  private(set) var drawer: DrawerInteraction?

  init(options: ScenarioOptions) {
    self.options = options
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "drag", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
  }

  var interaction: (any DrivenInteraction)? { drawer }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home")
    home.view.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
    home.view.addSubview(DragDrawerMap.map(engine: scene.engine, bounds: scene.bounds))
    scene.rootViewController = home
    let sheet = View(engine: scene.engine, name: "Sheet")
    sheet.backgroundColor = Color(red: 1, green: 1, blue: 1)
    sheet.layer.cornerRadius = 12
    // Lifted off the map as Maps' sheet is (Glide's estimate of its shadow).
    (sheet.layer.shadowOpacity, sheet.layer.shadowRadius) = (0.15, 8)
    let grabber = IntrinsicSizeView(engine: scene.engine, name: "Grabber", size: Size(width: 36, height: 5))
    grabber.backgroundColor = Color(red: 0.75, green: 0.75, blue: 0.78)
    grabber.layer.cornerRadius = 2.5
    let content = View(engine: scene.engine, name: "Content")
    for view in [sheet, grabber, content] { view.translatesAutoresizingMaskIntoConstraints = false }
    home.view.addSubview(sheet)
    sheet.addSubview(grabber)
    sheet.addSubview(content)
    for view in DragDrawerMap.list(engine: scene.engine, width: scene.bounds.width - 32) { content.addSubview(view) }
    home.view.addSubview(HomeIndicator(engine: scene.engine))
    let start = DrawerInteraction.Detent(rawValue: options.text("start")) ?? .closed
    let height = sheet.heightAnchor.constraint(
      equalToConstant: options.number(start == .open ? "openHeight" : "closedHeight"))
    height.identifier = "drawer height"
    LayoutConstraint.activate([
      sheet.leadingAnchor.constraint(equalTo: home.view.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: home.view.trailingAnchor),
      sheet.bottomAnchor.constraint(equalTo: home.view.bottomAnchor),
      height,
      grabber.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
      grabber.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
      content.leadingAnchor.constraint(equalTo: sheet.leadingAnchor, constant: 16),
      content.trailingAnchor.constraint(equalTo: sheet.trailingAnchor, constant: -16),
      content.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 12),
      content.bottomAnchor.constraint(equalTo: sheet.bottomAnchor, constant: -16),
    ])
    scene.window.layoutIfNeeded()
    drawer = DrawerInteraction(
      scene: scene, sheet: sheet, height: height, closedHeight: options.number("closedHeight"),
      openHeight: options.number("openHeight"), duration: options.number("duration"), detent: start)
    (self.home, self.sheet) = (home, sheet)
  }

  func accepts(_ values: GestureValues) -> Bool { refusal(values) == nil }

  /// Closed, only an upward drag; open, only a downward one. Detents the same height (or upside down)
  /// leave nothing to drag.
  func refusal(_ values: GestureValues) -> String? {
    let (closed, open) = (options.number("closedHeight"), options.number("openHeight"))
    guard open > closed else {
      return "moves no sheet: openHeight (\(ParameterValue.number(open)) pt) must be above closedHeight "
        + "(\(ParameterValue.number(closed)) pt)"
    }
    let opening = drawer?.detent != .open
    guard case .pan(let translation, let velocity) = values else { return "gave no translation to follow" }
    let dy = translation.dy != 0 ? translation.dy : velocity.dy
    if dy != 0, abs(dy) >= abs(translation.dx), (opening ? dy < 0 : dy > 0) { return nil }
    return "began in a direction the scenario ignores (the sheet is \(opening ? "closed: drag up" : "open: drag down"))"
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    drawer?.begin()
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  /// Up opens: progress grows as the translation falls; down closes.
  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: drawer?.detent == .open ? 1 : -1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (home, nil) }

  var trackedViewPair: ((name: String, view: View)?, (name: String, view: View)?) {
    (home.map { ($0.title, $0.view) }, sheet.map { ("Sheet", $0) })
  }
}

/// A view whose content has a fixed intrinsic size (the drawer's grabber), points.
final class IntrinsicSizeView: View {
  let size: Size

  init(engine: AnimationEngine, name: String, size: Size) {
    self.size = size
    super.init(engine: engine, name: name)
  }

  override var intrinsicContentSize: Size { size }
}
