/// libevdev's rules for what a device delivers (`sanitize_event` in libevdev.c), applied to recorded
/// events, so a trace reads as the device it describes would have been read live:
/// - an event whose type or code the device does not declare is dropped (`libevdev_has_event_code`;
///   `EV_SYN` is always declared);
/// - `ABS_MT_SLOT` below 0 or at or beyond the device's slot count is capped to the last slot
///   ("invalid slot index … Capping to announced max slot number");
/// - on a device with slots, `ABS_MT_TRACKING_ID` −1 on a slot without a contact, or a new id on a slot
///   whose contact has not ended (−1 → −1, N → M), is dropped ("double tracking ID").
///
/// On a protocol A device (no slots) a frame's contacts are capped at
/// ``FrameAssembler/maximumAnonymousContacts``: the events of the contacts beyond, up to and including
/// their `SYN_MT_REPORT`, are dropped and counted as ``InputWarnings/Kind/tooManyContacts``, so a frame of
/// ten thousand contacts costs no more than one of 32. (A protocol B device's contacts are capped at its
/// slots by the slot rule.)
///
/// libevdev keeps values outside their axis's range; so does the sanitizer, but it counts those more than
/// the axis's fuzz beyond as ``InputWarnings/Kind/valueOutOfRange``, as libinput warns of them. Every
/// event dropped, capped or doubted is counted in ``warnings``.
///
/// A frame is bounded at ``FrameAssembler/maximumEvents(for:)`` events before its `SYN_REPORT`: the
/// event beyond becomes `SYN_DROPPED` (the kernel reports an overflowing buffer so), the frame's events
/// are dropped up to its `SYN_REPORT` and the frame is counted as ``InputWarnings/Kind/frameTooLong``.
/// Events after the last `SYN_REPORT` are counted at the end (``endOfTrace()``) as
/// ``InputWarnings/Kind/unterminatedFrame``: nothing applies them.
///
/// A trace has no device state to start from (libevdev asks the kernel for it), so a slot's first
/// tracking id is taken as it comes; after `SYN_DROPPED` the same, and the events up to the next
/// `SYN_REPORT` are left alone: the frame assembler discards them.
struct EventSanitizer {
  /// What to do with an event.
  enum Verdict {
    case keep
    case drop
  }

  /// What an `EV_ABS` code gets checked for.
  private enum Rule: UInt8 {
    case undeclared, range, slot, trackingID
  }

  /// One `EV_ABS` code's rule, and the values beyond which a value is out of range (minimum − fuzz,
  /// maximum + fuzz; `Int64.min`…`Int64.max` for axes not checked). One lookup per event: most are these.
  private struct Axis {
    var rule: Rule = .undeclared
    var lowest = Int64.min
    var highest = Int64.max
  }

  private let device: DeviceDescription
  private var axes: [Axis]
  /// Other declared codes: bit `type << 10 | code` for codes below 1024 (every type's but unknown ones').
  private var declared: [UInt64]
  private let slotCount: Int
  private var currentSlot = 0
  /// Each slot's tracking id, or ``unknown`` before the first and after `SYN_DROPPED`.
  private var trackingIDs: [Int64]
  private static let unknown = Int64.min
  private var dropping = false
  /// Protocol A: whether contacts are counted, how many `SYN_MT_REPORT`s this frame has had, and whether
  /// the frame has reached the cap (its further contacts' events are dropped).
  private let capsContacts: Bool
  private var contactsInFrame = 0
  private var beyondContactCap = false
  /// ``FrameAssembler/maximumEvents(for:)`` of the device.
  private let maximumEventsPerFrame: Int
  /// Events kept since the last `SYN_REPORT`, and those of them the frame assembler buffers (none
  /// after `SYN_DROPPED`).
  private var eventsInFrame = 0
  private var bufferedInFrame = 0
  /// The line of the first event since the last `SYN_REPORT`.
  private var frameStartLine = 0
  private(set) var warnings: InputWarnings

