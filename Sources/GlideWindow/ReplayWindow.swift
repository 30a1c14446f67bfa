import GlideRender
public import GlideSimulation
import Foundation

/// `glide replay --window`: a replay played in the simulator window in real time (or slower or faster),
/// paused, stepped a display frame at a time and restarted from the keys, until the window is closed.
/// At the end of the trace the last frame stays up until then.
public final class ReplayWindow {
  public let playback: ReplayPlayback
  public let window: SimulatorWindow
  /// The trace's name for the title.
  public let traceName: String
  /// Playback speed, 0.1× to 4×.
  public private(set) var speed: Double
  public private(set) var isPaused: Bool
  /// Called with a line for the log (standard error): how frames are paced, and changes to it.
  public var note: (String) -> Void = { _ in }

  /// Where the playback is, in frames (fractional while playing).
  private var position: Double
  private var lastTitle = ""

  public init(playback: ReplayPlayback, window: SimulatorWindow, traceName: String, speed: Double = 1, paused: Bool = false) {
    (self.playback, self.window, self.traceName, self.speed, isPaused) = (playback, window, traceName, speed, paused)
    position = Double(playback.frame)
  }

  /// Plays until the window is closed (or `q`, Escape), then ends the replay (see ``ReplayPlayback/end()``)
  /// and returns its summary.
  public func run() throws -> ReplaySummary {
    note("Frames are paced by \(window.pacing.description); the renderer is \(window.rendererName).")
    var clock = SimulatorWindow.now()
    var needsDrawing = true
    var vsyncCheck = VSyncCheck()
    while true {
      let idle = (isPaused || playback.hasEnded) && !needsDrawing
      let input = window.input(waiting: idle ? 0.05 : nil)
      for command in input.commands {
        if command == .quit { return finish() }
        apply(command)
        needsDrawing = true
      }
      let now = SimulatorWindow.now()
      if !isPaused && !playback.hasEnded {
        position += (now - clock) * playback.framesPerSecond * speed
        let before = playback.frame
        playback.show(Int64(position.rounded(.down)))
        if playback.hasEnded { position = Double(playback.frame) }
        needsDrawing = needsDrawing || playback.frame != before || playback.hasEnded
      }
      clock = now
      guard needsDrawing else { continue }
      try draw()
      needsDrawing = !isPaused && !playback.hasEnded
      if window.hasVSync, vsyncCheck.presented(after: window.presentSeconds) == false {
        window.useTimer()
        note("vsync does not wait here (presents take \(vsyncCheck.averageMilliseconds) ms): frames are paced by \(window.pacing.description).")
      }
      window.waitForFrame()
    }
  }

  private func apply(_ command: WindowCommand) {
    switch command {
    case .togglePause:
      isPaused.toggle()
    case .stepForward:
      isPaused = true
      playback.show(playback.frame + 1)
    case .stepBack:
      isPaused = true
      playback.show(playback.frame - 1)
    case .slower: speed = PlaybackSpeed.slower(than: speed)
    case .faster: speed = PlaybackSpeed.faster(than: speed)
    case .restart: playback.restart()
    case .quit: break
    }
    position = Double(playback.frame)
  }

  private func finish() -> ReplaySummary {
    let summary = playback.end()
    window.close()
    return summary
  }

  /// Draws the frame shown, and sets the title when it changed.
  private func draw() throws {
    var headsUp = playback.headsUp
    headsUp.playback = playbackLine
    let overlay = WindowOverlay.snapshot(layout: window.layout, contacts: playback.trails, headsUp: headsUp)
    let scene = playback.replayer.run.scene
    try window.draw(scene, at: max(playback.time, scene.engine.currentTime), overlay: overlay)
    let title = "glide replay — \(traceName) — \(playbackLine)"
    if title != lastTitle {
      window.setTitle(title)
      lastTitle = title
    }
  }

  /// `t 0.250 s  frame 15  1×  paused`.
  private var playbackLine: String {
    let state = playback.hasEnded ? "  ended" : isPaused ? "  paused" : ""
    return String(format: "t %.3f s  frame %lld  %g×", playback.time, playback.frame - playback.firstFrame, speed) + state
  }
}

/// Whether a renderer's vsync really waits: the first frames' `SDL_RenderPresent` calls are timed, and
/// presents that return in under a millisecond on average do not wait for a vertical blank (SDL's
/// software renderer, and GL on a virtual display, claim vsync all the same).
struct VSyncCheck {
  private var durations: [Double] = []
  static let frames = 10

  /// Takes one frame's present time, seconds; false once the first frames show vsync does not
  /// wait, nil until then (and after).
  mutating func presented(after seconds: Double) -> Bool? {
    guard durations.count < Self.frames else { return nil }
    durations.append(seconds)
    guard durations.count == Self.frames else { return nil }
    return durations.reduce(0, +) / Double(durations.count) >= 0.001
  }

  var averageMilliseconds: String {
    String(format: "%.2f", durations.reduce(0, +) / Double(max(durations.count, 1)) * 1000)
  }
}
