import Foundation

/// An animation of one key path through a list of values at given times, or of a point-valued property
/// along a path: `CAKeyframeAnimation`.
///
/// Time runs through two curves, in Core Animation's order: the fraction of the duration goes through
/// ``timingFunction`` first; the result picks the segment between the key times around it, and the
/// fraction through that segment goes through the segment's entry of ``timingFunctions``.
///
/// Every ``AnimatableValue`` kind works in every mode. Transforms are interpolated in their decomposed
/// parts (translation, rotation, scale, skew; in depth also perspective, with the rotation as a rotation
/// vector), each step turning the way ``rotation`` says, so a cubic spline through transforms turns, scales
/// and moves smoothly. Paced modes measure distance in the same parts: Euclidean over a value's numbers
/// (points for positions, 0…1 units for colours, and for transforms points of translation, radians of
/// rotation and units of scale and skew together). See ``AnimatableValue`` `ComponentLayout`.
///
/// Inputs are checked when the animation is evaluated, with a precondition failure that names the
/// problem: key times must lie in 0…1, never decrease, and number `values.count` (linear, cubic) or
/// `values.count + 1` (discrete); ``timingFunctions`` needs one entry per segment; the spline
/// parameters one per value. Paced modes ignore key times and per-segment timing functions, unchecked.
public struct KeyframeAnimation: Animation {
  /// How values between key times are computed (`CAAnimationCalculationMode`).
  public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight lines between neighbouring values, each reached at its key time.
    case linear
    /// Each value holds from its key time until the next key time; no interpolation. Core Animation
    /// wants `values.count + 1` key times (the last one ends the last value). Glide also accepts
    /// `values.count` (the count the other modes and UIKit's keyframe blocks use): each value starts at
    /// its key time and the last holds to the end. Without key times each value holds for an equal share.
    case discrete
    /// Constant speed through the values: each segment takes time in proportion to its length (the
    /// distance between its values, see ``KeyframeAnimation``); key times and per-segment timing
    /// functions are ignored. Along a path: constant speed along the drawn curve.
    case paced
    /// A smooth Kochanek–Bartels spline through the values at their key times (Catmull-Rom when
    /// tension, continuity and bias are 0). The tangents are scaled for unevenly spaced key times so the
    /// velocity is continuous across them; at the first and last value the missing neighbour repeats
    /// the end value (the curve leaves and arrives at half the chord's speed). Along a path, the path's
    /// own curves are followed, as in `linear`.
    case cubic
    /// The `cubic` curve through evenly spaced values, travelled at constant speed (key times and
    /// per-segment timing functions are ignored). Along a path, the same as `paced`.
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

