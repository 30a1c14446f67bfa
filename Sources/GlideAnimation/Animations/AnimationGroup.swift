/// Several animations run together as one: `CAAnimationGroup`.
///
/// The children's times are the group's local time: a child's `beginTime` counts from the start of the
/// group (0 is the group's start, not "now"), and a child sees the group's time after the group's own
/// repeats, autoreverse, speed and offset have folded it. The group's ``timing`` decides how long
/// anything shows: a child that runs past the group's duration is cut there (set the group's
/// duration; it is not taken from the children), and the group's fill mode holds every child at the
/// group's end, each at the value it had there.
///
/// A child whose duration is 0 runs for the group's duration, as Core Animation's do (a child added
/// without one — the book's position and colour animations grouped for 4 s — spans the whole group; only
/// the animation added to the layer falls back to 0.25 s).
///
/// Children apply in order, each on top of what the earlier ones produced. Only the group is added to
/// the layer: the children's delegates hear nothing and their `isRemovedOnCompletion` means nothing
/// (their fill modes still decide what they show inside the group's time before they begin and after
/// they end).
public struct AnimationGroup: Animation {
  /// The animations, timed in the group's local time.
  public var animations: [any Animation]
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  /// A group of `animations` lasting `duration` seconds (0 means Core Animation's 0.25 s).
  public init(animations: [any Animation], duration: Double = 0) {
    self.animations = animations
    timing = MediaTiming(duration: duration)
    isRemovedOnCompletion = true
    delegate = nil
  }

  /// Every property any child changes.
  public var affectedProperties: Set<LayerKeyPath> {
    animations.reduce(into: []) { $0.formUnion($1.affectedProperties) }
  }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    for child in animations {
      guard child.timing.duration == 0 else {
        if let time = Self.childTime(child.timing, atGroupTime: iterationTime) { child.apply(at: time, to: &state) }
        continue
      }
      var spanning = child
      spanning.timing.duration = timing.effectiveDuration
      if let time = Self.childTime(spanning.timing, atGroupTime: iterationTime) { spanning.apply(at: time, to: &state) }
    }
  }

  /// The child's iteration time at group time `time`, or nil when it shows nothing then. A child whose
  /// active time ends exactly at `time` shows its end (the instant a group holding its end freezes on).
  static func childTime(_ timing: MediaTiming, atGroupTime time: Double) -> Double? {
    guard timing.phase(atParentTime: time) == .after, abs(time - timing.endTime) < 1e-9 else {
      return timing.iterationTime(atParentTime: time)
    }
    var atEnd = timing
    atEnd.fillMode = timing.fillMode.holdsBefore ? .both : .forwards
    return atEnd.iterationTime(atParentTime: time)
  }
}
