/// Turns a device's event stream into ``TouchFrame``s, one at each `SYN_REPORT`.
///
/// One assembler serves recorded traces and live devices alike. It keeps the kernel's stateful
/// protocol (a value is sent only when it changes, per slot for multitouch axes) and understands:
/// - multitouch protocol B: `ABS_MT_SLOT`, `ABS_MT_TRACKING_ID` (−1 lifts; a new id in a busy slot ends
///   the old contact and begins a new one; N→N and −1→−1 are ignored as libevdev does; an id reused
///   after a lift is a new touch with a new ``TouchID``), out-of-range slots capped to the last as libevdev
///   caps them (a ``TraceReader`` applies and counts libevdev's rules before events get here);
/// - protocol A: contacts separated by `SYN_MT_REPORT`, matched frame to frame by tracking id when the
///   device sends one, otherwise by nearest neighbour in millimetres; at most
///   ``maximumAnonymousContacts`` a frame;
/// - single touch: `ABS_X`/`ABS_Y` with `BTN_TOUCH`;
/// - finger counts from `BTN_TOOL_FINGER`…`BTN_TOOL_QUINTTAP` when fingers outnumber slots;
/// - `SYN_DROPPED`: the events since the last `SYN_REPORT` and up to and including the next one are
///   discarded. The frame at that closing `SYN_REPORT` reports every touch that was down as
///   ``TouchPhase/cancelled`` (never `ended`: nobody knows whether the finger lifted) and has
///   ``TouchFrame/followsDroppedEvents`` set. A slot whose contact was cancelled begins a fresh touch
///   as soon as the device reports anything for it again (a live ``EvdevDevice`` re-reports every slot
///   right after the drop, from libevdev's sync; a trace does so when the finger next moves).
///
/// Events are buffered until `SYN_REPORT` and applied in order there, so a dropped frame leaves no trace
/// in the state. A touch that begins and ends inside one frame is never reported. A frame longer than
/// ``maximumEvents(for:)`` is dropped as after `SYN_DROPPED` (the kernel reports an overflowing
/// buffer so), so the buffer stays bounded whatever the input.
public struct FrameAssembler: Sendable {
  /// The most contacts one protocol A frame is read with (32); those beyond are ignored. A protocol B
  /// device's contacts are capped by its slots. (A ``TraceReader`` drops the events beyond and warns.)
  public static let maximumAnonymousContacts = 32

  /// The most events one frame is buffered with before its `SYN_REPORT`: twice the most a frame of
  /// `device` can hold, as libevdev sizes its queue (`init_event_queue`: one event per declared code,
  /// each further slot's multitouch axes, a `SYN_REPORT`), with protocol A's
  /// ``maximumAnonymousContacts`` counted as slots (and a `SYN_MT_REPORT` each); at least 256 (libevdev's
  /// least), at most 16,384 (384 KiB of events; 256 slots of every multitouch axis need 8,706).
  public static func maximumEvents(for device: DeviceDescription) -> Int {
    let declared = device.codes.reduce(0) { $0 + ($1.key == .syn ? 0 : $1.value.count) }
    let multitouchAxes = device.codes[.abs]?.count { $0.rawValue >= EventCode.absMTSlot.rawValue } ?? 0
    let contacts: Int
    let perContact: Int
    switch device.touchProtocol {
    case .slotted: (contacts, perContact) = (device.slotCount, multitouchAxes)
    case .anonymous: (contacts, perContact) = (maximumAnonymousContacts, multitouchAxes + 1)
    case .singleTouch, .none: (contacts, perContact) = (1, 0)
    }
    let perFrame = 1 + declared + perContact * Swift.max(contacts - 1, 0)
    return Swift.min(Swift.max(256, 2 * perFrame), 16_384)
  }

  /// The device whose events are assembled.
  public let device: DeviceDescription

  private let geometry: SurfaceGeometry
  // The device's derived values, worked out once: each is a set or dictionary lookup, and they were
  // asked at every frame.
  private let touchProtocol: TouchProtocol
  private let touchesAreBoundingBox: Bool
  private let hasTouchKey: Bool
  private var mode: Mode = .assembling
  /// ``maximumEvents(for:)`` of the device.
  private let maximumEventsPerFrame: Int
  private var pending: [InputEvent] = []
  /// The frame being applied; swapped with ``pending`` so neither buffer is reallocated per frame.
  private var applying: [InputEvent] = []
  private var nextTouchID = 1

