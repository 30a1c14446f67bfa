/// One kernel input event: the Swift counterpart of `struct input_event`.
public struct InputEvent: Hashable, Sendable {
  /// When the kernel stamped the event.
  public var time: Timestamp
  public var type: EventType
  public var code: EventCode
  public var value: Int32

  public init(time: Timestamp, type: EventType, code: EventCode, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// `EV_SYN / SYN_REPORT`: the event that closes a frame.
  public var isSynReport: Bool { type == .syn && code == .synReport }

  /// An `EV_SYN / SYN_REPORT` at `time`.
  public static func synReport(at time: Timestamp) -> InputEvent {
    InputEvent(time: time, type: .syn, code: .synReport, value: 0)
  }
}

extension InputEvent: CustomStringConvertible {
  /// `time TYPE / CODE value`, with kernel names where libevdev knows them.
  public var description: String {
    "\(time) \(type.name ?? "EV_\(type.rawValue)") / \(code.name(for: type) ?? "\(code.rawValue)") \(value)"
  }
}
