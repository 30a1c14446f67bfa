public import GlideInteraction
public import GlideGestures
public import GlideTransitions

/// What `glide live` shows on its status line: the gesture's state and values, the progress on screen,
/// the finish rule's decision and where the transition is. Built from a run's records (``apply(_:)``).
public struct LiveStatus: Hashable, Sendable {
  /// Where the transition is.
  public enum TransitionPhase: String, Hashable, Sendable {
    /// Following the fingers.
    case interactive
    /// Released (or cancelled), playing the rest toward the end or back to the start.
    case finishing, cancelling
    /// Completed.
    case finished, cancelled
  }

  public var scenario: String
  /// Seconds on the session's timeline: the latest record's (a live session sets it at each update).
  public var time: Double = 0
  /// The scenario's recogniser and its latest state (nil before its first state change).
  public var recognizer: String?
  public var state: GestureState?
  public var touches = 0
  public var values: GestureValues?
  /// The progress on screen, 0…1 (nil before any transition).
  public var percent: Double?
  /// The latest decision of the finish rule.
  public var decision: Decision?
  /// The latest transition's operation ("pop", "present", …) and phase.
  public var operation: String?
  public var phase: TransitionPhase?
  /// The viewer offset of the latest motion frame (nil for a scenario without motion effects, and before
  /// its first frame).
  public var viewerOffset: ViewerOffset?

  public init(scenario: String) {
    self.scenario = scenario
  }

  // MARK: - Updating

  /// Takes in one record of the run.
  public mutating func apply(_ record: ReplayRecord) {
    time = record.time
    switch record.kind {
    case .gesture(let recognizer, let state, let values, let touches, let percent):
      (self.recognizer, self.state, self.values, self.touches) = (recognizer, state, values, touches)
      if let percent { self.percent = percent }
    case .scene(let kind):
      apply(kind)
    case .frame(_, let percent, _, _):
      self.percent = percent
    case .decision(let decision):
      self.decision = decision
    case .motion(let sample):
      viewerOffset = sample.offset
    case .gestureCancelled, .regrab, .note, .handOff, .layout:
      break
    }
  }

  private mutating func apply(_ kind: SceneEvent.Kind) {
    switch kind {
    case .transitionBegan(let operation, _, _, _, let interactive):
      self.operation = operation.rawValue
      phase = interactive ? .interactive : .finishing
      percent = 0
      decision = nil
    case .interactionChanged(let interactive, let cancelled, let percent):
      phase = interactive ? .interactive : (cancelled ? .cancelling : .finishing)
      self.percent = percent
    case .transitionCompleted(_, let done):
      phase = done ? .finished : .cancelled
      percent = done ? 1 : 0
    case .appearance, .requestQueued, .delegate, .layout, .layoutConflict:
      break
    }
  }

  // MARK: - Text

  /// The status line's fields, most telling first: the gesture and its state, its values (scale and
  /// velocity for a pinch), the percent on screen, the transition's phase, the finish rule's decision,
  /// the number of touches.
  public var fields: [String] {
    var fields = [recognizer.map { "\($0) \(state?.rawValue ?? "possible")" } ?? "no gesture yet"]
    if let values { fields.append(Self.describe(values)) }
    if let viewerOffset { fields.append("viewer offset \(f(viewerOffset.horizontal, 3)),\(f(viewerOffset.vertical, 3))") }
    fields.append("percent " + (percent.map { f($0, 4) } ?? "-"))
    fields.append(operation.map { "\($0) \(phase?.rawValue ?? "")" } ?? "no transition")
    fields.append("decision " + (decision.map { "\($0.outcome.rawValue) (\($0.reason))" } ?? "none"))
    fields.append("touches \(touches)")
    return fields
  }

  /// The status line: `pinch changed  scale 0.8120  velocity -1.203/s  percent 0.1880  pop interactive
  /// decision none  touches 2` (the ``fields`` two spaces apart).
  public var line: String { fields.joined(separator: "  ") }

  /// The line `glide live` prints per update when it does not draw: the time, then ``line``.
  public var plainLine: String {
    LogFormatting.fixed(time, 4).padding(toLength: 9, withPad: " ", startingAt: 0) + "  " + line
  }

  /// A gesture's values in a few words: scale and velocity for a pinch, and so on.
  static func describe(_ values: GestureValues) -> String {
    switch values {
    case .pinch(let scale, let velocity): "scale \(f(scale, 4))  velocity \(f(velocity, 3))/s"
    case .rotation(let rotation, let velocity):
      "rotation \(f(rotation, 4)) rad  velocity \(f(velocity, 3)) rad/s"
    case .pan(let t, let v):
      "translation \(f(t.dx, 1)),\(f(t.dy, 1)) mm  velocity \(f(v.dx, 1)),\(f(v.dy, 1)) mm/s"
    case .swipe(let direction): "direction \(direction)"
    case .tap(let location, let taps): "\(taps) taps at \(f(location.x, 1)),\(f(location.y, 1)) mm"
    case .longPress(let location, let t):
      "at \(f(location.x, 1)),\(f(location.y, 1)) mm  moved \(f(t.dx, 1)),\(f(t.dy, 1)) mm"
    }
  }

  private func f(_ value: Double, _ places: Int) -> String { LogFormatting.fixed(value, places) }
  private static func f(_ value: Double, _ places: Int) -> String { LogFormatting.fixed(value, places) }
}
