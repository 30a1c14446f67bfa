import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

/// `glide synth`: writes a synthetic evemu trace made by ``TraceSynthesizer``.
struct SynthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synth",
    abstract: "Write a synthetic trace: a gesture as a touchpad's kernel driver would report it.",
    discussion: """
      Builds the gesture in millimetres and seconds on one of three devices and writes the events a \
      kernel driver would emit (multitouch protocol B, values only when they change) to an evemu file \
      with the device header, so `glide`, `evemu-play` and `evemu-device` all accept it. Jitter comes \
      from a seeded generator: the same command writes the same file, byte for byte. The file's header \
      says it is synthetic and gives the full command that makes it again.

      Devices: synaptics (a real 2-slot SynPS/2 clickpad, 66 x 27 mm), precision (a 5-slot Windows \
      Precision Touchpad model, 101 x 67 mm), touchscreen (a 10-slot Atmel maXTouch model, 160 x 96 mm).
      Positions are millimetres from the surface's top-left corner; y grows downwards.

      Examples:
        glide synth pinch --from 1.0 --to 0.4 --duration 0.5 --noise 0.05 -o in.evemu
        glide synth pinch --to 2 --start-distance 20 --device precision -o out.evemu
        glide synth swipe --fingers 3 --dx -30 --duration 0.25 -o swipe.evemu
        glide synth edge-swipe --edge left --device touchscreen -o back.evemu
        glide synth edge-swipe --distance 30 --duration 0.4 --return-distance 12 --return-duration 0.06 -o flung-back.evemu
        glide synth rotate --radians 0.8 -o rotate.evemu
        glide synth tap --fingers 2 -o tap.evemu
        glide synth pinch --drop-at 0.25 --drop-frames 2 -o dropped.evemu
        glide synth pinch --third-finger-at 0.2 --device precision -o third.evemu
        glide synth pinch --to 0.65 --duration 0.3 --again-at 0.325 --again-to 0.3 -o twice.evemu
      """)

  private static let defaults = SynthesisRecipe(gesture: .pinch)

  @Argument(help: "The gesture: pinch, rotate, swipe, edge-swipe or tap.", transform: choice("the gesture"))
  var gesture: SynthesisRecipe.Gesture

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("The evemu file to write; - for standard output.", valueName: "FILE"))
  var output: String

  @Option(help: "The device: synaptics (default), precision or touchscreen.", transform: choice("--device"))
  var device: DevicePreset = defaults.device

  @Option(help: "Seconds from landing to lifting (default 0.5 pinch/rotate, 0.3 swipes, 0.06 tap); an edge swipe's way back comes after.")
  var duration: Double?

  @Option(
    help: "How the motion follows time: linear (default), ease-in, ease-out, ease-in-out.",
    transform: choice("--easing"))
  var easing: Easing = defaults.easing

  @Option(help: "Pinch: the scale at the start.")
  var from: Double = defaults.from

  @Option(help: "Pinch: the scale at the end (below --from pinches in, above pinches out).")
  var to: Double = defaults.to

  @Option(help: "Pinch and rotate: the fingers' distance at the start, in mm.")
  var startDistance: Double = defaults.startDistance

  @Option(
    parsing: .unconditional, help: "Rotate: the turn in radians (positive is clockwise on the surface).")
  var radians: Double = defaults.radians

  @Option(help: "Swipe, edge-swipe, tap: the number of fingers (default 2 for swipe, else 1).")
  var fingers: Int?

  @Option(parsing: .unconditional, help: "Swipe: the horizontal translation in mm (positive is rightwards).")
  var dx: Double = defaults.dx

  @Option(parsing: .unconditional, help: "Swipe: the vertical translation in mm (positive is downwards).")
  var dy: Double = defaults.dy

  @Option(
    help: "Edge-swipe: the edge the fingers come in from: left (default), right, top, bottom.",
    transform: choice("--edge"))
  var edge: SurfaceEdge = defaults.edge

  @Option(help: "Edge-swipe: how far the fingers travel inwards, in mm.")
  var distance: Double = defaults.distance

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

  @Option(help: "Pinch: the two fingers land again at this time (s) where they lifted: a second stroke.")
  var againAt: Double?

  @Option(help: "Pinch: the scale the second stroke pinches to (on the --from/--to scale).")
  var againTo: Double?

  @Option(help: "Pinch: the second stroke's duration in seconds (default: --duration).")
  var againDuration: Double?

  @Option(help: "The reader's buffer overflows at this time (seconds): SYN_DROPPED, frames lost.")
  var dropAt: Double?

  @Option(help: "How many whole frames the SYN_DROPPED loses.")
  var dropFrames: Int = defaults.dropFrames

  @Option(help: "Scan rate in Hz.")
  var rate: Double = defaults.rate

  @Option(help: "Position jitter in mm (standard deviation).")
  var noise: Double = defaults.noise

  @Option(help: "The jitter's random seed.")
  var seed: UInt64 = defaults.seed

  @Option(help: "The first event's timestamp in seconds (evemu-record starts at 0.000001).")
  var start: Double = defaults.start

  /// The options as a recipe.
  var recipe: SynthesisRecipe {
    var recipe = SynthesisRecipe(gesture: gesture)
    recipe.device = device
    recipe.duration = duration
    recipe.easing = easing
    (recipe.from, recipe.to, recipe.startDistance, recipe.radians) = (from, to, startDistance, radians)
    (recipe.fingers, recipe.dx, recipe.dy) = (fingers, dx, dy)
    (recipe.edge, recipe.distance) = (edge, distance)
    (recipe.returnDistance, recipe.returnDuration) = (returnDistance, returnDuration)
    (recipe.centerX, recipe.centerY) = (centerX, centerY)
    (recipe.thirdFingerAt, recipe.dropAt, recipe.dropFrames) = (thirdFingerAt, dropAt, dropFrames)
    (recipe.againAt, recipe.againTo, recipe.againDuration) = (againAt, againTo, againDuration)
    (recipe.rate, recipe.noise, recipe.seed, recipe.start) = (rate, noise, seed, start)
    return recipe
  }

  func validate() throws {
    do {
      try recipe.validate()
    } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    try OutputFile.write(recipe.document(), to: output)
  }
}
