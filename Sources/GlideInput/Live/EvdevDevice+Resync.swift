import CEvdev
import Glibc

// What ``EvdevDevice`` hands its caller after `SYN_DROPPED`: see the type's documentation.

extension EvdevDevice {
  /// Lets go of what was queued behind `dropped`, asks the kernel for the device's state, and appends
  /// the drop, the `SYN_REPORT` closing the dropped window, and one full-state frame.
  func resynchronise(after dropped: InputEvent, into events: inout [InputEvent]) throws(EvdevError) {
    try discardPending()
    let time = dropped.time
    var resync = [InputEvent(time: time, type: .syn, code: .synDropped, value: 0), .synReport(at: time)]
    resync += try fullStateFrame(at: time)
    for var event in resync where sanitizer.check(&event, line: { 0 }) == .keep { events.append(event) }
  }

  /// Reads and lets go of every whole event queued on the node, as libevdev drains it before it
  /// synchronises: the state asked for next includes what they said. The leading part of an event is
  /// kept, so the stream stays whole.
  private func discardPending() throws(EvdevError) {
    buffer.discardWholeEvents()
    while true {
      switch buffer.fill(from: fd) {
      case .bytes: buffer.discardWholeEvents()
      case .wouldBlock, .endOfFile: return
      case .failed(let code):
        if code == ENODEV { throw .deviceDisappeared(path: path) }
        throw .libevdevFailure(path: path, operation: "read", errno: code)
      }
    }
  }

  /// The device's whole current state as the kernel has it, as one frame ending with `SYN_REPORT`, all
  /// stamped `time`.
  func fullStateFrame(at time: Timestamp) throws(EvdevError) -> [InputEvent] {
    var frame: [InputEvent] = []
    func add(_ type: EventType, _ code: EventCode, _ value: Int32) {
      frame.append(InputEvent(time: time, type: type, code: code, value: value))
    }
    for (code, value) in try slotState() { add(.abs, code, value) }
    for (code, value) in try keyState() { add(.key, code, value) }
    for code in (description.codes[.abs] ?? []).sorted() where !Self.isMultitouch(code) {
      add(.abs, code, try absValue(code))
    }
    frame.append(.synReport(at: time))
    return frame
  }

  /// `ABS_MT_SLOT n`, `ABS_MT_TRACKING_ID` and the other multitouch axes for every slot, then
  /// `ABS_MT_SLOT` set back to the current slot.
  private func slotState() throws(EvdevError) -> [(EventCode, Int32)] {
    let slots = description.slotCount
    guard slots > 0, description.has(.abs, .absMTSlot) else { return [] }
    let axes = (description.codes[.abs] ?? []).sorted().filter {
      Self.isMultitouch($0) && $0 != .absMTSlot && $0 != .absMTTrackingID
    }
    // Asked in ascending order of code, as libevdev asks (a recorded device answers in that order).
    var values: [EventCode: [Int32]] = [:]
    for code in (description.codes[.abs] ?? []).sorted() where Self.isMultitouch(code) && code != .absMTSlot {
      values[code] = try slotValues(code, slots: slots)
    }
    var state: [(EventCode, Int32)] = []
    for slot in 0..<slots {
      state.append((.absMTSlot, Int32(slot)))
      state.append((.absMTTrackingID, values[.absMTTrackingID]?[slot] ?? -1))
      state += axes.map { ($0, values[$0]?[slot] ?? 0) }
    }
    state.append((.absMTSlot, min(max(try absValue(.absMTSlot), 0), Int32(slots - 1))))
    return state
  }

  /// The multitouch axis `code`'s value in each of the first `slots` slots (`EVIOCGMTSLOTS`).
  private func slotValues(_ code: EventCode, slots: Int) throws(EvdevError) -> [Int32] {
    var request = [Int32](repeating: 0, count: slots + 1)
    request[0] = Int32(code.rawValue)
    let status = request.withUnsafeMutableBufferPointer { glide_evdev_mt_slots(fd, $0.baseAddress, $0.count) }
    guard status >= 0 else { throw failure("EVIOCGMTSLOTS", errno) }
    return Array(request.dropFirst())
  }

  /// The absolute axis `code`'s value (`EVIOCGABS`).
  private func absValue(_ code: EventCode) throws(EvdevError) -> Int32 {
    var info = input_absinfo()
    guard glide_evdev_abs_info(fd, UInt32(code.rawValue), &info) >= 0 else { throw failure("EVIOCGABS", errno) }
    return info.value
  }

  /// Every key the device has with its state (`EVIOCGKEY`): released keys first, then held ones, so a
  /// finger-count key going down is never undone by another going up in the same frame.
  private func keyState() throws(EvdevError) -> [(EventCode, Int32)] {
    let codes = (description.codes[.key] ?? []).sorted()
    guard !codes.isEmpty else { return [] }
    var bits = [UInt8](repeating: 0, count: (Int(KEY_MAX) + 1 + 7) / 8)
    let status = bits.withUnsafeMutableBufferPointer { glide_evdev_key_state(fd, $0.baseAddress, $0.count) }
    guard status >= 0 else { throw failure("EVIOCGKEY", errno) }
    let keys = codes.map { code -> (EventCode, Int32) in
      let bit = Int(code.rawValue)
      let held = bit / 8 < bits.count && bits[bit / 8] & (1 << UInt8(bit % 8)) != 0
      return (code, held ? 1 : 0)
    }
    return keys.filter { $0.1 == 0 } + keys.filter { $0.1 != 0 }
  }

  private func failure(_ operation: String, _ code: Int32) -> EvdevError {
    code == ENODEV ? .deviceDisappeared(path: path) : .libevdevFailure(path: path, operation: operation, errno: code)
  }

  /// `ABS_MT_SLOT` up to `ABS_MT_TOOL_Y`: the per-slot axes (`ABS_MT_*`).
  static func isMultitouch(_ code: EventCode) -> Bool {
    (EventCode.absMTSlot.rawValue...0x3d).contains(code.rawValue)
  }
}
