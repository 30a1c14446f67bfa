/// What a touch surface reports in one scan: the contact in each protocol B slot, and how many
/// fingers it counts (which can exceed the slots, on a 2-slot pad with three fingers down).
struct SurfaceScan {
  struct Contact {
    var trackingID: Int32
    /// Position in device units, already within the axis ranges.
    var x: Int32
    var y: Int32
    /// `ABS_MT_PRESSURE` in device units.
    var pressure: Int32
    /// Landing order: the kernel's pointer emulation follows the oldest contact.
    var age: Int
  }

  var time: Timestamp
  /// One entry per slot; `nil` for a free slot.
  var slots: [Contact?]
  var fingerCount: Int
  /// The device's own clock for `MSC_TIMESTAMP`, in µs.
  var deviceClock: Int32
}

/// Encodes scans as the kernel's input core passes them on: the stateful protocol B stream of
/// `input_mt_report_slot_state` + `input_mt_sync_frame` + `input_sync`.
///
/// - A value is sent only when it changes (after the kernel's `fuzz` filter), per slot for MT axes.
/// - `ABS_MT_SLOT` is sent lazily, just before the first changed value of a slot other than the last
///   one sent (`input_handle_abs_event`).
/// - Pointer emulation (`input_mt_report_pointer_emulation`): `BTN_TOUCH`, the `BTN_TOOL_*` finger
///   count (exactly one set while fingers are down), `ABS_X`/`ABS_Y`/`ABS_PRESSURE` of the oldest contact.
/// - `MSC_TIMESTAMP` in every frame where the device has it (`hid-multitouch`).
/// - A frame with nothing in it is not passed on at all, as the input core drops a bare `SYN_REPORT`.
struct KernelFrameEncoder {
  let device: DeviceDescription
  private var reportedSlot: Int32 = 0
  private var slotValues: [[EventCode: Int32]]
  private var values: [EventType: [EventCode: Int32]] = [:]
  private var frame: [InputEvent] = []
  private var time = Timestamp(microseconds: 0)

  init(device: DeviceDescription) {
    self.device = device
    slotValues = Array(repeating: [.absMTTrackingID: -1], count: max(device.slotCount, 1))
  }

  /// The events for one scan, ending in `SYN_REPORT`, or none when nothing changed.
  mutating func encode(_ scan: SurfaceScan) -> [InputEvent] {
    frame.removeAll(keepingCapacity: true)
    time = scan.time
    for slot in slotValues.indices {
      encode(slot: slot, scan.slots.indices.contains(slot) ? scan.slots[slot] : nil)
    }
    encodePointerEmulation(scan)
    if device.has(.msc, .mscTimestamp) { append(.msc, .mscTimestamp, scan.deviceClock) }
    guard !frame.isEmpty else { return [] }
    append(.syn, .synReport, 0)
    return frame
  }

  // MARK: - Internals

  private mutating func encode(slot: Int, _ contact: SurfaceScan.Contact?) {
    guard let contact else {
      setSlotValue(slot, .absMTTrackingID, -1)
      return
    }
    setSlotValue(slot, .absMTTrackingID, contact.trackingID)
    setSlotValue(slot, .absMTToolType, 0)  // MT_TOOL_FINGER
    setSlotValue(slot, .absMTPositionX, contact.x)
    setSlotValue(slot, .absMTPositionY, contact.y)
    setSlotValue(slot, .absMTPressure, contact.pressure)
  }

  private mutating func encodePointerEmulation(_ scan: SurfaceScan) {
    let oldest = scan.slots.compactMap { $0 }.min { $0.age < $1.age }
    set(.key, .btnTouch, oldest == nil ? 0 : 1)
    let tools = Self.fingerTools.filter { device.has(.key, $0.code) }
    let count = min(scan.fingerCount, tools.last?.fingers ?? 0)
    for tool in tools { set(.key, tool.code, tool.fingers == count ? 1 : 0) }
    if let oldest {
      set(.abs, .absX, oldest.x)
      set(.abs, .absY, oldest.y)
    }
    if device.has(.abs, .absMTPressure) { set(.abs, .absPressure, oldest?.pressure ?? 0) }
  }

  /// The finger-count keys in the order `input_mt_report_finger_count` sends them.
  private static let fingerTools: [(code: EventCode, fingers: Int)] = [
    (.btnToolFinger, 1), (.btnToolDoubleTap, 2), (.btnToolTripleTap, 3), (.btnToolQuadTap, 4),
    (.btnToolQuintTap, 5),
  ]

  /// Sends a multitouch axis for `slot` if the device has it and the value changed.
  private mutating func setSlotValue(_ slot: Int, _ code: EventCode, _ value: Int32) {
    guard device.has(.abs, code) else { return }
    let old = slotValues[slot][code] ?? 0
    let new = defuzz(code, value, old)
    guard new != old else { return }
    slotValues[slot][code] = new
    if Int32(slot) != reportedSlot {
      reportedSlot = Int32(slot)
      append(.abs, .absMTSlot, reportedSlot)
    }
    append(.abs, code, new)
  }

  /// Sends a key or a single-touch axis if the device has it and the value changed.
  private mutating func set(_ type: EventType, _ code: EventCode, _ value: Int32) {
    guard device.has(type, code) else { return }
    let old = values[type]?[code] ?? 0
    let new = type == .abs ? defuzz(code, value, old) : value
    guard new != old else { return }
    values[type, default: [:]][code] = new
    append(type, code, new)
  }

  /// The kernel's fuzz filter on `code` (``KernelFuzz``); tracking ids are never filtered.
  private func defuzz(_ code: EventCode, _ value: Int32, _ old: Int32) -> Int32 {
    guard code != .absMTTrackingID else { return value }
    return KernelFuzz.filter(value, old: old, fuzz: device.absInfo[code]?.fuzz ?? 0)
  }

  private mutating func append(_ type: EventType, _ code: EventCode, _ value: Int32) {
    frame.append(InputEvent(time: time, type: type, code: code, value: value))
  }
}
