public import GlideInput

/// Recognises fingers resting on the surface: UIKit's `UILongPressGestureRecognizer`.
///
/// Continuous. The press timer starts when ``numberOfTouchesRequired`` fingers are down together;
/// the recogniser begins exactly ``minimumPressDuration`` seconds later (a deadline: no frame is
/// needed). Before that it fails when a touch moves more than ``allowableMovementMillimetres`` from
/// where it landed, when more fingers than required land, when a finger lifts, or when a touch is
/// cancelled. Once begun, movement is unlimited and reported as `changed`; the first finger to lift
/// ends it (UIKit: "ends when a finger lifts"), a cancelled touch cancels it, and a finger landing
/// after it began is ignored (it is not followed and does not move `location`).
///
/// With ``numberOfTapsRequired`` above 0 the press must follow that many quick taps of the same
/// fingers, each lifting within ``TapGestureRecognizer/defaultMaximumTapDuration`` of landing and
/// followed by the next landing within ``TapGestureRecognizer/defaultMaximumTapInterval``.
public final class LongPressGestureRecognizer: GestureRecognizer {
  /// Seconds the fingers must rest before the gesture begins (UIKit's default: 0.5).
  public var minimumPressDuration: Double
  /// How far a touch may move before the gesture begins, in mm. UIKit's default is 10 points; at
  /// ``pointsPerMillimetre`` that is 1.5875 mm.
  public var allowableMovementMillimetres: Double
  /// Fingers that must press (UIKit's default: 1).
  public var numberOfTouchesRequired: Int
  /// Quick taps before the press (UIKit's default: 0).
  public var numberOfTapsRequired: Int

  @exclusivity(unchecked) private var phase = Phase.waiting(lastLift: nil)
  @exclusivity(unchecked) private var completedTaps = 0

  public init(
    name: String = "long-press", minimumPressDuration: Double = 0.5,
    allowableMovementMillimetres: Double = 10 / pointsPerMillimetre, numberOfTouchesRequired: Int = 1,
    numberOfTapsRequired: Int = 0
  ) {
    self.minimumPressDuration = minimumPressDuration
    self.allowableMovementMillimetres = allowableMovementMillimetres
    self.numberOfTouchesRequired = numberOfTouchesRequired
    self.numberOfTapsRequired = numberOfTapsRequired
    super.init(name: name)
  }

  // MARK: - GestureRecognizer

  /// The press's centroid and how far it moved since the gesture began, in mm.
  public override var values: GestureValues {
    let translation: MillimetreVector
    if case .active(let press) = phase {
      translation = MillimetreVector(dx: location.x - press.origin.x, dy: location.y - press.origin.y)
    } else {
      translation = MillimetreVector(dx: 0, dy: 0)
    }
    return .longPress(location: location, translation: translation)
  }

  public override var nextDeadline: Timestamp? {
    guard case .down(let contact) = phase else {
      if case .waiting(let lastLift?) = phase {
        return lastLift.offset(bySeconds: TapGestureRecognizer.defaultMaximumTapInterval)
      }
      return nil
    }
    if completedTaps < numberOfTapsRequired {
      return contact.landing.offset(bySeconds: TapGestureRecognizer.defaultMaximumTapDuration)
    }
    return contact.allDown?.offset(bySeconds: minimumPressDuration)
  }

  public override func process(_ frame: TouchFrame) {
    let fingers = frame.fingersDown
    let cancelled = frame.touches.contains { $0.phase == .cancelled }
    switch phase {
    case .finished:
      return
    case .active(let press):
      if cancelled { return finish(.cancelled, at: frame.time) }
      follow(press, frame, fingers: fingers)
    case .waiting:
      if cancelled { return finish(.failed, at: frame.time) }
      guard fingers > 0 else { return }
      phase = .down(Contact(landing: frame.time))
      press(frame, fingers: fingers)
    case .down:
      if cancelled { return finish(.failed, at: frame.time) }
      press(frame, fingers: fingers)
    }
  }

  public override func advance(to time: Timestamp) {
    guard let deadline = nextDeadline, time >= deadline else { return }
    if case .down(let contact) = phase, completedTaps >= numberOfTapsRequired {
      phase = .active(Press(tracker: contact.tracker, fingers: contact.fingers, origin: location))
      transition(to: .began, at: deadline)
    } else {
      finish(.failed, at: deadline)
    }
  }

  public override func reset() {
    super.reset()
    phase = .waiting(lastLift: nil)
    completedTaps = 0
  }

  // MARK: - Internals

  private enum Phase {
    /// No finger down; `lastLift` is when the previous required tap ended (nil before the first).
    case waiting(lastLift: Timestamp?)
    /// Fingers down, the gesture not begun: a required tap, or the press before its timer fires.
    case down(Contact)
    /// Began or changed.
    case active(Press)
    /// Ended, cancelled or failed: nothing more to do until the reset.
    case finished
  }

  private struct Contact {
    var landing: Timestamp
    var tracker = TouchTracker()
    var fingers = 0
    var mostFingers = 0
    /// When the required fingers were first down together: the press timer's start.
    var allDown: Timestamp?
  }

  private struct Press {
    var tracker: TouchTracker
    var fingers: Int
    /// The centroid when the gesture began, in mm.
    var origin: MillimetrePoint
  }

  /// Before the gesture begins: a required tap or the press's wait.
  private func press(_ frame: TouchFrame, fingers: Int) {
    guard case .down(var contact) = phase else { return }
    contact.tracker.update(with: frame)
    let lifted = fingers < contact.fingers
    contact.fingers = fingers
    contact.mostFingers = max(contact.mostFingers, fingers)
    if fingers == numberOfTouchesRequired && contact.allDown == nil { contact.allDown = frame.time }
    if !contact.tracker.isEmpty { location = contact.tracker.centroid }
    numberOfTouches = contact.fingers
    phase = .down(contact)
    let moved = contact.tracker.anyMoved(moreThan: allowableMovementMillimetres)
    if contact.mostFingers > numberOfTouchesRequired || moved { return finish(.failed, at: frame.time) }
    guard lifted else { return }
    let tapDone = fingers == 0 && completedTaps < numberOfTapsRequired && contact.allDown != nil
    guard tapDone else { return finish(.failed, at: frame.time) }
    completedTaps += 1
    phase = .waiting(lastLift: frame.time)
  }

  /// After the gesture began: only the touches that were down then count.
  private func follow(_ press: Press, _ frame: TouchFrame, fingers: Int) {
    var press = press
    let known = Set(press.tracker.tracks.map(\.id))
    let own = TouchFrame(
      time: frame.time, touches: frame.touches.filter { known.contains($0.id) }, fingerCount: fingers)
    press.tracker.update(with: own)
    if press.tracker.lostTouch || fingers < press.fingers { return finish(.ended, at: frame.time) }
    phase = .active(press)
    let centroid = press.tracker.centroid
    guard centroid != location else { return }
    location = centroid
    transition(to: .changed, at: frame.time)
  }

  private func finish(_ state: GestureState, at time: Timestamp) {
    phase = .finished
    transition(to: state, at: time)
  }
}
