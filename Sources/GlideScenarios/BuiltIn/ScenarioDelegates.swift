import GlideSimulation
import GlideTransitions

/// Vends a scenario's animator, and its interaction controller only while a gesture drives the
/// transition (a delegate that kept vending it would make the next, non-interactive transition
/// interactive: UIKit's stale-interactor trap).
final class ScenarioNavigationDelegate: NavigationControllerDelegate, TabBarControllerDelegate,
  ViewControllerTransitioningDelegate
{
  let interactor: PercentDrivenInteractiveTransition
  let makeAnimator: (TransitionOperation) -> any ViewControllerAnimatedTransitioning
  /// Set by the scenario just before it starts a gesture-driven transition; cleared when vended.
  var wantsInteraction = false
  /// Makes the presentation controller of a `.custom` presentation (nil: none).
  var makePresentationController: ((ViewController, ViewController?) -> PresentationController?)?

  init(
    interactor: PercentDrivenInteractiveTransition,
    makeAnimator: @escaping (TransitionOperation) -> any ViewControllerAnimatedTransitioning
  ) {
    self.interactor = interactor
    self.makeAnimator = makeAnimator
  }

  private func vendInteractor() -> (any ViewControllerInteractiveTransitioning)? {
    defer { wantsInteraction = false }
    return wantsInteraction ? interactor : nil
  }

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator(operation) }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { vendInteractor() }

  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
    to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    let forward = (tabBarController.viewControllers.firstIndex { $0 === to } ?? 0)
      > (tabBarController.viewControllers.firstIndex { $0 === from } ?? 0)
    return makeAnimator(forward ? .push : .pop)
  }

  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { vendInteractor() }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { makeAnimator(.present) }

  func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
    makeAnimator(.dismiss)
  }

  func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { vendInteractor() }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { makePresentationController?(presented, presenting) }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { vendInteractor() }
}