  /// - Parameter warnings: What the device description already doubted (its axes, see `AxisCheck`).
  init(device: DeviceDescription, warnings: InputWarnings = InputWarnings()) {
    self.device = device
    self.warnings = warnings
    maximumEventsPerFrame = FrameAssembler.maximumEvents(for: device)
    declared = Array(repeating: 0, count: (32 << 10) / 64)
    for (type, codes) in device.codes where type.rawValue < 32 {
      for code in codes where code.rawValue < 1024 {
        let bit = Int(type.rawValue) << 10 | Int(code.rawValue)
        declared[bit >> 6] |= 1 << UInt64(bit & 63)
      }
    }
    slotCount = device.has(.abs, .absMTSlot) ? device.slotCount : 0
    capsContacts = device.touchProtocol == .anonymous
    trackingIDs = Array(repeating: Self.unknown, count: slotCount)
    axes = Array(repeating: Axis(), count: 64)
    for code in device.codes[.abs] ?? [] where code.rawValue < 64 {
      var axis = Axis(rule: .range)
      if slotCount > 0 && code == .absMTSlot { axis.rule = .slot }
      if slotCount > 0 && code == .absMTTrackingID { axis.rule = .trackingID }
      if axis.rule == .range, let info = device.absInfo[code], info.minimum < info.maximum,
        code != .absMTSlot && code != .absMTTrackingID
      {
        let fuzz = Int64(Swift.max(info.fuzz, 0))
        (axis.lowest, axis.highest) = (Int64(info.minimum) - fuzz, Int64(info.maximum) + fuzz)
      }
      axes[Int(code.rawValue)] = axis
    }
  }

  /// Applies the rules to `event` (capping an out-of-range slot in place, turning the event beyond a
  /// frame's bound into `SYN_DROPPED`) and counts what it finds; `line` is asked for at a frame's first
  /// event and the first event of a kind.
  @inline(__always)
  mutating func check(_ event: inout InputEvent, line: () -> Int) -> Verdict {
    let verdict = checkRules(&event, line: line)
    guard case .keep = verdict else { return verdict }
    if event.type == .syn && event.code == .synReport {
      eventsInFrame = 0
      bufferedInFrame = 0
      return .keep
    }
    if eventsInFrame == 0 { frameStartLine = line() }
    eventsInFrame += 1
    if dropping {
      bufferedInFrame = 0
    } else {
      bufferedInFrame += 1
      if bufferedInFrame > maximumEventsPerFrame { dropLongFrame(&event, at: line()) }
    }
    return .keep
  }

  /// At the end of the trace: counts the events after the last `SYN_REPORT`, which nothing applies.
  mutating func endOfTrace() {
    guard eventsInFrame > 0 else { return }
    let (count, start) = (eventsInFrame, frameStartLine)
    eventsInFrame = 0
    warnings.count(.unterminatedFrame, line: { start }) {
      (
        "trailing events without SYN_REPORT: \(count) event\(count == 1 ? "" : "s") from this line to the end",
        "not applied, as libevdev and libinput apply no events before their SYN_REPORT"
      )
    }
  }

  /// Turns `event`, the one beyond a frame's bound (on line `lineNumber`), into `SYN_DROPPED`, and counts
  /// the frame.
  @inline(never)
  private mutating func dropLongFrame(_ event: inout InputEvent, at lineNumber: Int) {
    let maximum = maximumEventsPerFrame
    warnings.count(.frameTooLong, line: { lineNumber }) {
      (
        "event \(maximum + 1) of one frame with no SYN_REPORT yet, beyond the \(maximum) a frame of this "
          + "device is read with",
        "dropped with every event of its frame up to its SYN_REPORT, as after SYN_DROPPED (the touches "
          + "down are cancelled)"
      )
    }
    event = InputEvent(time: event.time, type: .syn, code: .synDropped, value: 0)
    dropping = true
    bufferedInFrame = 0
    for slot in trackingIDs.indices { trackingIDs[slot] = Self.unknown }
  }