  // Protocol B
  private var slots: [Slot]
  private var currentSlot = 0
  private var endedThisFrame: [Touch] = []
  /// The array the last frame's touches were handed out in. The next frame refills it in place when
  /// the caller has let go of that frame (no allocation per frame), and copies on write when not.
  private var touchBuffer: [Touch] = []

  // Protocol A
  private var protocolA = ProtocolAState()

  // Single touch and keys
  private var single = Slot()
  private var touchKey = false
  private var toolFingers = 0
  private var buttons: ButtonState = []

  private enum Mode {
    case assembling
    /// After `SYN_DROPPED`, until and including the next `SYN_REPORT`.
    case droppingUntilReport
  }

  public init(device: DeviceDescription) {
    self.device = device
    self.geometry = device.geometry
    touchProtocol = device.touchProtocol
    touchesAreBoundingBox = device.has(.semiMT)
    hasTouchKey = device.has(.key, .btnTouch)
    maximumEventsPerFrame = Self.maximumEvents(for: device)
    self.slots = Array(repeating: Slot(), count: Swift.max(device.slotCount, 1))
    pending.reserveCapacity(64)
    applying.reserveCapacity(64)
  }

  // MARK: - API

  /// Feeds one event; returns the frame it completes, if it is a `SYN_REPORT` that closes one.
  public mutating func consume(_ event: InputEvent) -> TouchFrame? {
    if event.type == .syn {
      if event.code == .synReport { return endFrame(at: event.time) }
      if event.code == .synDropped {
        dropFrame()
        return nil
      }
    }
    if case .assembling = mode {
      if pending.count >= maximumEventsPerFrame {
        dropFrame()
        return nil
      }
      pending.append(event)
    }
    return nil
  }

  /// Discards the frame's events up to and including its `SYN_REPORT`.
  private mutating func dropFrame() {
    pending.removeAll(keepingCapacity: true)
    mode = .droppingUntilReport
  }

  /// Ends every touch that is down as ``TouchPhase/cancelled``, for a device that went away or a session
  /// that stops mid-gesture. Returns that frame, or `nil` when no touch was down.
  public mutating func cancelAll(at time: Timestamp) -> TouchFrame? {
    pending.removeAll(keepingCapacity: true)
    mode = .assembling
    let cancelled = cancelActiveTouches()
    guard !cancelled.isEmpty else { return nil }
    touchKey = false
    toolFingers = 0
    return TouchFrame(
      time: time, touches: cancelled, fingerCount: 0, buttons: buttons,
      touchesAreBoundingBox: touchesAreBoundingBox)
  }

  /// Assembles a whole event sequence.
  public static func frames(of events: some Sequence<InputEvent>, device: DeviceDescription) -> [TouchFrame] {
    var assembler = FrameAssembler(device: device)
    return events.compactMap { assembler.consume($0) }
  }

  // MARK: - Frames

  private mutating func endFrame(at time: Timestamp) -> TouchFrame? {
    switch mode {
    case .droppingUntilReport:
      mode = .assembling
      pending.removeAll(keepingCapacity: true)
      return TouchFrame(
        time: time, touches: cancelActiveTouches(), fingerCount: 0, buttons: buttons,
        followsDroppedEvents: true, touchesAreBoundingBox: touchesAreBoundingBox)
    case .assembling:
      swap(&pending, &applying)
      let touches = assembleApplying()
      applying.removeAll(keepingCapacity: true)
      let active = touches.count { !$0.phase.isTerminal }
      return TouchFrame(
        time: time, touches: touches, fingerCount: Swift.max(toolFingers, active), buttons: buttons,
        touchesAreBoundingBox: touchesAreBoundingBox)
    }
  }

  /// Applies the frame's events (``applying``) and returns its touches.
  private mutating func assembleApplying() -> [Touch] {
    switch touchProtocol {
    case .slotted: return assembleSlotted()
    case .anonymous: return assembleAnonymous(applying)
    case .singleTouch: return assembleSingleTouch(applying)
    case .none:
      applying.forEach { applyKey($0) }
      return []
    }
  }

