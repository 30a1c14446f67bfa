/// The checks of one absolute axis as a device description states it (an evemu `A:` line, a
/// `libinput record` `absinfo:` entry), shared by the readers.
///
/// An axis the kernel would refuse (`uinput` rejects a maximum below the minimum) is an error: a
/// minimum above its maximum, or an `ABS_MT_SLOT` maximum below 0 (no slots: the device would read as
/// protocol A and every touch would be lost). An axis that can be read but not as stated is a warning:
/// an empty range (minimum = maximum) on a position axis, and a negative resolution, read as none.
enum AxisCheck {
  /// The axis stated by `values` (minimum, maximum, fuzz, flat and, when given, resolution: at least
  /// four) as the device is read with (a negative resolution as 0), counting its doubts in `warnings`.
  /// - Throws: ``TraceError/impossibleAxis(path:line:axis:problem:)`` for an axis the kernel would refuse.
  static func checked(
    _ code: EventCode, values: [Int32], path: String, line: Int, warnings: inout InputWarnings
  ) throws(TraceError) -> AbsInfo {
    let info = AbsInfo(
      minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
      resolution: values.count > 4 ? values[4] : 0)
    let name = code.name(for: .abs) ?? "axis 0x\(String(code.rawValue, radix: 16))"
    if info.minimum > info.maximum {
      throw .impossibleAxis(
        path: path, line: line, axis: name,
        problem: "the minimum \(info.minimum) is above the maximum \(info.maximum) (expected minimum ≤ maximum)")
    }
    if code == .absMTSlot, info.maximum < 0 {
      throw .impossibleAxis(
        path: path, line: line, axis: name,
        problem: "the maximum \(info.maximum) leaves the device no slots (expected 0 or more: slots are "
          + "numbered 0…maximum)")
    }
    var read = info
    if info.minimum == info.maximum, positionAxes.contains(code) {
      warnings.count(.emptyAxisRange, path: path, line: { line }) {
        (
          "\(name)'s range \(info.minimum)…\(info.maximum) is empty (minimum = maximum)",
          "kept: the surface has no extent along it, and its positions are not checked against the range"
        )
      }
    }
    if info.resolution < 0 {
      warnings.count(.negativeResolution, path: path, line: { line }) {
        ("\(name)'s resolution \(info.resolution) is negative", "read as stating none (0)")
      }
      read.resolution = 0
    }
    return read
  }

  /// The axes that place a contact on the surface.
  private static let positionAxes: Set<EventCode> = [.absX, .absY, .absMTPositionX, .absMTPositionY]
}
