import Foundation
import GlideInput

/// The bundled default trace, `traces/default.evemu`: found beside the working directory or the binary
/// (`.build/<config>/glide` in a checkout), or made again in memory with the command its header gives
/// (it is synthetic, so that makes the same events).
enum DefaultTrace {
  static let relativePath = "traces/default.evemu"

  /// A path to the default trace on disk, if there is one.
  static func path() -> String? {
    var candidates = [relativePath]
    if let override = ProcessInfo.processInfo.environment["GLIDE_DEFAULT_TRACE"] { candidates.insert(override, at: 0) }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var directory = executable
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent(relativePath).path)
      directory = directory.deletingLastPathComponent()
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The default trace's events and device, made in memory:
  /// `glide synth pinch --from 1 --to 0.4 --start-distance 30 --duration 0.5 --rate 80 --noise 0.05 --seed 1`.
  static func synthesized() -> (DeviceDescription, [InputEvent]) {
    var recipe = SynthesisRecipe(gesture: .pinch)
    (recipe.from, recipe.to, recipe.startDistance, recipe.duration) = (1, 0.4, 30, 0.5)
    (recipe.rate, recipe.noise, recipe.seed) = (80, 0.05, 1)
    return (recipe.synthesizer.device, recipe.events)
  }
}
