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
  /// Whether the tab a user tapped (``TabBarController/tapTabBarItem(at:animated:)``) may be selected; asked
  /// for the selected tab too. Not asked when code selects a tab (``TabBarController/select(index:animated:)``).
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
  /// After a user's tap on a tab (``TabBarController/tapTabBarItem(at:animated:)``) selected it: once the
  /// switch completed, or at once when the tapped tab was already selected. Not called when code selects a
  /// tab, nor when an interactive switch is cancelled.
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

  /// Selects the tab at `index` from code (UIKit's `selectedIndex` and `selectedViewController`
  /// setters): the delegate is asked for an animator but neither asked `shouldSelect` nor told
  /// `didSelect`, which UIKit keeps for a user's tap (``tapTabBarItem(at:animated:)``). Selecting the
  /// selected tab does nothing.
  public func select(index: Int, animated: Bool = true) throws(TransitionError) {
    try submitSelection(index, animated: animated, byUser: false)
  }

  /// What a user's tap on the tab bar item at `index` does (UIKit's tab bar telling its controller of a
  /// tapped item): the delegate is asked `shouldSelect` (a refusal leaves everything alone), then the tab
  /// is selected and the delegate told `didSelect` once the switch completed. Tapping the selected tab
  /// asks `shouldSelect` too and, allowed, tells `didSelect` at once, switching nothing.
  public func tapTabBarItem(at index: Int, animated: Bool = true) throws(TransitionError) {
    try submitSelection(index, animated: animated, byUser: true)
  }

  private func submitSelection(_ index: Int, animated: Bool, byUser: Bool) throws(TransitionError) {
    guard viewControllers.indices.contains(index) else {
      throw .tabIndexOutOfRange(index: index, count: viewControllers.count)
    }
    try requests.submit(.select, policy: requestPolicy) { [weak self] in
      self?.beginSelection(index, animated: animated, byUser: byUser)
    }
  }

  private func beginSelection(_ index: Int, animated: Bool, byUser: Bool) {
    let from = selectedViewController
    let to = viewControllers[index]
    if byUser {
      guard delegate?.tabBarController(self, shouldSelect: to) ?? true else { return }
      if index == selectedIndex { delegate?.tabBarController(self, didSelect: to) }
    }
    guard index != selectedIndex else { return }
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
        if done && byUser { self.delegate?.tabBarController(self, didSelect: to) }
        self.requests.runNext()
      })
  }

}