  private mutating func newTouchID() -> TouchID {
    defer { nextTouchID += 1 }
    return TouchID(rawValue: nextTouchID)
  }

  private func touch(_ id: TouchID, slot: Int, phase: TouchPhase, _ state: Slot) -> Touch {
    Self.touch(id, slot: slot, phase: phase, state, geometry: geometry)
  }

  private static func touch(
    _ id: TouchID, slot: Int, phase: TouchPhase, _ state: Slot, geometry: SurfaceGeometry
  ) -> Touch {
    Touch(
      id: id, slot: slot, phase: phase, position: DevicePoint(x: state.x, y: state.y),
      location: geometry.millimetres(x: state.x, y: state.y),
      pressure: state.pressure, touchMajor: state.touchMajor, touchMinor: state.touchMinor)
  }

  /// Reports every live touch as cancelled and leaves its slot waiting for fresh data.
  private mutating func cancelActiveTouches() -> [Touch] {
    var cancelled: [Touch] = []
    for index in slots.indices {
      if let id = slots[index].touchID {
        cancelled.append(touch(id, slot: index, phase: .cancelled, slots[index]))
      }
      slots[index].touchID = nil
      slots[index].pendingBegin = false
      slots[index].suspect = slots[index].trackingID >= 0
    }
    for (index, contact) in protocolA.previous.enumerated() {
      cancelled.append(touch(contact.id, slot: index, phase: .cancelled, contact.state))
    }
    protocolA.previous.removeAll()
    if let id = single.touchID {
      cancelled.append(touch(id, slot: 0, phase: .cancelled, single))
      single.touchID = nil
    }
    return cancelled
  }

  // MARK: - Keys

  private mutating func applyKey(_ event: InputEvent) {
    guard event.type == .key, event.value != 2 else { return }
    let down = event.value != 0
    switch event.code {
    case .btnTouch: touchKey = down
    case .btnLeft: setButton(.left, down)
    case .btnRight: setButton(.right, down)
    case .btnMiddle: setButton(.middle, down)
    default:
      guard let count = Self.fingerCount(forTool: event.code) else { return }
      if down {
        toolFingers = count
      } else if toolFingers == count {
        toolFingers = 0
      }
    }
  }

  private mutating func setButton(_ button: ButtonState, _ down: Bool) {
    if down { buttons.insert(button) } else { buttons.remove(button) }
  }

  private static func fingerCount(forTool code: EventCode) -> Int? {
    switch code {
    case .btnToolFinger: 1
    case .btnToolDoubleTap: 2
    case .btnToolTripleTap: 3
    case .btnToolQuadTap: 4
    case .btnToolQuintTap: 5
    default: nil
    }
  }
}

// MARK: - Per-contact state

extension FrameAssembler {
  /// The last known values of one contact (a protocol B slot, a protocol A contact, or the single touch).
  struct Slot: Sendable {
    var trackingID: Int32 = -1
    var x: Int32 = 0
    var y: Int32 = 0
    var pressure: Int32?
    var touchMajor: Int32?
    var touchMinor: Int32?
    /// Glide's id for the contact, once it has been reported as began.
    var touchID: TouchID?
    /// A contact that starts in the frame being assembled.
    var pendingBegin = false
    /// The contact was cancelled by a `SYN_DROPPED` gap; new data for it begins a fresh touch.
    var suspect = false
    /// The position last reported, to tell `moved` from `stationary`.
    var reportedX: Int32 = 0
    var reportedY: Int32 = 0

    var isActive: Bool { touchID != nil || pendingBegin }

    /// Stores an axis value; returns false for codes that are not per-contact axes.
    mutating func apply(_ code: EventCode, _ value: Int32) -> Bool {
      switch code {
      case .absMTPositionX: x = value
      case .absMTPositionY: y = value
      case .absMTPressure: pressure = value
      case .absMTTouchMajor: touchMajor = value
      case .absMTTouchMinor: touchMinor = value
      default: return false
      }
      return true
    }
  }
}

// MARK: - Protocol B

