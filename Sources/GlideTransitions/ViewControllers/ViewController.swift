public import GlideAnimation

/// A screen's controller: UIKit's `UIViewController`, with its view, its place among containers and
/// presentations, and the appearance callbacks, which it records in its scene's event log before calling
/// the overridable hooks.
open class ViewController {
  /// The scene it belongs to.
  public let scene: Scene
  /// A title for logs (and `glide` output).
  public var title: String

  public init(scene: Scene, title: String) {
    self.scene = scene
    self.title = title
  }

  private var loadedView: View?

  /// The root view, created on first use by ``loadView()``.
  public var view: View {
    if let loadedView { return loadedView }
    let view = loadView()
    loadedView = view
    viewDidLoad()
    return view
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view: by default an empty view the size of the window, named after the title.
  open func loadView() -> View {
    View(engine: scene.engine, name: title, frame: scene.bounds)
  }

  open func viewDidLoad() {}

  // MARK: - Appearance

  /// Called before the view is added to the screen (or returns to it on a cancelled transition).
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Records and sends one appearance callback; containers call this, never the hooks directly.
  func sendAppearance(_ appearance: SceneEvent.Appearance, animated: Bool) {
    scene.record(.appearance(appearance, controller: title))
    switch appearance {
    case .viewWillAppear: viewWillAppear(animated)
    case .viewDidAppear: viewDidAppear(animated)
    case .viewWillDisappear: viewWillDisappear(animated)
    case .viewDidDisappear: viewDidDisappear(animated)
    }
    for child in appearanceForwardingTargets { child.sendAppearance(appearance, animated: animated) }
  }

  /// Children that appear and disappear with this controller (a container's visible child).
  var appearanceForwardingTargets: [ViewController] { [] }

  // MARK: - Containment

  public private(set) weak var parent: ViewController?
  public private(set) var children: [ViewController] = []

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
  public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
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
  var modalQueue: [() -> Void] = []

  // MARK: - Transitions

  /// The context of the transition this controller takes part in (set by containers).
  weak var activeTransition: TransitionContext?

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
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case none = -1
}
