/// The mapping from device units to millimetres for a device's touch surface.
///
/// When the device states no resolution (0 in absinfo, common in older recordings), Glide does what
/// libinput does (`tp_init_default_resolution`): it assumes the axes span a 69 × 50 mm surface and
/// says so through ``isEstimated``.
public struct SurfaceGeometry: Hashable, Sendable {
  /// The surface libinput assumes when a device states no resolution: 69 mm wide.
  public static let fallbackWidthMillimetres = 69.0
  /// The surface libinput assumes when a device states no resolution: 50 mm high.
  public static let fallbackHeightMillimetres = 50.0

  /// The smallest x and y in device units: the surface's origin.
  public var originX: Int32
  public var originY: Int32
  /// Device units per millimetre, horizontally and vertically.
  public var unitsPerMillimetreX: Double
  public var unitsPerMillimetreY: Double
  /// True when a resolution was missing and the fallback size was used.
  public var isEstimated: Bool

  public init(originX: Int32, originY: Int32, unitsPerMillimetreX: Double, unitsPerMillimetreY: Double, isEstimated: Bool) {
    self.originX = originX
    self.originY = originY
    self.unitsPerMillimetreX = unitsPerMillimetreX
    self.unitsPerMillimetreY = unitsPerMillimetreY
    self.isEstimated = isEstimated
  }

  init(device: DeviceDescription) {
    let x = device.xAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let y = device.yAxis ?? AbsInfo(minimum: 0, maximum: 0)
    let estimated = !(x.resolution > 0 && y.resolution > 0)
    originX = x.minimum
    originY = y.minimum
    if estimated {
      unitsPerMillimetreX = Swift.max(1, Double(x.range)) / Self.fallbackWidthMillimetres
      unitsPerMillimetreY = Swift.max(1, Double(y.range)) / Self.fallbackHeightMillimetres
    } else {
      unitsPerMillimetreX = Double(x.resolution)
      unitsPerMillimetreY = Double(y.resolution)
    }
    isEstimated = estimated
    rangeX = Double(x.range)
    rangeY = Double(y.range)
  }

  private var rangeX: Double = 0
  private var rangeY: Double = 0

  /// The surface's width in millimetres.
  public var widthMillimetres: Double { rangeX / unitsPerMillimetreX }
  /// The surface's height in millimetres.
  public var heightMillimetres: Double { rangeY / unitsPerMillimetreY }

  /// A position in device units as millimetres from the surface's top-left corner.
  public func millimetres(x: Int32, y: Int32) -> MillimetrePoint {
    MillimetrePoint(
      x: Double(Int64(x) - Int64(originX)) / unitsPerMillimetreX,
      y: Double(Int64(y) - Int64(originY)) / unitsPerMillimetreY)
  }
}
