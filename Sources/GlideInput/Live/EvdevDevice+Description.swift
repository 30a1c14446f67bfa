import CEvdev

// Reading a ``DeviceDescription`` off an open libevdev context.

extension EvdevDevice {
  /// Everything libevdev knows about the device: name, ids, properties, the codes of every type,
  /// absinfo with resolution, and the LEDs and switches that are on.
  static func readDescription(_ handle: OpaquePointer) -> DeviceDescription {
    let types = (0...EventType.max.rawValue).map { EventType($0) }.filter {
      libevdev_has_event_type(handle, UInt32($0.rawValue)) != 0
    }
    var codes: [EventType: Set<EventCode>] = [:]
    for type in types where type != .syn {
      codes[type] = supportedCodes(handle, type)
    }
    let abs = codes[.abs] ?? []
    return DeviceDescription(
      name: libevdev_get_name(handle).map { String(cString: $0) } ?? "",
      id: InputID(
        bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(handle)),
        vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(handle)),
        product: UInt16(truncatingIfNeeded: libevdev_get_id_product(handle)),
        version: UInt16(truncatingIfNeeded: libevdev_get_id_version(handle))),
      properties: Set((0...InputProperty.max.rawValue).map { InputProperty($0) }.filter {
        libevdev_has_property(handle, UInt32($0.rawValue)) != 0
      }),
      codes: codes,
      absInfo: Dictionary(uniqueKeysWithValues: abs.compactMap { code in
        absInfo(handle, code).map { (code, $0) }
      }),
      ledStates: activeStates(handle, .led, codes[.led] ?? []),
      switchStates: activeStates(handle, .sw, codes[.sw] ?? []))
  }

  private static func supportedCodes(_ handle: OpaquePointer, _ type: EventType) -> Set<EventCode> {
    guard let maximum = type.maximumCode else { return [] }
    return Set((0...maximum).map { EventCode($0) }.filter {
      libevdev_has_event_code(handle, UInt32(type.rawValue), UInt32($0.rawValue)) != 0
    })
  }

  private static func absInfo(_ handle: OpaquePointer, _ code: EventCode) -> AbsInfo? {
    guard let info = libevdev_get_abs_info(handle, UInt32(code.rawValue))?.pointee else { return nil }
    return AbsInfo(
      minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat,
      resolution: info.resolution)
  }

  /// The codes of `type` whose current value is non-zero (LEDs lit, switches on).
  private static func activeStates(
    _ handle: OpaquePointer, _ type: EventType, _ codes: Set<EventCode>
  ) -> [EventCode: Int32] {
    var states: [EventCode: Int32] = [:]
    for code in codes {
      let value = libevdev_get_event_value(handle, UInt32(type.rawValue), UInt32(code.rawValue))
      if value != 0 { states[code] = value }
    }
    return states
  }
}
