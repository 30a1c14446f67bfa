/// A recipe as a complete evemu file, whose header quotes the canonical `glide synth` command that makes
/// it again. The command is output only: `glide synth` parses its arguments with swift-argument-parser,
/// and the CLI tests check that running the quoted command writes the same file.
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

  /// The canonical command (no output path): `glide synth`, the gesture, then every option that matters
  /// for it, in a fixed order, so that equal recipes always quote the same command.
  public var commandLine: String {
    var options: [(String, String)] = []
    switch gesture {
    case .pinch: options += [("from", Self.format(from)), ("to", Self.format(to))]
    case .rotate: options += [("radians", Self.format(radians))]
    case .swipe, .drag:
      options += [("fingers", "\(effectiveFingers)"), ("dx", Self.format(dx)), ("dy", Self.format(dy))]
    case .edgeSwipe:
      options += [
        ("edge", edge.rawValue), ("fingers", "\(effectiveFingers)"), ("distance", Self.format(distance)),
      ]
    case .tap: options += [("fingers", "\(effectiveFingers)")]
    case .circle:
      options += [
        ("radius", Self.format(radius)), ("turns", Self.format(turns)), ("wobble", Self.format(wobble)),
        ("wobble-cycles", Self.format(wobbleCycles)),
      ]
      if let secondFingerAt { options.append(("second-finger-at", Self.format(secondFingerAt))) }
    }
    if gesture == .pinch || gesture == .rotate || gesture == .circle {
      options.append(("start-distance", Self.format(startDistance)))
    }
    options.append(("duration", Self.format(effectiveDuration)))
    if gesture == .edgeSwipe, let returnDistance, let returnDuration {
      options += [("return-distance", Self.format(returnDistance)), ("return-duration", Self.format(returnDuration))]
    }
    // A drag's default easing is not linear: its command always says which it has.
    if easing != .linear || gesture == .drag { options.append(("easing", easing.rawValue)) }
    if let centerX { options.append(("center-x", Self.format(centerX))) }
    if let centerY { options.append(("center-y", Self.format(centerY))) }
    if let thirdFingerAt { options.append(("third-finger-at", Self.format(thirdFingerAt))) }
    if let againAt, let againTo {
      options += [
        ("again-at", Self.format(againAt)), ("again-to", Self.format(againTo)),
        ("again-duration", Self.format(effectiveAgainDuration)),
      ]
    } else if let againAt, againDx != nil || againDy != nil {
      options += [
        ("again-at", Self.format(againAt)), ("again-dx", Self.format(againDx ?? 0)),
        ("again-dy", Self.format(againDy ?? 0)), ("again-duration", Self.format(effectiveAgainDuration)),
      ]
    }
    if let dropAt { options += [("drop-at", Self.format(dropAt)), ("drop-frames", "\(dropFrames)")] }
    options += [("rate", Self.format(rate)), ("noise", Self.format(noise))]
    if noise > 0 { options.append(("seed", "\(seed)")) }
    if start != 0.000001 { options.append(("start", Self.format(start))) }
    options.append(("device", device.rawValue))
    let words = ["glide", "synth", gesture.rawValue] + options.flatMap { ["--\($0.0)", $0.1] }
    return words.joined(separator: " ")
  }

  /// A number as the canonical command writes it: integers without a fraction (`80`), others in
  /// Swift's shortest round-tripping form (`0.4`).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
