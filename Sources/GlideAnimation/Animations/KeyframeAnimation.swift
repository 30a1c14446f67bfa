/// An animation of one key path through a list of values at given times: `CAKeyframeAnimation`.
public struct KeyframeAnimation: Animation {
  /// How values between key times are computed (`CAAnimationCalculationMode`).
  public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight lines between neighbouring values at their key times.
    case linear
    /// Each value holds until the next key time; needs one more key time than values.
    case discrete
    /// Constant speed through the values; key times and timing functions are ignored.
    case paced
    /// A smooth Catmull-Rom spline through the values at their key times.
    case cubic
    /// The cubic spline at constant speed.
    case cubicPaced

    init(optionBits: UInt) {
      switch optionBits {
      case 1: self = .discrete
      case 2: self = .paced
      case 3: self = .cubic
      case 4: self = .cubicPaced
      default: self = .linear
      }
    }
  }

  public var keyPath: LayerKeyPath
  /// The values to pass through.
  public var values: [AnimatableValue]
  /// Fractions of the duration (0…1, non-decreasing) at which each value is reached; evenly spaced when
  /// nil. Discrete mode needs `values.count + 1` of them.
  public var keyTimes: [Double]?
  /// One curve per segment (`values.count − 1`), applied after the animation's own timing function.
  public var timingFunctions: [CubicTimingFunction]?
  /// The whole animation's curve (linear by default, as Core Animation's).
  public var timingFunction: CubicTimingFunction
  public var calculationMode: CalculationMode
  /// How a `transform` animation turns between values.
  public var rotation: AffineTransform.RotationInterpolation
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  public init(
    keyPath: LayerKeyPath, values: [AnimatableValue], keyTimes: [Double]? = nil, duration: Double = 0,
    calculationMode: CalculationMode = .linear
  ) {
    for value in values {
      precondition(value.kind == keyPath.kind, "\(keyPath) animates \(keyPath.kind.rawValue) values, not \(value)")
    }
    self.keyPath = keyPath
    self.values = values
    self.keyTimes = keyTimes
    timingFunctions = nil
    timingFunction = .linear
    self.calculationMode = calculationMode
    rotation = .shortest
    timing = MediaTiming(duration: duration)
    isRemovedOnCompletion = true
    delegate = nil
  }

  public var affectedProperties: Set<LayerKeyPath> { [keyPath.property] }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    guard let value = value(atTimeFraction: iterationTime / timing.effectiveDuration) else { return }
    state.setValue(value, forKeyPath: keyPath)
  }

  /// The value at `fraction` (0…1) of the duration, or nil without values.
  public func value(atTimeFraction fraction: Double) -> AnimatableValue? {
    guard let first = values.first else { return nil }
    guard values.count > 1 else { return first }
    let x = timingFunction.progress(at: min(max(fraction, 0), 1))
    let times = resolvedKeyTimes
    switch calculationMode {
    case .discrete:
      var index = 0
      for i in values.indices where i < times.count && x >= times[i] { index = i }
      return values[index]
    case .linear, .paced, .cubic, .cubicPaced:
      var segment = 0
      while segment < values.count - 2 && x > times[segment + 1] { segment += 1 }
      let (t0, t1) = (times[segment], times[segment + 1])
      var local = t1 > t0 ? (x - t0) / (t1 - t0) : 1
      if let functions = timingFunctions, segment < functions.count {
        local = functions[segment].progress(at: local)
      }
      return BasicAnimation.interpolate(values[segment], values[segment + 1], local, rotation: rotation)
    }
  }

  /// Key times in use: the given ones, or evenly spaced (paced modes space them by distance).
  var resolvedKeyTimes: [Double] {
    if let keyTimes, calculationMode != .paced && calculationMode != .cubicPaced { return keyTimes }
    let n = values.count
    if calculationMode == .discrete { return (0...n).map { Double($0) / Double(n) } }
    if calculationMode == .paced || calculationMode == .cubicPaced {
      let lengths = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
      let total = lengths.reduce(0, +)
      if total > 0 {
        var sum = 0.0
        return [0] + lengths.map { sum += $0; return sum / total }
      }
    }
    return (0..<n).map { Double($0) / Double(n - 1) }
  }
}
