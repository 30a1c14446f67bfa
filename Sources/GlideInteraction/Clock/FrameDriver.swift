public import GlideGestures
public import GlideInput

/// What a ``FrameDriver`` keeps in step with the input: a scene's clock and whatever moves on it (a
/// transition, animations). UIKit runs this on its run loop; here the input's own timestamps and a
/// ``DisplayLink`` do, so the same events give the same frames on every machine.
public protocol FrameDriven: AnyObject {
  /// Whether anything moves (a transition in flight, an animation or a timer scheduled): display frames
  /// are delivered only then, and skipped while nothing would change on screen.
  var isBusy: Bool { get }
  /// Moves the scene's clock to `time` (seconds on the input's clock), running what falls due on the
  /// way. Called before each gesture state change and each display frame.
  func advanceClock(to time: Double)
  /// A display frame at `time`: the clock has been moved there; draw, log, sample.
  func frame(at time: Double)
}

/// Drives a scene from input events on one clock: the events' timestamps for the gestures, and a display
/// link ticking between and after them while anything moves, so a completion plays out after the
/// fingers lift, as a run loop's display link does on a device. `glide replay`, `glide live` and the
/// window all run on it, so an app that does gets exactly their timing:
///
/// - before each `SYN_REPORT` (what closes an input frame), every display frame due strictly before it
///   runs (``FrameDriven/frame(at:)``), then the scene's clock moves to the report's time, then the
///   gesture session takes the events: a recogniser's state change sees the scene at its own time;
/// - a gesture timer (a finger-count grace period) fires at its own time, after the frames before it;
/// - with no input, ``advance(to:)`` moves the frames and the clock on (live, at the wall clock's pace).
///
/// ```swift
/// let driver = FrameDriver(session: session, driven: myScene)
/// while let event = try reader.next() { driver.consume(event) }
/// driver.endInput()
/// driver.drain(until: (driver.lastEventTime?.seconds ?? 0) + 30)
/// ```
public final class FrameDriver {
  /// The gesture session the events go to (its recognisers call their targets from ``consume(_:)``).
  public let session: GestureSession
  /// What the frames and the clock drive.
  public unowned let driven: any FrameDriven
  public private(set) var displayLink: DisplayLink
  /// Seconds the display link runs on into a gap in the input while anything moves (10): past them,
  /// when the next input is later still, it skips to just before that input and ``onGap`` hears of it.
  public var gapLimit: Double = 10
  /// Called after each display frame with its time (renderers, real-time pacing).
  public var onFrame: ((Double) -> Void)?
  /// Called when frames are skipped across a gap: from when, to when (seconds), how many.
  public var onGap: ((_ from: Double, _ to: Double, _ frames: Int64) -> Void)?
  /// Called with each input event after the session has taken it (a motion sensor's, say).
  public var onEvent: ((InputEvent) -> Void)?
  /// The last event's time (a timestamp: only a `SYN_REPORT` needs it in seconds).
  public private(set) var lastEventTime: Timestamp?
  /// When the display frames start (seconds on the input's clock), or `nil` to start them at the first
  /// input event. With a start, frames from the first one at or after it run before the first input
  /// while anything moves (an animation the app starts at 0 s is seen from frame 0); without one, as
  /// `glide replay` runs, the link skips to the first input and the first frame is the one after it.
  public let start: Double?

  /// A driver of `driven` from the events `session` recognises, `framesPerSecond` display frames a second.
  ///
  /// - Parameters:
  ///   - session: The gesture session the events go to.
  ///   - driven: What the frames and the clock drive (held unowned: the caller keeps it).
  ///   - framesPerSecond: The display link's rate (60 by default).
  ///   - start: Seconds on the input's clock from which display frames run, before the first input
  ///     event if earlier (``start``); `nil`, the default, starts them at the first input event.
  public init(session: GestureSession, driven: any FrameDriven, framesPerSecond: Double = 60, start: Double? = nil) {
    self.session = session
    self.driven = driven
    self.start = start
    displayLink =
      start.map { DisplayLink(framesPerSecond: framesPerSecond, startingAt: $0) }
      ?? DisplayLink(framesPerSecond: framesPerSecond)
  }

  /// One input event: display frames due before it first, then the event. Only a `SYN_REPORT` can
  /// change what the scene sees (the events before it wait in the session until it closes their frame),
  /// so the frames and the clock catch up there. Before the first event, frames run only from a
  /// ``start``.
  public func consume(_ event: InputEvent) {
    if lastEventTime == nil && start == nil { displayLink.skip(through: event.time.seconds) }
    lastEventTime = event.time
    if event.isSynReport {
      let time = event.time.seconds
      fireGestureDeadlines { $0 < event.time }
      tick(before: time)
      driven.advanceClock(to: time)
    }
    session.consume(event)
    onEvent?(event)
  }

  /// Display frames due at or before `time` (seconds), then the clock to `time`, with no input: live,
  /// the clock reached `time` (a completion due by then has happened when the screen is drawn, and a
  /// gesture timer due by then has fired).
  public func advance(to time: Double) {
    fireGestureDeadlines { $0.seconds <= time }
    tick(before: time.nextUp)
    driven.advanceClock(to: time)
  }

  /// Ends the input: the frames due before the last event, then the session's touches cancelled. The
  /// caller then runs ``drain(until:)`` to let what moves finish.
  public func endInput() {
    guard let lastTime = lastEventTime?.seconds else { return }
    tick(before: lastTime)
    session.finish()
  }

  /// Display frames while anything moves, up to `limit` seconds at most.
  public func drain(until limit: Double) {
    while driven.isBusy && displayLink.nextTime <= limit { frame(displayLink.advance()) }
  }

  /// Fires the gesture timers that `isDue` at their own time, after the display frames before them:
  /// left to the next frame, the state change would be stamped earlier than frames already drawn.
  private func fireGestureDeadlines(while isDue: (Timestamp) -> Bool) {
    while let deadline = session.nextDeadline, isDue(deadline) {
      tick(before: deadline.seconds)
      driven.advanceClock(to: deadline.seconds)
      session.advance(to: deadline)
      if session.nextDeadline == deadline { break }
    }
  }

  /// Every display frame due strictly before `time` while anything moves; the link skips the rest.
  public func tick(before time: Double) {
    guard driven.isBusy else {
      displayLink.skip(through: time)
      return
    }
    if time - displayLink.nextTime > gapLimit { tickAcrossGap(before: time) }
    while displayLink.nextTime < time && driven.isBusy { frame(displayLink.advance()) }
    if !driven.isBusy { displayLink.skip(through: time) }
  }

  /// A gap of more than ``gapLimit`` before `time`: frames for ``gapLimit`` seconds (a completion plays
  /// out), then, if anything still moves, a skip to the last frame before `time`.
  @inline(never)
  private func tickAcrossGap(before time: Double) {
    let resume = displayLink.nextTime + gapLimit
    while displayLink.nextTime < resume && driven.isBusy { frame(displayLink.advance()) }
    guard driven.isBusy else { return }
    let (from, fromIndex) = (displayLink.nextTime, displayLink.nextIndex)
    displayLink.skip(through: time - displayLink.interval)
    let skipped = displayLink.nextIndex - fromIndex
    guard skipped > 0 else { return }
    onGap?(from, displayLink.nextTime, skipped)
  }

  private func frame(_ time: Double) {
    driven.advanceClock(to: time)
    driven.frame(at: time)
    onFrame?(time)
  }
}
