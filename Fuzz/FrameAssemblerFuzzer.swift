// libFuzzer target: `FrameAssembler` fed arbitrary events decoded from the fuzz bytes, on a device chosen
// by the first byte, twice over (the frames must be the same both times).
//
// Input layout:
//   byte 0   the device (`FuzzDevices.all`, modulo their count)
//   byte 1   bit 0: time may go backwards; otherwise it never does
//   then one record per event: an op byte, a code byte, a value of 1 byte (Int8) or 4 (Int32)
//     op bits 0…2  0 EV_SYN, 1 EV_KEY, 2…4 and 7 EV_ABS, 6 `cancelAll(at:)` instead of an event, 5 any
//                  type: the code byte's low 5 bits, with code 0…63 from its top 3 bits and op bits 3…5
//     op bits 3…5  the time step, 0…100 ms (`timeSteps`)
//     op bit 6     the step goes backwards (only when byte 1 allows it)
//     op bit 7     a 4-byte value instead of 1
//     code byte    below 0x80: an entry of the type's table of codes Glide uses; else a raw code
//
// Checks: no crash or hang; a frame exactly at each SYN_REPORT with its time; every frame's invariants
// (`FrameChecker`); the same frames from a second assembler. Built and run by `tools/fuzz frames SECONDS`.
import Glibc
@testable import GlideInput

@_cdecl("LLVMFuzzerTestOneInput")
public func frameAssemblerFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = UnsafeBufferPointer(start: bytes, count: size)
  guard data.count >= 2 else { return 0 }
  let device = FuzzDevices.all[Int(data[0]) % FuzzDevices.all.count]
  var decoder = FuzzEventDecoder(data, timeMayGoBack: data[1] & 1 != 0)
  let steps = decoder.steps()
  let first = assemble(steps, on: device, check: true)
  let second = assemble(steps, on: device, check: false)
  require(first == second, "the same events gave different frames")
  return 0
}

/// Runs `steps` through a fresh assembler and returns every frame, checking them when asked.
private func assemble(_ steps: [FuzzStep], on device: DeviceDescription, check: Bool) -> [TouchFrame?] {
  var assembler = FrameAssembler(device: device)
  var checker = FrameChecker(device: device, timeIsMonotonic: true)
  var previous: Timestamp?
  var frames: [TouchFrame?] = []
  for step in steps {
    if let previous, step.time < previous { checker.timeIsMonotonic = false }
    previous = step.time
    switch step {
    case .event(let event):
      let frame = assembler.consume(event)
      if check { checker.check(frame, after: event) }
      frames.append(frame)
    case .cancelAll(let time):
      let frame = assembler.cancelAll(at: time)
      if check { checker.checkCancelAll(frame, at: time) }
      frames.append(frame)
    }
  }
  return frames
}

/// One thing done to the assembler.
enum FuzzStep {
  case event(InputEvent)
  case cancelAll(Timestamp)

  var time: Timestamp {
    switch self {
    case .event(let event): event.time
    case .cancelAll(let time): time
    }
  }
}

/// Turns fuzz bytes into assembler steps (layout at the top of this file).
struct FuzzEventDecoder {
  static let timeSteps: [Int64] = [0, 0, 1_000, 2_000, 5_000, 8_000, 16_000, 100_000]
  static let synCodes: [EventCode] = [
    .synReport, .synReport, .synReport, .synMTReport, .synDropped, .synConfig,
  ]
  static let keyCodes: [EventCode] = [
    .btnTouch, .btnToolFinger, .btnToolDoubleTap, .btnToolTripleTap, .btnToolQuadTap, .btnToolQuintTap,
    .btnLeft, .btnRight, .btnMiddle, .btnToolPen,
  ]
  static let absCodes: [EventCode] = [
    .absMTSlot, .absMTTrackingID, .absMTPositionX, .absMTPositionY, .absMTSlot, .absMTTrackingID,
    .absMTPressure, .absMTTouchMajor, .absMTTouchMinor, .absX, .absY, .absPressure, .absMTToolType,
  ]

