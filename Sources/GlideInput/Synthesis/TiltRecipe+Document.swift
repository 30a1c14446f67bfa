/// A tilt recipe as a complete evemu file whose header quotes the canonical `glide synth tilt` command.
extension TiltRecipe {
  /// The header comment lines: that the trace is synthetic, the command that makes it, and the device.
  public var headerComments: [String] {
    [
      "Synthetic trace made by Glide's TiltSynthesizer: \(commandLine)",
      "Not a recording: the events are what the sensor's kernel driver would report for this tilt.",
      "Device: \(device.provenance).",
    ]
  }

  /// The evemu file: the header comments, the device description and the events.
  public func document() -> String {
    EvemuWriter.document(device: device.device, comments: headerComments, events: events)
  }

  /// The canonical command (no output path), every option that matters in a fixed order.
  public var commandLine: String {
    var options: [(String, String)] = [
      ("horizontal", format(horizontal)), ("vertical", format(vertical)),
      ("start-horizontal", format(startHorizontal)), ("start-vertical", format(startVertical)),
    ]
    if lead > 0 { options.append(("lead", format(lead))) }
    options += [("duration", format(duration))]
    if easing != .linear { options.append(("easing", easing.rawValue)) }
    options.append(("hold", format(hold)))
    if let back { options.append(("back", format(back))) }
    options += [("rate", format(effectiveRate)), ("noise", format(noise))]
    if noise > 0 { options.append(("seed", "\(seed)")) }
    if start != 0.000001 { options.append(("start", format(start))) }
    options.append(("device", device.rawValue))
    let words = ["glide", "synth", "tilt"] + options.flatMap { ["--\($0.0)", $0.1] }
    return words.joined(separator: " ")
  }

  private func format(_ value: Double) -> String { SynthesisRecipe.format(value) }
}
