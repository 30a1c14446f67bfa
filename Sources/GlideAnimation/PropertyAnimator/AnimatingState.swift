/// Where a ``PropertyAnimator`` is in its life: UIKit's `UIViewAnimatingState`, with UIKit's raw values.
///
/// ```
///              start / pause / set fractionComplete / continue
///   inactive ───────────────────────────────────────────────▶ active
///      ▲  ▲                                                   │  │
///      │  └──── runs out (completion .end or .start) ─────────┘  │
///      │  └──── stopAnimation(true) (no completion) ◀────────────┤
///      │                                                         │ stopAnimation(false)
///      └──── finishAnimation(at:) (completion) ◀── stopped ◀─────┘
/// ```
/// With `pausesOnCompletion` an animator that runs out stays active, paused at the end.
public enum AnimatingState: Int, Hashable, Sendable, CustomStringConvertible {
  /// Not started, or ended: its animation blocks have not run or have been used up.
  case inactive = 0
  /// Started: running, or paused at a position (scrubbable with `fractionComplete`).
  case active = 1
  /// Stopped by `stopAnimation(false)`: the properties hold the values they had; nothing moves until
  /// `finishAnimation(at:)` ends it.
  case stopped = 2

  public var description: String {
    switch self {
    case .inactive: "inactive"
    case .active: "active"
    case .stopped: "stopped"
    }
  }
}
