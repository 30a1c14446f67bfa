import GlideAnimation

/// The steps every container takes to run one transition, in UIKit's order:
/// begin event → (container's `willShow`) → `from.viewWillDisappear`, `to.viewWillAppear` → start
/// (interactor or animator, then alongside animations) … `completeTransition` → container completion
/// (views, stack, "did" callbacks or the reversal on cancel) → coordinator completions → container's last
/// word (`didShow`) → `animationEnded` → the next queued request.
struct ContainerTransition {
  /// The container running it (navigation, tabs, or the presenter): its children get appearance
  /// callbacks only while it is visible.
  let host: ViewController
  let operation: TransitionOperation
  let from: ViewController
  let to: ViewController
  let container: View
  let views: TransitionPair<View>
  let initialFrames: TransitionPair<Rect>
  let finalFrames: TransitionPair<Rect>
  let animated: Bool
  let presentationStyle: ModalPresentationStyle
  let animator: any ViewControllerAnimatedTransitioning
  let interactor: (any ViewControllerInteractiveTransitioning)?
  /// Which sides get appearance callbacks (a presenter that stays on screen under a custom presentation
  /// gets none).
  var appearance: TransitionPair<Bool> = [.from: true, .to: true]

  /// Makes the context, sends the "will" callbacks and starts it. `willBegin` runs before the appearance
  /// callbacks (delegates' `willShow`); `completion` does the container's work; `didComplete` its last
  /// word.
  /// `register` receives the context before anything else happens, so the container counts as busy from
  /// the first callback on (a transition without animation completes inside this call).
  func run(
    scene: Scene, register: (TransitionContext) -> Void, willBegin: () -> Void,
    completion: @escaping (Bool) -> Void, didComplete: @escaping (Bool) -> Void
  ) {
    let context = TransitionContext(
      operation: operation, containerView: container, from: from, to: to, views: views,
      initialFrames: initialFrames, finalFrames: finalFrames, isAnimated: animated,
      presentationStyle: presentationStyle, animator: animator, interactor: interactor)
    let (from, to) = (self.from, self.to)
    let operation = self.operation
    let animated = self.animated
    let sides = appearance
    let visibleAtStart = host.isVisible
    let host = self.host
    let isModal = operation == .present || operation == .dismiss
    func move(_ key: TransitionKey, _ target: ViewController.AppearanceState) {
      guard sides[key] == true else { return }
      (key == .from ? from : to).moveAppearance(toward: target, animated: animated)
    }
    // `unowned`, not `weak`: the context holds its controllers, and they their scene, so the scene
    // outlives these closures; a weak reference would give the scene a side table, and every retain and
    // release of it would go the slow way.
    context.containerCompletion = { [unowned scene] done in
      completion(done)
      // The screen that leaves ends disappeared; the one that stays ends where its container is (a modal's
      // container is the window, on screen whenever the presenter was). Completed: from.didDisappear,
      // to.didAppear; cancelled: the reversal to.willDisappear, to.didDisappear, from.willAppear,
      // from.didAppear.
      let shownTarget: ViewController.AppearanceState =
        isModal ? (visibleAtStart ? .appeared : .disappeared) : host.appearanceState
      move(done ? .from : .to, .disappeared)
      move(done ? .to : .from, shownTarget)
      scene.record(.transitionCompleted(operation, didComplete: done))
    }
    context.containerDidComplete = didComplete
    context.coordinator.onInteractionChange = { [unowned scene] snapshot in
      scene.record(
        .interactionChanged(
          isInteractive: snapshot.isInteractive, isCancelled: snapshot.isCancelled,
          percentComplete: snapshot.percentComplete))
    }
    register(context)
    from.activeTransition = context
    to.activeTransition = context
    scene.record(
      .transitionBegan(
        operation, from: from.title, to: to.title, animated: animated, interactive: interactor != nil))
    willBegin()
    if visibleAtStart {
      move(.from, .disappearing)
      move(.to, .appearing)
    }
    context.startTransition()
  }
}