  /// libevdev's rules, and the values out of range.
  @inline(__always)
  private mutating func checkRules(_ event: inout InputEvent, line: () -> Int) -> Verdict {
    if beyondContactCap, event.type == .abs || event.type == .syn && event.code == .synMTReport {
      if let verdict = checkBeyondContactCap(event, line: line) { return verdict }
    }
    if event.type == .abs, !dropping, event.code.rawValue < 64 {
      let axis = axes[Int(event.code.rawValue)]
      switch axis.rule {
      case .range:
        let value = Int64(event.value)
        if value < axis.lowest || value > axis.highest {
          let (device, event) = (device, event)
          warnings.count(.valueOutOfRange, line: line) {
            (Self.outOfRange(event, on: device), "kept, as libevdev keeps it")
          }
        }
        return .keep
      case .slot: return checkSlot(&event, line: line)
      case .trackingID: return checkTrackingID(event, line: line)
      case .undeclared: return undeclared(event, line: line)
      }
    }
    if event.type == .syn {
      if event.code == .synDropped {
        dropping = true
        for slot in trackingIDs.indices { trackingIDs[slot] = Self.unknown }
      } else if event.code == .synReport {
        dropping = false
        contactsInFrame = 0
        beyondContactCap = false
      } else if event.code == .synMTReport, capsContacts {
        contactsInFrame += 1
        beyondContactCap = contactsInFrame >= FrameAssembler.maximumAnonymousContacts
      }
      return .keep
    }
    if dropping || isDeclared(event.type, event.code) { return .keep }
    return undeclared(event, line: line)
  }

  // MARK: - Internals

  /// Past the cap on a protocol A frame's contacts: a multitouch axis (`ABS_MT_*`) is dropped, and its
  /// contact counted at its `SYN_MT_REPORT`; nil for other events (checked as usual).
  private mutating func checkBeyondContactCap(_ event: InputEvent, line: () -> Int) -> Verdict? {
    if event.type == .abs {
      return (0x2f...0x3f).contains(event.code.rawValue) ? .drop : nil
    }
    contactsInFrame += 1
    let number = contactsInFrame
    warnings.count(.tooManyContacts, line: line) {
      let cap = FrameAssembler.maximumAnonymousContacts
      return (
        "contact \(number) of one frame (SYN_MT_REPORT), beyond the \(cap) contacts a protocol A frame is read with",
        "dropped with every further contact of its frame"
      )
    }
    return .drop
  }

  private mutating func undeclared(_ event: InputEvent, line: () -> Int) -> Verdict {
    warnings.count(.undeclaredCode, line: line) {
      ("\(Self.name(event.type, event.code)) \(event.value) is not among the device's codes", "dropped, as libevdev drops it")
    }
    return .drop
  }

  @inline(__always)
  private func isDeclared(_ type: EventType, _ code: EventCode) -> Bool {
    guard type.rawValue < 32, code.rawValue < 1024 else { return device.has(type, code) }
    let bit = Int(type.rawValue) << 10 | Int(code.rawValue)
    return declared[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  private mutating func checkSlot(_ event: inout InputEvent, line: () -> Int) -> Verdict {
    if event.value < 0 || Int(event.value) >= slotCount {
      let (value, slotCount) = (event.value, slotCount)
      warnings.count(.slotOutOfRange, line: line) {
        (
          "ABS_MT_SLOT \(value) is beyond the device's \(slotCount) slot\(slotCount == 1 ? "" : "s") (0…\(slotCount - 1))",
          "capped to slot \(slotCount - 1), as libevdev caps it, so the contacts there share one slot"
        )
      }
      event.value = Int32(slotCount - 1)
    }
    currentSlot = Int(event.value)
    return .keep
  }

  private mutating func checkTrackingID(_ event: InputEvent, line: () -> Int) -> Verdict {
    let old = trackingIDs[currentSlot]
    let new = Int64(event.value)
    guard old != Self.unknown, (new == -1) == (old == -1) else {
      trackingIDs[currentSlot] = new
      return .keep
    }
    let slot = currentSlot
    warnings.count(.doubleTrackingID, line: line) {
      let held = old == -1 ? "which holds no contact" : "whose contact \(old) has not ended (-1 comes first)"
      return ("ABS_MT_TRACKING_ID \(new) in slot \(slot), \(held)", "dropped, as libevdev drops it")
    }
    return .drop
  }

  private static func outOfRange(_ event: InputEvent, on device: DeviceDescription) -> String {
    let axis = device.absInfo[event.code] ?? AbsInfo(minimum: 0, maximum: 0)
    return "\(Self.name(.abs, event.code)) \(event.value) is outside the axis's \(axis.minimum)…\(axis.maximum) "
      + "by more than its fuzz \(axis.fuzz)"
  }

  private static func name(_ type: EventType, _ code: EventCode) -> String {
    let typeName = type.name ?? "type \(type.rawValue)"
    let codeName = code.name(for: type) ?? "code 0x\(String(code.rawValue, radix: 16))"
    return "\(typeName) \(codeName)"
  }
}
