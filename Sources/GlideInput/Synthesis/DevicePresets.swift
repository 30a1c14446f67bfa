/// Device descriptions that synthetic traces are made for: one real touchpad, one modelled touchpad and
/// one modelled touchscreen, all speaking multitouch protocol B.
public enum DevicePreset: String, CaseIterable, Hashable, Sendable {
  /// ``DeviceDescription/synapticsTouchpad``.
  case synaptics
  /// ``DeviceDescription/precisionTouchpad``.
  case precision
  /// ``DeviceDescription/touchscreen``.
  case touchscreen

  /// The device this preset names.
  public var device: DeviceDescription {
    switch self {
    case .synaptics: .synapticsTouchpad
    case .precision: .precisionTouchpad
    case .touchscreen: .touchscreen
    }
  }

  /// One line on where the description comes from, for trace headers and `--help`.
  public var provenance: String {
    switch self {
    case .synaptics:
      "a real SynPS/2 Synaptics TouchPad (2 slots, 66 x 27 mm clickpad), as evemu-describe printed it"
    case .precision:
      "modelled on a typical Windows Precision Touchpad on I2C-HID (5 slots, 101 x 67 mm clickpad)"
    case .touchscreen:
      "modelled on an Atmel maXTouch Touchscreen (10 slots) with a resolution of 5 units/mm added"
    }
  }
}

extension DeviceDescription {
  /// The real SynPS/2 Synaptics TouchPad of `traces/devices/synaptics-touchpad.evemu-header`, exactly:
  /// 2 slots, x 1472…5768 at 65 units/mm, y 1408…5062 at 136 units/mm (66 × 27 mm), a clickpad
  /// (`POINTER|BUTTONPAD`) that counts up to five fingers with `BTN_TOOL_*`.
  public static let synapticsTouchpad = DeviceDescription(
    name: "SynPS/2 Synaptics TouchPad",
    id: InputID(bustype: 0x11, vendor: 0x2, product: 0x7, version: 0x1b1),
    properties: [.pointer, .buttonpad],
    codes: [
      .syn: [.synReport, .synConfig, .synDropped],
      .key: fingerKeys,
      .abs: [
        .absX, .absY, .absPressure, .absToolWidth, .absMTSlot, .absMTPositionX, .absMTPositionY,
        .absMTTrackingID, .absMTPressure,
      ],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: 1472, maximum: 5768, resolution: 65),
      .absY: AbsInfo(minimum: 1408, maximum: 5062, resolution: 136),
      .absPressure: AbsInfo(minimum: 0, maximum: 255),
      .absToolWidth: AbsInfo(minimum: 0, maximum: 15),
      .absMTSlot: AbsInfo(minimum: 0, maximum: 1),
      .absMTPositionX: AbsInfo(minimum: 1472, maximum: 5768, resolution: 65),
      .absMTPositionY: AbsInfo(minimum: 1408, maximum: 5062, resolution: 136),
      .absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      .absMTPressure: AbsInfo(minimum: 0, maximum: 255),
    ])

  /// A 5-slot precision touchpad on I2C-HID (bus 0x18), modelled on a typical Windows Precision
  /// Touchpad as `hid-multitouch` presents it: x 0…1212 and y 0…808 at 12 units/mm (101 × 67 mm),
  /// `POINTER|BUTTONPAD`, `ABS_MT_PRESSURE`, `ABS_MT_TOOL_TYPE`, `BTN_TOOL_FINGER`…`BTN_TOOL_QUINTTAP`
  /// and `MSC_TIMESTAMP` in every frame. Not a recording of one particular device.
  public static let precisionTouchpad = DeviceDescription(
    name: "Glide Synthetic Precision Touchpad",
    id: InputID(bustype: 0x18, vendor: 0, product: 0, version: 0x100),
    properties: [.pointer, .buttonpad],
    codes: [
      .syn: [.synReport, .synConfig, .synDropped],
      .key: fingerKeys,
      .abs: [
        .absX, .absY, .absPressure, .absMTSlot, .absMTPositionX, .absMTPositionY, .absMTToolType,
        .absMTTrackingID, .absMTPressure,
      ],
      .msc: [.mscTimestamp],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: 0, maximum: 1212, resolution: 12),
      .absY: AbsInfo(minimum: 0, maximum: 808, resolution: 12),
      .absPressure: AbsInfo(minimum: 0, maximum: 255),
      .absMTSlot: AbsInfo(minimum: 0, maximum: 4),
      .absMTPositionX: AbsInfo(minimum: 0, maximum: 1212, resolution: 12),
      .absMTPositionY: AbsInfo(minimum: 0, maximum: 808, resolution: 12),
      .absMTToolType: AbsInfo(minimum: 0, maximum: 2),
      .absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      .absMTPressure: AbsInfo(minimum: 0, maximum: 255),
    ])

  /// A 10-slot touchscreen (`INPUT_PROP_DIRECT`), modelled on the Atmel maXTouch Touchscreen of
  /// `traces/real/touchscreens__Atmel_maXTouch_Touchscreen.desc` (x 0…799, y 0…479, `BTN_TOUCH`
  /// only, no pressure) with a resolution of 5 units/mm added, which the real one lacks (160 × 96 mm).
  public static let touchscreen = DeviceDescription(
    name: "Atmel maXTouch Touchscreen",
    id: InputID(bustype: 0x18, vendor: 0, product: 0, version: 0),
    properties: [.direct],
    codes: [
      .syn: [.synReport, .synConfig, .synDropped],
      .key: [.btnTouch],
      .abs: [
        .absX, .absY, .absMTSlot, .absMTPositionX, .absMTPositionY, .absMTToolType, .absMTTrackingID,
        .absMTDistance,
      ],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: 0, maximum: 799, resolution: 5),
      .absY: AbsInfo(minimum: 0, maximum: 479, resolution: 5),
      .absMTSlot: AbsInfo(minimum: 0, maximum: 9),
      .absMTPositionX: AbsInfo(minimum: 0, maximum: 799, resolution: 5),
      .absMTPositionY: AbsInfo(minimum: 0, maximum: 479, resolution: 5),
      .absMTToolType: AbsInfo(minimum: 0, maximum: 2),
      .absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      .absMTDistance: AbsInfo(minimum: 0, maximum: 1),
    ])

  /// A clickpad's keys: `BTN_LEFT` and the finger counts `BTN_TOOL_FINGER`…`BTN_TOOL_QUINTTAP`.
  private static let fingerKeys: Set<EventCode> = [
    .btnLeft, .btnToolFinger, .btnToolQuintTap, .btnTouch, .btnToolDoubleTap, .btnToolTripleTap,
    .btnToolQuadTap,
  ]
}
