/// Lists interpolate element by element when their counts match (Core Animation's rule for a gradient's
/// `colors` and `locations`); lists of different counts do not blend: the value jumps from the first list to
/// the second at the midpoint (fraction 0.5).
///
/// Adding, subtracting and distance go element by element, the shorter list padded with the element's
/// ``Interpolatable/additiveIdentity``, so the empty list adds nothing.
extension Array: Interpolatable where Element: Interpolatable {
  public func interpolated(to other: [Element], fraction: Double) -> [Element] {
    guard count == other.count else { return fraction < 0.5 ? self : other }
    return zip(self, other).map { $0.interpolated(to: $1, fraction: fraction) }
  }

  public func distance(to other: [Element]) -> Double {
    padded(with: other).reduce(0) { sum, pair in
      let d = pair.0.distance(to: pair.1)
      return sum + d * d
    }.squareRoot()
  }

  public func adding(_ other: [Element]) -> [Element] { padded(with: other).map { $0.adding($1) } }

  public func subtracting(_ other: [Element]) -> [Element] { padded(with: other).map { $0.subtracting($1) } }

  public static var additiveIdentity: [Element] { [] }

  /// The pairs of elements at each index of the longer list, a missing element read as the identity.
  private func padded(with other: [Element]) -> [(Element, Element)] {
    (0..<Swift.max(count, other.count)).map {
      ($0 < count ? self[$0] : .additiveIdentity, $0 < other.count ? other[$0] : .additiveIdentity)
    }
  }
}
