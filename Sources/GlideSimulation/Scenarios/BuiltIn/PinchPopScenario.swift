import GlideInteraction
import GlideAnimation
import GlideGestures
import GlideInput
import GlideKit
import GlideTransitions

extension Scenario {
  /// Pinch in to pop a navigation stack with the zoom animator (design §6): percent = 1 − scale /
  /// startScale; the classic rule cancels when the release is slow and percent ≤ 0.3. Home is a photo
  /// grid (`PhotoGridScreen`), Detail one of its photos (`PhotoDetailScreen`), and the pop shrinks
  /// Detail back into that photo's cell, as the reference's pinch example puts the photo back.
  public static let pinchPop = Scenario(
    name: "pinch-pop",
    summary: "pinch in to pop Detail off a navigation stack with the 0.4 s zoom (the iOS 7 pinch example)",
    parameters: [
      ScenarioParameter("duration", .number(0.4), unit: "s", range: .duration, "the zoom's duration"),
      ScenarioParameter(
        "animator", .text("blocks"), choices: ["blocks", "interruptible"],
        "how the zoom animates: block animations (the legacy layer-time driver) or an interruptible property animator"),
      .screens,
    ],
    make: { options, _ in PinchPopBinding(options: options) })
}

final class PinchPopBinding: ScenarioBinding {
  let recognizer: GestureRecognizer? = PinchGestureRecognizer()
  private let options: ScenarioOptions
  private var navigation: NavigationController?
  private var home: ViewController?
  private var detail: ViewController?
  private var delegate: ScenarioNavigationDelegate?

  init(options: ScenarioOptions) { self.options = options }

  /// The photo Detail shows (index in ``Photo/names``): "green-hills", the grid's middle cell of its
  /// second row, so the pop ends clear of the bars and the screen's edges.
  static let photoIndex = 4

  /// Where Detail's photo sits in Home's grid on `scene`'s screen, points: the pop's end.
  static func sourceCell(in scene: Scene) -> Rect {
    let metrics = ScreenKit.metrics(for: scene)
    return PhotoGridScreen.cellFrame(
      photoIndex, top: PhotoGridScreen.gridTop(metrics), width: metrics.screenSize.width)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let (home, detail) = options.plainScreens ? Self.plainScreens(scene: scene) : Self.screens(scene: scene)
    let navigation = NavigationController(scene: scene, rootViewController: home)
    let duration = options.number("duration")
    let interruptible = options.text("animator") == "interruptible"
    // Plain screens have no grid: Detail shrinks to the centre, as it did before there was one.
    let cell = options.plainScreens ? nil : Self.sourceCell(in: scene)
    let delegate = ScenarioNavigationDelegate(interactor: interactor) {
      ZoomAnimator(operation: $0, duration: duration, interruptible: interruptible, rect: cell)
    }
    navigation.delegate = delegate
    scene.rootViewController = navigation
    try? navigation.pushViewController(detail, animated: false)
    (self.navigation, self.home, self.detail, self.delegate) = (navigation, home, detail, delegate)
  }

  /// Home ("Recents", the photo grid) and Detail (the photo at ``photoIndex``).
  private static func screens(scene: Scene) -> (home: ViewController, detail: ViewController) {
    let (engine, metrics) = (scene.engine, ScreenKit.metrics(for: scene))
    let home = ViewController(scene: scene, title: "Home")
    home.showScreen(
      background: SystemColor.systemBackground.color(in: .light),
      PhotoGridScreen.views(title: "Recents", engine: engine, metrics: metrics))
    let detail = ViewController(scene: scene, title: "Detail")
    detail.showScreen(
      background: PhotoDetailScreen.background,
      PhotoDetailScreen.views(
        photo: ScreenKit.photo(photoIndex), backTitle: "Recents", engine: engine, metrics: metrics))
    return (home, detail)
  }

  /// Home in grey and Detail in blue, each showing its title (the `plain` screens).
  private static func plainScreens(scene: Scene) -> (home: ViewController, detail: ViewController) {
    let home = ViewController(scene: scene, title: "Home")
    let detail = ViewController(scene: scene, title: "Detail")
    home.view.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
    detail.view.backgroundColor = Color(red: 0.25, green: 0.47, blue: 0.85)
    return (home, detail)
  }

  /// Only pinching in pops.
  func accepts(_ values: GestureValues) -> Bool {
    if case .pinch(let scale, let velocity) = values { return scale < 1 || velocity < 0 }
    return false
  }

  func rearm() {
    guard let navigation, let detail, navigation.viewControllers.count == 1 else { return }
    try? navigation.pushViewController(detail, animated: false)
  }

  func begin(with values: GestureValues) throws {
    delegate?.wantsInteraction = true
    try navigation?.popViewController(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pinch(let scale, let velocity) = values { return (scale, velocity) }
    return (1, 0)
  }

  func mapping(at value: Double) -> GestureMapping { .pinch(startScale: value) }

  var trackedScreens: (ViewController?, ViewController?) { (detail, home) }
}
