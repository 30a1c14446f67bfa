/// A recipe as a complete evemu file.
extension SynthesisRecipe {
  /// The header comment lines: that the trace is synthetic, the command that makes it, and the device.
  public var headerComments: [String] {
    [
      "Synthetic trace made by Glide's TraceSynthesizer: \(commandLine)",
      "Not a recording: the events are what a kernel driver would report for this gesture.",
      "Device: \(device.provenance).",
    ]
  }

  /// The evemu file: the header comments, the device description and the events.
  public func document() -> String {
    EvemuWriter.document(device: device.device, comments: headerComments, events: events)
  }
}
