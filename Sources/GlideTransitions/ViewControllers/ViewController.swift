public import GlideAnimation

/// A screen's controller: UIKit's `UIViewController`, with its view, its place among containers and
/// presentations, and the appearance callbacks, which it records in its scene's event log before calling
/// the overridable hooks.
open class ViewController {
  /// The scene it belongs to.
  public let scene: Scene
  /// A title for logs (and `glide` output), and the text the default root view shows (see
  /// ``loadView()``). Read for every logged callback; skips the runtime exclusivity check (assigned whole).
  @exclusivity(unchecked) public var title: String {
    didSet {
      // As UIKit's: a new title is the navigation item's title too.
      loadedNavigationItem?.title = title
      // The root view follows the new title while it shows the old one (as a navigation bar would).
      guard let loadedView, loadedView.layer.text?.string == oldValue else { return }
      loadedView.layer.text?.string = title
    }
  }

  public init(scene: Scene, title: String) {
    self.scene = scene
    self.title = title
  }

  @exclusivity(unchecked) private var loadedView: View?

  /// The root view, created on first use by ``loadView()``.
  public var view: View {
    if let loadedView { return loadedView }
    let view = loadView()
    loadedView = view
    viewDidLoad()
    return view
  }

  public var isViewLoaded: Bool { loadedView != nil }

  @exclusivity(unchecked) private var loadedNavigationItem: NavigationItem?

  /// What a navigation bar shows for this controller when it is in a navigation stack (UIKit's
  /// `navigationItem`): made on first use, titled with ``title``; the app mutates it.
  public var navigationItem: NavigationItem {
    if let loadedNavigationItem { return loadedNavigationItem }
    let item = NavigationItem(title: title)
    loadedNavigationItem = item
    return item
  }

  /// Makes `view` the root view, loaded or not (a collection view controller pushed with
  /// `useLayoutToLayoutNavigationTransitions` takes the previous controller's collection view).
  func replaceView(_ view: View) {
    loadedView = view
  }

  /// Makes the root view: by default an empty view the size of the window, named after the title and
  /// showing it (``titleText``) as its layer's text, so that a renderer that draws layer text draws the
  /// screens' titles. Containers override it with a plain view: their children show their own titles.
  open func loadView() -> View {
    let view = View(engine: scene.engine, name: title, frame: scene.bounds)
    view.layer.text = titleText
    return view
  }

  /// The title as the default root view draws it: centred across the top of the view at 17 pt in black,
  /// as a navigation bar's title is.
  public var titleText: LayerText {
    LayerText(title, style: .headline, foregroundColor: .black, alignmentMode: .center)
  }

  open func viewDidLoad() {}

  // MARK: - Appearance

