import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert a trace to evemu or libinput record.",
    discussion: """
      Reads any trace Glide reads (evemu with or without its own header, a .desc + .events pair, \
      libinput record YAML) and writes it with the full device description: evemu 1.3 as \
      evemu-record writes it (evemu-device and evemu-play accept it), or libinput record version 1. \
      Event times are kept as they are. Reading the output back gives the same device and events.

      Examples:
        glide convert traces/real/touchpads__SynPS2_Synaptics_TouchPad.events \\
          --desc traces/real/touchpads__SynPS2_Synaptics_TouchPad.desc -o synaptics.evemu
        glide convert recording.yml -o recording.evemu
        glide convert traces/default.evemu --format libinput -o default.yml
      """)

  /// The formats `convert` writes.
  enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case evemu
    case libinput
  }

  @Argument(help: "The trace to read.")
  var input: InputPath

  @OptionGroup var trace: TraceOptions

  @Option(name: .shortAndLong, help: ArgumentHelp("The file to write.", valueName: "OUT"))
  var output: OutputPath

  @Option(help: "The output format.")
  var format: OutputFormat = .evemu

  func run() throws {
    Interruption.install()
    let count = try convert()
    note("wrote \(count) events to \(output.path == "-" ? "standard output" : output.path.escapingInvisibles)")
  }

  /// Header comments the writers make afresh, so they are not carried over twice.
  private static let regenerated = [
    "Input device name:", "Input device ID:", "Size in mm:", "Name:", "ID:", "Converted by glide convert",
  ]

  /// Copies every event to the output, which appears (synced) only once all are written; returns how many.
  private func convert() throws(TraceError) -> Int {
    let (input, output) = (self.input.path, self.output.path)
    let reader = try trace.open(input)
    let comments =
      ["Converted by glide convert from \(input) (\(reader.format.rawValue))"]
      + reader.comments.filter { comment in !Self.regenerated.contains { comment.hasPrefix($0) } }
    let write: (InputEvent) throws(TraceError) -> Void
    let close: () throws(TraceError) -> Void
    switch format {
    case .evemu:
      let writer = try EvemuWriter(path: output, device: reader.device, comments: comments)
      (write, close) = (writer.write, writer.close)
    case .libinput:
      let writer = try LibinputRecordWriter(path: output, device: reader.device, comments: comments)
      (write, close) = (writer.write, writer.close)
    }
    var count = 0
    while let event = try reader.next() {
      try write(event)
      count += 1
    }
    try close()
    return count
  }

  private func note(_ message: String) {
    StandardError.write("glide convert: \(message)\n")
  }
}
