import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// Pinch in to pop a navigation stack with the zoom animator (design §6): percent = 1 − scale /
  /// startScale; the classic rule cancels when the release is slow and percent ≤ 0.3. Home is a photo
  /// grid (`PhotoGridScreen`), Detail one of its photos (`PhotoDetailScreen`), and the pop shrinks
  /// Detail back into that photo's cell, as the reference's pinch example puts the photo back, the way
  /// Photos does: the photo at its own aspect, cropped to the square cell as it lands, while the black
  /// behind it and its bar fade (`ZoomAnimator/focus`). The status bar and the home indicator are the
  /// navigation controller's (`SystemChrome`): they stay put, in light content over Detail and dark
  /// over Home. A scene file marks the view Detail zooms into on Home and the photo on Detail with
  /// `role=zoom`.
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
  /// The status bar and the home indicator over the navigation controller's screens.
  private var chrome: SystemChrome?
  /// Where on Home the zoom ends (nil for the plain screens).
  private var cell: Rect?

  init(options: ScenarioOptions) { self.options = options }

  /// The photo Detail shows (index in `Photo.names`): "harbour-panorama", 3 : 2, the last cell of the
  /// grid's second row, clear of the bars: wider than its square cell, so the zoom's crop shows (the
  /// grid shows it aspect-filled, its sides cut off, and Detail whole across the screen's width).
  static let photoIndex = 5

  /// Where Detail's photo sits in Home's grid on `scene`'s screen, points: the pop's end.
  static func sourceCell(in scene: Scene) -> Rect {
    let metrics = ScreenKit.metrics(for: scene)
    return PhotoGridScreen.cellFrame(
      photoIndex, top: PhotoGridScreen.gridTop(metrics), width: metrics.screenSize.width)
  }

  /// Where Detail's photo is in Detail, points: the zoom's focus.
  static func photoFrame(in scene: Scene) -> Rect {
    PhotoDetailScreen.photoFrame(ScreenKit.photo(photoIndex).image, ScreenKit.metrics(for: scene))
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let (home, detail) = options.plainScreens ? Self.plainScreens(scene: scene) : Self.screens(scene: scene)
    let navigation = NavigationController(scene: scene, rootViewController: home)
    let duration = options.number("duration")
    let interruptible = options.text("animator") == "interruptible"
    // Plain screens have no grid: Detail shrinks to the centre, as it did before there was one.
    let (cell, focus) = options.plainScreens ? (nil, nil) : Self.zoomEnds(scene: scene, file: options.scene)
    self.cell = cell
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { [unowned self] in
      ZoomAnimator(
        operation: $0, duration: duration, interruptible: interruptible, rect: cell, focus: focus,
        rectCornerRadius: target?.layer.cornerRadius ?? 0)
    }
    navigation.delegate = delegate
    scene.rootViewController = navigation
    if !options.plainScreens {
      let chrome = SystemChrome(engine: scene.engine, metrics: ScreenKit.metrics(for: scene), appearance: .light)
      navigation.view.addSubview(chrome)
      self.chrome = chrome
    }
    try? navigation.pushViewController(detail, animated: false)
    chrome?.show(.dark)
    (self.navigation, self.home, self.detail, self.delegate) = (navigation, home, detail, delegate)
  }

  /// The zoom's rect on Home and its focus in Detail: the views `file` marks `role=zoom` on them, else
  /// the bundled grid's cell and Detail's photo (Detail's whole screen when the file dresses Detail
  /// without marking its photo).
  static func zoomEnds(scene: Scene, file: SceneFile?) -> (cell: Rect, focus: Rect) {
    let cell = file?.frame(of: .zoom, onScreen: "Home") ?? sourceCell(in: scene)
    let focus =
      file?.frame(of: .zoom, onScreen: "Detail")
      ?? (file?.dresses("Detail") == true ? scene.bounds : photoFrame(in: scene))
    return (cell, focus)
  }

  /// Home's marked view is where the zoom ends, Detail's the photo that lands there.
  func usesSceneRole(_ role: SceneFile.Role, onScreen screen: String) -> Bool {
    role == .zoom && !options.plainScreens && (screen == "Home" || screen == "Detail")
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
    chrome?.show(.dark)
  }

  func begin(with values: GestureValues) throws {
    delegate?.wantsInteraction = true
    try navigation?.popViewController(animated: true)
    chrome?.follow(.light, duration: options.number("duration"), alongside: home?.transitionCoordinator)
    hideTarget(alongside: home?.transitionCoordinator)
  }

  /// Home's view that the photo lands on (the grid's cell, or the scene file's marked view), if any.
  private var target: View? {
    guard let cell, let home else { return nil }
    return home.view.subviews.first { Self.same($0.frame, cell) }
  }

  /// Whether `a` and `b` are the same rect but for rounding (within 0.001 points).
  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3
      && abs(a.height - b.height) < 1e-3
  }

  /// Hides Home's view that the photo lands on (the grid's cell, or the scene file's marked view) while
  /// the photo flies there, as Photos leaves the cell empty under it, and shows it again when the pop
  /// completes or is cancelled.
  private func hideTarget(alongside coordinator: TransitionCoordinator?) {
    guard let coordinator, let target else { return }
    target.isHidden = true
    coordinator.animate(alongsideTransition: nil) { _ in target.isHidden = false }
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pinch(let scale, let velocity) = values { return (scale, velocity) }
    return (1, 0)
  }

  func mapping(at value: Double) -> GestureMapping { .pinch(startScale: value) }

  var trackedScreens: (ViewController?, ViewController?) { (detail, home) }
}