    var isPaced: Bool { self == .paced || self == .cubicPaced }
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
  }

  /// Whether a layer moving along a path turns to face its direction of travel
  /// (`CAAnimationRotationMode`).
  public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// The layer's x axis points along the direction of travel.
    case auto
    /// The layer's x axis points against the direction of travel (turned a further π).
    case autoReverse
  }

  public var keyPath: LayerKeyPath
  /// The values to pass through (ignored when ``path`` is set).
  public var values: [AnimatableValue]
  /// A path for a point-valued key path (normally `position`) to follow; when set, ``values`` are
  /// ignored. Every drawing segment of the path is one keyframe segment: in linear and cubic modes the
  /// segments' ends are reached at the key times (evenly spaced when nil; one more key time than
  /// segments) and each segment is travelled by its curve parameter; in paced modes the whole path is
  /// travelled at constant speed; in discrete mode the value jumps between segment ends. A `move`
  /// inside the path makes the value jump to the new subpath.
  public var path: BezierPath?
  /// Fractions of the duration (0…1, non-decreasing) at which each value is reached; evenly spaced when
  /// nil. Before the first key time the first value shows, after the last the last. Where two key
  /// times are equal the value jumps, and at that instant the later value shows.
  public var keyTimes: [Double]?
  /// One curve per segment (`values.count − 1`, or the path's segment count), applied to the fraction
  /// through the segment after ``timingFunction`` has been applied to the whole animation's time.
  public var timingFunctions: [CubicTimingFunction]?
  /// The whole animation's curve (linear by default, as Core Animation's). Applies in every mode.
  public var timingFunction: CubicTimingFunction
  public var calculationMode: CalculationMode
  /// Per-value tension of the cubic spline (one per value): positive tightens the curve at the value,
  /// negative rounds it; 1 stops it there. Nil means 0 everywhere.
  public var tensionValues: [Double]?
  /// Per-value continuity of the cubic spline: 0 is smooth, other values give corners. Nil means 0.
  public var continuityValues: [Double]?
  /// Per-value bias of the cubic spline: positive overshoots toward the next value, negative toward
  /// the previous. Nil means 0.
  public var biasValues: [Double]?
  /// When set, the presentation's `transform` also turns to the direction of travel of a point-valued
  /// animation (radians from +x about z, added after the layer's own transform, so a model rotation adds).
  public var rotationMode: RotationMode?
  /// How a `transform` animation turns between neighbouring values.
  public var rotation: Transform2D.RotationInterpolation
  /// Adds the animated value to the value underneath instead of replacing it (`isAdditive`).
  public var isAdditive: Bool
  public var timing: MediaTiming
  public var isRemovedOnCompletion: Bool
  public var delegate: (any AnimationDelegate)?

  public init(
    keyPath: LayerKeyPath, values: [AnimatableValue], keyTimes: [Double]? = nil, duration: Double = 0,
    calculationMode: CalculationMode = .linear
  ) {
    for value in values {
      precondition(
        value.kind == keyPath.kind, "\(keyPath) animates \(keyPath.kind.rawValue) values, not \(value)")
    }
    self.keyPath = keyPath
    self.values = values
    path = nil
    self.keyTimes = keyTimes
    timingFunctions = nil
    timingFunction = .linear
    self.calculationMode = calculationMode
    (tensionValues, continuityValues, biasValues) = (nil, nil, nil)
    rotationMode = nil
    rotation = .shortest
    isAdditive = false
    timing = MediaTiming(duration: duration)
    isRemovedOnCompletion = true
    delegate = nil
  }

  /// An animation of a point-valued key path (`position` by default) along `path`.
  public init(
    keyPath: LayerKeyPath = .position, path: BezierPath, keyTimes: [Double]? = nil, duration: Double = 0,
    calculationMode: CalculationMode = .linear, rotationMode: RotationMode? = nil
  ) {
    precondition(keyPath.kind == .point, "a path animates a point-valued key path, not \(keyPath)")
    self.init(
      keyPath: keyPath, values: [], keyTimes: keyTimes, duration: duration, calculationMode: calculationMode)
    self.path = path
    self.rotationMode = rotationMode
  }

  public var affectedProperties: Set<LayerKeyPath> {
    rotationMode == nil ? [keyPath.property] : [keyPath.property, .transform]
  }

  public func apply(at iterationTime: Double, to state: inout LayerState) {
    guard let sample = sample(atTimeFraction: iterationTime / timing.effectiveDuration) else { return }
    var value = AnimatableValue(kind: keyPath.kind, components: sample.value, layout: sample.layout)
    if isAdditive { value = state.value(forKeyPath: keyPath).adding(value) }
    state.setValue(value, forKeyPath: keyPath)
    guard let rotationMode, let angle = sample.angle else { return }
    let turn = Transform3D(Transform2D(rotationAngle: angle + (rotationMode == .autoReverse ? Double.pi : 0)))
    // After the layer's own transform (concatenated in 2-D while that is affine).
    state.transform = state.transform.adding(turn)
  }

  /// The value at `fraction` (0…1) of the duration, or nil when there is nothing to animate (no values
  /// and no path).
  public func value(atTimeFraction fraction: Double) -> AnimatableValue? {
    sample(atTimeFraction: fraction).map {
      AnimatableValue(kind: keyPath.kind, components: $0.value, layout: $0.layout)
    }
  }

  /// The direction of travel at `fraction` of the duration, in radians from +x (clockwise on a y-down
  /// screen), for a point-valued animation; nil when it is not moving anywhere (a single point).
  public func tangentAngle(atTimeFraction fraction: Double) -> Double? {
    sample(atTimeFraction: fraction)?.angle
  }

  // MARK: - Internals

  /// Where the animation is at one time: the value's components and, for points, the direction.
  struct Sample {
    var value: [Double]
    var angle: Double?
    var layout: AnimatableValue.ComponentLayout = .plain
  }

  /// What the animation moves through: its vertices (values or path segment ends) and the curve
  /// between them.
  private struct Track {
    var vertices: [[Double]]
    var curve: KeyframeCurve
    var layout: AnimatableValue.ComponentLayout = .plain
  }

  func sample(atTimeFraction fraction: Double) -> Sample? {
    guard let track = makeTrack() else { return nil }
    let x = timingFunction.exactProgress(at: min(max(fraction, 0), 1))
    guard !track.curve.segments.isEmpty else {
      return Sample(value: track.vertices[0], angle: nil, layout: track.layout)
    }
    if calculationMode == .discrete { return discreteSample(track, at: x) }
    let (index, s) = calculationMode.isPaced ? pacedLocation(track.curve, at: x) : timedLocation(track, at: x)
    let segment = track.curve.segments[index]
    return Sample(value: segment.value(at: s), angle: angle(of: segment, at: s), layout: track.layout)
  }

  private func makeTrack() -> Track? {
    if let path {
      precondition(
        keyPath.kind == .point, "KeyframeAnimation: a path animates a point-valued key path, not \(keyPath)")
      let vertices = path.vertices.map { [$0.x, $0.y] }
      guard !vertices.isEmpty else { return nil }
      let segments = path.segments.map(KeyframeCurve.Segment.init)
      return Track(vertices: vertices, curve: KeyframeCurve(segments: segments))
    }
    guard !values.isEmpty else { return nil }
    for value in values {
      precondition(
        value.kind == keyPath.kind,
        "KeyframeAnimation: \(keyPath) animates \(keyPath.kind.rawValue) values, not \(value)")
    }
    let (points, layout) = AnimatableValue.componentList(values, rotation: rotation)
    return Track(vertices: points, curve: curve(through: points), layout: layout)
  }

  private func curve(through points: [[Double]]) -> KeyframeCurve {
    guard calculationMode.isCubic else { return .polyline(points) }
    let parameters = [
      ("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues),
    ]
    for case (let name, let list?) in parameters {
      precondition(
        list.count == points.count,
        "KeyframeAnimation: \(name) has \(list.count) entries for \(points.count) values; "
          + "it needs one per value")
    }
    let times = calculationMode == .cubic ? keyTimes(vertexCount: points.count) : Self.evenTimes(points.count)
    return .spline(
      points, times: times, tension: tensionValues, continuity: continuityValues, bias: biasValues)
  }

  // MARK: Locating a time on the track

  /// Linear and cubic modes: the segment around `x` by key times, and the fraction through it after the
  /// segment's timing function.
  private func timedLocation(_ track: Track, at x: Double) -> (Int, Double) {
    let times = keyTimes(vertexCount: track.vertices.count)
    let segmentCount = times.count - 1
    if let timingFunctions {
      precondition(
        timingFunctions.count == segmentCount,
        "KeyframeAnimation: timingFunctions has \(timingFunctions.count) entries for "
          + "\(segmentCount) segments; it needs one per segment")
    }
    guard x >= times[0] else { return (0, 0) }
    let i = (0..<segmentCount).last { times[$0] <= x } ?? 0
    guard x < times[i + 1] else { return (i, 1) }
    let s = (x - times[i]) / (times[i + 1] - times[i])
    return (i, timingFunctions?[i].exactProgress(at: s) ?? s)
  }

  /// Paced modes: the segment and curve parameter at fraction `x` of the whole length.
  private func pacedLocation(_ curve: KeyframeCurve, at x: Double) -> (Int, Double) {
    let lengths = curve.segments.map(\.length)
    let total = lengths.reduce(0, +)
    guard total > 0 else {
      let count = curve.segments.count
      let position = x * Double(count)
      let i = min(Int(position), count - 1)
      return (i, position - Double(i))
    }
    var remaining = x * total
    for (i, length) in lengths.enumerated() where length > 0 {
      if remaining < length { return (i, curve.segments[i].parameter(atLength: remaining, total: length)) }
      remaining -= length
    }
    return (lengths.lastIndex { $0 > 0 } ?? 0, 1)
  }

  /// Discrete mode: the vertex whose key time was reached last; it faces the way its segment travels.
  private func discreteSample(_ track: Track, at x: Double) -> Sample {
    let n = track.vertices.count
    let times = discreteKeyTimes(vertexCount: n)
    let index = (0..<n).last { times[$0] <= x } ?? 0
    let segments = track.curve.segments
    let angle = index == 0 ? angle(of: segments[0], at: 0) : angle(of: segments[index - 1], at: 1)
    return Sample(value: track.vertices[index], angle: angle, layout: track.layout)
  }

  private func angle(of segment: KeyframeCurve.Segment, at s: Double) -> Double? {
    guard keyPath.kind == .point, let d = segment.direction(at: s) else { return nil }
    return atan2(d[1], d[0])
  }

  // MARK: Key times

  /// Linear and cubic key times: one per vertex, checked, or evenly spaced.
  private func keyTimes(vertexCount n: Int) -> [Double] {
    guard let keyTimes else { return Self.evenTimes(n) }
    precondition(
      keyTimes.count == n,
      "KeyframeAnimation: \(keyTimes.count) key times for \(n) values in \(calculationMode) mode; "
        + "it needs one per value")
    Self.check(keyTimes)
    return keyTimes
  }

  /// Discrete key times: n + 1 (or n) checked, or n + 1 evenly spaced.
  private func discreteKeyTimes(vertexCount n: Int) -> [Double] {
    guard let keyTimes else { return (0...n).map { Double($0) / Double(n) } }
    precondition(
      keyTimes.count == n + 1 || keyTimes.count == n,
      "KeyframeAnimation: \(keyTimes.count) key times for \(n) values in discrete mode; "
        + "it needs \(n + 1) (each value holds until the next key time)")
    Self.check(keyTimes)
    return keyTimes
  }

  /// Rounding (0.1 + 0.9 summed by a keyframe block) is forgiven up to 1e-9.
  private static func check(_ times: [Double]) {
    for (i, t) in times.enumerated() {
      precondition(t > -1e-9 && t < 1 + 1e-9, "KeyframeAnimation: key time \(t) at index \(i) is outside 0…1")
      precondition(
        i == 0 || t >= times[i - 1] - 1e-9,
        "KeyframeAnimation: key times decrease at index \(i) (\(times[i - 1]) then \(t))")
    }
  }

  private static func evenTimes(_ n: Int) -> [Double] {
    n < 2 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
  }
}

extension CubicTimingFunction {
  /// ``progress(at:)``, but exactly the time fraction for the linear curve: key times compared with an
  /// eased time must match to the last bit when nothing eases them.
  func exactProgress(at timeFraction: Double) -> Double {
    self == .linear ? min(max(timeFraction, 0), 1) : progress(at: timeFraction)
  }
}
