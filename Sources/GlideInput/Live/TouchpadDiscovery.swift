import Glibc

/// A device found among the evdev nodes (a touchpad, or an accelerometer for motion effects), with the
/// evidence that it is one.
public struct DiscoveredDevice: Sendable {
  /// The device node, such as `/dev/input/event5`.
  public var path: String
  /// What the device reported when discovery opened it.
  public var description: DeviceDescription
  /// Why it counts as what was looked for, e.g. "INPUT_PROP_POINTER and ABS_MT_SLOT with 2 slots".
  public var reason: String
  /// Devices looked at before this one and passed over.
  public var skipped: [EvdevError.SkippedDevice]
}

/// A touchpad found among the evdev nodes.
public typealias DiscoveredTouchpad = DiscoveredDevice

/// Finds the touchpad, or the accelerometer, among the evdev nodes of a directory (`/dev/input` by
/// default); each device passed over is listed with what it is, sensors beside touchpads.
public enum TouchpadDiscovery {
  /// The first touchpad among `directory/event*`, in numeric order (`event2` before `event10`).
  ///
  /// Each node is opened briefly (never grabbed) and kept when ``DeviceDescription/isTouchpad`` holds.
  /// Nodes that cannot be opened, including those you may not read, are skipped.
  ///
  /// - Throws: ``EvdevError/noTouchpadFound(directory:seen:)`` listing every node and why it was
  ///   passed over (and how to fix permissions when some were unreadable).
  public static func findTouchpad(
    in directory: String = "/dev/input"
  ) throws(EvdevError) -> DiscoveredTouchpad {
    var skipped: [EvdevError.SkippedDevice] = []
    for path in eventNodes(in: directory) {
      do {
        let device = try EvdevDevice(path: path)
        let description = device.description
        if description.isTouchpad {
          return DiscoveredTouchpad(
            path: path, description: description, reason: reason(for: description), skipped: skipped)
        }
        skipped.append(.init(path: path, reason: "\"\(description.name)\": \(kind(of: description))"))
      } catch {
        let unreadable = if case .permissionDenied = error { true } else { false }
        skipped.append(.init(path: path, reason: shortReason(error), isUnreadable: unreadable))
      }
    }
    throw .noTouchpadFound(directory: directory, seen: skipped)
  }

  /// The first accelerometer among `directory/event*` (``DeviceDescription/isAccelerometer``), in
  /// numeric order, for motion effects.
  ///
  /// - Throws: ``EvdevError/noAccelerometerFound(directory:seen:)`` listing every node and why it was
  ///   passed over.
  public static func findAccelerometer(
    in directory: String = "/dev/input"
  ) throws(EvdevError) -> DiscoveredDevice {
    var skipped: [EvdevError.SkippedDevice] = []
    for path in eventNodes(in: directory) {
      do {
        let description = try EvdevDevice(path: path).description
        if description.isAccelerometer {
          return DiscoveredDevice(
            path: path, description: description, reason: accelerometerReason(for: description), skipped: skipped)
        }
        skipped.append(.init(path: path, reason: "\"\(description.name)\": \(kind(of: description))"))
      } catch {
        let unreadable = if case .permissionDenied = error { true } else { false }
        skipped.append(.init(path: path, reason: shortReason(error), isUnreadable: unreadable))
      }
    }
    throw .noAccelerometerFound(directory: directory, seen: skipped)
  }

  /// Why `device` is an accelerometer, in kernel terms.
  public static func accelerometerReason(for device: DeviceDescription) -> String {
    device.has(.accelerometer)
      ? "INPUT_PROP_ACCELEROMETER" : "ABS_X, ABS_Y and ABS_Z without keys (udev's rule for drivers older than the property)"
  }

  /// Why `device` is a touchpad, in kernel terms.
  public static func reason(for device: DeviceDescription) -> String {
    let indirect = device.has(.pointer)
      ? "INPUT_PROP_POINTER" : "BTN_TOOL_FINGER without INPUT_PROP_DIRECT"
    let contacts = switch device.touchProtocol {
    case .slotted: "ABS_MT_SLOT with \(device.slotCount) slots"
    case .anonymous: "ABS_MT_POSITION_X without slots (protocol A)"
    case .singleTouch: "ABS_X and BTN_TOUCH (single touch)"
    case .none: "no touch axes"
    }
    return "\(indirect) and \(contacts)"
  }

  // MARK: - Internals

  /// The paths of `directory/eventN`, sorted by N. Missing or unreadable directories give none.
  static func eventNodes(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var numbered: [(Int, String)] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix("event"), let number = Int(name.dropFirst(5)) else { continue }
      numbered.append((number, directory + "/" + name))
    }
    return numbered.sorted { $0.0 < $1.0 }.map(\.1)
  }

  private static func kind(of device: DeviceDescription) -> String {
    if device.isAccelerometer { return "an accelerometer (\(accelerometerReason(for: device)))" }
    if device.isTouchpad { return "a touchpad (\(reason(for: device)))" }
    if device.isTouchscreen { return "a touchscreen, not a touchpad" }
    if device.touchProtocol == .none { return "no touch axes" }
    return "touch axes, but INPUT_PROP_DIRECT or no BTN_TOOL_FINGER"
  }

  private static func shortReason(_ error: EvdevError) -> String {
    switch error {
    case .permissionDenied: "not readable by you"
    case .notAnEvdevNode: "not an evdev node"
    case .noSuchDevice, .deviceDisappeared: "went away while being opened"
    case .libevdevFailure(_, let operation, let code): "\(operation) failed: \(EvdevError.errnoText(code))"
    case .noTouchpadFound, .noAccelerometerFound: "\(error)"
    }
  }
}
