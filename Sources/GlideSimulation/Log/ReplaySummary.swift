/// The outcome of a replay, as the last line of `glide replay --json` and the input of `glide test`.
/// Times are seconds on the trace's clock.
public struct ReplaySummary: Hashable, Sendable {
  public enum Outcome: String, Hashable, Sendable {
    case finished
    case cancelled
    /// No transition started.
    case none
  }

  public var scenario: String
  /// How the last transition ended.
  public var outcome: Outcome
  /// The percent at the last release (the finish rule's input), if there was one.
  public var percentAtRelease: Double?
  /// Progress per second toward completion at the last release.
  public var velocityAtRelease: Double?
  /// When the fingers last let go of a transition (or the gesture was cancelled).
  public var releaseTime: Double?
  /// When the last transition completed.
  public var completionTime: Double?
  /// The transition's duration (the animator's), seconds.
  public var duration: Double
  public var completionSpeed: Double
  public var transitionsStarted: Int
  public var transitionsEnded: Int
  /// The finish rule, and the last decision's reason.
  public var policy: String
  public var decision: String?
  /// Display-link frames logged while transitions were in flight.
  public var frames: Int

  /// The appearance callbacks in order, as "Detail.viewWillDisappear" (the first 1000).
  public var appearanceOrder: [String]
  /// The finish rule's name (`uikit-classic`, `gnome`, …).
  public var rule: String = "uikit-classic"
  /// How the completion took over from the fingers at the last release.
  public var handOff: HandOff? = nil
  /// Display-link frames logged for the motion effects (`motion` records); nil for a scenario without
  /// motion effects.
  public var motionFrames: Int? = nil
}
