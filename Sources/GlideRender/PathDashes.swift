import GlideAnimation

/// `lineDashPattern` and `lineDashPhase` as Core Animation applies them: each subpath cut into dashes
/// that are stroked on their own (each with its caps), the pattern starting afresh at every subpath.
enum PathDashes {
  /// Whether `pattern` dashes anything: not nil, not empty, its lengths adding up to more than zero.
  static func isDashing(_ pattern: [Double]?) -> Bool {
    guard let pattern, !pattern.isEmpty else { return false }
    return pattern.map { max($0, 0) }.reduce(0, +) > 0 && pattern.allSatisfy(\.isFinite)
  }

  /// The dashes of `polylines`: `pattern` gives lengths (points) drawn and skipped in turn, starting
  /// `phase` points into the pattern at the start of every polyline (a negative phase counts back from the
  /// pattern's end). A pattern of odd count repeats with its roles swapped, as Core Graphics does; negative
  /// lengths count as zero. No dashing (`polylines` unchanged) for a nil, empty or all-zero pattern.
  ///
  /// Every dash is an open polyline; a zero-length dash is a single point (the stroker draws a dot for round
  /// and square caps). A closed polyline that one dash covers all round stays closed; otherwise the dashes
  /// through its start are two, one ending there and one starting there, each with its cap.
  static func dashed(_ polylines: [Polyline], pattern: [Double]?, phase: Double) -> [Polyline] {
    guard let pattern, isDashing(pattern) else { return polylines }
    var lengths = pattern.map { max($0, 0) }
    if lengths.count % 2 == 1 { lengths += lengths }
    let period = lengths.reduce(0, +)
    // Where the pattern stands at the start of each polyline: the interval and what is left of it.
    var into = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
    if into < 0 { into += period }
    var startIndex = 0
    while into > 0 && into >= lengths[startIndex] {
      into -= lengths[startIndex]
      startIndex = (startIndex + 1) % lengths.count
    }
    let startRemaining = lengths[startIndex] - into
    return polylines.flatMap {
      dashes(of: $0, lengths: lengths, index: startIndex, remaining: startRemaining)
    }
  }

  /// The dashes of one polyline, the pattern at interval `index` (even: drawn) with `remaining` points of
  /// it left at the polyline's start.
  static func dashes(of polyline: Polyline, lengths: [Double], index: Int, remaining: Double) -> [Polyline] {
    let route = polyline.route
    guard let first = route.first else { return [] }
    var (index, remaining) = (index, remaining)
    var isOn = index % 2 == 0
    let startsOn = isOn
    var current: [Point] = isOn ? [first] : []
    var result: [Polyline] = []
    var boundaries = 0

    func emit() {
      if !current.isEmpty { result.append(Polyline(points: current, isClosed: false)) }
      current = []
    }
    func extend(_ point: Point) {
      if current.last != point { current.append(point) }
    }

    for (p, q) in zip(route, route.dropFirst()) {
      let length = p.distance(to: q)
      guard length > 0 else { continue }
      var travelled = 0.0
      // Every boundary of the pattern inside this piece (a boundary at its very end falls to the next).
      while length - travelled > remaining {
        travelled += remaining
        let point = p + (q - p) * (travelled / length)
        if isOn {
          extend(point)
          emit()
        } else {
          current = [point]
        }
        index = (index + 1) % lengths.count
        remaining = lengths[index]
        isOn.toggle()
        boundaries += 1
      }
      remaining -= length - travelled
      if isOn { extend(q) }
    }
    if isOn && boundaries == 0 && startsOn && polyline.isClosed {
      return [polyline]
    }
    if isOn {
      emit()
    } else if remaining == 0, lengths[(index + 1) % lengths.count] == 0, route.count > 1 {
      // A dash of no length exactly at the end still lies on the polyline: a dot.
      result.append(Polyline(points: [route[route.count - 1]], isClosed: false))
    }
    return result
  }
}
