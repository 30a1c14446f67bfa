import GlideGestures
import GlideInput
import GlideSimulation
import GlideTraceTesting

/// What the pinch and pan recognisers made of one ``TwoFingerGridCase``: both in one exclusive arena
/// (UIKit's arena, what an app with both sees: the matrix), and the pinch on its own (its scale, and a
/// check that the arena changes nothing about it).
public struct TwoFingerGridVerdict: Hashable, Sendable {
  /// The matrix's columns.
  public enum Outcome: String, CaseIterable, Hashable, Sendable {
    case pinch, pan, both, nothing
  }

  /// What the arena ended with: the recogniser that began and was not cancelled. A pan that began
  /// while the decision was open and was cancelled when the pinch began counts as a pinch
  /// (``revised``).
  public var outcome: Outcome
  /// A pan began, then the pinch began and the arena cancelled the pan.
  public var revised: Bool
  /// The pinch's scale when it ended (its own run), if it began.
  public var finalScale: Double?
  /// Seconds from the first frame to the pinch's `began` (its own run), if it began.
  public var pinchBegan: Double?

  /// Whether the pinch on its own began.
  public var pinchBeganAlone: Bool { pinchBegan != nil }
  /// Whether the arena ended with the pinch (alone or, never expected, beside the pan).
  public var arenaEndedWithPinch: Bool { outcome == .pinch || outcome == .both }
  /// Whether the pinch alone and the pinch in the arena agree on beginning.
  public var arenaAgreesWithThePinchAlone: Bool { pinchBeganAlone == arenaEndedWithPinch }

  /// Runs `gridCase` through the recognisers.
  public init(running gridCase: TwoFingerGridCase) {
    let events = gridCase.events
    let device = gridCase.device.device
    let alone = Self.run(events, on: device, recognizers: [PinchGestureRecognizer()], exclusive: false)
    pinchBegan = alone.began["pinch"]
    finalScale = alone.finalScale
    let arena = Self.run(
      events, on: device, recognizers: [PinchGestureRecognizer(), PanGestureRecognizer()], exclusive: true)
    let pinch = arena.began["pinch"] != nil && !arena.cancelled.contains("pinch")
    let pan = arena.began["pan"] != nil && !arena.cancelled.contains("pan")
    outcome = Self.outcome(pinch: pinch, pan: pan)
    revised = arena.began["pan"] != nil && arena.cancelled.contains("pan") && pinch
  }

  /// One run of `recognizers` over `events`: when each began (seconds from the first frame), which
  /// were cancelled, and the pinch's scale when it ended or was cancelled.
  private static func run(
    _ events: [InputEvent], on device: DeviceDescription, recognizers: [GestureRecognizer], exclusive: Bool
  ) -> (began: [String: Double], cancelled: Set<String>, finalScale: Double?) {
    var began: [String: Double] = [:]
    var cancelled: Set<String> = []
    var scale: Double?
    let session = GestureSession(device: device, recognizers: recognizers, exclusive: exclusive)
    session.onEvent = { event in
      if event.state == .began, began[event.recognizer] == nil {
        began[event.recognizer] = event.time.seconds - (session.startTime?.seconds ?? 0)
      }
      if event.state == .cancelled { cancelled.insert(event.recognizer) }
      if case .pinch(let value, _) = event.values, event.state == .ended || event.state == .cancelled {
        scale = value
      }
    }
    for event in events { session.consume(event) }
    session.finish()
    return (began, cancelled, scale)
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
    failure(expecting: gridCase.expectation, scale: gridCase.scale, tolerance: gridCase.scaleTolerance)
  }

  /// Why the verdict fails a case with `expectation`, `scale` and scale `tolerance`, or nil when it
  /// passes.
  public func failure(
    expecting expectation: TwoFingerGridCase.Expectation, scale expected: Double, tolerance: Double
  ) -> String? {
    if !arenaAgreesWithThePinchAlone {
      return "the pinch alone \(pinchBeganAlone ? "began" : "did not begin"), in one arena \(outcome.rawValue)"
    }
    switch expectation {
    case .pinch:
      guard outcome == .pinch else { return "expected pinch, got \(outcome.rawValue)" }
      guard let finalScale, abs(finalScale - expected) <= tolerance else {
        return "final scale \(finalScale.map { SVG.number($0, 3) } ?? "none"), expected \(SVG.number(expected, 3))"
      }
      return nil
    case .pan:
      return outcome == .pan ? nil : "expected pan, got \(outcome.rawValue)"
    case .either, .sameWayPinch, .apartFirstScroll:
      return outcome == .pinch || outcome == .pan ? nil : "expected pinch or pan, got \(outcome.rawValue)"
    case .notBoth:
      return outcome == .both ? "got both" : nil
    }
  }
}
