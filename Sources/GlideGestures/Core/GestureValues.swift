public import GlideInput

/// A recogniser's values at one state change, in UIKit's names and Glide's units.
public enum GestureValues: Hashable, Sendable {
  /// `scale` relative to the finger distance when the pinch began; `velocity` in scale per second.
  case pinch(scale: Double, velocity: Double)
  /// `rotation` in radians since the gesture began (positive turns clockwise on a y-down surface,
  /// continuous past ±π); `velocity` in radians per second.
  case rotation(rotation: Double, velocity: Double)
  /// `translation` in millimetres since the pan began; `velocity` in millimetres per second.
  case pan(translation: MillimetreVector, velocity: MillimetreVector)
  /// The direction a swipe was recognised in.
  case swipe(direction: SwipeDirection)
  /// Where the taps happened (the last tap's centroid) and how many there were.
  case tap(location: MillimetrePoint, taps: Int)
  /// Where the press is (the touches' centroid), and how far it moved since it began, in mm.
  case longPress(location: MillimetrePoint, translation: MillimetreVector)
}

/// A swipe direction, as a set (UIKit's `UISwipeGestureRecognizer.Direction`).
public struct SwipeDirection: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let right = SwipeDirection(rawValue: 1)
  public static let left = SwipeDirection(rawValue: 2)
  /// Towards the top of the surface (y decreasing).
  public static let up = SwipeDirection(rawValue: 4)
  /// Towards the bottom of the surface (y increasing).
  public static let down = SwipeDirection(rawValue: 8)

  public var description: String {
    [(Self.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
      .filter { contains($0.0) }.map(\.1).joined(separator: ",")
  }
}

/// Points per millimetre of touchpad travel when a gesture's values are wanted in points: UIKit's
/// 160 points per inch at 1× (1 mm ≈ 6.3 pt). Glide's recognisers work in millimetres; this constant is
/// the one place where the two meet.
public let pointsPerMillimetre = 160.0 / 25.4
