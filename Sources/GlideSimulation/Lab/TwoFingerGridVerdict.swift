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
  /// Seconds from the first frame to the pinch's or pan's `began` (its own run), if one began.
  public var pinchBegan: Double?
  public var panBegan: Double?

  /// Runs `gridCase` through the recognisers.
  public init(running gridCase: TwoFingerGridCase) {
    let events = gridCase.events
    let device = gridCase.device.device
    var began: [String: Double] = [:]
    var scale: Double?
    let alone = GestureSession(
      device: device, recognizers: [PinchGestureRecognizer(), PanGestureRecognizer()], exclusive: false)
    alone.onEvent = { event in
      let time = event.time.seconds - (alone.startTime?.seconds ?? 0)
      if event.state == .began, began[event.recognizer] == nil { began[event.recognizer] = time }
      if case .pinch(let value, _) = event.values, event.state == .ended || event.state == .cancelled {
        scale = value
      }
    }
    for event in events { alone.consume(event) }
    alone.finish()
    pinchBegan = began["pinch"]
    panBegan = began["pan"]
    finalScale = scale
    outcome = Self.outcome(pinch: pinchBegan != nil, pan: panBegan != nil)

    var exclusive: Set<String> = []
    let arena = GestureSession(
      device: device, recognizers: [PinchGestureRecognizer(), PanGestureRecognizer()], exclusive: true)
    arena.onEvent = { event in if event.state == .began { exclusive.insert(event.recognizer) } }
    for event in events { arena.consume(event) }
    arena.finish()
    exclusiveOutcome = Self.outcome(pinch: exclusive.contains("pinch"), pan: exclusive.contains("pan"))
  }

  static func outcome(pinch: Bool, pan: Bool) -> Outcome {
    switch (pinch, pan) {
    case (true, true): .both
    case (true, false): .pinch
    case (false, true): .pan
    case (false, false): .nothing
    }
  }

  /// Why the verdict fails `gridCase`'s expectation, or nil when it passes.
  public func failure(for gridCase: TwoFingerGridCase) -> String? {
    if outcome != exclusiveOutcome {
      return "alone \(outcome.rawValue), in one arena \(exclusiveOutcome.rawValue)"
    }
    switch gridCase.expectation {
    case .pinch:
      guard outcome == .pinch else { return "expected pinch, got \(outcome.rawValue)" }
      let expected = gridCase.scale
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
