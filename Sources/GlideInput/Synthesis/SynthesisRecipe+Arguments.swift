/// A recipe as `glide synth` arguments, both ways, and its validation. `glide synth` parses with
/// swift-argument-parser; this parser exists so that tests and tools can rebuild a recipe from the
/// command in a trace's header without the command line target. Both accept the same options.
extension SynthesisRecipe {
  /// A recipe problem, phrased for the person who typed the command ("Please …").
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
  }

  /// The canonical arguments after `glide synth` (no output path): the gesture, then every option that
  /// matters for it, in a fixed order.
  public var arguments: [String] {
    var options: [(String, String)] = []
    switch gesture {
    case .pinch: options += [("from", Self.format(from)), ("to", Self.format(to))]
    case .rotate: options += [("radians", Self.format(radians))]
    case .swipe:
      options += [("fingers", "\(effectiveFingers)"), ("dx", Self.format(dx)), ("dy", Self.format(dy))]
    case .edgeSwipe:
      options += [
        ("edge", edge.rawValue), ("fingers", "\(effectiveFingers)"), ("distance", Self.format(distance)),
      ]
    case .tap: options += [("fingers", "\(effectiveFingers)")]
    }
    if gesture == .pinch || gesture == .rotate {
      options.append(("start-distance", Self.format(startDistance)))
    }
    options.append(("duration", Self.format(effectiveDuration)))
    if easing != .linear { options.append(("easing", easing.rawValue)) }
    if let centerX { options.append(("center-x", Self.format(centerX))) }
    if let centerY { options.append(("center-y", Self.format(centerY))) }
    if let thirdFingerAt { options.append(("third-finger-at", Self.format(thirdFingerAt))) }
    if let dropAt { options += [("drop-at", Self.format(dropAt)), ("drop-frames", "\(dropFrames)")] }
    options += [("rate", Self.format(rate)), ("noise", Self.format(noise))]
    if noise > 0 { options.append(("seed", "\(seed)")) }
    if start != 0.000001 { options.append(("start", Self.format(start))) }
    options.append(("device", device.rawValue))
    return [gesture.rawValue] + options.flatMap { ["--\($0.0)", $0.1] }
  }

  /// `glide synth` followed by the canonical arguments.
  public var commandLine: String { (["glide", "synth"] + arguments).joined(separator: " ") }

  /// Reads `glide synth` arguments (`-o`/`--output` and its value are skipped).
  /// - Throws: ``Problem`` for an unknown gesture or option, a missing or malformed value, or a
  ///   recipe that ``validate()`` rejects.
  public init(arguments: [String]) throws(Problem) {
    guard let name = arguments.first else { throw Problem("Please name a gesture: \(Self.gestureList).") }
    guard let gesture = Gesture(rawValue: name) else {
      throw Problem("Please name a gesture (\(Self.gestureList)); '\(name)' is not one.")
    }
    self.init(gesture: gesture)
    var rest = arguments.dropFirst()
    while let option = rest.popFirst() {
      guard let value = rest.popFirst() else { throw Problem("Please give a value after '\(option)'.") }
      try set(option, value)
    }
    try validate()
  }

  /// Checks that the recipe makes a sensible trace on its device.
  /// - Throws: ``Problem`` naming the option to change.
  public func validate() throws(Problem) {
    try require(effectiveDuration >= 0 && effectiveDuration <= 60, "Please give a --duration from 0 to 60 s.")
    try require(rate > 0 && rate <= 1000, "Please give a --rate above 0 and at most 1000 Hz.")
    try require(noise >= 0 && noise <= 5, "Please give a --noise from 0 to 5 mm.")
    try require(from > 0 && to > 0, "Please give --from and --to as positive scales.")
    try require(startDistance > 0, "Please give a positive --start-distance in mm.")
    try require(dropFrames >= 0, "Please give a --drop-frames of 0 or more.")
    let maxFingers = min(device.device.maximumFingerCount, 5)
    try require(
      (1...max(1, maxFingers)).contains(effectiveFingers),
      "Please give --fingers from 1 to \(maxFingers) for the \(device.rawValue) device.")
    try require(
      fingers == nil || (gesture != .pinch && gesture != .rotate),
      "Please leave out --fingers for pinch and rotate; they always use two.")
    try require(
      thirdFingerAt == nil || effectiveFingers == 2,
      "Please use --third-finger-at with a two-finger gesture (pinch, rotate, or swipe with --fingers 2).")
    try require(
      gesture != .edgeSwipe || (centerX == nil && centerY == nil),
      "Please leave out --center-x and --center-y for edge-swipe; it starts at the --edge.")
    for time in [thirdFingerAt, dropAt].compactMap({ $0 }) {
      try require(
        time >= 0 && time <= effectiveDuration,
        "Please give --third-finger-at and --drop-at between 0 and the --duration.")
    }
  }

  // MARK: - Internals

  private static var gestureList: String { Gesture.allCases.map(\.rawValue).joined(separator: ", ") }

  private func require(_ condition: Bool, _ message: String) throws(Problem) {
    if !condition { throw Problem(message) }
  }

  /// Sets one option from its text.
  private mutating func set(_ option: String, _ text: String) throws(Problem) {
    switch option {
    case "-o", "--output": return
    case "--device": device = try Self.parse(text, option, DevicePreset.init(rawValue:))
    case "--easing": easing = try Self.parse(text, option, Easing.init(rawValue:))
    case "--edge": edge = try Self.parse(text, option, SurfaceEdge.init(rawValue:))
    case "--fingers": fingers = try Self.parse(text, option, { Int($0) })
    case "--drop-frames": dropFrames = try Self.parse(text, option, { Int($0) })
    case "--seed": seed = try Self.parse(text, option, { UInt64($0) })
    default: try setNumber(option, Self.parse(text, option, { Double($0) }))
    }
  }

  private mutating func setNumber(_ option: String, _ value: Double) throws(Problem) {
    switch option {
    case "--duration": duration = value
    case "--from": from = value
    case "--to": to = value
    case "--start-distance": startDistance = value
    case "--radians": radians = value
    case "--dx": dx = value
    case "--dy": dy = value
    case "--distance": distance = value
    case "--center-x": centerX = value
    case "--center-y": centerY = value
    case "--third-finger-at": thirdFingerAt = value
    case "--drop-at": dropAt = value
    case "--rate": rate = value
    case "--noise": noise = value
    case "--start": start = value
    default: throw Problem("Please use only the options `glide synth --help` lists; '\(option)' is not one.")
    }
  }

  private static func parse<T>(_ text: String, _ option: String, _ make: (String) -> T?) throws(Problem) -> T
  {
    guard let value = make(text) else {
      throw Problem("Please give '\(option)' a valid value; '\(text)' is not.")
    }
    return value
  }

  /// A number as the canonical command writes it: integers without a fraction (`80`), others in
  /// Swift's shortest round-tripping form (`0.4`).
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
