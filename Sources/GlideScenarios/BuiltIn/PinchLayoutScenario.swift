import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideKit
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// Apple's collection view transition sample (2013) on a touchpad: a pile of photos that spreading two
  /// fingers opens into a grid (a push of the grid's collection view controller, pushed with
  /// `useLayoutToLayoutNavigationTransitions`, so the one collection view changes layout) and that
  /// pinching them together on the grid gathers back (the pop). Both are interactive; the finish rule
  /// decides at the lift. The photos are GlideKit's, under the navigation controller's own bar: the pile's
  /// item titled "Mini Apples", the grid's "Grid" with a back button to it.
  public static let pinchLayout = Scenario(
    name: "pinch-layout",
    summary:
      "spread two fingers on a pile of photos to open it into a grid (push), pinch them together on the grid to gather it back (pop): one collection view changing layout",
    parameters: [
      ScenarioParameter(
        "duration", .number(1), unit: "s", range: .duration,
        "the whole layout change (the sample's transitionDuration)"),
      ScenarioParameter(
        "items", .number(15), range: .whole(from: 1, to: 100),
        "how many photos (the grid shows them 4 a row below the bar; those past the screen lie below it, unscrolled)"),
      .screens,
    ],
    make: { options, _ in PinchLayoutBinding(options: options) })
}

/// The pile is the root ("Stack", the sample's `APLStackLayout`), the grid ("Grid", a flow layout of
/// 75 × 75 pt items with 10 pt insets, the sample's, starting below the bars) is pushed on it
/// layout-to-layout. The navigation controller's own bar (at its scroll edge) stays over both and does
/// what UIKit's does on a layout-to-layout push or pop, an ordinary push or pop of its items: the pile's
/// "Mini Apples" slides to the back button's place as the grid's "Grid" comes in and the chevron fades
/// in, scrubbed with the pinch; the status bar stays over both. Progress: a
/// spread on the pile pushes with percent = scale / startScale − 1 (twice the fingers' distance opens it
/// all the way); a pinch on the grid pops with the pinch example's 1 − scale / startScale. A pinch in on
/// the pile or a spread on the grid starts nothing. Whatever the last transition left stays: there is no
/// re-arming between gestures.
final class PinchLayoutBinding: ScenarioBinding {
  let recognizer: GestureRecognizer? = PinchGestureRecognizer()
  private let options: ScenarioOptions
  private var navigation: NavigationController?
  private var stack: CollectionViewController?
  private var grid: CollectionViewController?
  private var delegate: ScenarioNavigationDelegate?
  private var photos: PhotoSource?
  /// What the gesture in hand does (decided when it begins).
  private var operation = TransitionOperation.push

