import GlideAnimation

/// Vends a navigation controller's animation and interaction controllers and hears when a controller is
/// shown (UIKit's `UINavigationControllerDelegate`). UIKit asks for an interaction controller only when
/// it got an animation controller, and passes that animator; a nil animation controller means the
/// standard slide.
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  /// At the start of every push or pop, including interactive pops that are later cancelled.
  func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
  /// At the end of a completed push or pop; not called when an interactive pop is cancelled.
  func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
  public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

/// A stack of controllers, one visible at a time: UIKit's `UINavigationController`. Its view is the
/// transitions' container; the top controller's view fills it.
///
/// `viewControllers` changes when a push or pop starts (as UIKit's does) and goes back if an interactive
/// pop or push is cancelled. One transition at a time: a request made during one is queued (run when it
/// completes) or refused, per ``requestPolicy``.
open class NavigationController: ViewController {
  // The stack, the running transition and what every request reads (delegate, policy) skip the runtime
  // exclusivity check (read at every request and transition step; assigned whole or appended to).
  @exclusivity(unchecked) public private(set) var viewControllers: [ViewController] = []
  @exclusivity(unchecked) public weak var delegate: (any NavigationControllerDelegate)?
  @exclusivity(unchecked) public var requestPolicy: TransitionRequestPolicy = .queue
  /// The standard transition when the delegate vends none (``SlideAnimator``, 0.35 s).
  public var standardAnimator: (TransitionOperation) -> any ViewControllerAnimatedTransitioning = {
    SlideAnimator(operation: $0)
  }
  /// The transition between collection view controllers pushed with
  /// `useLayoutToLayoutNavigationTransitions` when the delegate vends none (and for the back swipe's pop
  /// of one): ``CollectionViewLayoutTransitionAnimator``, 0.35 s.
  public var layoutTransitionAnimator: (TransitionOperation) -> any ViewControllerAnimatedTransitioning = {
    CollectionViewLayoutTransitionAnimator(operation: $0)
  }

  /// The transition in progress, if any.
  @exclusivity(unchecked) public private(set) var transition: TransitionContext?
  private lazy var requests = TransitionRequestQueue(scene: scene) { [unowned self] in self.transition }

  /// The view the children's views live in and transitions run in (the transition context's container;
  /// UIKit's navigation transition view). It fills `view`. Being a view of its own, its clock can be
  /// frozen by a percent-driven interaction without touching animations of the navigation controller's
  /// own view (a tab switch sliding the whole stack).
  public private(set) lazy var transitionView: View = {
    let container = View(engine: scene.engine, name: "\(title) transitions", frame: view.bounds)
    view.addSubview(container)
    return container
  }()

  /// The bar over the stack (UIKit's `navigationBar`): its items follow the stack's controllers'
  /// ``ViewController/navigationItem``s, and it moves from one to the next alongside every push and pop.
  /// A drawing (GlideKit's `NavigationControllerBar`) draws it.
  public let navigationBar = NavigationBarModel()

