import GlideAnimation

/// `strokeStart` and `strokeEnd` as Core Animation applies them: fractions of the whole path's length
/// (every subpath in order, the jumps between them not counted), the stroke drawn only between.
enum PathTrimming {
  /// The parts of `polylines` from `start` to `end` of their total length (fractions, clamped to 0…1).
  ///
  /// Nothing when `start` ≥ `end` (unless the range is the whole path, 0…1). A subpath wholly inside the
  /// range is kept as it is; one cut by either end becomes an open polyline (its closing piece measured
  /// like any other). Lengths are measured along the chords, within the flattening tolerance of the curves.
  static func trimmed(_ polylines: [Polyline], start: Double, end: Double) -> [Polyline] {
    let (start, end) = (min(max(start, 0), 1), min(max(end, 0), 1))
    if start <= 0 && end >= 1 { return polylines }
    guard start < end else { return [] }
    let lengths = polylines.map(\.length)
    let total = lengths.reduce(0, +)
    guard total > 0 else { return polylines }
    let (from, to) = (start * total, end * total)
    var result: [Polyline] = []
    var offset = 0.0
    for (polyline, length) in zip(polylines, lengths) {
      defer { offset += length }
      let (a, b) = (max(from - offset, 0), min(to - offset, length))
      // A piece only touching the range at one end is left out; a dot inside it is kept.
      guard a < b || (length == 0 && a == b) else { continue }
      if a <= 0 && b >= length {
        result.append(polyline)
      } else {
        result.append(polyline.slice(from: a, to: b))
      }
    }
    return result
  }
}

extension Polyline {
  /// The points travelled in order: ``points``, with the first again at the end when closed.
  var route: [Point] {
    isClosed && points.count > 1 ? points + [points[0]] : points
  }

  /// The distance travelled along the polyline, its closing piece included, points.
  var length: Double {
    let route = route
    return zip(route, route.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
  }

  /// The open piece from `from` to `to` points along the route (clamped to it): the point at `from`, the
  /// corners passed, the point at `to`. A single point when the two are equal.
  func slice(from: Double, to: Double) -> Polyline {
    let route = route
    guard !route.isEmpty else { return Polyline(points: [], isClosed: false) }
    var result: [Point] = []
    var travelled = 0.0
    for (p, q) in zip(route, route.dropFirst()) {
      let length = p.distance(to: q)
      let next = travelled + length
      if result.isEmpty, from <= next, length > 0 {
        result.append(p + (q - p) * (max(from - travelled, 0) / length))
      }
      if !result.isEmpty {
        if to <= next {
          let end = length > 0 ? p + (q - p) * (max(to - travelled, 0) / length) : q
          if end != result[result.count - 1] { result.append(end) }
          return Polyline(points: result, isClosed: false)
        }
        if q != result[result.count - 1] { result.append(q) }
      }
      travelled = next
    }
    if result.isEmpty { result = [route[route.count - 1]] }
    return Polyline(points: result, isClosed: false)
  }
}
