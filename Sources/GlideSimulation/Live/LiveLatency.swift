/// How long a live session took to apply one input frame: from the frame's origin (the kernel's stamp, or
/// the moment the read returned it) to the moment the coordinator's update for it had been applied, both
/// on the session's clock.
///
/// The origin is the kernel's stamp when the events are stamped on the session's clock (a real evdev
/// node switched to `CLOCK_MONOTONIC`): the figure then includes the kernel's wake-up of the reader, the
/// read, frame assembly, recognition and the transition's update. A node whose stamps are on another
/// clock (umockdev hands over its script's times) cannot say when the event was made, so the origin is
/// the clock reading taken as soon as the read returned: the figure is then Glide's own share (read →
/// update), without the wake-up.
public struct LatencySample: Hashable, Sendable {
  /// Where a sample's time is counted from.
  public enum Origin: String, Hashable, Sendable {
    /// The event's kernel timestamp.
    case kernelStamp = "kernel"
    /// The clock reading right after the read that returned the event.
    case readTime = "read"

    /// "kernel stamp → update" or "read → update".
    public var phrase: String { self == .kernelStamp ? "kernel stamp → update" : "read → update" }
  }

  /// Seconds on the session's timeline: the frame's `SYN_REPORT` as placed.
  public var time: Double
  /// Microseconds from the origin to the update applied.
  public var microseconds: Int64
  public var origin: Origin
  /// The origin's clock reading, microseconds on the session's clock (0 when not known): where a window
  /// counts the time to the frame that shows the update from.
  public var start: Int64 = 0

  public init(time: Double, microseconds: Int64, origin: Origin) {
    self.time = time
    self.microseconds = microseconds
    self.origin = origin
  }

  /// `0.2875     latency 57 µs (read → update)`: the time as in the status lines, then the figure.
  public var plainLine: String {
    LogFormatting.fixed(time, 4).padding(toLength: 9, withPad: " ", startingAt: 0)
      + "  latency \(microseconds) µs (\(origin.phrase))"
  }

  /// `{"type":"latency","time":0.2875,"microseconds":57,"from":"read"}`.
  public var jsonLine: String {
    #"{"type":"latency","time":\#(LogFormatting.fixed(time, 6)),"microseconds":\#(microseconds),"#
      + #""from":"\#(origin.rawValue)"}"#
  }
}

/// Latencies in microseconds, kept as counts in buckets so memory stays flat however long a session
/// runs: exact to the microsecond below 1024 µs, and within 0.2 % above (512 buckets per power of two).
public struct LatencyHistogram: Hashable, Sendable {
  /// How many latencies were added.
  public private(set) var count = 0
  /// The largest, exactly (µs).
  public private(set) var maximum: Int64 = 0
  private var buckets: [UInt32] = []

  public init() {}

  /// Adds one latency (µs; negative readings, from a clock stepped backwards, count as 0).
  public mutating func add(_ microseconds: Int64) {
    let value = max(microseconds, 0)
    let index = Self.bucket(of: value)
    if index >= buckets.count { buckets += repeatElement(0, count: index + 1 - buckets.count) }
    buckets[index] &+= 1
    count += 1
    maximum = max(maximum, value)
  }

  /// The smallest latency that at least `fraction` (0…1) of them do not exceed (nearest rank: the
  /// p99 of 100 samples is the 99th smallest), in µs; nil when empty. Exact below 1024 µs and for the
  /// largest; otherwise the lower edge of its bucket (at most 0.2 % below).
  public func percentile(_ fraction: Double) -> Int64? {
    guard count > 0 else { return nil }
    let rank = min(max(1, Int((fraction * Double(count)).rounded(.up))), count)
    if rank == count { return maximum }
    var seen = 0
    for (index, tally) in buckets.enumerated() {
      seen += Int(tally)
      if seen >= rank { return min(Self.lowerBound(ofBucket: index), maximum) }
    }
    return maximum
  }

  /// `p50 45 µs, p99 88 µs, max 120 µs` (or `none`).
  public var summaryText: String {
    guard let p50 = percentile(0.5), let p99 = percentile(0.99) else { return "none" }
    return "p50 \(p50) µs, p99 \(p99) µs, max \(maximum) µs"
  }

  // MARK: - Internals

  /// Values below 1024 have a bucket each; above, 512 buckets per power of two.
  static func bucket(of value: Int64) -> Int {
    guard value >= 1024 else { return Int(value) }
    let shift = (63 - value.leadingZeroBitCount) - 9
    return 1024 + (shift - 1) * 512 + Int(value >> shift) - 512
  }

  static func lowerBound(ofBucket index: Int) -> Int64 {
    guard index >= 1024 else { return Int64(index) }
    let shift = (index - 1024) / 512 + 1
    return Int64((index - 1024) % 512 + 512) << shift
  }
}
