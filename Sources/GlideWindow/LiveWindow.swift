public import GlideInteraction
public import GlideInput
public import GlideSimulation
import Foundation

/// `glide live --window`: a live session shown in the simulator window, redrawn when the session asks
/// (at most once per display frame), its input a touchpad or the window's own mouse (``PointerInput``).
/// Closing the window, `q` or Escape end the session; the other keys are for replays.
///
/// With ``measuresPresentation`` it also times each update to the frame that shows it: from the input
/// frame's origin (`LatencySample/start`, on the session's clock) to the return of the first present
/// after the update was applied.
public final class LiveWindow {
  public let session: LiveSession
  public let window: SimulatorWindow
  /// The mouse, when it is the input.
  public let pointer: PointerInput?
  /// What the title names as the input (a device node, or "mouse").
  public let source: String
  /// Input frame → presented frame, µs, for the updates shown so far.
  public private(set) var presentation = LatencyHistogram()
  /// Whether to fill ``presentation`` (the session must be measuring latency too).
  public var measuresPresentation = false
  /// A drawing that failed (the session then stops at its next look at the window, and ``run(limits:stopRequested:)``
  /// throws it).
  public private(set) var failure: (any Error)?

  private var trails: ContactTrails
  private var headsUp: HeadsUpDisplay
  private let clock: any LiveClock
  /// The clock's reading after the present made while the current read was handled, if one was.
  private var presentedDuringRead: Int64?
  /// Origins of updates applied but not yet presented.
  private var waiting: [Int64] = []
  private var lastTitle = ""
  /// The session's time at the last drawing, seconds.
  private var lastDrawn = -Double.infinity

  /// Shows `session`, whose input is `device` (the mouse's surface when `pointer` is the input), in
  /// `window`; `clock` is the session's.
  public init(
    session: LiveSession, device: DeviceDescription, window: SimulatorWindow, pointer: PointerInput?, source: String,
    clock: any LiveClock
  ) {
    (self.session, self.window, self.pointer, self.source, self.clock) = (session, window, pointer, source, clock)
    trails = ContactTrails(device: device)
    headsUp = HeadsUpDisplay(scenario: session.run.scenario.name)
    session.onEvent = { [unowned self] event in self.trails.consume(event) }
    let record = session.onRecord
    session.onRecord = { [unowned self] in
      self.headsUp.apply($0)
      record?($0)
    }
    session.onUpdate = { [unowned self] _ in self.draw() }
    session.onLatency = { [unowned self] sample in self.presenting(sample) }
    let after = session.afterInput
    session.afterInput = { [unowned self] in
      self.presentedDuringRead = nil
      try after?($0)
    }
  }

  /// Runs the session until `stopRequested` says so, a limit is reached, the device goes away or the
  /// window is closed.
  public func run(limits: LiveSession.Limits, stopRequested: () -> LiveSession.Ending?) throws -> LiveSession.Ending {
    // Read at least once a display frame, so the contacts' fading paths are drawn without input too.
    let interval = session.replayer.displayLink.interval
    session.idleWait = min(session.idleWait, interval)
    // With the mouse, the screen shows at once (it is what the user drags on). A touchpad is read first:
    // a device is read from the moment it is opened, and the first frame waits for that first read.
    var drawn = false
    if pointer != nil {
      draw()
      drawn = true
    }
    var looks = 0
    let ending = try session.run(limits: limits) {
      looks += 1
      if !drawn && looks > 1 {
        draw()
        drawn = true
      } else if drawn && trails.changesOverTime && session.time - lastDrawn >= interval * 0.999 {
        draw()  // nothing else moves: the paths fade and a lifted contact goes
      }
      if let ending = stopRequested() { return ending }
      if failure != nil { return .windowClosed }
      let commands = pointer?.takeCommands() ?? window.input().commands
      return commands.contains(.quit) ? .windowClosed : nil
    }
    if let failure { throw failure }
    return ending
  }

  private func draw() {
    let time = session.time
    lastDrawn = time
    trails.age(to: time)
    headsUp.playback = String(format: "t %.3f s", time)
    let overlay = WindowOverlay.snapshot(layout: window.layout, contacts: trails, headsUp: headsUp)
    let scene = session.run.scene
    do {
      try window.draw(scene, at: scene.engine.currentTime, overlay: overlay)
    } catch {
      failure = failure ?? error
    }
    let now = clock.now()
    presentedDuringRead = now
    for start in waiting { presentation.add(max(now - start, 0)) }
    waiting.removeAll(keepingCapacity: true)
    let title = "glide live — \(source) — \(session.run.scenario.name) — t \(String(format: "%.1f", time)) s"
    if title != lastTitle {
      window.setTitle(title)
      lastTitle = title
    }
  }

  /// A latency sample of the session, delivered after the read's redraw (if any).
  private func presenting(_ sample: LatencySample) {
    guard measuresPresentation else { return }
    if let presented = presentedDuringRead {
      presentation.add(max(presented - sample.start, 0))
    } else {
      waiting.append(sample.start)
    }
  }
}
