/// An evdev event code (`SYN_*`, `KEY_*`/`BTN_*`, `ABS_*`, …). Its meaning depends on the event type.
///
/// An open set: every 16-bit value is representable; the codes Glide interprets have names here.
public struct EventCode: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }
  public init(_ rawValue: UInt16) { self.rawValue = rawValue }

  public static func < (lhs: EventCode, rhs: EventCode) -> Bool { lhs.rawValue < rhs.rawValue }

  // MARK: - EV_SYN

  /// The corresponding C constant is `SYN_REPORT`: the end of a frame.
  public static let synReport = EventCode(0)
  /// The corresponding C constant is `SYN_CONFIG`.
  public static let synConfig = EventCode(1)
  /// The corresponding C constant is `SYN_MT_REPORT`: the end of one contact in protocol A.
  public static let synMTReport = EventCode(2)
  /// The corresponding C constant is `SYN_DROPPED`: the client's buffer overflowed.
  public static let synDropped = EventCode(3)

  // MARK: - EV_KEY

  /// The corresponding C constant is `BTN_LEFT` (a clickpad's click).
  public static let btnLeft = EventCode(0x110)
  /// The corresponding C constant is `BTN_RIGHT`.
  public static let btnRight = EventCode(0x111)
  /// The corresponding C constant is `BTN_MIDDLE`.
  public static let btnMiddle = EventCode(0x112)
  /// The corresponding C constant is `BTN_TOOL_PEN`.
  public static let btnToolPen = EventCode(0x140)
  /// The corresponding C constant is `BTN_TOOL_FINGER`: one finger.
  public static let btnToolFinger = EventCode(0x145)
  /// The corresponding C constant is `BTN_TOOL_QUINTTAP`: five fingers.
  public static let btnToolQuintTap = EventCode(0x148)
  /// The corresponding C constant is `BTN_TOUCH`: contact with the surface.
  public static let btnTouch = EventCode(0x14a)
  /// The corresponding C constant is `BTN_TOOL_DOUBLETAP`: two fingers.
  public static let btnToolDoubleTap = EventCode(0x14d)
  /// The corresponding C constant is `BTN_TOOL_TRIPLETAP`: three fingers.
  public static let btnToolTripleTap = EventCode(0x14e)
  /// The corresponding C constant is `BTN_TOOL_QUADTAP`: four fingers.
  public static let btnToolQuadTap = EventCode(0x14f)

  // MARK: - EV_REL

  /// The corresponding C constant is `REL_X`.
  public static let relX = EventCode(0x00)
  /// The corresponding C constant is `REL_Y`.
  public static let relY = EventCode(0x01)

  // MARK: - EV_ABS

  /// The corresponding C constant is `ABS_X`.
  public static let absX = EventCode(0x00)
  /// The corresponding C constant is `ABS_Y`.
  public static let absY = EventCode(0x01)
  /// The corresponding C constant is `ABS_Z` (an accelerometer's third axis).
  public static let absZ = EventCode(0x02)
  /// The corresponding C constant is `ABS_RX` (a motion sensor's gyroscope about x).
  public static let absRX = EventCode(0x03)
  /// The corresponding C constant is `ABS_RY`.
  public static let absRY = EventCode(0x04)
  /// The corresponding C constant is `ABS_RZ`.
  public static let absRZ = EventCode(0x05)
  /// The corresponding C constant is `ABS_PRESSURE`.
  public static let absPressure = EventCode(0x18)
  /// The corresponding C constant is `ABS_TOOL_WIDTH`.
  public static let absToolWidth = EventCode(0x1c)
  /// The corresponding C constant is `ABS_MT_SLOT`.
  public static let absMTSlot = EventCode(0x2f)
  /// The corresponding C constant is `ABS_MT_TOUCH_MAJOR`.
  public static let absMTTouchMajor = EventCode(0x30)
  /// The corresponding C constant is `ABS_MT_TOUCH_MINOR`.
  public static let absMTTouchMinor = EventCode(0x31)
  /// The corresponding C constant is `ABS_MT_WIDTH_MAJOR`.
  public static let absMTWidthMajor = EventCode(0x32)
  /// The corresponding C constant is `ABS_MT_WIDTH_MINOR`.
  public static let absMTWidthMinor = EventCode(0x33)
  /// The corresponding C constant is `ABS_MT_ORIENTATION`.
  public static let absMTOrientation = EventCode(0x34)
  /// The corresponding C constant is `ABS_MT_POSITION_X`.
  public static let absMTPositionX = EventCode(0x35)
  /// The corresponding C constant is `ABS_MT_POSITION_Y`.
  public static let absMTPositionY = EventCode(0x36)
  /// The corresponding C constant is `ABS_MT_TOOL_TYPE`.
  public static let absMTToolType = EventCode(0x37)
  /// The corresponding C constant is `ABS_MT_BLOB_ID`.
  public static let absMTBlobID = EventCode(0x38)
  /// The corresponding C constant is `ABS_MT_TRACKING_ID`; -1 ends the contact in the slot.
  public static let absMTTrackingID = EventCode(0x39)
  /// The corresponding C constant is `ABS_MT_PRESSURE`.
  public static let absMTPressure = EventCode(0x3a)
  /// The corresponding C constant is `ABS_MT_DISTANCE`.
  public static let absMTDistance = EventCode(0x3b)

  // MARK: - EV_MSC

  /// The corresponding C constant is `MSC_TIMESTAMP`: the device's own clock, µs, wrapping.
  public static let mscTimestamp = EventCode(0x05)
}
