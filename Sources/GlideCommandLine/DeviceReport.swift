import GlideInput
import GlideOutput

/// The human-readable device summary `glide inspect` prints.
enum DeviceReport {
  static func lines(for device: DeviceDescription) -> [String] {
    let id = device.id
    var lines = [
      "Device: \(device.name.escapingInvisibles)",
      "  ids: bus 0x\(hex(id.bustype)) vendor 0x\(hex(id.vendor)) product 0x\(hex(id.product)) version 0x\(hex(id.version))",
      "  kind: \(kind(device))",
      device.isAccelerometer ? "  gravity: \(gravity(device))" : "  size: \(size(device.geometry))",
      "  properties: \(device.properties.sorted().map { $0.name ?? "INPUT_PROP_\($0.rawValue)" }.joined(separator: ", "))",
    ]
    if device.properties.isEmpty { lines[lines.count - 1] = "  properties: none" }
    for (code, info) in device.absInfo.sorted(by: { $0.key < $1.key }) {
      let name = code.name(for: .abs) ?? "ABS_\(code.rawValue)"
      lines.append(
        "  \(name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(info.minimum)…\(info.maximum)"
          + "  fuzz \(info.fuzz)  flat \(info.flat)  resolution \(info.resolution)")
    }
    return lines
  }

  static func kind(_ device: DeviceDescription) -> String {
    let hasTouch = device.touchProtocol != .none
    let what = device.kind == .mouse && hasTouch ? "mouse with a touch surface" : device.kind.rawValue
    switch device.touchProtocol {
    case .slotted:
      return "\(what), multitouch protocol B, \(device.slotCount) slots, counts up to \(device.maximumFingerCount) fingers"
    case .anonymous:
      return "\(what), multitouch protocol A, counts up to \(device.maximumFingerCount) fingers"
    case .singleTouch:
      return "\(what), single touch"
    case .none:
      return what
    }
  }

  /// "8192 units/g on ABS_X, ABS_Y, ABS_Z, ±4.0 g (the axes' resolution)".
  static func gravity(_ device: DeviceDescription) -> String {
    let geometry = AccelerometerGeometry(device: device)
    let units = Set(geometry.unitsPerG).count == 1 ? fixed(geometry.unitsPerG[0], 0) : geometry.unitsPerG.map { fixed($0, 0) }.joined(separator: "/")
    let why =
      geometry.isEstimated
      ? "estimated: no resolution, so Glide assumes the axes span ±\(fixed(AccelerometerGeometry.assumedFullScale, 0)) g"
      : device.absInfo[.absX]?.resolution ?? 0 > 0 ? "the axes' resolution" : "the lis3lv02d driver's milli-g"
    return "\(units) units/g on ABS_X, ABS_Y, ABS_Z, ±\(fixed(geometry.fullScale(of: device), 1)) g (\(why))"
  }

  /// An accelerometer trace's readings: how many, the gravity at the first and last, how far it tilted.
  static func gravityLines(_ summary: GravitySummary) -> [String] {
    let vector = { (r: GravityReading?) in
      r.map { "(\(fixed($0.x, 3)), \(fixed($0.y, 3)), \(fixed($0.z, 3))) g" } ?? "-"
    }
    let range = { (r: ClosedRange<Double>?) in
      r.map { "\(fixed($0.lowerBound * 180 / .pi, 1))…\(fixed($0.upperBound * 180 / .pi, 1))°" } ?? "-"
    }
    return [
      "  gravity readings: \(summary.readingCount) (\(summary.droppedReadings) after SYN_DROPPED)",
      "    first \(vector(summary.first)), last \(vector(summary.last))",
      "    tilt from the first attitude: horizontal (right edge down) \(range(summary.horizontalRange)),"
        + " vertical (bottom edge down) \(range(summary.verticalRange))",
    ]
  }

  static func size(_ geometry: SurfaceGeometry) -> String {
    let size = "\(fixed(geometry.widthMillimetres, 1)) × \(fixed(geometry.heightMillimetres, 1)) mm"
    if geometry.isEstimated {
      return "\(size), estimated: the device states no resolution, so Glide assumes libinput's 69 × 50 mm"
    }
    return "\(size) (\(fixed(geometry.unitsPerMillimetreX, 0)) × \(fixed(geometry.unitsPerMillimetreY, 0)) units/mm)"
  }

  static func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// `value` with `decimals` fractional digits, independent of the locale.
func fixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard decimals > 0 else { return "\(sign)\(whole)" }
  let digits = String(fraction)
  return "\(sign)\(whole).\(String(repeating: "0", count: decimals - digits.count))\(digits)"
}
