/// An animation of one key path between two values: `CABasicAnimation` (and, with spring timing,
/// `CASpringAnimation`).
///
/// Which values it moves between follows Core Animation's rules, with `u` the value underneath (the model
/// with earlier animations applied): from+to → from…to; from+by → from…from+by; by+to → to−by…to;
/// from only → from…u; to only → u…to; by only → u…u+by. With `isAdditive` the interpolated value is
/// added to `u` (missing ends count as zero).
public struct BasicAnimation: Animation {
  public var keyPath: LayerKeyPath
  public var fromValue: AnimatableValue?
  public var toValue: AnimatableValue?
  public var byValue: AnimatableValue?
  public var timing: MediaTiming
  /// How progress moves through the duration. A spring runs for its own settling time (set the duration
  /// with ``spring(keyPath:from:to:spring:initialVelocity:)``).
  public var timingParameters: TimingParameters
  public var isAdditive: Bool
  /// How a `transform` animation turns (decomposed interpolation; the shorter way by default).
  public var rotation: Transform2D.RotationInterpolation
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  public init(
    keyPath: LayerKeyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil, by: AnimatableValue? = nil,
    duration: Double = 0, timingFunction: CubicTimingFunction = .linear
  ) {
    for value in [from, to, by].compactMap({ $0 }) {
      precondition(value.kind == keyPath.kind, "\(keyPath) animates \(keyPath.kind.rawValue) values, not \(value)")
    }
    self.keyPath = keyPath
    (fromValue, toValue, byValue) = (from, to, by)
    timing = MediaTiming(duration: duration)
    timingParameters = .cubic(timingFunction)
    isAdditive = false
    rotation = .shortest
    isRemovedOnCompletion = true
    delegate = nil
  }

  /// `CASpringAnimation`: a spring from `from` to `to` whose duration is the spring's settling duration.
  /// `initialVelocity` is normalised (progress per second, positive toward `to`).
  public static func spring(
    keyPath: LayerKeyPath, from: AnimatableValue? = nil, to: AnimatableValue? = nil, spring: Spring,
    initialVelocity: Double = 0
  ) -> BasicAnimation {
    var animation = BasicAnimation(keyPath: keyPath, from: from, to: to)
    animation.timingParameters = .spring(
      SpringTimingParameters(spring: spring, initialVelocity: Vector(dx: initialVelocity, dy: 0)))
    animation.timing.duration = spring.settlingDuration(initialVelocity: initialVelocity)
    return animation
  }

  /// A cubic timing function, or nil when the timing is a spring.
  public var timingFunction: CubicTimingFunction? {
    get { if case .cubic(let f) = timingParameters { f } else { nil } }
    set { timingParameters = .cubic(newValue ?? .linear) }
  }

  public var affectedProperties: Set<LayerKeyPath> { [keyPath.property] }

  /// Progress (0…1, springs overshoot) `iterationTime` seconds in.
  public func progress(at iterationTime: Double) -> Double {
    timingParameters.progress(at: iterationTime, duration: timing.effectiveDuration)
  }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    // From and to: nothing underneath matters (the usual case; reading a transform builds its matrix).
    if !isAdditive, let fromValue, let toValue {
      let progress = progress(at: iterationTime)
      if keyPath == .transform, let a = fromValue.flatTransform, let b = toValue.flatTransform {
        // In the plane: what `Transform3D.interpolated` does there, without building the matrices (a
        // view's zoom or slide, at every frame).
        state.affineTransform = a.interpolated(to: b, fraction: progress, rotation: rotation)
        return
      }
      state.setValue(Self.interpolate(fromValue, toValue, progress, rotation: rotation), forKeyPath: keyPath)
      return
    }
    let underlying = state.value(forKeyPath: keyPath)
    let (start, end) = endpoints(underlying: isAdditive ? .zero(of: keyPath.kind) : underlying)
    var value = Self.interpolate(start, end, progress(at: iterationTime), rotation: rotation)
    if isAdditive { value = underlying.adding(value) }
    state.setValue(value, forKeyPath: keyPath)
  }

  /// The values the animation moves between when `underlying` is underneath.
  public func endpoints(underlying u: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
    switch (fromValue, toValue, byValue) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, from.adding(by))
    case (nil, let to?, let by?): (to.subtracting(by), to)
    case (let from?, nil, nil): (from, u)
    case (nil, let to?, nil): (u, to)
    case (nil, nil, let by?): (u, u.adding(by))
    case (nil, nil, nil): (u, u)
    }
  }

  static func interpolate(
    _ a: AnimatableValue, _ b: AnimatableValue, _ fraction: Double, rotation: Transform2D.RotationInterpolation
  ) -> AnimatableValue {
    if case .transform(let x) = a, case .transform(let y) = b {
      return .transform(x.interpolated(to: y, fraction: fraction, rotation: rotation))
    }
    return a.interpolated(to: b, fraction: fraction)
  }
}
