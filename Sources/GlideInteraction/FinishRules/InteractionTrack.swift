import GlideGestures

/// What a finish rule may know of an interaction besides its release: the recent progress samples
/// (bounded to a short window and to `SampleHistory.capacity` (256) samples, so neither memory nor work
/// grows with the gesture or its rate), Android's back state, UIKit's back swipe samples and the
/// transition's duration. `ScenarioRun` feeds it every progress update of the interaction.
public struct InteractionTrack: Sendable {
  /// (time in seconds, percent) of the updates within ``window`` of the newest, oldest first; past
  /// `SampleHistory.capacity` (256) of them (updates denser than 1,020 Hz in the 250 ms window), one
  /// every `window / 64` seconds (3.9 ms) and the newest (`SampleHistory`).
  public var samples: [(time: Double, percent: Double)] {
    history.indices.map { (history.time(at: $0), history.value(at: $0)) }
  }
  /// The samples: times in seconds, values in percent.
  private var history = SampleHistory()
  /// Android's hysteresis state, moved by every sample when the rule is `android-back`.
  public private(set) var backState = BackGestureState()
  /// The percent of the interaction's first sample (a re-grab begins where the completion was).
  public private(set) var initialPercent: Double?
  /// UIKit's back swipe samples (progress and progress velocity of every update that gives a velocity),
  /// kept when the rule is `uikit-navigation`; nil otherwise.
  public private(set) var popSamples: PopGestureSamples?
  /// The animator's duration, seconds (UIKit's back swipe predicts over it); 0 when not told.
  public var transitionDuration = 0.0
  /// How far back samples are kept, seconds.
  public let window: Double
  private let backRule: AndroidBackRule?

  /// `keepsPopSamples`: keep ``popSamples`` (UIKit's back swipe).
  public init(window: Double = 0.25, backRule: AndroidBackRule? = nil, keepsPopSamples: Bool = false) {
    self.window = window
    self.backRule = backRule
    if keepsPopSamples { popSamples = PopGestureSamples() }
  }

  /// The track a policy needs.
  public init(for policy: FinishPolicy) {
    switch policy {
    case .androidBack(let rule): self.init(backRule: rule)
    case .uikitNavigation: self.init(keepsPopSamples: true)
    default: self.init()
    }
  }

  /// Whether the track keeps UIKit's back swipe samples (updates then want a velocity).
  public var keepsPopSamples: Bool { popSamples != nil }

  /// Forgets the samples and state for a new interaction, keeping the sample storage (a track is
  /// restarted at every gesture; a fresh one would regrow its array sample by sample).
  public mutating func restart() {
    history.reset()
    backState = BackGestureState()
    initialPercent = nil
    if popSamples != nil { popSamples = PopGestureSamples() }
  }

  /// One progress update at `time` (seconds); `velocity` (progress per second, the gesture's through the
  /// mapping) makes it one of UIKit's back swipe samples too.
  public mutating func observe(percent: Double, time: Double, velocity: Double? = nil) {
    if initialPercent == nil { initialPercent = percent }
    history.append(percent, at: time)
    history.dropLeading { time - $0 > window }
    history.bound(span: window)
    if let backRule { backState.observe(percent: percent, time: time, rule: backRule) }
    if let velocity, popSamples != nil {
      popSamples?.observe(displacement: percent, velocity: velocity, time: time)
    }
  }

  /// GNOME's velocity (progress per second): the progress moved over the samples of the last `seconds`,
  /// divided by their span (the sum of deltas after the first sample over `t_last − t_first`); `fallback`
  /// when fewer than two samples or no span.
  public func windowVelocity(over seconds: Double, fallback: Double) -> Double {
    let samples = history.indices
    guard let end = samples.last else { return fallback }
    let last = (time: history.time(at: end), percent: history.value(at: end))
    guard let start = samples.first(where: { last.time - history.time(at: $0) <= seconds }) else { return fallback }
    let first = (time: history.time(at: start), percent: history.value(at: start))
    guard last.time > first.time else { return fallback }
    return (last.percent - first.percent) / (last.time - first.time)
  }
}
