import GlideAnimation
import GlideGestures
import GlideInteraction
import GlideKit
import GlideSimulation
import GlideTransitions

extension Scenario {
  /// A list of memories that presents one as a card over the dimmed list on a spring at launch (the
  /// run draws it from 0 s); a drag down dismisses the card, percent-driven, with the keyframed swing
  /// about its lower-left corner and the drop while the dimming fades (the iOS 7 drop dismissal). A
  /// drag that begins while the card is still on its spring is refused, as UIKit drops a dismissal
  /// asked for during a presentation.
  static let cardDismiss = Scenario(
    name: "card-dismiss",
    summary: "drag down to dismiss a memory's card with the keyframed swing and drop",
    parameters: [
      ScenarioParameter("duration", .number(1), unit: "s", range: .duration, "the swing and drop's duration"),
      ScenarioParameter("fingers", .number(1), range: .whole(from: 1, to: 5), "how many fingers drag"),
      ScenarioParameter("travel", .number(30), unit: "mm", range: .travel, "finger travel (downwards) for the whole dismissal"),
    ],
    make: { options, _ in CardDismissBinding(options: options) })
}

/// The card-dismiss scenario at work: its screens, its drag, and the transition the drag drives.
final class CardDismissBinding: ScenarioBinding, ViewControllerTransitioningDelegate {
  let recognizer: GestureRecognizer?
  private let duration: Double
  private let travel: Double
  private var list: ViewController?
  private var card: ViewController?
  private var interactor: PercentDrivenInteractiveTransition?
  /// Set when a drag starts the dismissal: the interaction controller is vended for that one only.
  private var dragging = false

  init(options: ScenarioOptions) {
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "drag", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
    duration = options.number("duration")
    travel = options.number("travel")
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let list = ViewController(scene: scene, title: "Memories")
    let card = ViewController(scene: scene, title: "Card")
    MemoryScreens.dressList(list.view)
    MemoryScreens.dressCard(card.view)
    card.transitioningDelegate = self
    card.modalPresentationStyle = .custom
    scene.rootViewController = list
    try? list.present(card, animated: true)
    (self.list, self.card, self.interactor) = (list, card, interactor)
  }

  /// The card comes up on its spring at 0 s: the frames run from there, before the first input.
  var animatesSetUp: Bool { true }

  /// A drag down dismisses, once the card has been presented.
  func refusal(_ values: GestureValues) -> String? {
    if card?.transitionCoordinator != nil { return "began while the card is being presented: no dismissal" }
    return accepts(values) ? nil : "began in a direction the scenario ignores"
  }

  /// Only a drag down dismisses.
  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    let dy = translation.dy != 0 ? translation.dy : velocity.dy
    return dy > 0 && abs(dy) >= abs(translation.dx)
  }

  func rearm() {
    guard let list, let card, list.presentedViewController == nil else { return }
    try? list.present(card, animated: false)
  }

  func begin(with values: GestureValues) throws {
    dragging = true
    try card?.dismiss(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: travel, direction: 1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (card, list) }

  // MARK: Transitioning delegate

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    CardPresentation(presentedViewController: presented, presenting: presenting ?? source)
  }

  /// The card comes up on a spring at launch, and is put back without animation when re-armed.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { SpringPresentAnimator() }

  func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
    DropDismissAnimator(duration: duration, coverView: (card?.presentationController as? CardPresentation)?.dimmingView)
  }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    defer { dragging = false }
    return dragging ? interactor : nil
  }
}

/// A card of 200 × 260 points in the middle of the screen over a dimming view, the list kept beneath.
final class CardPresentation: PresentationController {
  /// The dimming view's alpha over the list while the card is up.
  static let dimmedAlpha = 0.4

  let dimmingView: View

  override init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
    let scene = presentedViewController.scene
    dimmingView = View(engine: scene.engine, name: "dimming", frame: scene.bounds)
    dimmingView.backgroundColor = .black
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  override var frameOfPresentedViewInContainerView: Rect {
    let bounds = containerView?.bounds ?? presentedViewController.scene.bounds
    return Rect(x: bounds.midX - 100, y: bounds.midY - 130, width: 200, height: 260)
  }

  /// The dimming fades in with the card, as a presentation controller's dimming view does in UIKit
  /// (alongside the transition; at once when the card is put back without animation).
  override func presentationTransitionWillBegin() {
    let dimming = dimmingView
    dimming.engine.performWithoutAnimation { dimming.alpha = 0 }
    containerView?.insertSubview(dimming, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator, coordinator.isAnimated {
      coordinator.animate(alongsideTransition: { _ in dimming.alpha = CardPresentation.dimmedAlpha })
    } else {
      dimming.alpha = CardPresentation.dimmedAlpha
    }
  }
}

/// The app's two screens, drawn with Glide's kit.
enum MemoryScreens {
  static let memories = ["Summer in Lisbon", "First snow", "Grandma's garden", "Road trip", "The new flat"]

  /// A white list of memories under a large title.
  static func dressList(_ view: View) {
    let engine = view.engine
    view.layer.text = nil
    view.backgroundColor = SystemColor.systemBackground.light
    view.addSubview(
      Label(
        engine: engine, name: "title", text: "Memories", font: .largeTitleBar, color: SystemColor.label.light,
        origin: Point(x: 16, y: 100), width: view.bounds.width - 32))
    for (index, memory) in memories.enumerated() {
      let y = 170 + Double(index) * 64
      let swatch = View(engine: engine, name: "swatch \(index)", frame: Rect(x: 16, y: y, width: 48, height: 48))
      swatch.backgroundColor = Color(red: 0.2 + 0.15 * Double(index), green: 0.5, blue: 0.9 - 0.12 * Double(index))
      swatch.layer.cornerRadius = 8
      view.addSubview(swatch)
      view.addSubview(
        Label(
          engine: engine, name: "memory \(index)", text: memory, font: Font(pointSize: 17),
          color: SystemColor.label.light, origin: Point(x: 76, y: y + 13), width: view.bounds.width - 92))
    }
  }

  /// A rounded card lifted off the dimmed list: a photo-coloured top and the memory's title.
  static func dressCard(_ view: View) {
    let engine = view.engine
    view.layer.text = nil
    view.backgroundColor = SystemColor.secondarySystemGroupedBackground.light
    view.layer.cornerRadius = 13
    (view.layer.shadowOpacity, view.layer.shadowRadius) = (0.3, 16)
    view.layer.shadowOffset = Size(width: 0, height: 8)
    let photo = View(engine: engine, name: "photo", frame: Rect(x: 0, y: 0, width: 200, height: 190))
    photo.backgroundColor = Color(red: 0.95, green: 0.62, blue: 0.3)
    photo.layer.cornerRadius = 13
    view.addSubview(photo)
    view.addSubview(
      Label(
        engine: engine, name: "card title", text: memories[0], font: Font(pointSize: 17, weight: .semibold),
        color: SystemColor.label.light, alignment: .center, origin: Point(x: 0, y: 212), width: 200))
  }
}
