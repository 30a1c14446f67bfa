import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// A `.custom` presentation of a card (310 × 400 points at (40, 100)) over a dimming view that keeps the
/// presenter on screen.
final class CardPresentationController: PresentationController {
  let dimmingView: View

  override init(presentedViewController: ViewController, presenting presentingViewController: ViewController)
  {
    let engine = presentedViewController.scene.engine
    dimmingView = View(engine: engine, name: "dimming", frame: presentedViewController.scene.bounds)
    dimmingView.alpha = 0.4
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  override var frameOfPresentedViewInContainerView: Rect { Rect(x: 40, y: 100, width: 310, height: 400) }

  override func presentationTransitionWillBegin() {
    containerView?.insertSubview(dimmingView, at: 0)
  }
}

@Suite("Reference patterns: the keyframed drop dismissal")
struct ReferencePatternDropTests {
  static let card = Rect(x: 40, y: 100, width: 310, height: 400)
  /// Where the card's pivot corner ends up: 180 points along the direction 0.3π.
  static let fallVector = Vector(dx: 180 * cos(0.3 * Double.pi), dy: 180 * sin(0.3 * Double.pi))

  /// A presents the card B (custom, without animation), then dismisses it with the drop.
  static func dismissCard(
    curve: AnimationCurve = .linear
  ) throws -> (Scene, ViewController, ViewController, CardPresentationController, ModalDelegate) {
    let (scene, a, b) = modalScene(size: Size(width: 390, height: 844))
    b.modalPresentationStyle = .custom
    let delegate = ModalDelegate()
    var made: CardPresentationController?
    delegate.makePresentation = { presented, presenting in
      let controller = CardPresentationController(
        presentedViewController: presented, presenting: presenting ?? a)
      made = controller
      return controller
    }
    b.transitioningDelegate = delegate
    try a.present(b, animated: false)
    let presentation = try #require(made)
    #expect(b.view.frame == card)
    delegate.dismissAnimator = DropDismissAnimator(curve: curve, coverView: presentation.dimmingView)
    scene.clearEvents()
    try b.dismiss(animated: true)
    return (scene, a, b, presentation, delegate)
  }

  /// The card's angle on screen, radians in (−π, π].
  static func angle(_ view: View) -> Double { view.presentation.affineTransform.decomposition.rotation }

