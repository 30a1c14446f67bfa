@testable import GlideInput

/// A compact way to write kernel event streams in tests: one `NAME value` per line, kernel names as
/// libevdev knows them; `SYN_REPORT` closes a frame, and each frame is 10 ms after the previous one.
/// `SYN_MT_REPORT` and `SYN_DROPPED` take no value.
func events(_ script: String, start: Int64 = 1_000_000, frameInterval: Int64 = 10_000) -> [InputEvent] {
  var time = start
  var result: [InputEvent] = []
  for line in script.split(separator: "\n") {
    let words = line.split(separator: " ")
    guard let name = words.first, let (type, code) = EventCode.lookUp(name: String(name)) else {
      preconditionFailure("unknown event name in test script: \(line)")
    }
    let value = words.count > 1 ? Int32(words[1])! : 0
    result.append(InputEvent(time: Timestamp(microseconds: time), type: type, code: code, value: value))
    if type == .syn && code == .synReport { time += frameInterval }
  }
  return result
}

/// Devices with known geometry for assembler tests.
enum TestDevices {
  /// A 2-slot clickpad, 100 × 50 mm: x 0…1000 and y 0…1000 at 10 and 20 units/mm.
  static let twoSlotPad = DeviceDescription(
    name: "Test two-slot clickpad",
    id: InputID(bustype: 0x11, vendor: 2, product: 7, version: 1),
    properties: [.pointer, .buttonpad],
    codes: [
      .key: [.btnLeft, .btnToolFinger, .btnTouch, .btnToolDoubleTap, .btnToolTripleTap],
      .abs: [.absX, .absY, .absMTSlot, .absMTPositionX, .absMTPositionY, .absMTTrackingID, .absMTPressure],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
      .absY: AbsInfo(minimum: 0, maximum: 1000, resolution: 20),
      .absMTSlot: AbsInfo(minimum: 0, maximum: 1),
      .absMTPositionX: AbsInfo(minimum: 0, maximum: 1000, resolution: 10),
      .absMTPositionY: AbsInfo(minimum: 0, maximum: 1000, resolution: 20),
      .absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      .absMTPressure: AbsInfo(minimum: 0, maximum: 255),
    ])

  /// A protocol A touchscreen without resolution (the 69 × 50 mm fallback applies).
  static let protocolAScreen = DeviceDescription(
    name: "Test protocol A screen",
    id: InputID(bustype: 3, vendor: 1, product: 1, version: 1),
    properties: [.direct],
    codes: [.key: [.btnTouch], .abs: [.absX, .absY, .absMTPositionX, .absMTPositionY]],
    absInfo: [
      .absX: AbsInfo(minimum: 0, maximum: 690),
      .absY: AbsInfo(minimum: 0, maximum: 500),
      .absMTPositionX: AbsInfo(minimum: 0, maximum: 690),
      .absMTPositionY: AbsInfo(minimum: 0, maximum: 500),
    ])

  /// A single-touch pad: ABS_X/ABS_Y and BTN_TOUCH only.
  static let singleTouchPad = DeviceDescription(
    name: "Test single-touch pad",
    id: InputID(bustype: 0x11, vendor: 2, product: 1, version: 1),
    properties: [.pointer],
    codes: [.key: [.btnTouch, .btnToolFinger, .btnLeft], .abs: [.absX, .absY, .absPressure]],
    absInfo: [
      .absX: AbsInfo(minimum: 100, maximum: 1100, resolution: 10),
      .absY: AbsInfo(minimum: 100, maximum: 600, resolution: 10),
      .absPressure: AbsInfo(minimum: 0, maximum: 255),
    ])

  /// The two-slot pad with INPUT_PROP_SEMI_MT: its two touches are a bounding box.
  static var semiMTPad: DeviceDescription {
    var device = twoSlotPad
    device.properties.insert(.semiMT)
    return device
  }
}

extension TouchFrame {
  /// `id:phase` for each touch, for compact assertions.
  var summary: [String] { touches.map { "\($0.id.rawValue):\($0.phase.rawValue)" } }
}
