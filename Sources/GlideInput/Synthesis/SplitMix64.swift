/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seeded random number generator. The same
/// seed gives the same sequence on every platform, which is what makes synthetic noise reproducible.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in [0, 1), from the top 53 bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A bell-shaped value with mean 0 and standard deviation 1: the sum of four uniforms (Irwin–Hall),
  /// rescaled. Only additions and one square root, so it rounds the same everywhere (no `log`/`cos`),
  /// and it never strays beyond ±3.47.
  public mutating func nextNoise() -> Double {
    let sum = nextUnit() + nextUnit() + nextUnit() + nextUnit()
    return (sum - 2) * Self.irwinHallScale
  }

  /// √3: four uniforms on [0, 1) have variance 4/12.
  private static let irwinHallScale = 3.0.squareRoot()
}