  @Test("The card swings clockwise through the key angles at the key times, pivoting on its lower-left corner")
  func keyAngles() throws {
    let (scene, _, b, presentation, delegate) = try Self.dismissCard()
    defer { withExtendedLifetime(delegate) {} }
    #expect(b.view.layer.anchorPoint == Point(x: 0, y: 1))
    #expect(b.view.layer.position == Point(x: 40, y: 500))
    #expect(b.view.presentation.frame == Self.card)
    // The angle followed frame by frame, unwrapped: matrices turn the shorter way, so −1.5π (the same
    // matrix as +0.5π) is reached by a quarter turn clockwise, and the swing never reverses before 1.3π.
    var unwrapped = 0.0
    var previous = 0.0
    var atFrame: [Int: Double] = [:]
    for index in 0...59 {
      scene.engine.advance(to: frameTime(index))
      let shown = Self.angle(b.view)
      unwrapped += remainder(shown - previous, 2 * Double.pi)
      previous = shown
      atFrame[index] = unwrapped
      let state = b.view.presentation
      // The pivot corner (the anchor, at the position) stays put until the fall.
      if index <= 39 {
        #expect(close(state.affineTransform.tx, 0, 1e-9) && close(state.affineTransform.ty, 0, 1e-9), "frame \(index)")
        #expect(state.position == Point(x: 40, y: 500))
      }
    }
    let pi = Double.pi
    // Key times 0.15, 0.25, 0.45, 0.65 s are frames 9, 15, 27, 39 (duration 1 s, linear overall curve).
    let keys: [(frame: Int, angle: Double)] = [
      (0, 0), (9, 0.5 * pi), (15, pi), (27, 1.3 * pi), (39, 0.8 * pi),
    ]
    for key in keys {
      #expect(
        close(atFrame[key.frame] ?? .nan, key.angle, 1e-9),
        "frame \(key.frame): \(atFrame[key.frame] ?? .nan)")
    }
    // Halfway through each segment: on the way, not the other way round.
    let halves: [(frame: Int, angle: Double)] = [
      (6, 1.0 / 3 * pi), (12, 0.75 * pi), (21, 1.15 * pi), (33, 1.05 * pi),
    ]
    for half in halves {
      #expect(close(atFrame[half.frame] ?? .nan, half.angle, 1e-9), "frame \(half.frame)")
    }
    // The fall: from 0.8π back to 0.3π while the corner moves along 0.3π; at 0.825 s halfway.
    let fallHalf = try #require(atFrame[49])
    #expect(close(fallHalf, 0.8 * pi - 0.5 * pi * (49.0 / 60 - 0.65) / 0.35, 1e-9))
    // 0.825 s (the clock is at 0.983 s: ask the running animation what it shows then).
    let halfway = b.view.layer.presentation(at: 0.825).affineTransform
    #expect(close(angleDistance(halfway.decomposition.rotation, 0.55 * pi), 0, 1e-9))
    #expect(
      close(halfway.tx, Self.fallVector.dx / 2, 1e-9) && close(halfway.ty, Self.fallVector.dy / 2, 1e-9))
    #expect(close(presentation.dimmingView.layer.presentation(at: 0.825).opacity, 0.2, 1e-9))
    // The last frame before the end: nearly at 0.3π, the corner nearly 180 points along 0.3π.
    let last = b.view.layer.presentation(at: 1 - 1e-6).affineTransform
    #expect(close(angleDistance(last.decomposition.rotation, 0.3 * pi), 0, 1e-5))
    #expect(close(last.tx, Self.fallVector.dx, 1e-3) && close(last.ty, Self.fallVector.dy, 1e-3))
  }

  @Test("The cover holds until 0.65, fades linearly to 0 at 1.0, and the dismissal completes at 1.0 s")
  func coverAndCompletion() throws {
    let (scene, a, b, presentation, delegate) = try Self.dismissCard()
    defer { withExtendedLifetime(delegate) {} }
    let dimming = presentation.dimmingView
    for (time, alpha) in [
      (0.0, 0.4), (0.3, 0.4), (0.65, 0.4), (0.75, 0.4 * 0.25 / 0.35), (0.9, 0.4 * 0.1 / 0.35),
    ] {
      scene.engine.advance(to: time)
      #expect(close(dimming.presentation.opacity, alpha, 1e-9), "\(time) s")
    }
    #expect(dimming.alpha == 0)
    scene.engine.advance(to: frameTime(59))
    #expect(completionTime(scene, .dismiss) == nil)
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 1, 1e-9))
    #expect(a.presentedViewController == nil && b.view.superview == nil)
    #expect(presentation.containerView?.superview == nil)
    // The card is given back its own geometry for a later presentation.
    #expect(b.view.layer.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(b.view.transform == .identity)
    #expect(b.view.frame == Self.card)
    // The presenter stayed on screen: no appearance callbacks for it (custom presentation).
    #expect(scene.appearanceLog == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("Driven by a percent-driven interaction and cancelled, the drop puts the card and the cover back")
  func cancelledDropRestores() throws {
    let (scene, a, b) = modalScene(size: Size(width: 390, height: 844))
    b.modalPresentationStyle = .custom
    let delegate = ModalDelegate()
    var made: CardPresentationController?
    delegate.makePresentation = { presented, presenting in
      let controller = CardPresentationController(
        presentedViewController: presented, presenting: presenting ?? a)
      made = controller
      return controller
    }
    b.transitioningDelegate = delegate
    try a.present(b, animated: false)
    let dimming = try #require(made?.dimmingView)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.dismissAnimator = DropDismissAnimator(coverView: dimming)
    delegate.dismissInteractor = interactor
    scene.clearEvents()
    try b.dismiss(animated: true)
    interactor.update(0.7)
    scene.engine.advance(to: 0.1)
    // Scrubbed to 0.7 s of the swing: 1/7 of the fall.
    let shown = b.view.presentation
    #expect(
      close(angleDistance(shown.affineTransform.decomposition.rotation, (0.8 - 0.5 / 7) * Double.pi), 0, 1e-9))
    #expect(close(dimming.presentation.opacity, 0.4 * 6 / 7, 1e-9))
    interactor.cancel()
    scene.engine.advance(to: 0.1 + 0.7 - 1e-6)
    #expect(completionTime(scene, .dismiss) == nil)
    scene.engine.advance(to: 0.1 + 0.7 + 1e-6)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 0.8, 1e-9))
    #expect(a.presentedViewController === b)
    #expect(b.view.layer.anchorPoint == Point(x: 0.5, y: 0.5) && b.view.transform == .identity)
    #expect(b.view.frame == Self.card && b.view.presentation.frame == Self.card)
    #expect(dimming.alpha == 0.4 && dimming.presentation.opacity == 0.4)
    #expect(scene.appearanceLog == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
  }

  @Test("With UIKit's default eased keyframe curve, each key angle arrives at the eased key time")
  func easedKeyTimes() throws {
    let (scene, _, b, _, delegate) = try Self.dismissCard(curve: .easeInOut)
    defer { withExtendedLifetime(delegate) {} }
    let pi = Double.pi
    for (key, angle) in [(0.15, 0.5 * pi), (0.25, pi), (0.45, 1.3 * pi), (0.65, 0.8 * pi)] {
      let time = easeInOutInverse(key)
      scene.engine.advance(to: time)
      #expect(close(angleDistance(Self.angle(b.view), angle), 0, 1e-6), "key \(key) at \(time) s")
    }
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .dismiss) ?? -1, 1, 1e-9))
  }
}
