/// What a device is and what it can report: the contents of an evemu header, a `libinput record`
/// `evdev` block, or what libevdev reads off a live device node.
public struct DeviceDescription: Hashable, Sendable {
  public var name: String
  public var id: InputID
  public var properties: Set<InputProperty>
  /// The codes supported for each type (`EVIOCGBIT(type)`); a type with no codes has no entry.
  /// `EV_SYN` has none: the kernel answers `EVIOCGBIT(EV_SYN)` with the type mask, which is ``types``.
  public var codes: [EventType: Set<EventCode>]
  /// Axis ranges for every supported `EV_ABS` code.
  public var absInfo: [EventCode: AbsInfo]
  /// LEDs that were on when the description was taken (evemu `L:` lines), by code.
  public var ledStates: [EventCode: Int32]
  /// Switches that were on when the description was taken (evemu `S:` lines), by code.
  public var switchStates: [EventCode: Int32]

  public init(
    name: String,
    id: InputID,
    properties: Set<InputProperty> = [],
    codes: [EventType: Set<EventCode>] = [:],
    absInfo: [EventCode: AbsInfo] = [:],
    ledStates: [EventCode: Int32] = [:],
    switchStates: [EventCode: Int32] = [:]
  ) {
    self.name = name
    self.id = id
    self.properties = properties
    self.codes = codes.filter { !$0.value.isEmpty && $0.key != .syn }
    self.absInfo = absInfo
    self.ledStates = ledStates
    self.switchStates = switchStates
  }

  // MARK: - Capabilities

  /// The event types the device supports: `EV_SYN` and every type with codes. Derived, so that a
  /// description read from evemu (whose `B: 00` row holds `EV_SYN`'s codes in evemu 2.x and the type
  /// mask in older files), from `libinput record` or from libevdev always agrees with itself.
  public var types: Set<EventType> { Set(codes.keys).union([.syn]) }

  public func has(_ property: InputProperty) -> Bool { properties.contains(property) }

  public func has(_ type: EventType, _ code: EventCode) -> Bool {
    codes[type]?.contains(code) ?? false
  }

  /// The number of multitouch slots (protocol B): `ABS_MT_SLOT`'s maximum + 1, or 0 without slots;
  /// at most ``maximumSlotCount``.
  public var slotCount: Int {
    guard let slot = absInfo[.absMTSlot], has(.abs, .absMTSlot) else { return 0 }
    return min(max(0, Int(slot.maximum) + 1), Self.maximumSlotCount)
  }

  /// The most slots Glide tracks: far more than any real device has, and small enough that a description
  /// stating billions (a damaged or hostile trace) costs no memory. Slots beyond it are clamped to the last,
  /// as out-of-range `ABS_MT_SLOT` values are.
  public static let maximumSlotCount = 256

  /// How the device reports contacts.
  public var touchProtocol: TouchProtocol {
    if slotCount > 0 { return .slotted }
    if has(.abs, .absMTPositionX) { return .anonymous }
    if has(.abs, .absX) && has(.key, .btnTouch) { return .singleTouch }
    return .none
  }

  /// The most fingers the device can count: the largest `BTN_TOOL_*TAP` it reports (1 for
  /// `BTN_TOOL_FINGER` or `BTN_TOUCH` alone). May exceed ``slotCount`` on 2-slot pads.
  public var maximumFingerCount: Int {
    let tools: [(EventCode, Int)] = [
      (.btnToolQuintTap, 5), (.btnToolQuadTap, 4), (.btnToolTripleTap, 3), (.btnToolDoubleTap, 2),
      (.btnToolFinger, 1), (.btnTouch, 1),
    ]
    let counted = tools.first { has(.key, $0.0) }?.1 ?? 0
    return max(counted, slotCount)
  }

  // MARK: - Kind

  /// What kind of device this is, decided the way libinput, udev and the kernel documentation do.
  public var kind: DeviceKind {
    if isAccelerometer { return .accelerometer }
    if has(.rel, .relX) && has(.rel, .relY) { return .mouse }
    guard touchProtocol != .none else { return .other }
    if has(.direct) { return .touchscreen }
    if has(.pointer) || has(.key, .btnToolFinger) { return .touchpad }
    return .touchscreen
  }

  /// An accelerometer, by udev's rule (systemd's `udev-builtin-input_id.c`, which sets
  /// `ID_INPUT_ACCELEROMETER`): `INPUT_PROP_ACCELEROMETER`, or `ABS_X`, `ABS_Y` and `ABS_Z` on a device
  /// with no keys at all, which catches drivers older than the property (the lis3lv02d laptop sensor
  /// sets none). The kernel forbids mixing accelerometer axes with other directional axes on one node
  /// (`Documentation/input/event-codes.rst`), so the property alone decides when it is there.
  public var isAccelerometer: Bool {
    has(.accelerometer) || (codes[.key] == nil && has(.abs, .absX) && has(.abs, .absY) && has(.abs, .absZ))
  }

  /// A touchpad: an indirect touch surface (`INPUT_PROP_POINTER`, or by the kernel's historical rule a
  /// touch device with `BTN_TOOL_FINGER` and no `INPUT_PROP_DIRECT`).
  public var isTouchpad: Bool { kind == .touchpad }

  /// A touchscreen, or a tablet's touch surface mapped to a screen: direct touch (`INPUT_PROP_DIRECT`,
  /// or a touch device with neither `INPUT_PROP_POINTER` nor `BTN_TOOL_FINGER`).
  public var isTouchscreen: Bool { kind == .touchscreen }

  // MARK: - Geometry

  /// The x axis used for contact positions: `ABS_MT_POSITION_X`, else `ABS_X`.
  public var xAxis: AbsInfo? { absInfo[.absMTPositionX] ?? absInfo[.absX] }
  /// The y axis used for contact positions: `ABS_MT_POSITION_Y`, else `ABS_Y`.
  public var yAxis: AbsInfo? { absInfo[.absMTPositionY] ?? absInfo[.absY] }

  /// Whether both position axes state a resolution. When they do not, ``geometry`` estimates one.
  public var hasResolution: Bool {
    (xAxis?.resolution ?? 0) > 0 && (yAxis?.resolution ?? 0) > 0
  }

  /// How device units become millimetres on this device.
  public var geometry: SurfaceGeometry { SurfaceGeometry(device: self) }
}

/// The kinds of device Glide tells apart.
public enum DeviceKind: String, Hashable, Sendable {
  /// An indirect touch surface that moves a pointer.
  case touchpad
  /// A direct touch surface mapped to a screen.
  case touchscreen
  /// A relative pointer (`REL_X`/`REL_Y`), with or without a touch surface on top (Apple's Magic Mouse).
  case mouse
  /// A motion sensor reporting acceleration (gravity, at rest) on `ABS_X`/`ABS_Y`/`ABS_Z`: a game
  /// controller's "Motion Sensors" node, a laptop's free-fall sensor (see
  /// ``DeviceDescription/isAccelerometer``).
  case accelerometer
  /// Anything else (keyboards, pens without touch, …).
  case other
}

/// How a device reports its contacts.
public enum TouchProtocol: String, Hashable, Sendable {
  /// Multitouch protocol B: `ABS_MT_SLOT` and `ABS_MT_TRACKING_ID`.
  case slotted
  /// Multitouch protocol A: anonymous contacts separated by `SYN_MT_REPORT`.
  case anonymous
  /// One contact: `ABS_X`/`ABS_Y` and `BTN_TOUCH`.
  case singleTouch = "single-touch"
  /// Not a touch device.
  case none
}