  let data: UnsafeBufferPointer<UInt8>
  let timeMayGoBack: Bool
  private var index = 2
  private var time = Timestamp(seconds: 1_000, microseconds: 0)

  init(_ data: UnsafeBufferPointer<UInt8>, timeMayGoBack: Bool) {
    self.data = data
    self.timeMayGoBack = timeMayGoBack
  }

  mutating func steps() -> [FuzzStep] {
    var steps: [FuzzStep] = []
    while let step = next() { steps.append(step) }
    return steps
  }

  private mutating func next() -> FuzzStep? {
    guard let op = byte(), let codeByte = byte() else { return nil }
    let step = Self.timeSteps[Int(op >> 3) & 7]
    let backwards = timeMayGoBack && op & 0x40 != 0
    time = Timestamp(microseconds: time.microseconds + (backwards ? -step : step))
    guard let value = op & 0x80 != 0 ? wideValue() : byte().map({ Int32(Int8(bitPattern: $0)) }) else {
      return nil
    }
    let (type, code): (EventType, EventCode)
    switch op & 7 {
    case 0: (type, code) = (.syn, Self.pick(Self.synCodes, codeByte, raw: 0))
    case 1: (type, code) = (.key, Self.pick(Self.keyCodes, codeByte, raw: 0x100))
    case 5:
      type = EventType(UInt16(codeByte & 0x1f))
      code = EventCode(UInt16(codeByte >> 5) | UInt16(op & 0x38))
    case 6: return .cancelAll(time)
    default: (type, code) = (.abs, Self.pick(Self.absCodes, codeByte, raw: 0))
    }
    return .event(InputEvent(time: time, type: type, code: code, value: value))
  }

  private static func pick(_ table: [EventCode], _ byte: UInt8, raw base: UInt16) -> EventCode {
    byte < 0x80 ? table[Int(byte) % table.count] : EventCode(base + UInt16(byte & 0x7f))
  }

  private mutating func byte() -> UInt8? {
    guard index < data.count else { return nil }
    defer { index += 1 }
    return data[index]
  }

  private mutating func wideValue() -> Int32? {
    guard index + 4 <= data.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 { value = value << 8 | UInt32(data[index]); index += 1 }
    return Int32(bitPattern: value)
  }
}

/// The devices the assembler is fuzzed on: real descriptions and the three other contact protocols
/// derived from them.
enum FuzzDevices {
  static let all: [DeviceDescription] = [
    .synapticsTouchpad, .touchscreen, semiMT, anonymous, singleTouch, .precisionTouchpad, unresolved,
  ]

  /// The real 2-slot Synaptics touchpad marked semi-MT, as the ALPS and Elantech pads of `traces/real` are.
  static var semiMT: DeviceDescription {
    var device = DeviceDescription.synapticsTouchpad
    device.properties.insert(.semiMT)
    return device
  }

  /// The 10-slot touchscreen without `ABS_MT_SLOT`: multitouch protocol A.
  static var anonymous: DeviceDescription {
    var device = DeviceDescription.touchscreen
    device.codes[.abs]?.remove(.absMTSlot)
    device.absInfo[.absMTSlot] = nil
    return device
  }

  /// The Synaptics touchpad without any `ABS_MT_*` axis: single touch (`ABS_X`/`ABS_Y`, `BTN_TOUCH`).
  static var singleTouch: DeviceDescription {
    var device = DeviceDescription.synapticsTouchpad
    device.codes[.abs] = [.absX, .absY, .absPressure]
    device.absInfo = device.absInfo.filter { $0.key == .absX || $0.key == .absY || $0.key == .absPressure }
    return device
  }

  /// The touchscreen as the real Atmel recording states it: no resolution, and an empty x range, so the
  /// millimetre fallback divides by a clamped range.
  static var unresolved: DeviceDescription {
    var device = DeviceDescription.touchscreen
    for code in [EventCode.absX, .absMTPositionX] { device.absInfo[code] = AbsInfo(minimum: 5, maximum: 5) }
    device.absInfo[.absMTPositionY]?.resolution = 0
    return device
  }
}
