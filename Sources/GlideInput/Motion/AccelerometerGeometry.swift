/// How an accelerometer's axis values become g: the units per g of `ABS_X`, `ABS_Y` and `ABS_Z`.
///
/// The kernel states it as the axes' resolution when `INPUT_PROP_ACCELEROMETER` is set ("the main axes
/// are then reported in units per g", `include/uapi/linux/input.h`, `struct input_absinfo`). Drivers
/// older than the property state none, and then:
/// - the lis3lv02d laptop sensor ("ST LIS3LV02DL Accelerometer") reports milli-g: its driver scales
///   every reading to 1000 units per g (`drivers/misc/lis3lv02d/lis3lv02d.c`, `lis3lv02d_get_xyz`:
///   1024 LSB per g on 12-bit parts, 18 mg per digit on 8-bit ones, both scaled to mg);
/// - any other is assumed to span ±2 g over its axis range, the commonest full scale of consumer
///   accelerometers, and ``isEstimated`` says so.
///
/// Only the direction of gravity moves motion effects, so an estimated scale changes what `glide
/// inspect` prints in g, never a viewer offset.
public struct AccelerometerGeometry: Hashable, Sendable {
  /// The axes read, in the device's x, y, z order.
  public static let axes: [EventCode] = [.absX, .absY, .absZ]
  /// The lis3lv02d driver's units per g (milli-g).
  public static let lis3lv02dUnitsPerG = 1000.0
  /// The full scale assumed for an axis without a resolution, g either way.
  public static let assumedFullScale = 2.0

  /// Device units per g of x, y and z.
  public let unitsPerG: [Double]
  /// Whether the scale is assumed rather than stated by the device or known from its driver.
  public let isEstimated: Bool

  public init(device: DeviceDescription) {
    let infos = Self.axes.map { device.absInfo[$0] }
    if infos.allSatisfy({ ($0?.resolution ?? 0) > 0 }) {
      unitsPerG = infos.map { Double($0?.resolution ?? 1) }
      isEstimated = false
    } else if device.name == "ST LIS3LV02DL Accelerometer" {
      unitsPerG = Array(repeating: Self.lis3lv02dUnitsPerG, count: 3)
      isEstimated = false
    } else {
      unitsPerG = infos.map { info in
        let extent = max(abs(Double(info?.maximum ?? 0)), abs(Double(info?.minimum ?? 0)))
        return extent > 0 ? extent / Self.assumedFullScale : 1
      }
      isEstimated = true
    }
  }

  /// The largest acceleration the axes can report, g (the smallest of the three axes' extents).
  public func fullScale(of device: DeviceDescription) -> Double {
    zip(Self.axes, unitsPerG).map { code, perG in
      guard let info = device.absInfo[code] else { return 0 }
      return max(abs(Double(info.maximum)), abs(Double(info.minimum))) / perG
    }.min() ?? 0
  }
}