extension FrameAssembler {
  /// Protocol B: applies ``applying`` in place (by index: passing the array along retained it at every
  /// frame) and reports every slot's touch.
  private mutating func assembleSlotted() -> [Touch] {
    endedThisFrame.removeAll(keepingCapacity: true)
    var index = 0
    while index < applying.count {
      let event = applying[index]
      if event.type == .abs { applySlotted(event) } else { applyKey(event) }
      index += 1
    }
    var touches: [Touch] = []
    swap(&touches, &touchBuffer)
    touches.removeAll(keepingCapacity: true)
    touches.reserveCapacity(slots.count + endedThisFrame.count)
    // The slots in one exclusive access for the whole loop: element by element, every change to a slot
    // checked the array's uniqueness again.
    var touchID = nextTouchID
    let geometry = geometry
    // Copied only when something ended (most frames): the copy is a retain and a release.
    let ended = endedThisFrame.isEmpty ? nil : endedThisFrame
    slots.withUnsafeMutableBufferPointer { slots in
      for index in slots.indices {
        // A plain loop, and only when something ended: a lazy filter per slot showed in the replay benchmark.
        if let ended {
          for touch in ended where touch.slot == index { touches.append(touch) }
        }
        Self.report(&slots[index], index: index, nextTouchID: &touchID, geometry: geometry, into: &touches)
      }
    }
    nextTouchID = touchID
    touchBuffer = touches
    return touches
  }

  private mutating func applySlotted(_ event: InputEvent) {
    switch event.code {
    case .absMTSlot:
      // libevdev caps a slot out of range, below 0 too, to the last (`sanitize_event`).
      currentSlot = event.value < 0 || Int(event.value) >= slots.count ? slots.count - 1 : Int(event.value)
    case .absMTTrackingID:
      applyTrackingID(event.value)
    default:
      guard slots[currentSlot].apply(event.code, event.value) else { return }
      if slots[currentSlot].suspect {
        // The finger outlived the dropped events: it comes back as a new touch.
        slots[currentSlot].suspect = false
        slots[currentSlot].pendingBegin = true
      }
    }
  }

  private mutating func applyTrackingID(_ value: Int32) {
    var slot = slots[currentSlot]
    defer { slots[currentSlot] = slot }
    if value < 0 {
      if let id = slot.touchID {
        endedThisFrame.append(touch(id, slot: currentSlot, phase: .ended, slot))
      }
      slot.touchID = nil
      slot.pendingBegin = false
      slot.suspect = false
      slot.trackingID = -1
      return
    }
    if slot.isActive && slot.trackingID == value && !slot.suspect { return }
    if let id = slot.touchID {
      endedThisFrame.append(touch(id, slot: currentSlot, phase: .ended, slot))
    }
    slot.touchID = nil
    slot.trackingID = value
    slot.pendingBegin = true
    slot.suspect = false
  }

  /// Appends `slot`'s touch, if it has one, and marks its position reported.
  private static func report(
    _ slot: inout Slot, index: Int, nextTouchID: inout Int, geometry: SurfaceGeometry, into touches: inout [Touch]
  ) {
    let id: TouchID
    let phase: TouchPhase
    if slot.pendingBegin {
      id = TouchID(rawValue: nextTouchID)
      nextTouchID += 1
      slot.pendingBegin = false
      slot.touchID = id
      phase = .began
    } else if let existing = slot.touchID {
      id = existing
      phase = slot.x != slot.reportedX || slot.y != slot.reportedY ? .moved : .stationary
    } else {
      return
    }
    slot.reportedX = slot.x
    slot.reportedY = slot.y
    touches.append(touch(id, slot: index, phase: phase, slot, geometry: geometry))
  }
}

// MARK: - Protocol A

extension FrameAssembler {
  struct ProtocolAState: Sendable {
    /// The contacts of the last reported frame with their ids, in report order.
    var previous: [(id: TouchID, state: Slot)] = []
    /// Contacts completed by `SYN_MT_REPORT` in the frame being assembled.
    var contacts: [Slot] = []
    var building = Slot()
    var buildingHasData = false
    var sawMTReport = false
  }

