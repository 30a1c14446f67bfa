/// Android's predictive back commit rule (SystemUI `BackPanelController`): a hysteresis between an
/// activation and a deactivation threshold while the finger moves, then on release ACTIVE commits, and
/// ENTRY or INACTIVE commit only when flung away from the edge (moved more than the touch slop and
/// faster than the minimum fling). Thresholds are in progress here; SystemUI's are in dp and not given by
/// the reference, so the defaults are Glide's choices (see ``default``).
public struct AndroidBackRule: Hashable, Sendable, CustomStringConvertible {
  /// ENTRY → ACTIVE at this percent (SystemUI's `staticTriggerThreshold`).
  public var activation: Double
  /// ACTIVE → INACTIVE when the percent falls this far below its furthest point, once active for at
  /// least ``minimumActiveSeconds`` (`deactivationSwipeTriggerThreshold`).
  public var deactivation: Double
  /// INACTIVE → ACTIVE needs the activation percent and this much continuous forward travel since
  /// the deactivation (`reactivationTriggerThreshold`).
  public var reactivation: Double
  /// SystemUI keeps the arrow active at least 300 ms before a move back can deactivate it.
  public var minimumActiveSeconds: Double
  /// Travel (progress) a fling must exceed (ViewConfiguration's touch slop).
  public var touchSlop: Double
  /// Progress per second a fling must exceed (ViewConfiguration's minimum fling velocity).
  public var minimumFlingVelocity: Double

  public init(
    activation: Double, deactivation: Double, reactivation: Double, minimumActiveSeconds: Double,
    touchSlop: Double, minimumFlingVelocity: Double
  ) {
    self.activation = activation
    self.deactivation = deactivation
    self.reactivation = reactivation
    self.minimumActiveSeconds = minimumActiveSeconds
    self.touchSlop = touchSlop
    self.minimumFlingVelocity = minimumFlingVelocity
  }

  /// Activation at 0.25, deactivation by 0.1, reactivation after 0.05, 300 ms minimum active (the
  /// source's), touch slop 0.02 and fling 0.15 progress/s (8 dp and 50 dp/s over a 53 mm, 335 dp travel).
  public static let `default` = AndroidBackRule(
    activation: 0.25, deactivation: 0.1, reactivation: 0.05, minimumActiveSeconds: 0.3, touchSlop: 0.02,
    minimumFlingVelocity: 0.15)

  /// The release decision from the state the track reached.
  func verdict(percent: Double, velocity: Double, state: BackGestureState) -> Verdict {
    if state.phase == .active {
      return Verdict(true, reason: "active at release (percent \(fixed(percent)))")
    }
    let flung = percent > touchSlop && velocity > minimumFlingVelocity
    return Verdict(
      flung,
      reason: "\(state.phase.rawValue) at release: "
        + (flung
          ? "flung (percent \(fixed(percent)) > \(fixed(touchSlop)), velocity \(fixed(velocity)) > \(fixed(minimumFlingVelocity)))"
          : "not flung (percent \(fixed(percent)), velocity \(fixed(velocity)))"))
  }

  public var description: String {
    "activate \(activation), deactivate −\(deactivation) after \(minimumActiveSeconds) s, reactivate +\(reactivation)"
  }
}

/// Where Android's back arrow is while the finger moves: ENTRY → ACTIVE ⇄ INACTIVE.
public struct BackGestureState: Hashable, Sendable {
  public enum Phase: String, Hashable, Sendable {
    case entry
    case active
    case inactive
  }

  public private(set) var phase = Phase.entry
  /// The furthest percent while active, for the deactivation.
  private var peak = 0.0
  private var activeSince = 0.0
  /// The lowest percent since the deactivation, for the reactivation's continuous travel.
  private var trough = 0.0

  public init() {}

  /// Moves the state for the percent at `time` (seconds) under `rule`.
  mutating func observe(percent: Double, time: Double, rule: AndroidBackRule) {
    switch phase {
    case .entry:
      if percent >= rule.activation { activate(percent, time) }
    case .active:
      peak = max(peak, percent)
      if time - activeSince >= rule.minimumActiveSeconds && peak - percent >= rule.deactivation {
        phase = .inactive
        trough = percent
      }
    case .inactive:
      trough = min(trough, percent)
      if percent >= rule.activation && percent - trough >= rule.reactivation { activate(percent, time) }
    }
  }

  private mutating func activate(_ percent: Double, _ time: Double) {
    phase = .active
    peak = percent
    activeSince = time
  }
}
