/// A point on an input clock, in whole microseconds, as the kernel stamps `struct input_event`.
///
/// Replayed traces keep the recording's clock (evemu files may start at 0.000001, at wall-clock time
/// or at system uptime); live input uses the monotonic clock. Glide never assumes the clock starts at zero.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Microseconds since the clock's origin.
  public var microseconds: Int64

  public init(microseconds: Int64) {
    self.microseconds = microseconds
  }

  /// A timestamp from the kernel's `timeval` pair.
  public init(seconds: Int64, microseconds: Int64) {
    self.microseconds = seconds &* 1_000_000 &+ microseconds
  }

  /// Whole seconds, as `tv_sec` (floor division, so negative times stay consistent).
  public var wholeSeconds: Int64 { microseconds >= 0 ? microseconds / 1_000_000 : (microseconds - 999_999) / 1_000_000 }

  /// The microseconds within the second, as `tv_usec` (0…999 999).
  public var microsecondsOfSecond: Int64 { microseconds - wholeSeconds * 1_000_000 }

  /// Seconds as a floating-point value.
  public var seconds: Double { Double(microseconds) / 1_000_000 }

  /// The interval from `earlier` to this timestamp, in seconds.
  public func seconds(since earlier: Timestamp) -> Double {
    Double(microseconds - earlier.microseconds) / 1_000_000
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.microseconds < rhs.microseconds }

  /// `sec.usec` with six fractional digits, the way evemu prints event times.
  public var description: String {
    let usec = String(microsecondsOfSecond)
    return "\(wholeSeconds).\(String(repeating: "0", count: 6 - usec.count))\(usec)"
  }
}