  /// Whether the bar is hidden (UIKit's `isNavigationBarHidden`; set without animation).
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  /// Hides or shows the bar, UIKit's `setNavigationBarHidden(_:animated:)`: animated, it slides up out of
  /// the screen (or down into it) over ``NavigationBarModel/hideShowBarDuration`` (0.2 s, ease-in-out),
  /// or, called during a push or pop (from `viewWillAppear`, say), alongside it with its timing, so an
  /// interactive pop scrubs it. ``isNavigationBarHidden`` says the new value at once.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.setHidden(hidden, animated: animated)
  }

  public init(scene: Scene, title: String = "navigation", rootViewController: ViewController) {
    super.init(scene: scene, title: title)
    viewControllers = [rootViewController]
    navigationBar.setItems([rootViewController.navigationItem])
    addChild(rootViewController)
    rootViewController.view.frame = transitionView.bounds
    transitionView.addSubview(rootViewController.view)
  }

  public var topViewController: ViewController? { viewControllers.last }

  /// A plain view without a title: the children's views cover it and show their own titles.
  open override func loadView() -> View {
    View(engine: scene.engine, name: title, frame: scene.bounds)
  }

  /// The top controller appears and disappears with the stack (during a push or pop, the one arriving).
  override var appearanceForwardingTarget: ViewController? { viewControllers.last }

  /// Pushes `controller` on the stack, animated with the delegate's animator (or the standard slide).
  public func pushViewController(_ controller: ViewController, animated: Bool) throws(TransitionError) {
    guard !viewControllers.contains(where: { $0 === controller }) else { throw .alreadyInStack(controller.title) }
    try requests.submit(.push, policy: requestPolicy) { [weak self] in self?.beginPush(controller, animated: animated) }
  }

  /// Pops the top controller (the one returned when the pop completes), animated like a push; with an
  /// interaction controller from the delegate, the pop is interactive.
  public func popViewController(animated: Bool) throws(TransitionError) {
    guard viewControllers.count > 1 || transition != nil else {
      throw .cannotPopRootViewController(viewControllers.first?.title ?? title)
    }
    try requests.submit(.pop, policy: requestPolicy) { [weak self] in self?.beginPop(animated: animated) }
  }

  /// Starts the pop of UIKit's back swipe (`interactivePopGestureRecognizer`, reference §7.5): animated
  /// with the standard transition (``standardAnimator``) whatever the delegate vends, and interactive
  /// with `interactor`, the built-in interaction controller the gesture drives (UIKit's private
  /// `_UINavigationInteractiveTransition`). The delegate still hears `willShow` and `didShow`.
  ///
  /// Refused as the gesture is: on the root controller, and while a transition runs (the gesture does
  /// not queue a pop; fingers landing during a completion take it back instead, with the interactor's
  /// `pause()`).
  ///
  /// The reference's oracle 68 is not reproduced: in UIKit a delegate that merely implements
  /// `animationControllerFor:` (even returning nil) disables the built-in pop [R15215690], a bug by
  /// the radar's account. Glide follows the documented rule (a nil animation controller means the
  /// standard transition, and the back swipe works with it) and does not ask the delegate here at
  /// all; a Swift protocol's default implementation could not be told from an app's own anyway.
  public func popViewController(
    interactingWith interactor: any ViewControllerInteractiveTransitioning
  ) throws(TransitionError) {
    guard viewControllers.count > 1 else {
      throw .cannotPopRootViewController(viewControllers.first?.title ?? title)
    }
    try requests.submit(.pop, policy: .refuse) { [weak self] in
      self?.beginPop(animated: true, builtIn: interactor)
    }
  }

  // MARK: - Internals

  private func beginPush(_ controller: ViewController, animated: Bool) {
    // A queued push of a controller that is in the stack by now (pushed twice, or back after a cancelled
    // pop) is dropped: a controller is in the stack once.
    guard let from = topViewController, !viewControllers.contains(where: { $0 === controller }) else { return }
    addChild(controller)
    viewControllers.append(controller)
    begin(.push, from: from, to: controller, animated: animated) { [weak self] done in
      guard let self, !done else { return }
      self.viewControllers.removeAll { $0 === controller }
      controller.removeFromParent()
    }
  }

  private func beginPop(animated: Bool, builtIn: (any ViewControllerInteractiveTransitioning)? = nil) {
    guard viewControllers.count > 1, let from = viewControllers.popLast(), let to = topViewController else { return }
    begin(.pop, from: from, to: to, animated: animated, builtIn: builtIn) { [weak self] done in
      guard let self else { return }
      if done {
        from.removeFromParent()
      } else {
        self.viewControllers.append(from)
      }
    }
  }

  /// `builtIn`: the back swipe's interaction controller, with the standard animator.
  private func begin(
    _ operation: TransitionOperation, from: ViewController, to: ViewController, animated: Bool,
    builtIn: (any ViewControllerInteractiveTransitioning)? = nil, stack: @escaping (Bool) -> Void
  ) {
    let layoutToLayout = Self.isLayoutToLayout(operation, from: from, to: to)
    if layoutToLayout, operation == .push, let below = from as? CollectionViewController,
      let pushed = to as? CollectionViewController
    {
      pushed.share(below.collectionView)
    }
    let (animator, interactor) =
      builtIn.map { (layoutToLayout ? layoutTransitionAnimator(operation) : standardAnimator(operation), $0) }
      ?? controllers(for: operation, from: from, to: to, animated: animated, layoutToLayout: layoutToLayout)
    let bounds = transitionView.bounds
    let run = ContainerTransition(
      host: self, operation: operation, from: from, to: to, container: transitionView, views: [.from: from.view, .to: to.view],
      initialFrames: [.from: bounds], finalFrames: [.to: bounds], animated: animated, presentationStyle: .none,
      animator: animator, interactor: interactor)
    run.run(
      scene: scene, register: { [weak self] in self?.transition = $0 },
      willBegin: { [weak self] in
        guard let self else { return }
        self.scene.record(.delegate("willShow", controller: to.title))
        self.delegate?.navigationController(self, willShow: to, animated: animated)
        if let context = self.transition {
          self.navigationBar.begin(operation, from: from.navigationItem, to: to.navigationItem, context: context)
        }
      },
      completion: { [weak self] done in
        stack(done)
        self?.navigationBar.end(cancelled: !done)
        self?.settleViews(showing: done ? to : from, hiding: done ? from : to)
      },
      didComplete: { [weak self] done in
        guard let self else { return }
        if done {
          self.scene.record(.delegate("didShow", controller: to.title))
          self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        self.transition = nil
        self.requests.runNext()
      })
  }

  private func controllers(
    for operation: TransitionOperation, from: ViewController, to: ViewController, animated: Bool,
    layoutToLayout: Bool
  ) -> (any ViewControllerAnimatedTransitioning, (any ViewControllerInteractiveTransitioning)?) {
    // A layout-to-layout change made without animation still has to install the new layout.
    guard animated else { return (layoutToLayout ? layoutTransitionAnimator(operation) : ImmediateAnimator(), nil) }
    if let vended = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
      return (vended, delegate?.navigationController(self, interactionControllerFor: vended))
    }
    return (layoutToLayout ? layoutTransitionAnimator(operation) : standardAnimator(operation), nil)
  }

  /// Whether `operation` between the two is a layout-to-layout transition: a push of a collection view
  /// controller with `useLayoutToLayoutNavigationTransitions` onto a collection view controller, or the pop
  /// of one that shares the collection view of the controller it uncovers.
  static func isLayoutToLayout(_ operation: TransitionOperation, from: ViewController, to: ViewController) -> Bool {
    switch operation {
    case .push:
      guard let pushed = to as? CollectionViewController, pushed.useLayoutToLayoutNavigationTransitions else { return false }
      return from is CollectionViewController
    case .pop:
      guard let popped = from as? CollectionViewController, popped.useLayoutToLayoutNavigationTransitions,
        let below = to as? CollectionViewController
      else { return false }
      return popped.collectionView === below.collectionView
    default:
      return false
    }
  }

  /// At completion: the shown controller's view in the container, the other one out (unless it is the
  /// same view: the collection view two controllers share).
  private func settleViews(showing: ViewController, hiding: ViewController) {
    if hiding.view !== showing.view { hiding.view.removeFromSuperview() }
    if showing.view.superview !== transitionView { transitionView.addSubview(showing.view) }
  }

}