  private mutating func assembleAnonymous(_ events: [InputEvent]) -> [Touch] {
    protocolA.contacts.removeAll(keepingCapacity: true)
    protocolA.sawMTReport = false
    for event in events { applyAnonymous(event) }
    if !protocolA.sawMTReport {
      // No contact list in this frame: all lifted if BTN_TOUCH says so, otherwise nothing moved.
      let stillDown = hasTouchKey ? touchKey : true
      protocolA.contacts = stillDown ? protocolA.previous.map(\.state) : []
    }
    return matchAnonymousContacts()
  }

  private mutating func applyAnonymous(_ event: InputEvent) {
    switch (event.type, event.code) {
    case (.syn, .synMTReport):
      protocolA.sawMTReport = true
      if protocolA.buildingHasData, protocolA.contacts.count < Self.maximumAnonymousContacts {
        protocolA.contacts.append(protocolA.building)
      }
      protocolA.building = Slot()
      protocolA.buildingHasData = false
    case (.abs, .absMTTrackingID):
      protocolA.building.trackingID = event.value
      protocolA.buildingHasData = true
    case (.abs, _):
      if protocolA.building.apply(event.code, event.value) { protocolA.buildingHasData = true }
    default:
      applyKey(event)
    }
  }

  /// Pairs this frame's contacts with the last frame's: by tracking id where the device sends one,
  /// otherwise greedily by smallest distance in millimetres.
  private mutating func matchAnonymousContacts() -> [Touch] {
    let old = protocolA.previous
    let new = protocolA.contacts
    var pairs: [(distance: Double, old: Int, new: Int)] = []
    for (i, o) in old.enumerated() {
      for (j, n) in new.enumerated() {
        if o.state.trackingID >= 0 || n.trackingID >= 0 {
          if o.state.trackingID == n.trackingID { pairs.append((0, i, j)) }
        } else {
          pairs.append((millimetres(o.state).distance(to: millimetres(n)), i, j))
        }
      }
    }
    pairs.sort { ($0.distance, $0.old, $0.new) < ($1.distance, $1.old, $1.new) }
    var oldMatch = [Int?](repeating: nil, count: old.count)
    var newMatch = [Int?](repeating: nil, count: new.count)
    for pair in pairs where oldMatch[pair.old] == nil && newMatch[pair.new] == nil {
      oldMatch[pair.old] = pair.new
      newMatch[pair.new] = pair.old
    }
    var touches: [Touch] = []
    for (i, o) in old.enumerated() where oldMatch[i] == nil {
      touches.append(touch(o.id, slot: i, phase: .ended, o.state))
    }
    var next: [(id: TouchID, state: Slot)] = []
    for (j, n) in new.enumerated() {
      let id: TouchID
      let phase: TouchPhase
      if let i = newMatch[j] {
        id = old[i].id
        phase = (n.x, n.y) == (old[i].state.x, old[i].state.y) ? .stationary : .moved
      } else {
        id = newTouchID()
        phase = .began
      }
      touches.append(touch(id, slot: j, phase: phase, n))
      next.append((id, n))
    }
    protocolA.previous = next
    return touches
  }

  private func millimetres(_ state: Slot) -> MillimetrePoint {
    geometry.millimetres(x: state.x, y: state.y)
  }
}

// MARK: - Single touch

extension FrameAssembler {
  private mutating func assembleSingleTouch(_ events: [InputEvent]) -> [Touch] {
    for event in events {
      switch (event.type, event.code) {
      case (.abs, .absX): single.x = event.value
      case (.abs, .absY): single.y = event.value
      case (.abs, .absPressure): single.pressure = event.value
      default: applyKey(event)
      }
    }
    if touchKey && single.touchID == nil {
      single.pendingBegin = true
    }
    if !touchKey {
      guard let id = single.touchID else { return [] }
      single.touchID = nil
      return [touch(id, slot: 0, phase: .ended, single)]
    }
    return reportSingle().map { [$0] } ?? []
  }

  private mutating func reportSingle() -> Touch? {
    let phase: TouchPhase
    if single.pendingBegin {
      single.pendingBegin = false
      single.touchID = newTouchID()
      phase = .began
    } else {
      phase = (single.x, single.y) == (single.reportedX, single.reportedY) ? .stationary : .moved
    }
    single.reportedX = single.x
    single.reportedY = single.y
    return single.touchID.map { touch($0, slot: 0, phase: phase, single) }
  }
}
