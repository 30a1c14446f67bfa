public import GlideInput

/// The rate of change of one value, from a least-squares line through its recent samples, as
/// Android's `VelocityTracker` does: robust to one noisy frame, with no spike at the lift frame (a lift
/// adds no sample of its own), and zero once the value has stood still for a whole ``window``.
public struct VelocityEstimator: Sendable {
  /// How far back samples count, in seconds.
  public var window: Double
  // The samples from `start` on are the history: older ones are dropped by moving `start`, and the
  // arrays are compacted only once that many have piled up (dropping from the front at every sample
  // moved the whole history each time).
  private var times: [Double] = []
  private var values: [Double] = []
  private var start = 0
  /// How many dropped samples may wait at the front before the arrays are compacted.
  private static let compactionThreshold = 64

  /// - Parameter window: Seconds of history to fit (0.1 s, Android's horizon, by default).
  public init(window: Double = 0.1) {
    self.window = window
  }

  /// Records `value` at `time` (seconds on the input clock). Samples must not go back in time.
  public mutating func add(_ value: Double, at time: Double) {
    if let last = times.last, time <= last {
      // Same instant: the newer value replaces the older one.
      values[values.count - 1] = value
      return
    }
    if times.count == times.capacity && start >= Self.compactionThreshold {
      times.removeFirst(start)
      values.removeFirst(start)
      start = 0
    }
    times.append(time)
    values.append(value)
    // The history keeps two windows (all of it when nothing is that recent, as with a negative window).
    let oldest = time - window * 2
    var first = start
    while first < times.count && times[first] < oldest { first += 1 }
    if first < times.count { start = first }
  }

  /// Forgets every sample.
  public mutating func reset() {
    times.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    start = 0
  }

  /// The value's rate of change per second at `time`: the slope of the least-squares line through the
  /// samples of the last ``window`` seconds; 0 with fewer than two of them.
  public func velocity(at time: Double) -> Double {
    // The samples in the window are a run of the sorted times: find where it starts from the end (the
    // history holds up to two windows), then sum in order, as a filter over every sample would.
    let oldest = time - window
    var first = times.count
    while first > start && times[first - 1] >= oldest { first -= 1 }
    var n = 0.0, sumT = 0.0, sumV = 0.0
    for index in first..<times.count where times[index] <= time {
      n += 1
      sumT += times[index]
      sumV += values[index]
    }
    guard n >= 2 else { return 0 }
    let meanT = sumT / n, meanV = sumV / n
    var covariance = 0.0, variance = 0.0
    for index in first..<times.count where times[index] <= time {
      let t = times[index]
      covariance += (t - meanT) * (values[index] - meanV)
      variance += (t - meanT) * (t - meanT)
    }
    return variance > 0 ? covariance / variance : 0
  }
}

/// Two ``VelocityEstimator``s for a point on the surface, in mm per second.
public struct PointVelocityEstimator: Sendable {
  private var x: VelocityEstimator
  private var y: VelocityEstimator

  public init(window: Double = 0.1) {
    x = VelocityEstimator(window: window)
    y = VelocityEstimator(window: window)
  }

  public mutating func add(_ point: MillimetrePoint, at time: Timestamp) {
    x.add(point.x, at: time.seconds)
    y.add(point.y, at: time.seconds)
  }

  public mutating func reset() {
    x.reset()
    y.reset()
  }

  /// Velocity in mm per second at `time`.
  public func velocity(at time: Timestamp) -> MillimetreVector {
    MillimetreVector(dx: x.velocity(at: time.seconds), dy: y.velocity(at: time.seconds))
  }
}
