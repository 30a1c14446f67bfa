import Foundation

/// How a device is tilted, as two angles an accelerometer can tell, in radians, in Glide's device frame
/// (x to the device's right, y toward its top edge, z out of its face, the right-handed frame Android's
/// and the W3C's device motion use): ``horizontal`` tips the right edge down (positive) or up,
/// ``vertical`` tips the bottom edge down (positive) or up. Turning about the vertical (yaw) changes
/// neither: gravity alone cannot see it.
///
/// The angles are the tilt-sensing equations of Freescale's application note AN3461 ("Tilt Sensing
/// Using a Three-Axis Accelerometer", eqs. 25 and 26), with its roll about x as ``vertical`` and its
/// pitch about y as ``horizontal``: horizontal = atan2(−x, √(y² + z²)), within ±90°; vertical =
/// atan2(y, z), all the way round. They are well defined in any attitude but one: the x axis pointing
/// straight up or down (the device standing on its side), where the vertical angle is undefined.
public struct Attitude: Hashable, Sendable {
  /// Right edge down (positive) or up, radians.
  public var horizontal: Double
  /// Bottom edge down (positive) or up, radians.
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The weakest reading that is taken for gravity, g: below it the device is falling (or its axes have
  /// not been reported yet) and the direction means nothing.
  public static let minimumGravity = 0.25

  /// The attitude a reading shows, or nil when the reading is weaker than ``minimumGravity``.
  public init?(_ reading: GravityReading) {
    guard reading.magnitude >= Self.minimumGravity else { return nil }
    horizontal = atan2(-reading.x, (reading.y * reading.y + reading.z * reading.z).squareRoot())
    vertical = atan2(reading.y, reading.z)
  }

  /// The gravity an accelerometer reads at rest at this attitude, g along x, y, z: (−sin h,
  /// cos h · sin v, cos h · cos v), which ``init(_:)`` reads back.
  public var gravity: (x: Double, y: Double, z: Double) {
    (-sin(horizontal), cos(horizontal) * sin(vertical), cos(horizontal) * cos(vertical))
  }
}
