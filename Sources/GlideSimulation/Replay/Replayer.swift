public import GlideGestures
public import GlideInput

/// Runs a scenario over input events on one clock: the events' timestamps, plus a display link that
/// ticks between and after them while a transition is in flight, so completion animations play out after
/// the fingers lift.
///
/// Feed it events (``consume(_:)``) then call ``finish()``; or ``replay(next:)`` a whole trace. The same
/// events and options give the same records, byte for byte.
public final class Replayer {
  public let run: ScenarioRun
  public private(set) var displayLink: DisplayLink
  /// Seconds the display link may run on after the input ends, waiting for the transition to complete
  /// (a transition still running then is completed as cancelled).
  public var drainLimit: Double = 30
  /// Called after each display-link frame with its time (renderers, real-time pacing).
  public var onFrame: ((Double) -> Void)?

  private let session: GestureSession
  private var lastTime: Double?

  public init(scenario: Scenario, options: ScenarioOptions, device: DeviceDescription, framesPerSecond: Double = 60) {
    run = ScenarioRun(scenario: scenario, options: options, device: device)
    session = GestureSession(device: device, recognizers: [run.recognizer], exclusive: true)
    displayLink = DisplayLink(framesPerSecond: framesPerSecond)
  }

  /// Replays every event `next` returns, then finishes.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    while let event = try next() { consume(event) }
    return finish()
  }

  /// One input event: display frames due before it first, then the event.
  public func consume(_ event: InputEvent) {
    let time = event.time.seconds
    if lastTime == nil { displayLink.skip(through: time) }
    tick(before: time)
    lastTime = time
    run.scene.engine.advance(to: time)
    session.consume(event)
  }

  /// Display frames due at or before `time` (seconds), then the scene's clock to `time`, with no input:
  /// live, the clock reached `time` (a completion due by then has happened when the screen is drawn).
  public func advance(to time: Double) {
    tick(before: time.nextUp)
    run.scene.engine.advance(to: time)
  }

  /// Ends the input: touches still down are cancelled, the display link runs on until the transition has
  /// completed and nothing moves, and the summary is made.
  public func finish() -> ReplaySummary {
    if let lastTime {
      tick(before: lastTime)
      session.finish()
      run.endInput(at: max(lastTime, run.scene.engine.currentTime))
      let limit = lastTime + drainLimit
      while run.isBusy && displayLink.nextTime <= limit { frame(displayLink.advance()) }
      run.forceCompletion(at: max(run.scene.engine.currentTime, displayLink.nextTime))
    }
    return summary
  }

  /// The summary of what has happened so far.
  public var summary: ReplaySummary { ReplaySummary(run: run) }

  private func tick(before time: Double) {
    guard run.isBusy else {
      displayLink.skip(through: time)
      return
    }
    while displayLink.nextTime < time && run.isBusy { frame(displayLink.advance()) }
    if !run.isBusy { displayLink.skip(through: time) }
  }

  private func frame(_ time: Double) {
    run.frame(at: time)
    onFrame?(time)
  }
}

extension ReplaySummary {
  /// The summary of a run's records.
  public init(run: ScenarioRun) {
    var outcome = Outcome.none
    var completionTime: Double?
    var releaseTime: Double?
    var percent: Double?
    var velocity: Double?
    var reason: String?
    var frames = 0
    var appearance: [String] = []
    for record in run.records {
      switch record.kind {
      case .scene(.transitionCompleted(_, let done)):
        outcome = done ? .finished : .cancelled
        completionTime = record.time
      case .scene(.appearance(let callback, let controller)):
        appearance.append("\(controller).\(callback.rawValue)")
      case .decision(let decision):
        (releaseTime, percent, velocity, reason) = (record.time, decision.percent, decision.velocity, decision.reason)
      case .gestureCancelled(let p):
        (releaseTime, percent, velocity, reason) = (record.time, p, nil, "gesture cancelled")
      case .frame:
        frames += 1
      default:
        break
      }
    }
    self.init(
      scenario: run.scenario.name, outcome: outcome, percentAtRelease: percent, velocityAtRelease: velocity,
      releaseTime: releaseTime, completionTime: completionTime, duration: run.options.number("duration"),
      completionSpeed: run.interactor.completionSpeed, transitionsStarted: run.transitionsStarted,
      transitionsEnded: run.transitionsEnded, policy: run.policy.description, decision: reason, frames: frames,
      appearanceOrder: appearance)
  }
}
