import GlideGestures
import GlideInput
import GlideTestSupport

// Helpers for the tap, long-press and core (state, arena, velocity) tests.

/// Frames and times for hand-built scenarios: touches at millimetre positions, times in seconds.
enum TapKit {
  /// `seconds` on the input clock.
  static func time(_ seconds: Double) -> Timestamp {
    Timestamp(microseconds: Int64((seconds * 1_000_000).rounded()))
  }

  /// A touch `id` (also its slot, minus one) at (`x`, `y`) mm.
  static func touch(_ id: Int, _ phase: TouchPhase, x: Double = 30, y: Double = 20) -> Touch {
    Touch(
      id: TouchID(rawValue: id), slot: id - 1, phase: phase, position: DevicePoint(x: 0, y: 0),
      location: MillimetrePoint(x: x, y: y))
  }

  /// A frame at `seconds`; the finger count is the live touches' unless given.
  static func frame(
    _ seconds: Double, _ touches: [Touch], fingers: Int? = nil, buttons: ButtonState = []
  ) -> TouchFrame {
    TouchFrame(
      time: time(seconds), touches: touches, fingerCount: fingers ?? touches.count { !$0.phase.isTerminal },
      buttons: buttons)
  }

  /// One finger (touch `id`) down at `down` and up at `up`, resting at (`x`, `y`).
  static func tap(_ id: Int, down: Double, up: Double, x: Double = 30, y: Double = 20) -> [TouchFrame] {
    [frame(down, [touch(id, .began, x: x, y: y)]), frame(up, [touch(id, .ended, x: x, y: y)])]
  }

  /// The frames of a trace in the repository (`traces/…`), read with its own header or `description`.
  static func frames(ofFile file: String, description: String? = nil) throws -> [TouchFrame] {
    let trace = try TraceReader.readAll(Glide.path(file), descriptionPath: description.map(Glide.path))
    return FrameAssembler.frames(of: trace.events, device: trace.device)
  }

  /// The frames a synthesizer makes for `timeline` on `device`.
  static func frames(of timeline: GestureTimeline, on device: DeviceDescription) -> [TouchFrame] {
    let events = TraceSynthesizer(device: device).events(for: timeline)
    return FrameAssembler.frames(of: events, device: device)
  }
}

/// Every state change of the recognisers it watches, in order, failures included (it is their state
/// observer, not a target).
final class TapEventLog {
  private(set) var events: [GestureEvent] = []

  init(_ recognizers: GestureRecognizer...) {
    for recognizer in recognizers {
      recognizer.addStateObserver { [unowned self] event in self.events.append(event) }
    }
  }

  /// The states in order, as `"name:state"`.
  var trail: [String] { events.map { "\($0.recognizer):\($0.state.rawValue)" } }

  /// The events of the recogniser called `name`.
  func of(_ name: String) -> [GestureEvent] { events.filter { $0.recognizer == name } }

  /// The states of the recogniser called `name`.
  func states(of name: String) -> [GestureState] { of(name).map(\.state) }
}

/// The action messages the recognisers it watches send their targets, in order: UIKit's began, changed,
/// ended (recognized) and cancelled, never failed.
final class TapActionLog {
  private(set) var events: [GestureEvent] = []

  init(_ recognizers: GestureRecognizer...) {
    for recognizer in recognizers {
      recognizer.addTarget { [unowned self] event in self.events.append(event) }
    }
  }

  /// The states in order, as `"name:state"`.
  var trail: [String] { events.map { "\($0.recognizer):\($0.state.rawValue)" } }
}

/// A recogniser driven by the test: it does what its closures say.
final class TapScriptedRecognizer: GestureRecognizer {
  let discrete: Bool
  /// Called for every frame.
  var onFrame: (TapScriptedRecognizer, TouchFrame) -> Void = { _, _ in }
  /// Called when the clock advances.
  var onAdvance: (TapScriptedRecognizer, Timestamp) -> Void = { _, _ in }
  var deadline: Timestamp?
  /// The names of the rivals this recogniser says it cannot prevent (``canPrevent(_:)``) and cannot
  /// be prevented by (``canBePrevented(by:)``).
  var cannotPrevent: Set<String> = []
  var cannotBePreventedBy: Set<String> = []
  /// The names of the recognisers this one says it waits for to fail (``shouldRequireFailure(of:)``) and
  /// says must wait for it to fail (``shouldBeRequiredToFail(by:)``).
  var requiresFailureOf: Set<String> = []
  var requiredToFailBy: Set<String> = []
  /// The touch ids of each frame it was given, with the frame's finger count.
  private(set) var seen: [(touches: [Int], fingers: Int)] = []
  /// Every time `advance(to:)` was called with.
  private(set) var advances: [Timestamp] = []
  private(set) var resets = 0

  init(_ name: String, discrete: Bool = false) {
    self.discrete = discrete
    super.init(name: name)
  }

  override var isDiscrete: Bool { discrete }
  override var nextDeadline: Timestamp? { deadline }
  override func process(_ frame: TouchFrame) {
    seen.append((frame.touches.map(\.id.rawValue), frame.fingerCount))
    onFrame(self, frame)
  }
  override func shouldRequireFailure(of other: GestureRecognizer) -> Bool { requiresFailureOf.contains(other.name) }
  override func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { requiredToFailBy.contains(other.name) }
  override func canPrevent(_ other: GestureRecognizer) -> Bool { !cannotPrevent.contains(other.name) }
  override func canBePrevented(by other: GestureRecognizer) -> Bool { !cannotBePreventedBy.contains(other.name) }

  override func advance(to time: Timestamp) {
    advances.append(time)
    onAdvance(self, time)
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}
