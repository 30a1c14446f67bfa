public import GlideInteraction
public import GlideAnimation
public import GlideGestures
public import GlideTransitions

/// One line of a replay's log: something that happened at a time on the trace's clock (seconds).
public struct ReplayRecord: Sendable {
  public let time: Double
  public let kind: Kind

  /// A record of `kind` at `time` (seconds on the trace's clock): an app's own frame loop makes these
  /// for its own scene (``ViewState/init(name:view:window:)``) and writes them with
  /// ``TextLogFormatter`` or ``JSONLinesFormatter`` as `glide replay` does.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  public enum Kind: Sendable {
    /// A state change of the scenario's recogniser, with its values and the progress it maps to.
    case gesture(recognizer: String, state: GestureState, values: GestureValues, touches: Int, percent: Double?)
    /// Something the scene recorded: appearance callbacks, transitions beginning and completing,
    /// interaction changes, container delegate calls, queued requests.
    case scene(SceneEvent.Kind)
    /// One display-link frame while a transition is in flight: the progress on screen, the tracked
    /// views as presented, and the view transition shown (view-transition scenarios; nil otherwise).
    case frame(index: Int, percent: Double, views: [ViewState], viewTransition: ViewTransitionSample?)
    /// After a frame, in a scenario whose screen is a collection view: its layout transition's progress
    /// and every item as presented.
    case layout(LayoutFrame)
    /// The finish rule's decision at release.
    case decision(Decision)
    /// The gesture was cancelled (touches lost): the transition is cancelled without asking the rule.
    case gestureCancelled(percent: Double)
    /// How the completion took over from the fingers, logged at the first frame after a release (or at
    /// the completion, when that comes first).
    case handOff(HandOff)
    /// Fingers took hold of a transition that was completing: paused at this percent.
    case regrab(percent: Double)
    /// Anything else worth saying (a transition that could not start, the scene re-armed).
    case note(String)
    /// One display-link frame of a scene with motion effects: the viewer offset applied and the followed
    /// views' presented centres.
    case motion(MotionSample)
  }
}

/// A view as presented at one frame, for logs and renderers.
public struct ViewState: Hashable, Sendable {
  public let name: String
  /// The presented frame in the window (the bounding box when transformed), points.
  public let frame: Rect
  /// Presented scale (the transform's x scale) and rotation (radians), of the transform's 2-D part.
  public let scale: Double
  public let rotation: Double
  public let alpha: Double
  /// Whether the view is in the window at all.
  public let isOnScreen: Bool
  /// The layer's corner radius, points (0: square).
  public let cornerRadius: Double
  /// The layer's shadow: its opacity (0: none) and blur radius, points.
  public let shadowOpacity: Double
  public let shadowRadius: Double
  /// What else the layer draws (gradient, shape, image, mask, material), or nil when it draws none of them.
  public let looks: LayerLooks?

  /// `view` as presented now, logged as `name`: its frame in `window`'s coordinates, whether it is in
  /// `window` at all, its transform's scale and rotation, opacity, corner, shadow and looks. Any scene's
  /// views can be logged this way, a scenario's or an app's own.
  public init(name: String, view: View, window: View) {
    self.name = name
    let state = view.presentation
    var origin = state.frame.origin
    // One walk up: the superviews' origins to the window, and whether the window is reached at all.
    var node = view.superview
    var reachesWindow = view === window
    while let parent = node {
      if parent === window {
        reachesWindow = true
        break
      }
      let p = parent.layer.presentationFrame().origin
      origin = Point(x: origin.x + p.x, y: origin.y + p.y)
      node = parent.superview
    }
    frame = Rect(origin: origin, size: state.frame.size)
    let parts = state.affineTransform.decomposition
    scale = parts.scaleX
    rotation = parts.rotation
    alpha = state.opacity
    isOnScreen = reachesWindow && view !== window
    cornerRadius = state.cornerRadius
    (shadowOpacity, shadowRadius) = (state.shadowOpacity, state.shadowRadius)
    looks = LayerLooks(state, mask: view.layer.mask)
  }
}

/// A view transition at one display frame, for logs: its animation, how far along its curve it is, and
/// what a reader wants to see of it: a flip's angle or a curl's progress.
public struct ViewTransitionSample: Hashable, Sendable {
  public let transition: AnimationTransition
  /// The curve's value, 0…1 (the percent on screen through the transition's curve).
  public let progress: Double
  /// Flips: the outgoing side's turn about the flip's axis, radians (0 … ±π; the incoming side faces the
  /// viewer past ±π/2). Curls: the curling page's `pageCurl.progress` (0 flat … 1 turned over; curl
  /// down runs it 1 → 0). Cross dissolve: the incoming side's share of opacity, `progress`.
  public let value: Double

  public init(transition: AnimationTransition, progress: Double, value: Double) {
    (self.transition, self.progress, self.value) = (transition, progress, value)
  }

  /// The sample of a view transition's frame.
  public init(_ frame: ViewTransition.Frame) {
    transition = frame.transition
    progress = frame.progress
    if let angle = frame.angle {
      value = angle
    } else if frame.transition.isCurl {
      value = frame.transition == .curlUp ? frame.progress : 1 - frame.progress
    } else {
      value = frame.progress
    }
  }

  /// Whether the incoming side faces the viewer (flips past the half turn); nil for the others.
  public var showsIncoming: Bool? { transition.isFlip ? abs(value) > Double.pi / 2 : nil }
}
