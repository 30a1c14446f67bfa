import GlideSimulation

/// One part of a corpus split over machines (`--shard K/N`): each path goes to one of N shards by a hash
/// of its text (FNV-1a, 64 bits), so the split is the same on every machine and a file added to the
/// corpus moves no other file to another shard. The union of the N shards is the whole corpus, each
/// path in exactly one.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which shard, 1…``count``.
  public let index: Int
  public let count: Int

  /// `K/N`, 1 ≤ K ≤ N ≤ 10,000; nil otherwise.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 10_000,
      index >= 1, index <= count
    else { return nil }
    (self.index, self.count) = (index, count)
  }

  /// Whether `path` (as the command lists it) is in this shard.
  public func contains(_ path: String) -> Bool {
    Int(Self.hash(path) % UInt64(count)) == index - 1
  }

  /// FNV-1a over the UTF-8 bytes.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }

  public var description: String { "\(index)/\(count)" }
}
