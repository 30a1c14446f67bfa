// A custom transition built with the property animator, as an iOS 10 app writes one: a card presented
// from below by an animator that vends a `PropertyAnimator` (a 0.5 s spring, damping 0.8) from
// `interruptibleAnimator(using:)` and completes the transition with where the animator ended. Given
// `--reverse-at T`, the app catches the running animator at T seconds, reverses it and lets it run back:
// the card goes back down and the presentation is cancelled (`completeTransition(false)`), as UIKit's
// interruptible transitions allow. A display link (frame k at k/60 s) moves the scene's clock.
//
//     swift run CustomTransition
//     swift run CustomTransition --reverse-at 0.2
import Foundation
import GlideAnimation
import GlideInteraction
import GlideTransitions

/// The card's animator: slides the presented view up from below the screen on a spring.
final class SlideUpAnimator: ViewControllerAnimatedTransitioning {
  /// The animator of the transition running now, for the app to interrupt.
  private(set) var animator: PropertyAnimator?

  func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

  func animateTransition(using context: TransitionContext) {
    interruptibleAnimator(using: context)?.startAnimation()
  }

  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    if let animator { return animator }
    guard let card = context.view(forKey: .to), let presented = context.viewController(forKey: .to) else { return nil }
    let final = context.finalFrame(for: presented)
    let container = context.containerView
    container.addSubview(card)
    card.frame = Rect(x: final.minX, y: container.bounds.maxY, width: final.width, height: final.height)
    let animator = PropertyAnimator(duration: 0.5, dampingRatio: 0.8, engine: container.engine) {
      card.frame = final
    }
    animator.addCompletion { [weak context] position in
      context?.completeTransition(position == .end)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Vends the animator for the card's presentation (UIViewControllerTransitioningDelegate).
final class CardTransitions: ViewControllerTransitioningDelegate {
  let animator = SlideUpAnimator()

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

/// The app: a list screen that presents a card, and the clock that plays it.
final class App: FrameDriven {
  let scene = Scene()
  let list: ViewController
  let card: ViewController
  let transitions = CardTransitions()
  var isTransitionInFlight = false

  init() {
    list = ViewController(scene: scene, title: "List")
    card = ViewController(scene: scene, title: "Card")
    card.view.backgroundColor = Color(red: 1, green: 0.8, blue: 0.2)
    card.transitioningDelegate = transitions
    card.modalPresentationStyle = .custom
    scene.rootViewController = list
    scene.onEvent = { [unowned self] event in
      switch event.kind {
      case .transitionBegan: isTransitionInFlight = true
      case .transitionCompleted(_, let didComplete):
        isTransitionInFlight = false
        print(String(format: "%.4f s  completed: %@", event.time, didComplete ? "presented" : "cancelled"))
      default: break
      }
    }
  }

  var isBusy: Bool { isTransitionInFlight || scene.engine.hasScheduledWork }
  func advanceClock(to time: Double) { scene.engine.advance(to: time) }
  func frame(at time: Double) {
    let shown = card.view.layer.presentation(at: time).frame
    print(String(format: "%.4f s  card top %.2f", time, shown.minY))
  }
}

let arguments = CommandLine.arguments
let reverseAt = arguments.firstIndex(of: "--reverse-at").flatMap { arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil }
let app = App()
try app.list.present(app.card, animated: true)
var link = DisplayLink(framesPerSecond: 60)
var reversed = false
while app.isBusy && link.nextTime < 5 {
  let time = link.advance()
  app.advanceClock(to: time)
  if let reverseAt, !reversed, time >= reverseAt, let animator = app.transitions.animator.animator {
    // Caught mid-flight: pause where it is, reverse, and let it run back over the rest of its 0.5 s.
    animator.pauseAnimation()
    print(String(format: "%.4f s  paused at fraction %.4f; reversed", time, animator.fractionComplete))
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    reversed = true
  }
  app.frame(at: time)
}
print("presented: \(app.list.presentedViewController === app.card ? "Card" : "none")")
