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

  /// Whole seconds, as `tv_sec` (floor division, so negative times stay consistent; no overflow for any
  /// value).
  public var wholeSeconds: Int64 {
    microseconds / 1_000_000 - (microseconds % 1_000_000 < 0 ? 1 : 0)
  }

  /// The microseconds within the second, as `tv_usec` (0…999 999).
  public var microsecondsOfSecond: Int64 {
    let remainder = microseconds % 1_000_000
    return remainder < 0 ? remainder + 1_000_000 : remainder
  }

  /// The most whole seconds a trace may state (12 digits, some 31 700 years), so that the time in
  /// microseconds fits in 64 bits.
  public static let maximumTraceSeconds: Int64 = 999_999_999_999

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
