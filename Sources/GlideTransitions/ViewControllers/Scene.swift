public import GlideAnimation

/// The world a set of view controllers lives in: the animation engine (the one clock), the window every
/// container's view sits in, and a log of what happened, in order, for tests, the simulator and reports.
public final class Scene {
  public let engine: AnimationEngine
  /// The root view, sized like the screen.
  public let window: View
  /// Everything recorded so far, oldest first.
  // The log skips the runtime exclusivity check: it is appended to and read at every event, and the
  // callbacks are assigned whole.
  @exclusivity(unchecked) public private(set) var events: [SceneEvent] = []
  /// Called with each event as it is recorded.
  @exclusivity(unchecked) public var onEvent: ((SceneEvent) -> Void)?
  /// Whether ``events`` keeps what is recorded; long sessions that only follow ``onEvent`` turn it off
  /// so memory does not grow with the session.
  @exclusivity(unchecked) public var retainsEvents = true

  /// A scene with a `size`-point window whose clock starts at `time` seconds.
  public init(size: Size = Size(width: 390, height: 844), time: Double = 0) {
    engine = AnimationEngine(time: time)
    window = View(engine: engine, name: "window", frame: Rect(origin: .zero, size: size))
    // The window's layout passes and conflicts go to the log. `unowned`: the scene holds the window.
    window.layoutEventHandler = { [unowned self] kind in self.record(kind) }
  }

  /// What modal presenters do with a request made during their transition.
  public var modalRequestPolicy: TransitionRequestPolicy = .queue

  /// The controller whose view fills the window. Setting it puts the view in the window and sends
  /// `viewWillAppear`/`viewDidAppear` (and the disappearing pair to the one it replaces).
  public var rootViewController: ViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController {
        old.sendAppearance(.viewWillDisappear, animated: false)
        old.view.removeFromSuperview()
        old.sendAppearance(.viewDidDisappear, animated: false)
      }
      guard let root = rootViewController, root !== oldValue else { return }
      root.sendAppearance(.viewWillAppear, animated: false)
      root.view.frame = window.bounds
      window.addSubview(root.view)
      root.sendAppearance(.viewDidAppear, animated: false)
    }
  }

  /// The window's rectangle: where full-screen content goes.
  public var bounds: Rect { window.bounds }

  /// Appends an event stamped with the engine's current time.
  public func record(_ kind: SceneEvent.Kind) {
    let event = SceneEvent(time: engine.currentTime, kind: kind)
    if retainsEvents { events.append(event) }
    onEvent?(event)
  }

  /// Forgets the recorded events (the scene itself is unchanged).
  public func clearEvents() { events.removeAll() }
}

/// One thing that happened in a scene, at a time on its clock (seconds).
public struct SceneEvent: Hashable, Sendable, CustomStringConvertible {
  public let time: Double
  public let kind: Kind

  public enum Kind: Hashable, Sendable {
    /// A view controller's appearance callback (`viewWillAppear` …), with the controller's title and what
    /// its ``ViewController/transitionCoordinator`` reports inside the callback (nil when it has none).
    case appearance(Appearance, controller: String, coordinator: CoordinatorState?)
    /// A container began a transition (push, pop, present, dismiss, select), or a view transition began
    /// (`transition`, with the two views' names).
    case transitionBegan(TransitionOperation, from: String, to: String, animated: Bool, interactive: Bool)
    /// Interaction ended (finish or cancel) or resumed (pause), with the percent at that moment.
    case interactionChanged(isInteractive: Bool, isCancelled: Bool, percentComplete: Double)
    /// `completeTransition` took effect.
    case transitionCompleted(TransitionOperation, didComplete: Bool)
    /// A container refused or queued a request made during a transition.
    case requestQueued(TransitionOperation)
    /// A container delegate callback (`willShow`, `didShow`), with the controller's title.
    case delegate(String, controller: String)
    /// A layout pass in the window set these frames (``View/layoutIfNeeded()``).
    case layout(LayoutPass)
    /// Required constraints in the window could not all hold: UIKit's "Unable to simultaneously satisfy
    /// constraints", one broken.
    case layoutConflict(LayoutConflict)
  }

  public enum Appearance: String, Hashable, Sendable {
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
  }

  /// What a transition coordinator says at one moment: the values an app reads from it (in an appearance
  /// callback, to choose between animating alongside and acting at once).
  public struct CoordinatorState: Hashable, Sendable {
    /// Driven by an interaction now.
    public let isInteractive: Bool
    /// Started (or starts) interactive; never changes during a transition.
    public let initiallyInteractive: Bool
    public let isAnimated: Bool
    /// The interaction was cancelled.
    public let isCancelled: Bool

    public init(isInteractive: Bool, initiallyInteractive: Bool, isAnimated: Bool, isCancelled: Bool) {
      self.isInteractive = isInteractive
      self.initiallyInteractive = initiallyInteractive
      self.isAnimated = isAnimated
      self.isCancelled = isCancelled
    }

    /// What `coordinator` says now.
    public init(_ coordinator: TransitionCoordinator) {
      self.init(
        isInteractive: coordinator.isInteractive, initiallyInteractive: coordinator.initiallyInteractive,
        isAnimated: coordinator.isAnimated, isCancelled: coordinator.isCancelled)
    }
  }

  public var description: String {
    let t = (time * 1_000_000).rounded() / 1_000_000
    switch kind {
    case .appearance(let a, let c, _): return "\(t) \(c).\(a.rawValue)"
    case .transitionBegan(let op, let from, let to, let animated, let interactive):
      return "\(t) \(op.rawValue) \(from) → \(to) animated=\(animated) interactive=\(interactive)"
    case .interactionChanged(let interactive, let cancelled, let percent):
      return "\(t) interaction interactive=\(interactive) cancelled=\(cancelled) percent=\(percent)"
    case .transitionCompleted(let op, let done): return "\(t) \(op.rawValue) completed didComplete=\(done)"
    case .requestQueued(let op): return "\(t) \(op.rawValue) queued"
    case .delegate(let name, let c): return "\(t) delegate \(name) \(c)"
    case .layout(let pass):
      let moves = pass.changes.map { "\($0.view) \($0.from) → \($0.to)" }.joined(separator: ", ")
      return "\(t) layout\(pass.isAnimated ? " (animated)" : "") \(moves)"
    case .layoutConflict(let conflict): return "\(t) layout conflict, breaking \(conflict.broken)"
    }
  }
}

/// What a transition does: a container's (push, pop, present, dismiss, select); a view transition
/// (`transition`: `transition(from:to:)`, which has no controllers); or a sheet moving between its
/// detents through layout (expand, collapse: the `drag-drawer` scenario's, whose `from` and `to` are
/// detents, not controllers).
public enum TransitionOperation: String, Hashable, Sendable {
  case push, pop, present, dismiss, select, transition
  case expand, collapse
}
