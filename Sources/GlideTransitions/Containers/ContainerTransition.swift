public import GlideAnimation

/// The steps every container takes to run one transition, in UIKit's order:
/// begin event → (container's `willShow`) → `from.viewWillDisappear`, `to.viewWillAppear` → start
/// (interactor or animator, then alongside animations) … `completeTransition` → container completion
/// (views, stack, "did" callbacks or the reversal on cancel) → coordinator completions → container's last
/// word (`didShow`) → `animationEnded` → the next queued request.
struct ContainerTransition {
  let operation: TransitionOperation
  let from: ViewController
  let to: ViewController
  let container: View
  let views: [TransitionKey: View]
  let initialFrames: [TransitionKey: Rect]
  let finalFrames: [TransitionKey: Rect]
  let animated: Bool
  let presentationStyle: ModalPresentationStyle
  let animator: any ViewControllerAnimatedTransitioning
  let interactor: (any ViewControllerInteractiveTransitioning)?
  /// Which sides get appearance callbacks (a presenter that stays on screen under a custom presentation
  /// gets none).
  var appearance: Set<TransitionKey> = [.from, .to]

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
    func send(_ key: TransitionKey, _ callback: SceneEvent.Appearance) {
      guard sides.contains(key) else { return }
      (key == .from ? from : to).sendAppearance(callback, animated: animated)
    }
    context.containerCompletion = { [weak scene] done in
      completion(done)
      if done {
        send(.from, .viewDidDisappear)
        send(.to, .viewDidAppear)
      } else {
        send(.to, .viewWillDisappear)
        send(.to, .viewDidDisappear)
        send(.from, .viewWillAppear)
        send(.from, .viewDidAppear)
      }
      scene?.record(.transitionCompleted(operation, didComplete: done))
    }
    context.containerDidComplete = didComplete
    context.coordinator.onInteractionChange = { [weak scene] snapshot in
      scene?.record(
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
    send(.from, .viewWillDisappear)
    send(.to, .viewWillAppear)
    context.startTransition()
  }
}
