public import GlideInput

/// Recognises one or more quick taps of one or more fingers: UIKit's `UITapGestureRecognizer`.
///
/// Discrete: `possible → recognized` at the lift of the last required tap, or `possible → failed`.
/// A tap starts when the first finger lands and ends when the last one lifts. It fails the recogniser
/// when:
/// - more fingers than ``numberOfTouchesRequired`` are down at any moment (a third finger landing on
///   a two-finger tap fails it at once);
/// - it ends without ever having had ``numberOfTouchesRequired`` fingers down together;
/// - a finger lands after one of the same tap has lifted (fingers land together, then lift);
/// - a touch moves more than ``allowableMovementMillimetres`` from where it landed;
/// - the fingers are still down ``maximumTapDuration`` seconds after the last of them landed;
/// - the next tap has not started ``maximumTapInterval`` seconds after the previous one lifted;
/// - a touch is cancelled, or the pad is clicked (a physical click is not a tap).
///
/// Timed failures happen exactly at their deadline (``nextDeadline``), with or without frames.
/// Fingers are counted with `TouchFrame/fingerCount`, so a three-finger tap on a 2-slot pad (two
/// positions and `BTN_TOOL_TRIPLETAP`) is a three-finger tap. Where the taps land does not matter:
/// on a touchpad the pointer, not the finger, says where the tap acts.
public final class TapGestureRecognizer: GestureRecognizer {
  /// Taps in a row to recognise (UIKit's default: 1).
  public var numberOfTapsRequired: Int
  /// Fingers per tap (UIKit's default: 1).
  public var numberOfTouchesRequired: Int
  /// How far a touch may move from where it landed during a tap, in mm. 5 mm, half a fingertip's
  /// contact width: while a finger lands and lifts, the reported centre wanders inside the contact
  /// (about 10 mm across), a drag leaves it. Pans and swipes in the same arena claim real motion
  /// earlier with their own thresholds.
  public var allowableMovementMillimetres: Double
  /// Seconds from the last finger's landing by which every finger of a tap must have lifted: 0.18 s,
  /// libinput's tap timeout, so a touch libinput calls a hold is never a tap here.
  public var maximumTapDuration: Double
  /// Seconds from one tap's lift by which the next tap must have landed: 0.3 s, Android's
  /// `DOUBLE_TAP_TIMEOUT` (a single tap that waits for a double tap to fail waits this long).
  public var maximumTapInterval: Double

  @exclusivity(unchecked) private var phase = Phase.waiting(lastLift: nil)
  @exclusivity(unchecked) private var completedTaps = 0

  /// The default tolerance for movement during a tap, in mm.
  public static let defaultAllowableMovementMillimetres = 5.0
  /// The default longest tap, in seconds (libinput's `DEFAULT_TAP_TIMEOUT_PERIOD`).
  public static let defaultMaximumTapDuration = 0.18
  /// The default longest pause between taps, in seconds.
  public static let defaultMaximumTapInterval = 0.3

  public init(
    name: String = "tap", numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1,
    allowableMovementMillimetres: Double = defaultAllowableMovementMillimetres,
    maximumTapDuration: Double = defaultMaximumTapDuration,
    maximumTapInterval: Double = defaultMaximumTapInterval
  ) {
    self.numberOfTapsRequired = numberOfTapsRequired
    self.numberOfTouchesRequired = numberOfTouchesRequired
    self.allowableMovementMillimetres = allowableMovementMillimetres
    self.maximumTapDuration = maximumTapDuration
    self.maximumTapInterval = maximumTapInterval
    super.init(name: name)
  }

  // MARK: - GestureRecognizer

  public override var isDiscrete: Bool { true }

  /// Where the last tap's fingers landed (their centroid while all of them were down), and the taps
  /// completed so far.
  public override var values: GestureValues { .tap(location: location, taps: completedTaps) }

  public override var nextDeadline: Timestamp? {
    switch phase {
    case .waiting(let lastLift?): lastLift.offset(bySeconds: maximumTapInterval)
    case .waiting(nil), .finished: nil
    case .down(let tap): tap.lastLanding.offset(bySeconds: maximumTapDuration)
    }
  }

  public override func process(_ frame: TouchFrame) {
    let fingers = frame.fingersDown
    if case .finished = phase { return }
    if frame.touches.contains(where: { $0.phase == .cancelled }) || !frame.buttons.isEmpty {
      return fail(at: frame.time)
    }
    switch phase {
    case .finished: return
    case .waiting:
      guard fingers > 0 else { return }
      phase = .down(Tap(lastLanding: frame.time))
      track(frame, fingers: fingers)
    case .down:
      track(frame, fingers: fingers)
    }
  }

  public override func advance(to time: Timestamp) {
    guard let deadline = nextDeadline, time >= deadline else { return }
    fail(at: deadline)
  }

  public override func reset() {
    super.reset()
    phase = .waiting(lastLift: nil)
    completedTaps = 0
  }

  // MARK: - Internals

  private enum Phase {
    /// No finger down; `lastLift` is when the previous tap ended (nil before the first one).
    case waiting(lastLift: Timestamp?)
    case down(Tap)
    /// Recognition or failure was asked for: nothing more to do until the reset.
    case finished
  }

  /// The tap in progress.
  private struct Tap {
    var lastLanding: Timestamp
    var tracker = TouchTracker()
    var fingers = 0
    var mostFingers = 0
    var someLifted = false
  }

  /// Follows the fingers of the tap in progress through `frame`.
  private func track(_ frame: TouchFrame, fingers: Int) {
    guard case .down(var tap) = phase else { return }
    // Out of the enum while it changes, so its tracker's arrays are not copied on write (every path
    // below puts it back or fails).
    phase = .finished
    tap.tracker.update(with: frame)
    if fingers > tap.fingers && tap.fingers > 0 {
      if tap.someLifted { return fail(at: frame.time) }
      tap.lastLanding = frame.time
    }
    if fingers < tap.fingers { tap.someLifted = true }
    // A semi-MT box jumps when the finger count changes: judge movement from the new box.
    if frame.touchesAreBoundingBox && fingers != tap.fingers { tap.tracker.rebase(at: frame.time) }
    tap.fingers = fingers
    tap.mostFingers = max(tap.mostFingers, fingers)
    if fingers == numberOfTouchesRequired, !tap.tracker.isEmpty {
      location = tap.tracker.startCentroid
    }
    phase = .down(tap)
    numberOfTouches = tap.mostFingers
    let moved = tap.tracker.anyMoved(moreThan: allowableMovementMillimetres)
    if tap.mostFingers > numberOfTouchesRequired || moved { return fail(at: frame.time) }
    if fingers == 0 { endTap(tap, at: frame.time) }
  }

  /// All fingers of `tap` lifted at `time`.
  private func endTap(_ tap: Tap, at time: Timestamp) {
    guard tap.mostFingers == numberOfTouchesRequired else { return fail(at: time) }
    completedTaps += 1
    if completedTaps >= numberOfTapsRequired {
      phase = .finished
      transition(to: .recognized, at: time)
    } else {
      phase = .waiting(lastLift: time)
    }
  }

  private func fail(at time: Timestamp) {
    phase = .finished
    transition(to: .failed, at: time)
  }
}
