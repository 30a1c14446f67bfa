import CEvdev
import Glibc

// What ``EvdevDevice`` hands its caller after `SYN_DROPPED`: see the type's documentation.

extension EvdevDevice {
  /// Consumes libevdev's sync deltas after `dropped` and appends the drop, the `SYN_REPORT` closing
  /// the dropped window, and one full-state frame.
  func resynchronise(after dropped: InputEvent, into events: inout [InputEvent]) throws(EvdevError) {
    var raw = input_event()
    var status = Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue)
    // The deltas are libevdev's own bookkeeping: its state is current once they are read.
    while status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) {
      status = libevdev_next_event(handle, LIBEVDEV_READ_FLAG_SYNC.rawValue, &raw)
    }
    if status == -ENODEV { throw .deviceDisappeared(path: path) }
    guard status == -EAGAIN else {
      throw .libevdevFailure(path: path, operation: "libevdev_next_event(SYNC)", errno: -status)
    }
    let time = dropped.time
    events.append(InputEvent(time: time, type: .syn, code: .synDropped, value: 0))
    events.append(.synReport(at: time))
    events.append(contentsOf: fullStateFrame(at: time))
  }

  /// The device's whole current state as one frame, ending with `SYN_REPORT`, all stamped `time`.
  func fullStateFrame(at time: Timestamp) -> [InputEvent] {
    var frame: [InputEvent] = []
    func add(_ type: EventType, _ code: EventCode, _ value: Int32) {
      frame.append(InputEvent(time: time, type: type, code: code, value: value))
    }
    for (code, value) in slotState() { add(.abs, code, value) }
    for (code, value) in keyState() { add(.key, code, value) }
    for code in (description.codes[.abs] ?? []).sorted() where !Self.isMultitouch(code) {
      add(.abs, code, libevdev_get_event_value(handle, UInt32(EV_ABS), UInt32(code.rawValue)))
    }
    frame.append(.synReport(at: time))
    return frame
  }

  /// `ABS_MT_SLOT n`, `ABS_MT_TRACKING_ID` and the other multitouch axes for every slot, then
  /// `ABS_MT_SLOT` set back to the current slot.
  private func slotState() -> [(EventCode, Int32)] {
    let slots = Int32(libevdev_get_num_slots(handle))
    guard slots > 0 else { return [] }
    let axes = (description.codes[.abs] ?? []).sorted().filter {
      Self.isMultitouch($0) && $0 != .absMTSlot && $0 != .absMTTrackingID
    }
    var state: [(EventCode, Int32)] = []
    for slot in 0..<slots {
      state.append((.absMTSlot, slot))
      state.append((.absMTTrackingID, slotValue(slot, .absMTTrackingID)))
      state += axes.map { ($0, slotValue(slot, $0)) }
    }
    state.append((.absMTSlot, Int32(libevdev_get_current_slot(handle))))
    return state
  }

  private func slotValue(_ slot: Int32, _ code: EventCode) -> Int32 {
    libevdev_get_slot_value(handle, UInt32(slot), UInt32(code.rawValue))
  }

  /// Every key the device has with its state: released keys first, then held ones, so a finger-count
  /// key going down is never undone by another going up in the same frame.
  private func keyState() -> [(EventCode, Int32)] {
    let keys = (description.codes[.key] ?? []).sorted().map { code in
      (code, libevdev_get_event_value(handle, UInt32(EV_KEY), UInt32(code.rawValue)))
    }
    return keys.filter { $0.1 == 0 } + keys.filter { $0.1 != 0 }
  }

  /// `ABS_MT_SLOT` up to `ABS_MT_TOOL_Y`: the per-slot axes (`ABS_MT_*`).
  static func isMultitouch(_ code: EventCode) -> Bool {
    (EventCode.absMTSlot.rawValue...0x3d).contains(code.rawValue)
  }
}
