public import GlideInput

/// The rate of change of one value, from a least-squares line through its recent samples, as
/// Android's `VelocityTracker` does: robust to one noisy frame, with no spike at the lift frame (a lift
/// adds no sample of its own), and zero once the value has stood still for a whole ``window``.
public struct VelocityEstimator: Sendable {
  /// How far back samples count, in seconds.
  public var window: Double
  /// Two windows of samples (all of them when nothing is that recent, as with a negative window), at
  /// most ``SampleHistory/capacity`` (256): frames denser than 1,275 Hz are thinned (``SampleHistory``),
  /// so a fit costs at most that many samples.
  private var history = SampleHistory()

  /// - Parameter window: Seconds of history to fit (0.1 s, Android's horizon, by default).
  public init(window: Double = 0.1) {
    self.window = window
  }

  /// How many samples the estimator holds: at most ``SampleHistory/capacity`` (256).
  public var sampleCount: Int { history.count }

  /// Records `value` at `time` (seconds on the input clock). Samples must not go back in time.
  public mutating func add(_ value: Double, at time: Double) {
    if let last = history.lastTime, time <= last {
      // Same instant: the newer value replaces the older one.
      history.replaceLastValue(with: value)
      return
    }
    history.append(value, at: time)
    let oldest = time - window * 2
    history.dropLeading { $0 < oldest }
    history.bound(span: window * 2)
  }

  /// Forgets every sample.
  public mutating func reset() {
    history.reset()
  }

  /// The value's rate of change per second at `time`: the slope of the least-squares line through the
  /// samples of the last ``window`` seconds; 0 with fewer than two of them.
  public func velocity(at time: Double) -> Double {
    // The samples in the window are a run of the sorted times: find where it starts from the end (the
    // history holds up to two windows), then sum in order, as a filter over every sample would.
    let oldest = time - window
    let samples = history.indices
    var first = samples.upperBound
    while first > samples.lowerBound && history.time(at: first - 1) >= oldest { first -= 1 }
    var n = 0.0, sumT = 0.0, sumV = 0.0
    for index in first..<samples.upperBound where history.time(at: index) <= time {
      n += 1
      sumT += history.time(at: index)
      sumV += history.value(at: index)
    }
    guard n >= 2 else { return 0 }
    let meanT = sumT / n, meanV = sumV / n
    var covariance = 0.0, variance = 0.0
    for index in first..<samples.upperBound where history.time(at: index) <= time {
      let t = history.time(at: index)
      covariance += (t - meanT) * (history.value(at: index) - meanV)
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

  /// How many samples the estimator holds (per axis): at most ``SampleHistory/capacity``.
  public var sampleCount: Int { x.sampleCount }

  /// Velocity in mm per second at `time`.
  public func velocity(at time: Timestamp) -> MillimetreVector {
    MillimetreVector(dx: x.velocity(at: time.seconds), dy: y.velocity(at: time.seconds))
  }
}
