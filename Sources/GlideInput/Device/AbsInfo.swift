/// One absolute axis's range and precision: `struct input_absinfo` without the current value.
public struct AbsInfo: Hashable, Sendable {
  public var minimum: Int32
  public var maximum: Int32
  /// Noise the kernel filters out, in device units.
  public var fuzz: Int32
  /// Dead zone, in device units.
  public var flat: Int32
  /// Device units per millimetre for position and size axes (units per radian for rotation);
  /// 0 means the device does not say.
  public var resolution: Int32

  public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
    self.minimum = minimum
    self.maximum = maximum
    self.fuzz = fuzz
    self.flat = flat
    self.resolution = resolution
  }

  /// The axis's extent in device units (`maximum − minimum`).
  public var range: Int64 { Int64(maximum) - Int64(minimum) }
}