  /// Called before the view is added to the screen (or returns to it on a cancelled transition).
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Where the controller is between appearing and disappearing. Callbacks that would not fit (a
  /// `viewDidAppear` to a controller that is disappearing, a `viewWillDisappear` to one that has
  /// disappeared) are not sent, so every controller sees balanced callbacks even when containers overlap
  /// (a presentation during a push, a push in a tab that is not selected).
  public enum AppearanceState: String, Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing

    /// The state after `callback`, or nil when the callback does not fit.
    func after(_ callback: SceneEvent.Appearance) -> AppearanceState? {
      switch (callback, self) {
      case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): .appearing
      case (.viewDidAppear, .appearing): .appeared
      case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): .disappearing
      case (.viewDidDisappear, .disappearing): .disappeared
      default: nil
      }
    }
  }

  // Appearance and containment state skip the runtime exclusivity check: every transition reads and
  // moves them several times, always by whole assignment or a single append or removal.
  @exclusivity(unchecked) public internal(set) var appearanceState: AppearanceState = .disappeared

  /// Whether the controller is on screen or coming on screen: containers send their children's
  /// callbacks only then.
  public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

  /// Records and sends one appearance callback, if it fits the controller's state, and forwards it to the
  /// visible children; containers call this, never the hooks directly.
  func sendAppearance(_ appearance: SceneEvent.Appearance, animated: Bool) {
    guard let next = appearanceState.after(appearance) else { return }
    appearanceState = next
    let coordinator = transitionCoordinator.map(SceneEvent.CoordinatorState.init)
    scene.record(.appearance(appearance, controller: title, coordinator: coordinator))
    switch appearance {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
    appearanceForwardingTarget?.moveAppearance(toward: next, animated: animated)
  }

  /// Sends the callbacks that bring the controller from its state to `target` by the shortest legal
  /// path (a container's visible child follows the container this way, and a transition's two
  /// controllers end where their container is).
  func moveAppearance(toward target: AppearanceState, animated: Bool) {
    // At most two callbacks: a pair rather than an array, as this runs several times per transition.
    let path: (SceneEvent.Appearance?, SceneEvent.Appearance?)
    switch (target, appearanceState) {
    case (.appearing, .disappeared), (.appearing, .disappearing): path = (.viewWillAppear, nil)
    case (.appeared, .disappeared), (.appeared, .disappearing): path = (.viewWillAppear, .viewDidAppear)
    case (.appeared, .appearing): path = (.viewDidAppear, nil)
    case (.disappearing, .appeared), (.disappearing, .appearing): path = (.viewWillDisappear, nil)
    case (.disappeared, .appeared), (.disappeared, .appearing): path = (.viewWillDisappear, .viewDidDisappear)
    case (.disappeared, .disappearing): path = (.viewDidDisappear, nil)
    default: path = (nil, nil)
    }
    if let first = path.0 { sendAppearance(first, animated: animated) }
    if let second = path.1 { sendAppearance(second, animated: animated) }
  }

  /// The child that appears and disappears with this controller (a container's visible child).
  var appearanceForwardingTarget: ViewController? { nil }

  // MARK: - Containment

  // `parent` is `unowned(unsafe)` (a checked `unowned` cannot be compared to the parent in the parent's
  // own `deinit`) rather than `weak` (as `View.superview` is): a weak reference gives
  // the parent a side table, slowing every retain and release of it. It never dangles: the parent holds
  // this controller in `children` and clears the reference in its `deinit`.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var parent: ViewController?
  @exclusivity(unchecked) public private(set) var children: [ViewController] = []

  deinit {
    for child in children where child.parent === self { child.parent = nil }
  }

  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The nearest navigation controller above (or at) this controller.
  public var navigationController: NavigationController? { nearest() }
  /// The nearest tab bar controller above (or at) this controller.
  public var tabBarController: TabBarController? { nearest() }

  private func nearest<T>() -> T? {
    var node: ViewController? = self
    while let current = node {
      if let match = current as? T { return match }
      node = current.parent
    }
    return nil
  }

  // MARK: - Presentation

  /// Asked for animation and interaction controllers when this controller is presented or dismissed with
  /// the `.custom` style (held weakly, as in UIKit).
  public weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
  /// How this controller is shown when presented: ``ModalPresentationStyle/automatic`` (UIKit's default
  /// since iOS 13, a page sheet on an iPhone) unless set.
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// Whether this controller, presented as a sheet, refuses a user's drag down to dismiss it (UIKit's
  /// `isModalInPresentation`): the sheet follows the finger only with resistance and springs back, and
  /// the presentation controller's delegate is told
  /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``. Code can
  /// still ``dismiss(animated:completion:)`` it.
  public var isModalInPresentation = false
  /// The controller this one presented, if any.
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one, if any.
  public internal(set) weak var presentingViewController: ViewController?

  /// The presentation controller of a `.custom` presentation of this controller, while presented.
  public internal(set) var presentationController: PresentationController?
  /// Whether this controller's presenter stayed on screen under it (custom or "over" styles).
  var presentationKeepsPresenter = false
  /// The modal transition this controller runs as the presenter, and the requests waiting for it.
  var modalTransition: TransitionContext?
  lazy var modalRequests = TransitionRequestQueue(scene: scene) { [unowned self] in self.modalTransition }

  // MARK: - Transitions

  /// The context of the transition this controller takes part in (set by containers); nil once it has
  /// gone away. Held through the context's ``TransitionContextReference``, not weakly.
  var activeTransition: TransitionContext? {
    get { activeTransitionReference?.context }
    set { activeTransitionReference = newValue?.reference }
  }
  @exclusivity(unchecked) private var activeTransitionReference: TransitionContextReference?

  /// The coordinator of the transition in progress that involves this controller or an ancestor, or
  /// nil: available from `viewWillAppear`/`viewWillDisappear` on, until the transition completes.
  public var transitionCoordinator: TransitionCoordinator? {
    var node: ViewController? = self
    while let current = node {
      if let context = current.activeTransition, !context.isCompleted { return context.coordinator }
      node = current.parent ?? current.presentingViewController
    }
    return nil
  }
}

extension ViewController: CustomStringConvertible {
  public var description: String { title }
}

/// UIKit's `UIModalPresentationStyle`, with its raw values (`none` is −1: not a modal transition).
public enum ModalPresentationStyle: Int, Hashable, Sendable {
  /// The system's choice, UIKit's default since iOS 13: a page sheet on an iPhone (the presented
  /// transition context reports `.pageSheet`).
  case automatic = -2
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case none = -1
}
