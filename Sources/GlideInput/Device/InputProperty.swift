/// A device property bit (`INPUT_PROP_*`), as `EVIOCGPROP` reports it.
public struct InputProperty: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  /// The corresponding C constant is `INPUT_PROP_POINTER`: indirect, needs a pointer (touchpads).
  public static let pointer = InputProperty(0)
  /// The corresponding C constant is `INPUT_PROP_DIRECT`: mapped to a screen (touchscreens).
  public static let direct = InputProperty(1)
  /// The corresponding C constant is `INPUT_PROP_BUTTONPAD`: a clickpad, the button under the surface.
  public static let buttonpad = InputProperty(2)
  /// The corresponding C constant is `INPUT_PROP_SEMI_MT`: two "touches" are a bounding box's corners.
  public static let semiMT = InputProperty(3)
  /// The corresponding C constant is `INPUT_PROP_TOPBUTTONPAD`.
  public static let topButtonpad = InputProperty(4)
  /// The corresponding C constant is `INPUT_PROP_POINTING_STICK`.
  public static let pointingStick = InputProperty(5)
  /// The corresponding C constant is `INPUT_PROP_ACCELEROMETER`.
  public static let accelerometer = InputProperty(6)

  /// The corresponding C constant is `INPUT_PROP_MAX`.
  public static let max = InputProperty(0x1f)

  public static func < (lhs: InputProperty, rhs: InputProperty) -> Bool { lhs.rawValue < rhs.rawValue }
}
