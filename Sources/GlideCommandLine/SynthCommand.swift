import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

/// `glide synth`: writes a synthetic evemu trace made by ``TraceSynthesizer``.
struct SynthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synth",
    abstract: "Write a synthetic trace: a gesture as a touchpad's kernel driver would report it, or a tilt as an accelerometer's would.",
    discussion: """
      Builds the gesture in millimetres and seconds on one of three devices and writes the events a \
      kernel driver would emit (multitouch protocol B, values only when they change) to an evemu file \
      with the device header, so `glide`, `evemu-play` and `evemu-device` all accept it. Jitter comes \
      from a seeded generator: the same command writes the same file, byte for byte. The file's header \
      says it is synthetic and gives the full command that makes it again.

      Devices: synaptics (a real 2-slot SynPS/2 clickpad, 66 x 27 mm), precision (a 5-slot Windows \
      Precision Touchpad model, 101 x 67 mm), touchscreen (a 10-slot Atmel maXTouch model, 160 x 96 mm).
      Positions are millimetres from the surface's top-left corner; y grows downwards.

      drag is a slow, steady drag (a card pulled down): --fingers (default 1) land in a row, move by \
      --dx/--dy mm (default 20 mm down; a left-out one is 0) over --duration (default 0.6 s) along \
      --easing (default ease-in-out) and lift, placed in the surface's middle unless --center-x/--center-y \
      move it. A drag longer than the surface is refused, naming its size: give --device precision \
      (101 x 67 mm) or a shorter distance.

      tilt turns an accelerometer instead (--device dualshock4, a DualShock 4's motion sensors at 250 Hz, \
      or lis3lv02d, an HP laptop's sensor at 20 Hz): from --start-horizontal/--start-vertical it holds \
      --lead s, tilts by --horizontal/--vertical degrees over --duration s, holds --hold s and, with \
      --back S, tilts back over S s and holds again. Horizontal tips the right edge down, vertical the \
      bottom edge; --noise is in g.

      Examples:
        glide synth pinch --from 1.0 --to 0.4 --duration 0.5 --noise 0.05 -o in.evemu
        glide synth pinch --to 2 --start-distance 20 --device precision -o out.evemu
        glide synth swipe --fingers 3 --dx -30 --duration 0.25 -o swipe.evemu
        glide synth edge-swipe --edge left --device touchscreen -o back.evemu
        glide synth edge-swipe --distance 30 --duration 0.4 --return-distance 12 --return-duration 0.06 -o flung-back.evemu
        glide synth rotate --radians 0.8 -o rotate.evemu
        glide synth tap --fingers 2 -o tap.evemu
        glide synth drag -o drag.evemu
        glide synth drag --fingers 2 --dy 40 --device precision -o card-down.evemu
        glide synth circle --radius 8 --turns 2 --start-distance 14 --wobble 0.3 --device precision -o circle.evemu
        glide synth pinch --drop-at 0.25 --drop-frames 2 -o dropped.evemu
        glide synth pinch --third-finger-at 0.2 --device precision -o third.evemu
        glide synth pinch --to 0.65 --duration 0.3 --again-at 0.325 --again-to 0.3 -o twice.evemu
        glide synth tilt --horizontal 15 --duration 0.5 --hold 3 -o tilt.evemu
        glide synth tilt --vertical -20 --start-vertical 30 --back 0.4 --device lis3lv02d -o laptop.evemu
      """)

  private static let defaults = SynthesisRecipe(gesture: .pinch)

  @Argument(help: "The gesture: pinch, rotate, swipe, edge-swipe, tap, circle (a two-finger scroll round a circle) or drag (a slow, steady drag); or tilt, for an accelerometer.", transform: choice("the gesture"))
  var gesture: SynthGesture

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The evemu file to write; - for standard output.", valueName: "FILE"))
  var output: OutputPath

  @Option(help: "The device: synaptics (default), precision or touchscreen; for tilt dualshock4 (default) or lis3lv02d.")
  var device: String?

  @Option(help: "Seconds from landing to lifting (default 0.5 pinch/rotate, 0.3 swipes, 0.06 tap, 2 circle, 0.6 drag); an edge swipe's way back comes after. Tilt: seconds the tilt takes (default 0.5).")
  var duration: Double?

  @Option(
    help: "How the motion follows time: linear (default; ease-in-out for drag), ease-in, ease-out, ease-in-out.",
    transform: choice("--easing"))
  var easing: Easing?

  @Option(help: "Pinch: the scale at the start. (default: \(defaults.from))")
  var from: Double?

  @Option(help: "Pinch: the scale at the end (below --from pinches in, above pinches out). (default: \(defaults.to))")
  var to: Double?

  @Option(help: "Pinch, rotate and circle: the fingers' distance at the start, in mm. (default: \(defaults.startDistance))")
  var startDistance: Double?

  @Option(help: "Circle: the radius of the circle the fingers' midpoint goes round, in mm (it starts at the top). (default: \(defaults.radius))")
  var radius: Double?

  @Option(parsing: .unconditional, help: "Circle: how many times round; a fraction is an arc, negative goes anticlockwise. (default: \(defaults.turns))")
  var turns: Double?

  @Option(parsing: .unconditional, help: "Circle: how far the fingers' distance swings either way, a fraction of it (0.3: ±30 %). (default: \(defaults.wobble))")
  var wobble: Double?

  @Option(help: "Circle: how many times the distance swings over the whole scroll. (default: \(defaults.wobbleCycles))")
  var wobbleCycles: Double?

  @Option(help: "Circle: the second finger lands at this time (s); the first scrolls alone until then.")
  var secondFingerAt: Double?

  @Option(
    parsing: .unconditional, help: "Rotate: the turn in radians (positive is clockwise on the surface). (default: \(defaults.radians))")
  var radians: Double?

  @Option(help: "Swipe, edge-swipe, tap, drag: the number of fingers (default 2 for swipe, else 1).")
  var fingers: Int?

  @Option(parsing: .unconditional, help: "Swipe and drag: the horizontal translation in mm (positive is rightwards; default 40 for swipe, 0 for drag).")
  var dx: Double?

  @Option(parsing: .unconditional, help: "Swipe and drag: the vertical translation in mm (positive is downwards; default 0 for swipe, 20 for drag unless --dx is given).")
  var dy: Double?

  @Option(
    help: "Edge-swipe: the edge the fingers come in from: left (default), right, top, bottom.",
    transform: choice("--edge"))
  var edge: SurfaceEdge?

  @Option(help: "Edge-swipe: how far the fingers travel inwards, in mm. (default: \(defaults.distance))")
  var distance: Double?

  @Option(help: "Edge-swipe: then the fingers move this far back toward the edge, in mm, before they lift.")
  var returnDistance: Double?

  @Option(help: "Edge-swipe: the seconds the way back takes (with --return-distance).")
  var returnDuration: Double?

  @Option(help: "The gesture's centre, mm from the left edge (default: the middle).")
  var centerX: Double?

  @Option(help: "The gesture's centre, mm from the top edge (default: the middle).")
  var centerY: Double?

  @Option(help: "A third finger lands at this time (seconds) on a two-finger gesture.")
  var thirdFingerAt: Double?

  @Option(help: "Pinch and swipe: the fingers land again at this time (s) where they lifted: a second stroke.")
  var againAt: Double?

  @Option(help: "Pinch: the scale the second stroke pinches to (on the --from/--to scale).")
  var againTo: Double?

  @Option(parsing: .unconditional, help: "Swipe: the second stroke's horizontal translation in mm.")
  var againDx: Double?

  @Option(parsing: .unconditional, help: "Swipe: the second stroke's vertical translation in mm (negative is up).")
  var againDy: Double?

  @Option(help: "Pinch and swipe: the second stroke's duration in seconds (default: --duration).")
  var againDuration: Double?

  @Option(help: "The reader's buffer overflows at this time (seconds): SYN_DROPPED, frames lost.")
  var dropAt: Double?

  @Option(help: "How many whole frames the SYN_DROPPED loses.")
  var dropFrames: Int = defaults.dropFrames

  @Option(help: "Scan rate in Hz (tilt: the sensor's report rate, by default its own).")
  var rate: Double?

  @Option(help: "Position jitter in mm (standard deviation); for tilt, noise on each axis in g.")
  var noise: Double = defaults.noise

  @Option(parsing: .unconditional, help: "Tilt: degrees the right edge goes down (negative: up).")
  var horizontal: Double?

  @Option(parsing: .unconditional, help: "Tilt: degrees the bottom edge goes down (negative: up).")
  var vertical: Double?

  @Option(parsing: .unconditional, help: "Tilt: the attitude it starts from, degrees (right edge down).")
  var startHorizontal: Double?

  @Option(parsing: .unconditional, help: "Tilt: the attitude it starts from, degrees (bottom edge down).")
  var startVertical: Double?

  @Option(help: "Tilt: seconds at the start attitude before tilting.")
  var lead: Double?

  @Option(help: "Tilt: seconds the tilt is held (after each move).")
  var hold: Double?

  @Option(help: "Tilt: then tilt back to the start over this many seconds, and hold again.")
  var back: Double?

  @Option(help: "The jitter's random seed.")
  var seed: UInt64 = defaults.seed

  @Option(help: "The first event's timestamp in seconds (evemu-record starts at 0.000001).")
  var start: Double = defaults.start

  /// The options as a touch gesture's recipe (not for tilt).
  var recipe: SynthesisRecipe {
    var recipe = SynthesisRecipe(gesture: gesture.touchGesture ?? .pinch)
    recipe.device = device.flatMap(DevicePreset.init(rawValue:)) ?? Self.defaults.device
    recipe.duration = duration
    recipe.easing = easing ?? recipe.easing
    recipe.from = from ?? recipe.from
    recipe.to = to ?? recipe.to
    recipe.startDistance = startDistance ?? recipe.startDistance
    recipe.radians = radians ?? recipe.radians
    recipe.radius = radius ?? recipe.radius
    recipe.turns = turns ?? recipe.turns
    recipe.wobble = wobble ?? recipe.wobble
    recipe.wobbleCycles = wobbleCycles ?? recipe.wobbleCycles
    recipe.secondFingerAt = secondFingerAt
    recipe.fingers = fingers
    if recipe.gesture == .drag, dx != nil || dy != nil {
      // A drag given one direction goes that way only.
      (recipe.dx, recipe.dy) = (dx ?? 0, dy ?? 0)
    } else {
      (recipe.dx, recipe.dy) = (dx ?? recipe.dx, dy ?? recipe.dy)
    }
    (recipe.edge, recipe.distance) = (edge ?? recipe.edge, distance ?? recipe.distance)
    (recipe.returnDistance, recipe.returnDuration) = (returnDistance, returnDuration)
    (recipe.centerX, recipe.centerY) = (centerX, centerY)
    (recipe.thirdFingerAt, recipe.dropAt, recipe.dropFrames) = (thirdFingerAt, dropAt, dropFrames)
    (recipe.againAt, recipe.againTo, recipe.againDuration) = (againAt, againTo, againDuration)
    (recipe.againDx, recipe.againDy) = (againDx, againDy)
    (recipe.rate, recipe.noise, recipe.seed, recipe.start) = (rate ?? Self.defaults.rate, noise, seed, start)
    return recipe
  }

  /// The options as a tilt's recipe.
  var tiltRecipe: TiltRecipe {
    var recipe = TiltRecipe()
    recipe.device = device.flatMap(SensorPreset.init(rawValue:)) ?? recipe.device
    recipe.horizontal = horizontal ?? recipe.horizontal
    recipe.vertical = vertical ?? recipe.vertical
    recipe.startHorizontal = startHorizontal ?? recipe.startHorizontal
    recipe.startVertical = startVertical ?? recipe.startVertical
    recipe.lead = lead ?? recipe.lead
    recipe.duration = duration ?? recipe.duration
    recipe.easing = easing ?? recipe.easing
    recipe.hold = hold ?? recipe.hold
    (recipe.back, recipe.rate, recipe.noise, recipe.seed, recipe.start) = (back, rate, noise, seed, start)
    return recipe
  }

  func validate() throws {
    do {
      if gesture == .tilt {
        try validateTiltOptions()
        try tiltRecipe.validate()
      } else {
        try validateTouchOptions()
        try recipe.validate()
      }
    } catch let problem as SynthesisRecipe.Problem {
      throw ValidationError(problem.description)
    }
  }

  /// A tilt takes a sensor and none of the touch gestures' options.
  private func validateTiltOptions() throws {
    if let device, SensorPreset(rawValue: device) == nil {
      let names = SensorPreset.allCases.map(\.rawValue).joined(separator: ", ")
      throw SynthesisRecipe.Problem("Please give --device one of: \(names) for tilt; '\(device.escapingInvisibles)' is not one.")
    }
    let touchOnly: [(String, Bool)] = [
      ("--fingers", fingers != nil), ("--return-distance", returnDistance != nil),
      ("--return-duration", returnDuration != nil), ("--center-x", centerX != nil), ("--center-y", centerY != nil),
      ("--third-finger-at", thirdFingerAt != nil), ("--again-at", againAt != nil), ("--again-to", againTo != nil),
      ("--again-dx", againDx != nil), ("--again-dy", againDy != nil), ("--again-duration", againDuration != nil),
      ("--drop-at", dropAt != nil), ("--second-finger-at", secondFingerAt != nil), ("--dx", dx != nil),
      ("--dy", dy != nil), ("--from", from != nil), ("--to", to != nil), ("--start-distance", startDistance != nil),
      ("--radians", radians != nil), ("--radius", radius != nil), ("--turns", turns != nil), ("--wobble", wobble != nil),
      ("--wobble-cycles", wobbleCycles != nil), ("--edge", edge != nil), ("--distance", distance != nil),
    ]
    if let given = touchOnly.first(where: \.1) {
      throw SynthesisRecipe.Problem("Please leave out \(given.0) for tilt; it is a touch gesture's option.")
    }
  }

  /// A touch gesture takes a touch device, none of the tilt's options, and none of another touch gesture's own.
  private func validateTouchOptions() throws {
    if let device, DevicePreset(rawValue: device) == nil {
      let names = DevicePreset.allCases.map(\.rawValue).joined(separator: ", ")
      throw SynthesisRecipe.Problem("Please give --device one of: \(names); '\(device.escapingInvisibles)' is not one.")
    }
    let tiltOnly: [(String, Bool)] = [
      ("--horizontal", horizontal != nil), ("--vertical", vertical != nil),
      ("--start-horizontal", startHorizontal != nil), ("--start-vertical", startVertical != nil),
      ("--lead", lead != nil), ("--hold", hold != nil), ("--back", back != nil),
    ]
    if let given = tiltOnly.first(where: \.1) {
      throw SynthesisRecipe.Problem("Please leave out \(given.0) for \(gesture.rawValue); it is tilt's option.")
    }
    // Each touch gesture's own options, given to another gesture, would be ignored without a word.
    let own: [(option: String, given: Bool, gestures: [SynthGesture])] = [
      ("--from", from != nil, [.pinch]), ("--to", to != nil, [.pinch]),
      ("--start-distance", startDistance != nil, [.pinch, .rotate, .circle]), ("--radians", radians != nil, [.rotate]),
      ("--radius", radius != nil, [.circle]), ("--turns", turns != nil, [.circle]), ("--wobble", wobble != nil, [.circle]),
      ("--wobble-cycles", wobbleCycles != nil, [.circle]), ("--dx", dx != nil, [.swipe, .drag]),
      ("--dy", dy != nil, [.swipe, .drag]), ("--edge", edge != nil, [.edgeSwipe]), ("--distance", distance != nil, [.edgeSwipe]),
      // A tap does not move: nothing for an easing to shape.
      ("--easing", easing != nil, SynthGesture.allCases.filter { $0 != .tap && $0 != .tilt }),
    ]
    if let given = own.first(where: { $0.given && !$0.gestures.contains(gesture) }) {
      let takers = given.gestures.map(\.rawValue)
      let named = takers.count == 1 ? takers[0] : takers.dropLast().joined(separator: ", ") + " and " + takers.last!
      throw SynthesisRecipe.Problem(
        "Please leave out \(given.option) for \(gesture.rawValue); it is an option of \(named) only.")
    }
  }

  func run() throws {
    Interruption.install()
    try OutputFile.write(gesture == .tilt ? tiltRecipe.document() : recipe.document(), to: output.path)
  }
}

/// What `glide synth` makes: a touch gesture (``SynthesisRecipe/Gesture``) or an accelerometer's tilt.
enum SynthGesture: String, CaseIterable, Sendable {
  case pinch, rotate, swipe, tap
  case edgeSwipe = "edge-swipe"
  case circle
  case drag
  case tilt

  /// The touch gesture, or nil for tilt.
  var touchGesture: SynthesisRecipe.Gesture? { SynthesisRecipe.Gesture(rawValue: rawValue) }
}
