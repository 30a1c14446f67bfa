import Glibc

/// Why a live evdev device could not be opened, read or found.
///
/// Every case prints as one or more sentences a user can act on (``description``).
public enum EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Opening the node failed with `EACCES` or `EPERM`.
  case permissionDenied(path: String)
  /// Nothing exists at the path (`ENOENT`), or the node has no device behind it (`ENXIO`, `ENODEV` at
  /// open time).
  case noSuchDevice(path: String)
  /// The path opened, but it does not answer evdev ioctls (`ENOTTY`): a regular file, a directory,
  /// or another kind of device node.
  case notAnEvdevNode(path: String)
  /// A read failed with `ENODEV`: the device was unplugged or its driver unbound.
  case deviceDisappeared(path: String)
  /// No touchpad among the devices looked at; each is listed with why it was not taken.
  case noTouchpadFound(directory: String, seen: [SkippedDevice])
  /// No accelerometer among the devices looked at; each is listed with what it is.
  case noAccelerometerFound(directory: String, seen: [SkippedDevice])
  /// Any other failure, with the libevdev or system call that failed and its `errno`.
  case libevdevFailure(path: String, operation: String, errno: Int32)

  /// A device that discovery looked at and passed over.
  public struct SkippedDevice: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// Why it was skipped: the device's name and kind, or the error that kept it closed.
    public var reason: String
    /// True when the device could not be opened for lack of permission.
    public var isUnreadable: Bool

    public init(path: String, reason: String, isUnreadable: Bool = false) {
      self.path = path
      self.reason = reason
      self.isUnreadable = isUnreadable
    }

    public var description: String { "\(path): \(reason)" }
  }

  public var description: String {
    switch self {
    case .permissionDenied(let path):
      "\(path) is not readable by you: add yourself to the `input` group "
        + "(`sudo usermod -aG input $USER`, then log in again) or run as root."
    case .noSuchDevice(let path):
      "\(path) does not exist or has no device behind it: list the devices with `ls /dev/input/event*`, "
        + "or leave out --device to find the touchpad."
    case .notAnEvdevNode(let path):
      "\(path) is not an evdev device node (it does not answer evdev ioctls): "
        + "pass a /dev/input/eventN path."
    case .deviceDisappeared(let path):
      "\(path): the device went away (unplugged, or its driver was unbound)."
    case .noTouchpadFound(let directory, let seen):
      Self.noDeviceMessage("touchpad", directory: directory, seen: seen)
    case .noAccelerometerFound(let directory, let seen):
      Self.noDeviceMessage("accelerometer", directory: directory, seen: seen)
        + "\nWithout one, parallax follows a finger instead: --viewer-offset touch."
    case .libevdevFailure(let path, let operation, let code):
      "\(path): \(operation) failed: \(Self.errnoText(code)) (errno \(code))."
    }
  }

  private static func noDeviceMessage(_ what: String, directory: String, seen: [SkippedDevice]) -> String {
    guard !seen.isEmpty else { return "No \(what) found: \(directory) has no event* devices." }
    var lines = ["No \(what) found among the \(seen.count) devices in \(directory):"]
    lines += seen.map { "  \($0)" }
    if seen.contains(where: \.isUnreadable) {
      lines.append(
        "Some devices are not readable by you: add yourself to the `input` group "
          + "(`sudo usermod -aG input $USER`, then log in again) or run as root.")
    }
    return lines.joined(separator: "\n")
  }

  /// `strerror` text for an `errno` value.
  static func errnoText(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
