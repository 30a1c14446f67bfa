import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
public import GlideSimulation
import GlideTransitions

extension Scenario {
  /// Dismiss a modal card with the keyframed swing-and-drop (design §6), scrubbed by a two-finger drag
  /// down: a 200 × 260-point card (a memory: a photo, its title, a button) in the middle of the dimmed
  /// Recents grid swings about its lower-left corner and drops while the dimming fades.
  public static let dropDismiss = Scenario(
    name: "drop-dismiss",
    summary: "drag two fingers down to dismiss a card with the keyframed swing and drop",
    parameters: [
      ScenarioParameter("duration", .number(1), unit: "s", range: .duration, "the drop's duration"),
      ScenarioParameter("fingers", .number(2), range: .whole(from: 1, to: 10), "how many fingers drag"),
      ScenarioParameter("travel", .number(30), unit: "mm", range: .travel, "finger travel (downwards) for the whole transition"),
    ],
    make: { options, _ in DropDismissBinding(options: options) })
}

final class DropDismissBinding: ScenarioBinding {
  let recognizer: GestureRecognizer?
  private let options: ScenarioOptions
  private var home: ViewController?
  private var card: ViewController?
  private var delegate: ScenarioNavigationDelegate?

  init(options: ScenarioOptions) {
    self.options = options
    let fingers = max(Int(options.number("fingers")), 1)
    recognizer = PanGestureRecognizer(name: "drag", minimumNumberOfTouches: fingers, maximumNumberOfTouches: fingers)
  }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home")
    let card = ViewController(scene: scene, title: "Card")
    DropDismissScreens.dressHome(home.view)
    DropDismissScreens.dressCard(card.view)
    // A card, as the reference's modal is: rounded and lifted off the dimmed screen beneath.
    card.view.layer.cornerRadius = 13
    (card.view.layer.shadowOpacity, card.view.layer.shadowRadius) = (0.3, 16)
    card.view.layer.shadowOffset = Size(width: 0, height: 8)
    let duration = options.number("duration")
    let delegate = ScenarioNavigationDelegate(interactor: interactor) { [weak card] operation -> any ViewControllerAnimatedTransitioning in
      // The card is only ever presented without animation (set-up, re-arm): a slide here would hold the
      // gesture's dismissal in the modal queue until it ended.
      guard operation == .dismiss else { return ImmediateAnimator() }
      let presentation = card?.presentationController as? CardPresentationController
      return DropDismissAnimator(duration: duration, coverView: presentation?.dimmingView)
    }
    delegate.makePresentationController = { presented, presenting in
      CardPresentationController(presentedViewController: presented, presenting: presenting ?? home)
    }
    card.transitioningDelegate = delegate
    card.modalPresentationStyle = .custom
    scene.rootViewController = home
    try? home.present(card, animated: false)
    (self.home, self.card, self.delegate) = (home, card, delegate)
  }

  /// Only a downward drag dismisses.
  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    let dy = translation.dy != 0 ? translation.dy : velocity.dy
    return dy > 0 && abs(dy) >= abs(translation.dx)
  }

  func rearm() {
    guard let home, let card, home.presentedViewController == nil else { return }
    try? home.present(card, animated: false)
  }

  func begin(with values: GestureValues) throws {
    delegate?.wantsInteraction = true
    try card?.dismiss(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping {
    .linear(origin: value, percent: 0, travel: options.number("travel"), direction: 1)
  }

  var axis: GestureAxis { .vertical }

  var trackedScreens: (ViewController?, ViewController?) { (card, home) }
}
