import ArgumentParser
import Foundation
import GlideInput

struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print the touch frames Glide assembles from a trace.",
    discussion: """
      One line per SYN_REPORT frame: the time since the first frame, the finger count, buttons, and each \
      touch with its id, slot, phase and position in millimetres. Frames that follow a SYN_DROPPED gap \
      are marked; their touches are cancelled.

      Examples:
        glide frames traces/default.evemu
        glide frames --json traces/synaptics/pinch-in-slow.evemu
      """)

  @Argument(help: "A trace file.")
  var path: String

  @OptionGroup var trace: TraceOptions

  @Flag(help: "Print one JSON object per frame (JSON Lines).")
  var json = false

  func run() throws {
    let reader = try trace.open(path)
    var assembler = FrameAssembler(device: reader.device)
    var printer = FramePrinter(json: json)
    while let event = try reader.next() {
      if let frame = assembler.consume(event) { print(try printer.line(for: frame)) }
    }
  }
}

/// Formats frames for `glide frames`, with times relative to the first frame.
struct FramePrinter {
  var json: Bool
  private var origin: Timestamp?
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  init(json: Bool) { self.json = json }

  mutating func line(for frame: TouchFrame) throws -> String {
    let origin = self.origin ?? frame.time
    self.origin = origin
    let time = frame.time.seconds(since: origin)
    if json {
      return String(decoding: try encoder.encode(JSONFrame(frame, time: time)), as: UTF8.self)
    }
    var parts = ["\(fixed(time, 6))  fingers \(frame.fingerCount)"]
    if frame.followsDroppedEvents { parts.append("[after SYN_DROPPED]") }
    if frame.buttons.contains(.left) { parts.append("[click]") }
    for touch in frame.touches {
      parts.append(
        "\(touch.id) slot \(touch.slot) \(touch.phase.rawValue) "
          + "(\(fixed(touch.location.x, 2)), \(fixed(touch.location.y, 2))) mm")
    }
    return parts.joined(separator: "  ")
  }
}

/// One frame of `glide frames --json`.
private struct JSONFrame: Encodable {
  struct JSONTouch: Encodable {
    var id, slot: Int
    var phase: String
    var x, y: Int32
    var xMillimetres, yMillimetres: Double
    var pressure: Int32?
  }
  var time: Double
  var fingers: Int
  var buttons: [String]
  var followsDroppedEvents: Bool
  var touches: [JSONTouch]

  init(_ frame: TouchFrame, time: Double) {
    self.time = time
    fingers = frame.fingerCount
    buttons = [(ButtonState.left, "left"), (.right, "right"), (.middle, "middle")]
      .filter { frame.buttons.contains($0.0) }.map(\.1)
    followsDroppedEvents = frame.followsDroppedEvents
    touches = frame.touches.map {
      JSONTouch(
        id: $0.id.rawValue, slot: $0.slot, phase: $0.phase.rawValue, x: $0.position.x, y: $0.position.y,
        xMillimetres: $0.location.x, yMillimetres: $0.location.y, pressure: $0.pressure)
    }
  }
}
