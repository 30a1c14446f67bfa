import Foundation
import GlideAnimation
import GlideInput
public import GlideDemos
import GlideSimulation

/// `glide demos NAME --window`: a demo played in the simulator window in real time, from its start and
/// on past its end (what repeats keeps going), until the window is closed. A click on the screen is a
/// tap (it presses the demo's buttons); a drag is a drag. Space pauses, `r` starts it again, `[` and `]`
/// change the speed, `q` or Escape quits.
public final class DemoWindow {
  public let demo: Demo
  public let window: SimulatorWindow
  public private(set) var run: DemoRun
  public private(set) var speed = 1.0
  public private(set) var isPaused = false
  /// Called with a line for the log (standard error): how frames are paced.
  public var note: (String) -> Void = { _ in }

  /// The demo's time shown, seconds.
  private var time = 0.0
  private var press: (start: Point, dragging: Bool)?
  private var lastTitle = ""
  private let trails: ContactTrails

  public init(demo: Demo, window: SimulatorWindow) {
    self.demo = demo
    self.window = window
    let screen = window.layout.screen
    run = DemoRun(demo: demo, size: Size(width: screen.width, height: screen.height), inputs: [])
    trails = ContactTrails(
      device: PointerTouchEmulator(widthPoints: Int(screen.width.rounded()), heightPoints: Int(screen.height.rounded())).device)
  }

  /// Plays until the window is closed; returns how long the demo played, seconds of its clock.
  @discardableResult
  public func play() throws -> Double {
    note("Frames are paced by \(window.pacing.description); the renderer is \(window.rendererName).")
    var clock = SimulatorWindow.now()
    while true {
      let input = window.input(waiting: isPaused ? 0.05 : nil)
      for command in input.commands {
        switch command {
        case .quit:
          window.close()
          return time
        case .togglePause: isPaused.toggle()
        case .restart: restart()
        case .slower: speed = PlaybackSpeed.slower(than: speed)
        case .faster: speed = PlaybackSpeed.faster(than: speed)
        case .stepForward: (isPaused, time) = (true, time + 1 / 60)
        case .stepBack: break  // a demo's clock runs one way; `r` starts it again
        }
      }
      let now = SimulatorWindow.now()
      if !isPaused { time += (now - clock) * speed }
      clock = now
      run.advance(to: time)
      for action in input.pointer { take(action) }
      try draw()
      window.waitForFrame()
    }
  }

  private func restart() {
    let screen = window.layout.screen
    run = DemoRun(demo: demo, size: Size(width: screen.width, height: screen.height), inputs: [])
    time = 0
  }

  /// A press that moves less than 4 points before it is released is a tap; one that moves further
  /// is a drag.
  private func take(_ action: SimulatorWindow.PointerAction) {
    switch action {
    case .press(let point, _, _):
      press = (point, false)
    case .move(let point):
      guard var current = press else { return }
      let moved = Vector(dx: point.x - current.start.x, dy: point.y - current.start.y)
      if !current.dragging, (moved.dx * moved.dx + moved.dy * moved.dy).squareRoot() >= 4 {
        current.dragging = true
        run.send(.drag(.began, location: current.start, translation: Vector(dx: 0, dy: 0)))
      }
      if current.dragging { run.send(.drag(.changed, location: point, translation: moved)) }
      press = current
    case .release(let point):
      guard let current = press else { return }
      press = nil
      if current.dragging {
        let moved = Vector(dx: point.x - current.start.x, dy: point.y - current.start.y)
        run.send(.drag(.ended, location: point, translation: moved))
      } else {
        run.send(.tap(current.start))
      }
    }
  }

  private func draw() throws {
    var headsUp = HeadsUpDisplay(scenario: demo.name)
    headsUp.playback = playbackLine
    let overlay = WindowOverlay.snapshot(layout: window.layout, contacts: trails, headsUp: headsUp)
    try window.draw(run.scene, at: run.time, overlay: overlay)
    let title = "glide demos — \(demo.name) — \(playbackLine)"
    if title != lastTitle {
      window.setTitle(title)
      lastTitle = title
    }
  }

  /// `t 1.250 s  1×  paused`.
  private var playbackLine: String {
    String(format: "t %.3f s  %g×", time, speed) + (isPaused ? "  paused" : "")
  }
}
