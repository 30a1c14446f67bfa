import GlideInput
public import GlideTransitions

/// A scene's motion effects at work in a run: the viewer offset's source, the engine that applies the
/// effects, and the views whose centres the log follows. The run feeds it the input events and asks
/// it for each display frame.
public final class MotionScene {
  public private(set) var source: ViewerOffsetSource
  public private(set) var engine: MotionEffectEngine
  /// The views followed in the log, by name.
  public let followed: [(name: String, view: View)]
  private var index = 0

  /// Motion effects for the views under `window` (each view's own `motionEffects`), fed by `source`,
  /// with `followed` logged by name.
  public init(window: View, source: ViewerOffsetSource, followed: [(name: String, view: View)]) {
    engine = MotionEffectEngine(window: window)
    self.source = source
    self.followed = followed
  }

  /// One input event for the viewer offset's source.
  func consume(_ event: InputEvent) { source.consume(event) }

  /// The display frame at `time` (seconds): the offset then, applied to every view's effects, and the
  /// followed views' centres when `capturesViews`; nil when nothing moved (the offset at rest and no
  /// view changed), which is no frame to log.
  func frame(at time: Double, capturesViews: Bool) -> MotionSample? {
    source.advance(to: time)
    let offset = source.offset
    let changed = engine.update(viewerOffset: offset)
    guard changed > 0 || !source.isSettled else { return nil }
    let window = engine.window
    let views = capturesViews ? followed.map { MotionSample.Center(name: $0.name, view: $0.view, window: window) } : []
    defer { index += 1 }
    return MotionSample(index: index, offset: offset, views: views)
  }

  /// Whether the offset is still moving, or came to rest (between display frames, at an input event)
  /// somewhere else than the views show: the display link keeps ticking while it is, so the views always
  /// end at the offset's resting value.
  var isMoving: Bool { !source.isSettled || engine.viewerOffset != source.offset }

  /// Brings the offset to rest at once: the run's last resort after its drain.
  func rest() { source.rest() }

  /// The input ended at `time`.
  func endInput(at time: Double) { source.endInput(at: time) }
}
