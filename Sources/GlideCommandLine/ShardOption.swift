import ArgumentParser
import GlideSimulation
import GlideTraceTesting

/// `--shard K/N`: run only the K-th of N parts of a corpus (`Shard`), for a CI matrix or a batch of
/// machines.
struct ShardOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Run only shard K of N (1 ≤ K ≤ N), a split by a hash of each path that is the same on every machine.",
      valueName: "K/N"))
  var shard: String?

  func validate() throws { _ = try parsed() }

  /// The shard asked for, or nil for everything.
  func parsed() throws -> Shard? {
    guard let shard else { return nil }
    guard let parsed = Shard(shard) else {
      throw ValidationError("Please give --shard as K/N with 1 ≤ K ≤ N ≤ 10000, e.g. --shard 2/4; got '\(shard.escapingInvisibles)'.")
    }
    return parsed
  }

  /// `paths` in the shard (all of them without --shard).
  func filter(_ paths: [String]) throws -> [String] {
    guard let shard = try parsed() else { return paths }
    return paths.filter(shard.contains)
  }
}
