import ArgumentParser
import Foundation
import GlideDemos
import GlideAnimation
import GlideInput
import GlideOutput
import GlideRender
import GlideSimulation
import GlideWindow

struct DemosCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demos",
    abstract: "List the reference articles' animations, each a demo to play, draw or log.",
    discussion: """
      Each demo is one animation of the reference articles (Core Animation's explicit animations and \
      transitions, UIKit's block, keyframe and view transitions, motion effects, animation under Auto \
      Layout), written with Glide's API as the article writes it with UIKit, with the article's values. \
      Its source is one short file in Sources/GlideDemos/BuiltIn/.

      glide demos lists them with where each comes from; glide demos NAME says what one shows and how \
      to see it; --window plays it in the simulator window (a click taps, a drag drags; space pauses, \
      r starts again, q quits). glide render --demo NAME draws it (frames, a contact sheet or a clip) \
      and glide replay --demo NAME logs its layers frame by frame (--json: JSON Lines).

      Examples:
        glide demos
        glide demos ship-path --window
        glide render --demo ship-path --scale 2 -o ship.png
        glide replay --demo keyframe-colour --json
      """)

  @Argument(help: "The demo to show or play.")
  var name: String?

  @Flag(help: "Play the demo in the simulator window.")
  var window = false

  @Option(help: "With --window: pixels per point (0.25 to 4).")
  var scale: Double = 1

  func validate() throws {
    if let name { _ = try Self.demo(named: name) }
    if window && name == nil { throw ValidationError("--window plays one demo: name it, e.g. glide demos ship-path --window.") }
    guard scale >= 0.25, scale <= 4 else { throw ValidationError("Please give --scale from 0.25 to 4; got \(scale).") }
    if !window && scale != 1 { throw ValidationError("--scale sizes the window: add --window.") }
  }

  func run() throws {
    guard let name else {
      let width = Demo.all.map(\.name.count).max() ?? 0
      let lines = Demo.all.map { demo in
        demo.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + demo.title + "\n"
          + String(repeating: " ", count: width + 2) + demo.source
      }
      try FileOutput.print(lines.joined(separator: "\n"))
      return
    }
    let demo = try Self.demo(named: name)
    guard window else {
      var lines = [
        "\(demo.name): \(demo.title)", "  from \(demo.source)",
        String(format: "  plays %.2f s", demo.duration) + (demo.isInteractive ? ", and reacts to taps and drags" : ""),
        "  glide demos \(demo.name) --window", "  glide render --demo \(demo.name) -o \(demo.name).png",
        "  glide replay --demo \(demo.name)",
      ]
      if demo.isInteractive {
        lines.append("  its script: " + demo.script.map { String(format: "%.2f s ", $0.time) + DemoLogFormatter.describe($0.kind) }.prefix(4).joined(separator: "; ") + (demo.script.count > 4 ? " …" : ""))
      }
      try FileOutput.print(lines.joined(separator: "\n"))
      return
    }
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    let screen = Size(width: 390, height: 844)
    let surface = PointerTouchEmulator(widthPoints: Int(screen.width), heightPoints: Int(screen.height)).device.geometry
    let layout = WindowLayout(
      screenSize: screen, surfaceMillimetres: Size(width: surface.widthMillimetres, height: surface.heightMillimetres),
      scale: scale)
    let simulator = try SimulatorWindow(
      title: "glide demos — \(demo.name)", layout: layout, fonts: try FontLibrary(), framesPerSecond: 60)
    let session = DemoWindow(demo: demo, window: simulator)
    session.note = { StandardError.write("glide demos: \($0)\n") }
    let played = try session.play()
    try FileOutput.print(String(format: "%@: played %.3f s", demo.name, played))
  }

  /// The built-in demo called `name`, or an error listing them.
  static func demo(named name: String) throws -> Demo {
    guard let demo = Demo.named(name) else {
      throw ValidationError(
        "There is no demo '\(name.escapingInvisibles)'; the demos are \(Demo.all.map(\.name).joined(separator: ", ")) (glide demos lists them).")
    }
    return demo
  }

  /// The taps and drags of the trace at `path` for a demo on a `size`-point screen; nil without a trace
  /// (the demo's script).
  static func inputs(trace path: String?, options: TraceOptions, size: Size) throws -> [DemoInput]? {
    guard let path else { return nil }
    let reader = try options.open(path)
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event) }
    return DemoInput.from(events, device: reader.device, screen: size)
  }
}
