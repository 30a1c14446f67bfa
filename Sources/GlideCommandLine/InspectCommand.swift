import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

struct InspectCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Summarise a device or a trace.",
    discussion: """
      For a device (/dev/input/eventN): its name, ids, kind, slots, size in mm, resolution, properties \
      and axes. For a trace (evemu, a .desc + .events pair, or libinput record): the same for the \
      recorded device, then the trace's duration, events, frames, dropped events, most simultaneous \
      touches, the input the reader dropped or doubted by kind (libevdev's rules: codes the device does \
      not declare, slots beyond its count, double tracking ids; and values beyond an axis's range) with \
      the first line of each, and every touch session with its start, end and distance travelled. An \
      accelerometer (a controller's motion sensors, a laptop's lis3lv02d) shows its units per g and, for \
      a trace, its gravity readings, the gravity at the first and last, and how far it tilted.

      Examples:
        glide inspect traces/default.evemu
        glide inspect traces/real/touchpads__SynPS2_Synaptics_TouchPad.events \\
          --desc traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc
        glide inspect /dev/input/event5
        glide inspect --json traces/default.evemu
      """)

  @Argument(help: "A trace file, or a device node such as /dev/input/event5.")
  var path: InputPath

  @OptionGroup var trace: TraceOptions

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  func run() throws {
    let path = self.path.path
    if path.isDevicePath {
      let device = try EvdevDevice(path: path).description
      try emit(InspectReport(path: path, format: "device", device: device, trace: nil, gravity: nil))
      return
    }
    let reader = try trace.open(path)
    var summary = TraceSummary()
    var assembler = FrameAssembler(device: reader.device)
    var gravity = reader.device.isAccelerometer ? GravityAssembler(device: reader.device) : nil
    var readings = GravitySummary()
    while let event = try reader.next() {
      summary.add(event)
      if let frame = assembler.consume(event) { summary.add(frame) }
      if let reading = gravity?.consume(event) { readings.add(reading) }
    }
    try emit(
      InspectReport(
        path: path, format: reader.format.rawValue, device: reader.device, trace: summary,
        inputWarnings: reader.warnings, gravity: gravity == nil ? nil : readings))
  }

  private func emit(_ report: InspectReport) throws {
    if json {
      try FileOutput.print(try report.json())
    } else {
      try FileOutput.print(report.text().joined(separator: "\n"))
    }
  }
}