  init(options: ScenarioOptions) { self.options = options }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let count = Int(options.number("items"))
    let plain = options.plainScreens
    let photos = PhotoSource(count: count, plain: plain)
    let stack = CollectionViewController(
      scene: scene, title: "Stack", collectionViewLayout: CollectionViewStackLayout(), numberOfItems: count)
    stack.collectionView.dataSource = photos
    stack.collectionView.backgroundColor = plain ? Color(red: 0.93, green: 0.93, blue: 0.95) : .clear
    let metrics = ScreenKit.metrics(for: scene)
    let barBottom = metrics.navigationBarFrame(largeTitle: false).maxY
    let grid = CollectionViewController(
      scene: scene, title: "Grid", collectionViewLayout: Self.gridLayout(below: barBottom))
    grid.useLayoutToLayoutNavigationTransitions = true
    stack.navigationItem.title = Self.albumTitle
    let navigation = NavigationController(scene: scene, rootViewController: stack)
    let duration = options.number("duration")
    let delegate = ScenarioNavigationDelegate(interactor: interactor) {
      CollectionViewLayoutTransitionAnimator(operation: $0, duration: duration)
    }
    navigation.delegate = delegate
    // The rest continues on the completion curve from rest over the remaining share, as UIKit's
    // navigation controller continues its own transitions (its timingCurve is its completionCurve).
    interactor.timingCurve = .curve(interactor.completionCurve)
    scene.rootViewController = navigation
    if !plain { Self.addBars(to: navigation, engine: scene.engine, metrics: metrics) }
    (self.navigation, self.stack, self.grid, self.delegate, self.photos) = (navigation, stack, grid, delegate, photos)
  }

  /// The sample's grid: 75 × 75-point photos, 10 points in from the screen's sides and from `top` (the
  /// bars' bottom, points), as a navigation controller insets its collection view's content.
  static func gridLayout(below top: Double) -> CollectionViewFlowLayout {
    CollectionViewFlowLayout(
      itemSize: Size(width: 75, height: 75), sectionInset: EdgeInsets(top: top + 10, left: 10, bottom: 10, right: 10))
  }

  /// The pile's title, the album's: what its navigation item shows, and the grid's back button.
  static let albumTitle = "Mini Apples"

  /// The navigation controller's own bar (at its scroll edge), the status bar and the home indicator,
  /// over its screens, and under them a backdrop: the first photo washed out over white (20 % opaque),
  /// as Photos and Music wash an album's art behind it.
  private static func addBars(to navigation: NavigationController, engine: AnimationEngine, metrics: DeviceMetrics) {
    let view = navigation.view
    view.backgroundColor = SystemColor.systemBackground.color(in: .light)
    let backdrop = ImageView(engine: engine, name: "backdrop", image: ScreenKit.photo(0).image, frame: metrics.bounds)
    backdrop.alpha = 0.2
    view.insertSubview(backdrop, at: 0)
    NavigationControllerBar.install(on: navigation, isAtScrollEdge: true, metrics: metrics)
    ScreenKit.addChrome(to: view, engine: engine, metrics: metrics)
  }

  /// Whether the grid is showing (pushed and not popped).
  private var isOpen: Bool { navigation?.viewControllers.count == 2 }

  func accepts(_ values: GestureValues) -> Bool { refusal(values) == nil }

  func refusal(_ values: GestureValues) -> String? {
    guard case .pinch(let scale, let velocity) = values else { return "is not a pinch" }
    let spreading = scale > 1 || (scale == 1 && velocity > 0)
    switch (isOpen, spreading) {
    case (false, true), (true, false): return nil
    case (false, false): return "pinched in on the pile: nothing to gather"
    case (true, true): return "spread on the grid: already open"
    }
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    guard let navigation, let grid else { return }
    delegate?.wantsInteraction = true
    if isOpen {
      operation = .pop
      try navigation.popViewController(animated: true)
    } else {
      operation = .push
      try navigation.pushViewController(grid, animated: true)
    }
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pinch(let scale, let velocity) = values { return (scale, velocity) }
    return (1, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    operation == .pop ? .pinch(startScale: value) : .spread(startScale: value)
  }

  /// The collection view, under its first controller's title (the grid's controller shows the same view).
  var trackedScreens: (ViewController?, ViewController?) { (stack, nil) }

  func layoutFrame(index: Int, time: Double) -> LayoutFrame? {
    guard let stack, let grid else { return nil }
    return LayoutFrame(index: index, collectionView: stack.collectionView, time: time) { layout in
      layout === stack.collectionViewLayout ? "pile" : layout === grid.collectionViewLayout ? "grid" : "layout"
    }
  }
}

/// The photos: GlideKit's bundled photos round again, each filling its cell (aspect fill, clipped) inside
/// a white 3-point border, over a colour of its own (hues round the colour wheel) that shows where a
/// photo cannot be read, and that tests read with the photos taken out. Plain, each is its colour alone,
/// numbered from 1.
private final class PhotoSource: CollectionViewDataSource {
  let count: Int
  let plain: Bool

  init(count: Int, plain: Bool) { (self.count, self.plain) = (count, plain) }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = CollectionViewCell(engine: collectionView.engine, indexPath: indexPath, name: "photo \(indexPath.item + 1)")
    cell.backgroundColor = Self.color(hue: Double(indexPath.item) / Double(max(count, 1)))
    cell.layer.borderColor = .white
    cell.layer.borderWidth = 3
    if plain {
      cell.layer.text = LayerText(
        "\(indexPath.item + 1)", fontSize: 20, foregroundColor: .white, alignmentMode: .center)
    } else {
      cell.layer.contents = ScreenKit.photo(indexPath.item).image
      cell.layer.contentsGravity = .resizeAspectFill
      cell.clipsToBounds = true
    }
    return cell
  }

  /// A saturated, slightly dark colour of `hue` (0…1 round the wheel), for white text on it.
  static func color(hue: Double) -> Color {
    let (saturation, value) = (0.6, 0.8)
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (value * (1 - saturation), value * (1 - saturation * f), value * (1 - saturation * (1 - f)))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (value, t, p)
      case 1: (q, value, p)
      case 2: (p, value, t)
      case 3: (p, q, value)
      case 4: (t, p, value)
      default: (value, p, q)
      }
    return Color(red: r, green: g, blue: b)
  }
}
