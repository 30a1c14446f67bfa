import GlideGestures
import GlideInput

/// What the pinch and pan recognisers made of one ``TwoFingerGridCase``: each on its own (the
/// confusion matrix) and both in one exclusive arena (UIKit's arena: exactly one may begin).
public struct TwoFingerGridVerdict: Hashable, Sendable {
  /// The matrix's columns.
  public enum Outcome: String, CaseIterable, Hashable, Sendable {
    case pinch, pan, both, nothing
  }

  /// Each recogniser on its own.
  public var outcome: Outcome
  /// Both in one exclusive arena.
  public var exclusiveOutcome: Outcome
  /// The pinch's scale when it ended (its own run), if it began.
  public var finalScale: Double?
  /// Seconds from the first frame to the pinch's `began` (its own run), if it began.
  public var pinchBegan: Double?

  /// Runs `gridCase` through the recognisers.
  public init(running gridCase: TwoFingerGridCase) {
    let events = gridCase.events
    let device = gridCase.device.device
    let alone = Self.run(events, on: device, exclusive: false)
    pinchBegan = alone.began["pinch"]
    finalScale = alone.finalScale
    outcome = alone.outcome
    exclusiveOutcome = Self.run(events, on: device, exclusive: true).outcome
  }

  /// One run of a pinch and a pan over `events`: when each began (seconds from the first frame) and the
  /// pinch's scale when it ended or was cancelled.
  private static func run(_ events: [InputEvent], on device: DeviceDescription, exclusive: Bool)
    -> (began: [String: Double], finalScale: Double?, outcome: Outcome)
  {
    var began: [String: Double] = [:]
    var scale: Double?
    let session = GestureSession(
      device: device, recognizers: [PinchGestureRecognizer(), PanGestureRecognizer()], exclusive: exclusive)
    session.onEvent = { event in
      if event.state == .began, began[event.recognizer] == nil {
        began[event.recognizer] = event.time.seconds - (session.startTime?.seconds ?? 0)
      }
      if case .pinch(let value, _) = event.values, event.state == .ended || event.state == .cancelled {
        scale = value
      }
    }
    for event in events { session.consume(event) }
    session.finish()
    return (began, scale, outcome(pinch: began["pinch"] != nil, pan: began["pan"] != nil))
  }

  static func outcome(pinch: Bool, pan: Bool) -> Outcome {
    switch (pinch, pan) {
    case (true, true): .both
    case (true, false): .pinch
    case (false, true): .pan
    case (false, false): .nothing
    }
  }

  /// Why the verdict fails `gridCase`, or nil when it passes.
  public func failure(for gridCase: TwoFingerGridCase) -> String? {
    failure(expecting: gridCase.expectation, scale: gridCase.scale)
  }

  /// Why the verdict fails a case with `expectation` and `scale`, or nil when it passes.
  public func failure(expecting expectation: TwoFingerGridCase.Expectation, scale expected: Double) -> String? {
    if outcome != exclusiveOutcome {
      return "alone \(outcome.rawValue), in one arena \(exclusiveOutcome.rawValue)"
    }
    switch expectation {
    case .pinch:
      guard outcome == .pinch else { return "expected pinch, got \(outcome.rawValue)" }
      guard let finalScale, abs(finalScale - expected) <= TwoFingerGrid.scaleTolerance else {
        return "final scale \(finalScale.map { SVG.number($0, 3) } ?? "none"), expected \(SVG.number(expected, 3))"
      }
      return nil
    case .pan:
      return outcome == .pan ? nil : "expected pan, got \(outcome.rawValue)"
    case .either:
      return outcome == .pinch || outcome == .pan ? nil : "expected pinch or pan, got \(outcome.rawValue)"
    case .notBoth:
      return outcome == .both ? "got both" : nil
    }
  }
}
