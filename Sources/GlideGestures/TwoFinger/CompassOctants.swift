import Foundation
import GlideInput

/// The compass octants a finger's motion points into: libinput's direction of a touch
/// (`phys_get_direction` in `tp_gesture_detect_motion_gestures`), which its two-finger decision
/// compares finger by finger.
///
/// North is up the pad (y falling), east to the right. A motion under 2 mm on both axes points
/// coarsely into the three octants of its quadrant (or of its half-plane, along an axis); a longer
/// one into the one or two octants closest to its angle. Two fingers move **the same way** when their
/// octants overlap or neighbour each other (``isSameWay(as:)``): their motions are at most about 90°
/// apart.
struct CompassOctants: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  static let north = CompassOctants(rawValue: 1 << 0)
  static let northEast = CompassOctants(rawValue: 1 << 1)
  static let east = CompassOctants(rawValue: 1 << 2)
  static let southEast = CompassOctants(rawValue: 1 << 3)
  static let south = CompassOctants(rawValue: 1 << 4)
  static let southWest = CompassOctants(rawValue: 1 << 5)
  static let west = CompassOctants(rawValue: 1 << 6)
  static let northWest = CompassOctants(rawValue: 1 << 7)

  /// Below this on both axes (mm) a motion is read coarsely, by its quadrant: libinput's 2 mm.
  static let coarseMillimetres = 2.0

  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Whether `motion` (mm) is read coarsely: under ``coarseMillimetres`` on both axes.
  static func isCoarse(_ motion: MillimetreVector) -> Bool {
    abs(motion.dx) < coarseMillimetres && abs(motion.dy) < coarseMillimetres
  }

  /// The octants of a motion of `motion` (mm, y down the pad).
  init(of motion: MillimetreVector) {
    let (x, y) = (motion.dx, motion.dy)
    if Self.isCoarse(motion) {
      switch (x.sign(of: 0), y.sign(of: 0)) {
      case (1, 1): self = [.south, .southEast, .east]
      case (1, -1): self = [.north, .northEast, .east]
      case (-1, 1): self = [.south, .southWest, .west]
      case (-1, -1): self = [.north, .northWest, .west]
      case (1, 0): self = [.northEast, .east, .southEast]
      case (-1, 0): self = [.northWest, .west, .southWest]
      case (0, 1): self = [.southEast, .south, .southWest]
      case (0, -1): self = [.northEast, .north, .northWest]
      default: self = []
      }
      return
    }
    self.init(angleOf: motion)
  }

  /// The one or two octants closest to the angle of `motion` (mm, y down the pad), however short it is:
  /// the fine reading alone.
  init(angleOf motion: MillimetreVector) {
    let (x, y) = (motion.dx, motion.dy)
    // The angle in eighths of a turn, 0 at north, clockwise: [0, 8). atan2 is east at 0, south (y down
    // the pad) at +π/2, in (-π, π]: two eighths on, and once round for what falls below north.
    var eighths = atan2(y, x) * (4 / Double.pi) + 2
    if eighths < 0 { eighths += 8 }
    let first = Int(eighths + 0.9) % 8
    let second = Int(eighths + 0.1) % 8
    self = CompassOctants(rawValue: 1 << first | 1 << second)
  }

  /// Whether two motions go the same way: their octants overlap or neighbour (north and north-west too).
  func isSameWay(as other: CompassOctants) -> Bool {
    let a = rawValue, b = other.rawValue
    let aWide = a | a << 1 | a >> 1 | (a & 0x80 != 0 ? 0x01 : 0) | (a & 0x01 != 0 ? 0x80 : 0)
    return aWide & b != 0
  }
}

extension Double {
  /// -1, 0 or 1 as the value is below, at or above `zero`.
  fileprivate func sign(of zero: Double) -> Int { self > zero ? 1 : self < zero ? -1 : 0 }
}
