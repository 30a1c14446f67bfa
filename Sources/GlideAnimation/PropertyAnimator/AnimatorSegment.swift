/// Where an animator's progress is: a value (0 = the start values, 1 = the end values; springs overshoot)
/// and, when known, the matching time fraction on the animator's own cubic curve.
struct AnimatorPosition: Equatable {
  var progress: Double
  /// The time fraction u (0…1) along the animator's own curve with curve(u) = progress, when the position
  /// came from running or scrubbing along that curve; nil means "invert the curve if needed".
  var curveTime: Double?
}

/// What an active animator's progress is doing.
enum AnimatorMotion: Equatable {
  case paused(AnimatorPosition)
  case running(AnimatorSegment)

  var isRunning: Bool {
    switch self {
    case .paused: false
    case .running: true
    }
  }
}

/// One stretch of running motion: progress = origin + (target − origin) · shape, from `beginTime`
/// (engine seconds, after any delay) to ``endTime``. Before `beginTime` the progress holds its starting
/// value; after ``endTime`` it holds ``destination``.
struct AnimatorSegment: Equatable {
  enum Shape: Equatable {
    /// The curve evaluated at u, which moves from `startFraction` by `direction` (+1 or −1) / `duration`
    /// per second and stops at 1 (forward) or 0 (backward).
    case cubic(CubicTimingFunction, startFraction: Double, direction: Double)
    /// The spring's progress (0 → 1, overshooting) from `initialVelocity` (normalised to the segment's
    /// distance); it runs for its settling time.
    case spring(Spring, initialVelocity: Double)
  }

  let shape: Shape
  /// Engine seconds at which the motion starts.
  let beginTime: Double
  /// Seconds: the curve's full length (u from 0 to 1), or the duration a spring was fitted to.
  let duration: Double
  let origin: Double
  let target: Double
  /// Whether u is the time fraction along the animator's own curve (origin 0, target 1), so positions
  /// along it carry their curve time.
  let isNative: Bool
  /// Engine seconds at which the motion reaches ``destination``.
  let endTime: Double

  /// A cubic stretch: u runs from `startFraction` toward 1 (`direction` +1) or 0 (−1).
  init(
    curve: CubicTimingFunction, startFraction: Double, direction: Double, beginTime: Double, duration: Double,
    origin: Double, target: Double, isNative: Bool
  ) {
    shape = .cubic(curve, startFraction: startFraction, direction: direction)
    (self.beginTime, self.duration, self.origin, self.target) = (beginTime, max(duration, 0), origin, target)
    self.isNative = isNative
    endTime = beginTime + (direction > 0 ? 1 - startFraction : startFraction) * max(duration, 0)
  }

  /// A spring from `origin` to `target`; `duration` fits a damping-ratio spring (see
  /// ``SpringTimingParameters/spring(forDuration:)``) and is how long it runs; a physical spring runs for
  /// its settling time.
  init(
    spring parameters: SpringTimingParameters, beginTime: Double, duration: Double, origin: Double,
    target: Double
  ) {
    let length = max(duration, 0)
    shape = .spring(parameters.spring(forDuration: length), initialVelocity: parameters.initialVelocity.dx)
    (self.beginTime, self.duration, self.origin, self.target) = (beginTime, length, origin, target)
    isNative = false
    let settling = TimingParameters.spring(parameters).settlingDuration(forDuration: length)
    endTime = beginTime + (origin == target ? 0 : settling)
  }

  /// The progress the motion ends at.
  var destination: Double {
    switch shape {
    case .cubic(_, _, let direction): direction > 0 ? target : origin
    case .spring: target
    }
  }

  /// The time fraction along the cubic at engine time `time` (nil for springs).
  func curveTime(at time: Double) -> Double? {
    guard case .cubic(_, let u0, let direction) = shape else { return nil }
    guard duration > 0 else { return direction > 0 ? 1 : 0 }
    let u = u0 + direction * max(time - beginTime, 0) / duration
    return min(max(u, 0), 1)
  }

  func position(at time: Double) -> AnimatorPosition {
    AnimatorPosition(progress: progress(at: time), curveTime: isNative ? curveTime(at: time) : nil)
  }

  func progress(at time: Double) -> Double {
    switch shape {
    case .cubic(let curve, _, _):
      // swift-format-ignore: NeverForceUnwrap (a cubic shape always has a curve time)
      return origin + (target - origin) * curve.progress(at: curveTime(at: time)!)
    case .spring(let spring, let v0):
      if time >= endTime { return target }
      return origin + (target - origin) * spring.progress(at: max(time - beginTime, 0), initialVelocity: v0)
    }
  }

  /// d(progress)/dt at engine time `time`, in progress per second (0 outside the motion).
  func velocity(at time: Double) -> Double {
    guard time >= beginTime, time < endTime else { return 0 }
    switch shape {
    case .cubic(let curve, _, let direction):
      // swift-format-ignore: NeverForceUnwrap (a cubic shape always has a curve time)
      return (target - origin) * direction * curve.slope(at: curveTime(at: time)!) / duration
    case .spring(let spring, let v0):
      return (target - origin) * spring.velocity(at: time - beginTime, initialVelocity: v0)
    }
  }
}

extension CubicTimingFunction {
  /// Whether progress never falls as time grows (control points' y in 0…1), so a progress maps back to
  /// one time fraction: the curves an animator's position can be read along.
  var isMonotone: Bool {
    (0...1).contains(controlPoint1.y) && (0...1).contains(controlPoint2.y)
  }
}
