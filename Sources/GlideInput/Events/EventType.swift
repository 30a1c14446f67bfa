/// An evdev event type (`EV_*`).
///
/// An open set, like the kernel's: unknown values are representable, and the ones Glide uses have names.
public struct EventType: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }
  public init(_ rawValue: UInt16) { self.rawValue = rawValue }

  /// The corresponding C constant is `EV_SYN`.
  public static let syn = EventType(0x00)
  /// The corresponding C constant is `EV_KEY`.
  public static let key = EventType(0x01)
  /// The corresponding C constant is `EV_REL`.
  public static let rel = EventType(0x02)
  /// The corresponding C constant is `EV_ABS`.
  public static let abs = EventType(0x03)
  /// The corresponding C constant is `EV_MSC`.
  public static let msc = EventType(0x04)
  /// The corresponding C constant is `EV_SW`.
  public static let sw = EventType(0x05)
  /// The corresponding C constant is `EV_LED`.
  public static let led = EventType(0x11)
  /// The corresponding C constant is `EV_SND`.
  public static let snd = EventType(0x12)
  /// The corresponding C constant is `EV_REP`.
  public static let rep = EventType(0x14)
  /// The corresponding C constant is `EV_FF`.
  public static let ff = EventType(0x15)
  /// The corresponding C constant is `EV_PWR`.
  public static let pwr = EventType(0x16)
  /// The corresponding C constant is `EV_FF_STATUS`.
  public static let ffStatus = EventType(0x17)

  /// The corresponding C constant is `EV_MAX`: the largest valid type.
  public static let max = EventType(0x1f)

  /// The largest code the kernel defines for this type (`KEY_MAX`, `ABS_MAX`, …), or `nil` for a type
  /// with no codes of its own. Codes above it are out of range.
  public var maximumCode: UInt16? {
    switch self {
    case .syn: 0x0f
    case .key: 0x2ff
    case .rel: 0x0f
    case .abs: 0x3f
    case .msc: 0x07
    case .sw: 0x11
    case .led: 0x0f
    case .snd: 0x07
    case .rep: 0x01
    case .ff: 0x7f
    case .pwr, .ffStatus: 0x01
    default: nil
    }
  }

  public static func < (lhs: EventType, rhs: EventType) -> Bool { lhs.rawValue < rhs.rawValue }
}
