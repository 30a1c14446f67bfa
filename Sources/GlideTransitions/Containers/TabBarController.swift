import GlideAnimation

/// Vends a tab bar controller's animation and interaction controllers (UIKit's
/// `UITabBarControllerDelegate`), with the same two-step rule as navigation.
public protocol TabBarControllerDelegate: AnyObject {
  func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
    to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
  /// After a selection that completed.
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, animationControllerForTransitionFrom from: ViewController,
    to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
  public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
    true
  }
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

/// Tabs, one selected at a time: UIKit's `UITabBarController`. Switching is immediate unless the delegate
/// vends an animator (UIKit's default); `selectedIndex` changes when the switch starts and goes back if an
/// interactive switch is cancelled. One transition at a time, queued or refused per ``requestPolicy``.
open class TabBarController: ViewController {
  public let viewControllers: [ViewController]
  public private(set) var selectedIndex: Int
  public weak var delegate: (any TabBarControllerDelegate)?
  public var requestPolicy: TransitionRequestPolicy = .queue
  /// The transition in progress, if any.
  public private(set) var transition: TransitionContext?
  private lazy var requests = TransitionRequestQueue(scene: scene) { [unowned self] in self.transition }

  public init(scene: Scene, title: String = "tabs", viewControllers: [ViewController], selectedIndex: Int = 0) {
    precondition(!viewControllers.isEmpty, "a tab bar controller needs at least one tab")
    self.viewControllers = viewControllers
    self.selectedIndex = min(max(selectedIndex, 0), viewControllers.count - 1)
    super.init(scene: scene, title: title)
    for child in viewControllers { addChild(child) }
    let selected = viewControllers[self.selectedIndex]
    selected.view.frame = transitionView.bounds
    transitionView.addSubview(selected.view)
  }

  /// The view the tabs' views live in and transitions run in (the transition context's container). It
  /// fills `view`.
  public private(set) lazy var transitionView: View = {
    let container = View(engine: scene.engine, name: "\(title) transitions", frame: view.bounds)
    view.addSubview(container)
    return container
  }()

  public var selectedViewController: ViewController { viewControllers[selectedIndex] }

  /// A plain view without a title: the children's views cover it and show their own titles.
  open override func loadView() -> View {
    View(engine: scene.engine, name: title, frame: scene.bounds)
  }

  /// The selected tab appears and disappears with the tab bar controller.
  override var appearanceForwardingTarget: ViewController? { selectedViewController }

  /// Selects the tab at `index`. Selecting the selected tab does nothing; a delegate that refuses
  /// (`shouldSelect`) leaves the selection alone.
  public func select(index: Int, animated: Bool = true) throws(TransitionError) {
    guard viewControllers.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: viewControllers.count)
    }
    try requests.submit(.select, policy: requestPolicy) { [weak self] in
      self?.beginSelection(index, animated: animated)
    }
  }

  private func beginSelection(_ index: Int, animated: Bool) {
    guard index != selectedIndex else { return }
    let from = selectedViewController
    let to = viewControllers[index]
    guard delegate?.tabBarController(self, shouldSelect: to) ?? true else { return }
    var animator: any ViewControllerAnimatedTransitioning = ImmediateAnimator()
    var interactor: (any ViewControllerInteractiveTransitioning)?
    if animated, let vended = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
      animator = vended
      interactor = delegate?.tabBarController(self, interactionControllerFor: vended)
    }
    let previous = selectedIndex
    selectedIndex = index
    let bounds = transitionView.bounds
    let run = ContainerTransition(
      host: self, operation: .select, from: from, to: to, container: transitionView, views: [.from: from.view, .to: to.view],
      initialFrames: [.from: bounds], finalFrames: [.to: bounds], animated: animated && !(animator is ImmediateAnimator),
      presentationStyle: .none, animator: animator, interactor: interactor)
    run.run(
      scene: scene, register: { [weak self] in self?.transition = $0 }, willBegin: {},
      completion: { [weak self] done in
        guard let self else { return }
        let (shown, hidden) = done ? (to, from) : (from, to)
        if !done { self.selectedIndex = previous }
        hidden.view.removeFromSuperview()
        if shown.view.superview !== self.transitionView { self.transitionView.addSubview(shown.view) }
      },
      didComplete: { [weak self] done in
        guard let self else { return }
        self.transition = nil
        if done { self.delegate?.tabBarController(self, didSelect: to) }
        self.requests.runNext()
      })
  }

}
