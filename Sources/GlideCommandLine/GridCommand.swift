import ArgumentParser
import Foundation
import GlideInput
import GlideLab
import GlideOutput
import GlideSimulation

/// `glide grid`: the recogniser-quality grid's confusion matrix.
struct GridCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "grid",
    abstract: "Run the pinch and pan recognisers over a grid of synthetic two-finger gestures.",
    discussion: """
      Synthesises every case of the recogniser-quality grid (pinches: duration 0.1–3 s, four eases, \
      scale 0.4–2.0, turn 0–45°, drift 0–20 mm along or across the finger line, jitter 0–0.2 mm, \
      start spread 15–60 mm, side by side or stacked; two-finger scrolls: the same durations, eases \
      and jitter, 8 directions, 20 or 40 mm of travel with the distance wobbling up to ±15 %, 40 or \
      60 mm with it drifting 30 %, 12 or 18 mm apart; curved and circling scrolls: circles of 5–20 mm \
      radius, ¼ to 3 turns, distance wobble up to ±35 %, the second finger landing with the first or \
      a quarter of the way in) on each device, leaves out the cases that would leave the surface \
      (and circles faster than 300 mm/s), runs the pinch and \
      pan recognisers over each (both in one exclusive arena, as an app with both has them, then the \
      pinch on its own) and prints the confusion matrix (pinch / pan / both / nothing: what the arena \
      ended with; a pan cancelled for the pinch counts as a pinch), the goals and the misses.

      A pinch must begin, with its final scale within 0.05 (or within three standard deviations of \
      the jitter's own error, where wider), when its distance changes by at least 10 % and 3 mm; a \
      scroll must begin a pan and never a pinch; any gesture whose fingers moved 5 mm or more must \
      end with exactly one of the two. A case is held to pinch or pan only when every reading of its \
      own paths agrees (libinput's, the exact one, and the exact one leaning towards a pinch and towards a \
      scroll by what the jitter and the device's units may put a measurement off); where one reads \
      the other way, either passes, counted in its own row (same-way pinches, apart-first scrolls). \
      Exits 1 when a goal is not met.

      Examples:
        glide grid
        glide grid --device synaptics --misses 200
        glide grid --every 20
      """)

  @Option(help: "Only this device: synaptics, precision or touchscreen (default: all three).", transform: choice("--device"))
  var device: DevicePreset?

  @Option(help: "Keep one case in this many (1: the whole grid; at most 1000000).")
  var every: Int = 1

  @Option(help: "How many misses to list (0 to 1000000).")
  var misses: Int = 50

  @Option(help: "Cases run in parallel (default: the number of cores; at most 256).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  /// The most threads `--jobs` starts.
  static let maximumJobs = 256

  func validate() throws {
    guard (1...1_000_000).contains(every) else {
      throw ValidationError("Please give --every from 1 to 1000000; got \(every).")
    }
    guard (1...Self.maximumJobs).contains(jobs) else {
      throw ValidationError("Please give --jobs from 1 to \(Self.maximumJobs); got \(jobs).")
    }
    guard (0...1_000_000).contains(misses) else {
      throw ValidationError("Please give --misses from 0 to 1000000; got \(misses).")
    }
  }

  @OptionGroup var shard: ShardOption

  func run() throws {
    var cases = TwoFingerGrid.cases(devices: device.map { [$0] } ?? DevicePreset.allCases, every: every)
    // A grid's cases have no paths: shard K of N takes every N-th case from the K-th, the same on every
    // machine (the grid is generated the same), and the shards' counts add up to the whole grid's.
    if let shard = try shard.parsed() {
      cases = cases.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
    }
    let result = TwoFingerGridResult(running: cases, jobs: jobs)
    try FileOutput.print(result.report(missLimit: misses), terminator: "")
    if !result.meetsGoals { throw ExitCode(1) }
  }
}
