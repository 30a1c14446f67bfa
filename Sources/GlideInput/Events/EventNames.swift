import CEvdev

// Kernel names for types, codes and properties, both ways, through libevdev's compiled-in tables
// (`libevdev_event_type_get_name`, `libevdev_event_code_get_name`, `libevdev_event_code_from_name`).
// A code newer than the libevdev build has no name.

extension EventType {
  /// The kernel name (`EV_ABS`), or `nil` if libevdev does not know the type.
  public var name: String? {
    libevdev_event_type_get_name(UInt32(rawValue)).map { String(cString: $0) }
  }

  /// The type named `name` (`"EV_ABS"`), or `nil` if there is none.
  public init?(name: String) {
    let value = libevdev_event_type_from_name(name)
    guard value >= 0 else { return nil }
    self.init(UInt16(value))
  }
}

extension EventCode {
  /// The kernel name of this code for `type` (`ABS_MT_SLOT`), or `nil` if libevdev has none.
  public func name(for type: EventType) -> String? {
    libevdev_event_code_get_name(UInt32(type.rawValue), UInt32(rawValue)).map { String(cString: $0) }
  }

  /// The code named `name` for `type` (`"ABS_MT_SLOT"` for `.abs` is 0x2f), or `nil` if there is none.
  public init?(name: String, type: EventType) {
    let value = libevdev_event_code_from_name(UInt32(type.rawValue), name)
    guard value >= 0 else { return nil }
    self.init(UInt16(value))
  }

  /// The code and its type from a code name alone: the prefix (`ABS_`, `BTN_`, …) names the type.
  public static func lookUp(name: String) -> (type: EventType, code: EventCode)? {
    let prefixes: [(String, EventType)] = [
      ("SYN_", .syn), ("KEY_", .key), ("BTN_", .key), ("REL_", .rel), ("ABS_", .abs),
      ("MSC_", .msc), ("SW_", .sw), ("LED_", .led), ("SND_", .snd), ("REP_", .rep), ("FF_", .ff),
    ]
    guard let type = prefixes.first(where: { name.hasPrefix($0.0) })?.1,
      let code = EventCode(name: name, type: type)
    else { return nil }
    return (type, code)
  }
}

extension InputProperty {
  /// The kernel name (`INPUT_PROP_BUTTONPAD`), or `nil` if libevdev does not know the property.
  public var name: String? {
    libevdev_property_get_name(UInt32(rawValue)).map { String(cString: $0) }
  }

  /// The property named `name`, or `nil` if there is none.
  public init?(name: String) {
    let value = libevdev_property_from_name(name)
    guard value >= 0 else { return nil }
    self.init(UInt8(value))
  }
}
