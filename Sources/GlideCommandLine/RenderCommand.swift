import ArgumentParser
import Foundation
import GlideDemos
import GlideAnimation
import GlideOutput
import GlideRender
import GlideSimulation
import GlideTransitions

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

struct RenderCommand: ParsableCommand, FoundPaths, FolderOutputs {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a replay offscreen, frame by frame: PNG frames, a contact sheet or a video.",
    discussion: """
      Replays the trace as `glide replay` does (same scenario options, same clock) and draws the \
      simulated screen at every display-link frame (60 Hz, --fps) from the first event to the end of \
      the replay, frames where nothing moves included, so the frames play back in real time. Drawing \
      is offscreen (SDL's software renderer): no display is needed. The screen is --screen points \
      (390x844 by default) drawn at --scale pixels per point.

      -o OUT says what to write:
        a folder (a path ending in /, an existing folder, or a name without an extension): one PNG per \
      frame, frame-00000.png on (frame N is at the first frame's time plus N/fps), written into a fresh \
      folder beside it and swapped in when complete; an existing folder may hold only frames.
        NAME.png: a contact sheet of --frames frames (8 by default) spread evenly from the first to \
      the last, each with its time (and the transition's percent on screen) written under it.
        NAME.mp4, NAME.webm or NAME.gif: a video, made by the ffmpeg command (Debian package ffmpeg) \
      from the frames piped to it (a GIF plays at most 50 frames a second).

      Files are written under a .partial name and renamed into place when complete (a video once \
      ffmpeg has succeeded); Ctrl-C leaves the old output as it was. A link or device named as a video \
      is refused. Same trace and options, same PNG bytes (videos: with the same ffmpeg).

      Examples:
        glide render -o frames/
        glide render --scale 2 -o sheet.png --frames 6
        glide render traces/edge-back/finish.evemu --scenario edge-back -o edge.mp4
        glide render --scale 0.5 -o docs/default.gif
        glide render --demo ship-path --scale 2 -o ship.png

      --demo NAME draws one of the reference articles' animations (`glide demos` lists them) from its \
      start to its end at the display link's rate, given the taps and drags of its script, or those \
      of the trace when one is named.
      """)

  @Argument(help: "A trace file (default: the bundled traces/default.evemu).")
  var path: InputPath?

  @OptionGroup var trace: TraceOptions
  @OptionGroup var scenario: ScenarioCommandOptions

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("A folder, a .png contact sheet, or a .mp4/.webm/.gif video.", valueName: "OUT"))
  var output: OutputPath

  @Option(help: "Pixels per point (1, 2, 3 …; 0.25 to 4).")
  var scale: Double = 1

  @Option(help: ArgumentHelp("Draw a demo instead of a replay (see `glide demos`); a trace, if given, gives its taps and drags.", valueName: "NAME"))
  var demo: String?

  @Option(help: ArgumentHelp("The simulated screen, points (sets screenWidth and screenHeight).", valueName: "WxH"))
  var screen: String?

  @Option(help: "How many frames a contact sheet shows (1 to 64).")
  var frames: Int?

  @OptionGroup var displayLink: DisplayLinkOptions

  func validate() throws {
    if output.path == "-" {
      throw ValidationError(
        "Please give -o a folder (frames as PNGs), a .png (a contact sheet) or a .mp4, .webm or .gif file: "
          + "a render cannot go to standard output (-).")
    }
    guard scale >= 0.25, scale <= 4 else { throw ValidationError("Please give --scale from 0.25 to 4; got \(scale).") }
    if let screen { _ = try Self.screenSize(screen) }
    if let demo {
      _ = try DemosCommand.demo(named: demo)
      try DemoConflicts.refuse(demo: demo, scenario)
    }
    let destination = try destination()
    if let frames {
      guard case .contactSheet = destination else {
        throw ValidationError("--frames is for a contact sheet: give -o a .png, e.g. -o sheet.png --frames \(frames).")
      }
      guard (1...64).contains(frames) else { throw ValidationError("Please give --frames from 1 to 64; got \(frames).") }
    }
  }

  func run() throws {
    Interruption.install()
    let destination = try destination()
    let source: RenderSource
    let size: Size
    var screenOption = "--screen"
    if let demo {
      let screenSize = try screen.map(Self.screenSize) ?? Size(width: 390, height: 844)
      source = .demo(try DemosCommand.demo(named: demo), inputs: try DemosCommand.inputs(trace: path?.path, options: trace, size: screenSize))
      size = screenSize
    } else {
      let (chosen, options) = try scenario.resolve(screen: screen)
      source = .replay(chosen, options)
      size = Size(width: options.number("screenWidth"), height: options.number("screenHeight"))
      screenOption = WindowOptions.screenOption(given: screen, options: options)
    }
    try WindowOptions.checkCanvas(
      size, scale: scale, screenOption: screenOption,
      describing: "the screen (\(WindowOptions.points(size.width))×\(WindowOptions.points(size.height)) points)")
    if case .video(let path, _) = destination, VideoEncoder.ffmpeg() == nil {
      throw VideoEncoder.Failure.notInstalled(output: path)
    }
    let fonts = try FontLibrary()
    let canvas = try Canvas(offscreenSize: size, scale: scale, fonts: fonts)
    let traces = try RereadableTrace(
      path?.path, options: trace, passes: demo == nil && destination == .contactSheet(output.path) ? 2 : 1,
      command: "a contact sheet")
    let session = RenderSession(
      command: self, source: source, traces: traces, canvas: canvas, renderer: LayerRenderer())
    switch destination {
    case .folder(let path): try session.writeFolder(path)
    case .contactSheet(let path): try session.writeContactSheet(path, frames: frames ?? 8)
    case .video(let path, let format): try session.writeVideo(path, format: format)
    }
  }

  /// The bundled default trace when none is given, and the font `GLIDE_FONT` names.
  func declareFoundPaths(into paths: inout CommandPaths) {
    paths.readDefaultTrace(unless: path)
    paths.readFont()
  }

  /// `-o` when it names a folder of frames, replaced whole.
  var folderOutputOptions: [String] {
    if case .folder? = try? destination() { ["-o"] } else { [] }
  }

  private func destination() throws -> RenderDestination {
    do {
      return try RenderDestination(output.path)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// `WxH` (or `W×H`) in points, each from 1 to 4096.
  static func screenSize(_ text: String) throws -> Size {
    let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x")
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      (1...4096).contains(width), (1...4096).contains(height)
    else {
      throw ValidationError("Please give --screen as WIDTHxHEIGHT in points from 1 to 4096, e.g. --screen 390x844; got '\(text.escapingInvisibles)'.")
    }
    return Size(width: width, height: height)
  }

  var traceOptions: TraceOptions { trace }
  var framesPerSecond: Double { displayLink.fps }
}

/// What `glide render` draws: a scenario replaying a trace, or a demo.
enum RenderSource {
  case replay(Scenario, ScenarioOptions)
  /// A demo given these inputs (nil: its script).
  case demo(Demo, inputs: [DemoInput]?)
}

/// A frame `glide render` draws: its number (0, 1, … with no gaps), its time (seconds on the trace's
/// clock, or from the demo's start) and, during a transition, the transition's percent on screen.
struct RenderFrame {
  var number: Int
  var time: Double
  var percent: Double?
}

/// One `glide render`: the replay or demo driven frame by frame and each frame drawn and written.
private struct RenderSession {
  let command: RenderCommand
  let source: RenderSource
  /// The trace, read once per pass.
  let traces: RereadableTrace
  let canvas: Canvas
  let renderer: LayerRenderer

  /// Plays the source, calling `body` with each frame and the scene showing it; the first error `body`
  /// throws stops it and is thrown. Returns how it ended (`pinch-pop finished`, `demo ship-path`) and the
  /// number of frames.
  private func replay(_ body: @escaping (RenderFrame, Scene) throws -> Void) throws -> (String, Int) {
    switch source {
    case .replay(let scenario, let options):
      let input = try traces.open()
      let replayer = Replayer(
        scenario: scenario, options: options, device: input.device, framesPerSecond: command.framesPerSecond)
      replayer.run.capturesViews = false
      replayer.run.retainsRecords = false
      let frames = ReplayFrames(replayer: replayer)
      var failure: (any Error)?
      let scene = replayer.run.scene
      frames.onFrame = { frame in
        guard failure == nil else { return }
        do { try body(RenderFrame(number: frame.number, time: frame.time, percent: frame.percent), scene) } catch { failure = error }
      }
      let summary = try frames.replay {
        if let failure { throw failure }
        return try input.next()
      }
      if let failure { throw failure }
      return ("\(summary.scenario) \(summary.outcome.rawValue)", frames.count)
    case .demo(let demo, let inputs):
      let run = DemoRun(
        demo: demo, size: canvas.size, inputs: inputs, framesPerSecond: command.framesPerSecond)
      try run.play { number in
        try body(RenderFrame(number: number, time: run.time(ofFrame: number)), run.scene)
      }
      return ("demo \(demo.name)", run.frameCount)
    }
  }

  /// Draws the scene at `frame`.
  private func draw(_ frame: RenderFrame, scene: Scene) throws {
    try renderer.render(scene, at: frame.time, on: canvas)
  }

  func writeFolder(_ path: String) throws {
    let folder = try FrameFolder(path)
    var first: RenderFrame?
    var last: RenderFrame?
    let writer = PNGFrameWriter()
    let (summary, count): (String, Int)
    do {
      (summary, count) = try replay { frame, scene in
        try draw(frame, scene: scene)
        try writer.write(
          canvas.readRGBA(), width: canvas.pixelWidth, height: canvas.pixelHeight,
          to: folder.file(Self.frameName(frame.number)), unchanged: canvas.lastDamage.isEmpty)
        first = first ?? frame
        last = frame
      }
      try writer.finish()
    } catch {
      try? writer.finish()  // what is under way ends before the error is reported
      folder.discard()
      throw error
    }
    try folder.commit()
    try FileOutput.print("wrote \(count) frames to \(path.escapingInvisibles): \(describe(summary, first: first, last: last))")
  }

  /// `frame-00042.png`.
  static func frameName(_ number: Int) -> String { String(format: "frame-%05d.png", number) }

  func writeContactSheet(_ path: String, frames wanted: Int) throws {
    // A first pass counts the frames (the replay alone, nothing drawn), so the chosen ones can be drawn as
    // the second pass reaches them.
    let (_, total) = try replay { _, _ in }
    let chosen = Set(Self.spread(wanted, over: total))
    try checkSheet(tiles: chosen.count)
    var tiles: [ContactSheet.Tile] = []
    var first: RenderFrame?
    var last: RenderFrame?
    let (summary, _) = try replay { frame, scene in
      first = first ?? frame
      last = frame
      guard chosen.contains(frame.number) else { return }
      try draw(frame, scene: scene)
      tiles.append(ContactSheet.Tile(image: canvas.image(), caption: Self.caption(frame)))
    }
    guard !tiles.isEmpty else { throw RenderFailure("the replay has no frames to show: the trace has no events") }
    let sheet = try ContactSheet(tiles: tiles, scale: command.scale).image(fonts: canvas.fonts)
    try OutputFile.write(sheet.pngData(), to: path)
    try FileOutput.print("wrote \(path.escapingInvisibles): \(tiles.count) of \(total) frames, \(describe(summary, first: first, last: last))")
  }

  /// Refuses a sheet of `count` frames past ``ContactSheet``'s limits before a frame is drawn, naming the
  /// options that size it.
  private func checkSheet(tiles count: Int) throws {
    do {
      _ = try ContactSheet.pixelSize(
        tiles: count, tileWidth: canvas.pixelWidth, tileHeight: canvas.pixelHeight, scale: command.scale)
    } catch {
      throw ValidationError(
        "Please give fewer --frames or a smaller --screen or --scale: \(error) "
          + "(\(count) frame\(count == 1 ? "" : "s") of \(canvas.pixelWidth)×\(canvas.pixelHeight) pixels).")
    }
  }

  /// `count` frame numbers spread evenly over `total`, the first and the last included.
  static func spread(_ count: Int, over total: Int) -> [Int] {
    guard total > 0 else { return [] }
    guard count > 1, total > 1 else { return [0] }
    let n = min(count, total)
    return (0..<n).map { Int((Double($0) * Double(total - 1) / Double(n - 1)).rounded()) }
  }

  /// `0.250 s · 37 %`: the frame's time and, during a transition, its percent on screen.
  static func caption(_ frame: RenderFrame) -> String {
    let time = String(format: "%.3f s", frame.time)
    guard let percent = frame.percent else { return time }
    return time + String(format: " · %.0f %%", percent * 100)
  }

  func writeVideo(_ path: String, format: RenderDestination.VideoFormat) throws {
    let encoder = try VideoEncoder(
      path: path, format: format, width: canvas.pixelWidth, height: canvas.pixelHeight,
      framesPerSecond: command.framesPerSecond)
    var buffer = [UInt8](repeating: 0, count: canvas.pixelWidth * canvas.pixelHeight * 3)
    var first: RenderFrame?
    var last: RenderFrame?
    var piped = true
    let result: (String, Int)
    do {
      result = try replay { frame, scene in
        try draw(frame, scene: scene)
        buffer.withUnsafeMutableBytes { canvas.read(into: $0) }
        if piped { piped = buffer.withUnsafeBytes { encoder.write($0) } }
        first = first ?? frame
        last = frame
      }
    } catch {
      encoder.abandon()
      throw error
    }
    try encoder.finish()
    try FileOutput.print("wrote \(path.escapingInvisibles): \(result.1) frames, \(describe(result.0, first: first, last: last))")
  }

  private func describe(_ ending: String, first: RenderFrame?, last: RenderFrame?) -> String {
    let span = first.flatMap { a in last.map { b in String(format: "%.3f s to %.3f s", a.time, b.time) } } ?? "no frames"
    let rate = String(format: "%g", command.framesPerSecond)
    return "\(canvas.pixelWidth)×\(canvas.pixelHeight) pixels, \(span) at \(rate) fps; \(ending)"
  }
}

/// A render that could not be finished, in words a user can act on.
struct RenderFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
