@testable import GlideInput

/// Splits an event stream into frames, each ending in `SYN_REPORT` (a trailing partial frame is kept).
func framesOf(_ events: [InputEvent]) -> [[InputEvent]] {
  var frames: [[InputEvent]] = [[]]
  for event in events {
    frames[frames.count - 1].append(event)
    if event.isSynReport { frames.append([]) }
  }
  if frames.last?.isEmpty == true { frames.removeLast() }
  return frames
}

/// `NAME value` per event, with kernel names: compact for exact comparisons.
func names(_ events: [InputEvent]) -> [String] {
  events.map { "\($0.code.name(for: $0.type) ?? "\($0.code.rawValue)") \($0.value)" }
}

/// Replays a stream against the kernel's rules and collects what breaks them.
struct ProtocolChecker {
  let device: DeviceDescription
  private(set) var violations: [String] = []
  private var slot: Int32 = 0
  private var slotValues: [Int32: [EventCode: Int32]] = [:]
  private var values: [EventType: [EventCode: Int32]] = [:]
  private var lastID: Int32 = -1

  init(device: DeviceDescription) { self.device = device }

  static let tools: [EventCode] = [
    .btnToolFinger, .btnToolDoubleTap, .btnToolTripleTap, .btnToolQuadTap, .btnToolQuintTap,
  ]

  mutating func check(_ events: [InputEvent]) {
    for (index, frame) in framesOf(events).enumerated() {
      if frame.last?.isSynReport != true { violations.append("frame \(index) does not end in SYN_REPORT") }
      for event in frame { check(event, frame: index) }
      let toolsDown = Self.tools.filter { (values[.key]?[$0] ?? 0) != 0 }.count
      let touching = (values[.key]?[.btnTouch] ?? 0) != 0
      if toolsDown > 1 { violations.append("frame \(index): \(toolsDown) BTN_TOOL keys set") }
      if device.has(.key, .btnToolFinger) && touching && toolsDown != 1 {
        violations.append("frame \(index): touching with \(toolsDown) BTN_TOOL keys set")
      }
      if Set(frame.map(\.time)).count != 1 { violations.append("frame \(index): mixed timestamps") }
    }
  }

  private mutating func check(_ event: InputEvent, frame: Int) {
    guard event.type != .syn, event.type != .msc else { return }
    guard device.has(event.type, event.code) else {
      violations.append("frame \(frame): \(event) is not a code of the device")
      return
    }
    if event.type == .abs, let info = device.absInfo[event.code],
      event.code != .absMTTrackingID || event.value >= 0
    {
      if event.value < info.minimum || event.value > info.maximum {
        violations.append("frame \(frame): \(event) outside \(info.minimum)…\(info.maximum)")
      }
    }
    if event.code == .absMTSlot && event.type == .abs {
      if event.value == slot { violations.append("frame \(frame): ABS_MT_SLOT \(slot) repeated") }
      slot = event.value
      return
    }
    let isMT = event.type == .abs && event.code >= .absMTTouchMajor
    let old =
      isMT
      ? slotValues[slot]?[event.code] ?? (event.code == .absMTTrackingID ? -1 : 0)
      : values[event.type]?[event.code] ?? 0
    if old == event.value { violations.append("frame \(frame): \(event) repeats the value") }
    if isMT {
      slotValues[slot, default: [:]][event.code] = event.value
    } else {
      values[event.type, default: [:]][event.code] = event.value
    }
    if event.code == .absMTTrackingID && event.type == .abs && event.value >= 0 {
      if event.value <= lastID {
        violations.append("frame \(frame): tracking id \(event.value) not increasing")
      }
      if old >= 0 { violations.append("frame \(frame): tracking id \(old)→\(event.value) without -1") }
      lastID = event.value
    }
  }
}

/// Every violation of the kernel's rules in `events` on `device`.
func protocolViolations(_ events: [InputEvent], on device: DeviceDescription) -> [String] {
  var checker = ProtocolChecker(device: device)
  checker.check(events)
  return checker.violations
}
