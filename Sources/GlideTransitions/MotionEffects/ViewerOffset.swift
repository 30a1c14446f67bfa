/// Where the viewer is relative to the screen, as motion effects see it: UIKit's `UIOffset` viewer
/// offset. Each component runs from −1 to 1 and is 0 when the device is held at its resting attitude;
/// +1 horizontally is the viewer as far to the right as the effect goes, +1 vertically as far down
/// (screen coordinates: y grows downwards). Glide's accelerometer mapping (`TiltMapping`, in the
/// simulation) makes it point the way a marble on the screen would roll; any other source can drive it.
public struct ViewerOffset: Hashable, Sendable, CustomStringConvertible {
  /// −1 … 1, positive to the right.
  public let horizontal: Double
  /// −1 … 1, positive downwards.
  public let vertical: Double

  /// An offset with each component clamped to −1 … 1 (a NaN counts as 0).
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = Self.clamped(horizontal)
    self.vertical = Self.clamped(vertical)
  }

  /// The viewer straight in front of the screen.
  public static let zero = ViewerOffset(horizontal: 0, vertical: 0)

  public var description: String { "(\(horizontal), \(vertical))" }

  private static func clamped(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(max(value, -1), 1)
  }
}
