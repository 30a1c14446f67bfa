/// The recent samples of one value, oldest first, bounded by count as well as by time: what a velocity
/// estimator fits and a finish rule's window reads.
///
/// Its owner drops the samples too old for it (``dropLeading(while:)``) and then bounds it
/// (``bound(span:)``). A touch device reports at most a few hundred times a second, and `glide synth`
/// at most 1,000, so a span of a few hundred milliseconds holds at most a few hundred samples, and up to
/// ``capacity`` they are all kept, exactly as they come. Frames microseconds apart (a synthetic or
/// damaged trace: 40,000 frames 3 µs apart hold 33,000 samples in 100 ms) would otherwise keep every
/// one of them, and every fit over them would cost as many: work per frame would grow with the frames
/// in the window. So the first time the history holds more than ``capacity`` samples, it starts keeping
/// one at most every `span / 64` seconds (its ``spacing``; 3.125 ms for a 200 ms span): it is thinned
/// to that spacing at once, oldest first, and from then on a sample that comes less than the spacing
/// after the one before the newest takes the newest's place (the newest value is never lost). Over
/// `span` it then holds at most 66 samples. The spacing stays until ``reset()`` (a new gesture).
///
/// - Complexity: ``append(_:at:)`` and ``dropLeading(while:)`` amortised O(1); ``bound(span:)`` O(1),
///   or O(``capacity``) the one time it thins.
public struct SampleHistory: Sendable {
  /// The most samples a history holds: past them it is thinned. Two 100 ms velocity windows fill it
  /// only above 1,275 Hz, a finish rule's 250 ms window above 1,020 Hz: every rate a device or
  /// `glide synth` (1 to 1,000 Hz) gives is kept whole.
  public static let capacity = 256
  /// How many intervals of its span a thinned history keeps: its ``spacing`` is the span over this.
  public static let thinnedPerSpan = 64

  // The samples from `start` on are the history: older ones are dropped by moving `start`, and the
  // arrays are compacted only once that many have piled up (dropping from the front at every sample
  // moved the whole history each time).
  private var times: [Double] = []
  private var values: [Double] = []
  private var start = 0
  /// How many dropped samples may wait at the front before the arrays are compacted.
  private static let compactionThreshold = 64
  /// The least time between two kept samples but the newest, seconds: 0 (every sample kept) until the
  /// history first held more than ``capacity``.
  public private(set) var spacing = 0.0

  public init() {}

  /// How many samples the history holds.
  public var count: Int { times.count - start }

  public var isEmpty: Bool { times.count == start }

  /// The positions of the samples, oldest first, for ``time(at:)`` and ``value(at:)``.
  public var indices: Range<Int> { start..<times.count }

  /// The time of the sample at `index` (one of ``indices``), seconds.
  public func time(at index: Int) -> Double { times[index] }

  /// The value of the sample at `index` (one of ``indices``).
  public func value(at index: Int) -> Double { values[index] }

  /// The newest sample's time, seconds; nil when empty.
  public var lastTime: Double? { isEmpty ? nil : times[times.count - 1] }

  /// Gives the newest sample `value` (its time stays).
  public mutating func replaceLastValue(with value: Double) {
    values[values.count - 1] = value
  }

  /// Adds `value` at `time` (seconds, not before the newest sample). Once the history is thinned, a
  /// sample less than ``spacing`` after the one before the newest takes the newest's place instead.
  public mutating func append(_ value: Double, at time: Double) {
    let last = times.count - 1
    if spacing > 0, last > start, times[last] - times[last - 1] < spacing {
      times[last] = time
      values[last] = value
      return
    }
    if times.count == times.capacity && start >= Self.compactionThreshold {
      times.removeFirst(start)
      values.removeFirst(start)
      start = 0
    }
    times.append(time)
    values.append(value)
  }

  /// Drops the oldest samples while `isOld` says so of their time; none when it says so of every one
  /// (nothing is that recent). `isOld` must hold of a leading run of the samples (it does, for times in
  /// order and an age limit).
  public mutating func dropLeading(while isOld: (Double) -> Bool) {
    var first = start
    while first < times.count && isOld(times[first]) { first += 1 }
    if first < times.count { start = first }
  }

  /// Keeps at most ``capacity`` samples: past it, the history is thinned to one sample every
  /// `span / 64` seconds (`span`: how long a stretch of time its owner keeps, seconds), and if that is
  /// not enough (a span that is not positive) the oldest are dropped.
  public mutating func bound(span: Double) {
    guard count > Self.capacity else { return }
    thin(span: span)
  }

  /// Forgets every sample, and the spacing.
  public mutating func reset() {
    times.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    start = 0
    spacing = 0
  }

  @inline(never)  // Once a gesture at most: kept out of the per-sample path.
  private mutating func thin(span: Double) {
    if spacing == 0, span > 0, span.isFinite { spacing = span / Double(Self.thinnedPerSpan) }
    var kept = start
    if spacing > 0 {
      // The oldest sample stays, then each one at least `spacing` after the last kept, then the newest.
      kept += 1
      for index in (start + 1)..<(times.count - 1) where times[index] - times[kept - 1] >= spacing {
        (times[kept], values[kept]) = (times[index], values[index])
        kept += 1
      }
      (times[kept], values[kept]) = (times[times.count - 1], values[values.count - 1])
      kept += 1
    } else {
      kept = times.count
    }
    let from = max(start, kept - Self.capacity)
    times.removeSubrange(kept...)
    values.removeSubrange(kept...)
    times.removeFirst(from)
    values.removeFirst(from)
    start = 0
  }
}
