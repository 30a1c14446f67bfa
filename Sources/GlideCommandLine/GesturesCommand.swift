import ArgumentParser
import Foundation
import GlideGestures
import GlideInput
import GlideOutput

struct GesturesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gestures",
    abstract: "Print the gestures Glide recognises in a trace.",
    discussion: """
      Runs the recognisers over the trace's touch frames and prints every state change (possible → \
      began → changed → ended / cancelled, failed; recognized for taps and swipes) with its time in \
      seconds since the first frame and the recogniser's values: scale and scale/s for pinch, radians \
      and rad/s for rotation, translation (mm) and velocity (mm/s) for pan and edge pan, the direction \
      for swipe, the taps for tap, the location for long press.

      By default every recogniser runs on its own, so you see each one's verdict. With --exclusive they \
      share one arena as UIKit's recognisers on one view do: the first to begin makes the others fail.

      When the trace ends with fingers down, their touches are cancelled (so are the gestures they \
      drive), and the clock runs on for a second so waiting taps can fail or be recognised.

      Examples:
        glide gestures traces/default.evemu
        glide gestures traces/synaptics/swipe-3-fingers-left.evemu --recognizers pan,swipe
        glide gestures --json --exclusive traces/synaptics/tap-2-fingers.evemu
      """)

  @Argument(help: "A trace file.")
  var path: InputPath

  @OptionGroup var trace: TraceOptions

  @Option(
    help: ArgumentHelp(
      "The recognisers to run, comma-separated: \(RecognizerKind.allNames).", valueName: "NAMES"),
    transform: RecognizerKind.parseList)
  var recognizers: [RecognizerKind] = RecognizerKind.allCases

  @Flag(help: "Run the recognisers in one exclusive arena instead of each on its own.")
  var exclusive = false

  @Flag(help: "Print JSON Lines, one object per state change.")
  var json = false

  func run() throws {
    let reader = try trace.open(path.path)
    let session = GestureSession(
      device: reader.device, recognizers: recognizers.flatMap { $0.make(for: reader.device) },
      exclusive: exclusive)
    let printer = GestureEventPrinter(json: json)
    let output = FileOutput.standardOutput()
    let out = output.buffer
    session.onEvent = { [unowned session] event in
      printer.write(event, since: session.startTime ?? event.time, to: out)
      out.append(byte: UInt8(ascii: "\n"))
    }
    while let event = try reader.next() {
      session.consume(event)
      try output.lineEnded()
    }
    session.finish()
    try output.flush()
  }
}
