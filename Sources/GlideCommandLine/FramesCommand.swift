import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

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
  var path: InputPath

  @OptionGroup var trace: TraceOptions

  @Flag(help: "Print one JSON object per frame (JSON Lines).")
  var json = false

  func run() throws {
    let reader = try trace.open(path.path)
    var assembler = FrameAssembler(device: reader.device)
    var printer = FramePrinter(json: json)
    let output = FileOutput.standardOutput()
    while let event = try reader.next() {
      guard let frame = assembler.consume(event) else { continue }
      printer.write(frame, to: output.buffer)
      output.buffer.append(byte: UInt8(ascii: "\n"))
      try output.lineEnded()
    }
    try output.flush()
  }
}

/// Formats frames for `glide frames`, with times relative to the first frame, straight into an
/// ``OutputBuffer``. The JSON is what `JSONEncoder` with `.sortedKeys` wrote for it before (the bytes
/// are the same): keys sorted, numbers with the shortest digits that read back as the same double.
struct FramePrinter {
  var json: Bool
  private var origin: Timestamp?

  init(json: Bool) { self.json = json }

  /// Appends the line for `frame` (no line break).
  mutating func write(_ frame: TouchFrame, to out: OutputBuffer) {
    let origin = self.origin ?? frame.time
    self.origin = origin
    let time = frame.time.seconds(since: origin)
    if json { return Self.writeJSON(frame, time: time, to: out) }
    out.append(fixed: time, places: 6)
    out.append("  fingers " as StaticString)
    out.append(frame.fingerCount)
    if frame.followsDroppedEvents { out.append("  [after SYN_DROPPED]" as StaticString) }
    if frame.buttons.contains(.left) { out.append("  [click]" as StaticString) }
    for touch in frame.touches {
      out.append("  #" as StaticString)
      out.append(touch.id.rawValue)
      out.append(" slot " as StaticString)
      out.append(touch.slot)
      out.append(byte: UInt8(ascii: " "))
      out.append(touch.phase.rawValue)
      out.append(" (" as StaticString)
      out.append(fixed: touch.location.x, places: 2)
      out.append(", " as StaticString)
      out.append(fixed: touch.location.y, places: 2)
      out.append(") mm" as StaticString)
    }
  }

  /// One frame of `glide frames --json` (the schema is in `docs/commands.md`).
  private static func writeJSON(_ frame: TouchFrame, time: Double, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .shortest)
    w.key("buttons")
    out.append(byte: UInt8(ascii: "["))
    var first = true
    for (button, name) in [(ButtonState.left, "left" as StaticString), (.right, "right"), (.middle, "middle")]
    where frame.buttons.contains(button) {
      out.append(first ? "\"" as StaticString : ",\"")
      out.append(name)
      out.append(byte: UInt8(ascii: "\""))
      first = false
    }
    out.append(byte: UInt8(ascii: "]"))
    w.field("fingers", frame.fingerCount)
    w.field("followsDroppedEvents", frame.followsDroppedEvents)
    w.field("time", time)
    w.key("touches")
    out.append(byte: UInt8(ascii: "["))
    for (index, touch) in frame.touches.enumerated() {
      if index > 0 { out.append(byte: UInt8(ascii: ",")) }
      var t = JSONObjectWriter(out, numbers: .shortest)
      t.field("id", touch.id.rawValue)
      t.field("phase", touch.phase.rawValue)
      if let pressure = touch.pressure { t.field("pressure", Int(pressure)) }
      t.field("slot", touch.slot)
      t.field("x", Int(touch.position.x))
      t.field("xMillimetres", touch.location.x)
      t.field("y", Int(touch.position.y))
      t.field("yMillimetres", touch.location.y)
      t.close()
    }
    out.append(byte: UInt8(ascii: "]"))
    w.close()
  }
}
