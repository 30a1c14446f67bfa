import Foundation

/// Ready-made gestures. All fingers land together at time 0 and lift together when the motion ends
/// (`duration` seconds later), having touched throughout.
extension GestureTimeline {
  /// Two fingers pinching about `center`: their distance goes from `startDistance` (mm) to
  /// `startDistance × to / from`, so `from: 1.0, to: 0.4` is a pinch in to 40 % and `to: 2` a pinch out.
  /// - Parameters:
  ///   - center: The point the fingers pinch about, mm.
  ///   - from: The scale at the start (a scale is relative; only `to / from` matters).
  ///   - to: The scale at the end.
  ///   - startDistance: The fingers' distance at landing, mm.
  ///   - angle: The direction from the first finger to the second, in radians (0 is along +x).
  ///   - duration: Seconds from landing to the last touching instant.
  ///   - easing: How progress follows time.
  public static func pinch(
    center: MillimetrePoint, from: Double = 1, to: Double, startDistance: Double, angle: Double = 0,
    duration: Double, easing: Easing = .linear
  ) -> GestureTimeline {
    let endDistance = from == 0 ? startDistance : startDistance * to / from
    return twoFinger(
      center: center, startDistance: startDistance, endDistance: endDistance, angle: angle, duration: duration,
      easing: easing)
  }

  /// Two fingers `distance` mm apart turning about `center` by `radians` (positive turns from +x
  /// towards +y: clockwise on a surface whose y grows downwards).
  public static func rotation(
    center: MillimetrePoint, radians: Double, distance: Double, angle: Double = 0, duration: Double,
    easing: Easing = .linear
  ) -> GestureTimeline {
    twoFinger(
      center: center, startDistance: distance, endDistance: distance, angle: angle, turn: radians,
      duration: duration, easing: easing)
  }

  /// Two fingers about a midpoint that starts at `center` and slides by `drift` (mm): their distance
  /// goes from `startDistance` to `endDistance` (mm) and the line from the first to the second turns
  /// from `angle` by `turn` radians, all in the same eased progress. Every two-finger gesture is one:
  /// a pinch (distance), a rotation (turn), a pinch that turns or slides, and a two-finger scroll
  /// (drift, with the distance wobbling a little). The first finger starts at `angle + π` from the
  /// midpoint, the second at `angle`.
  public static func twoFinger(
    center: MillimetrePoint, startDistance: Double, endDistance: Double, angle: Double = 0,
    turn: Double = 0, drift: MillimetreVector = .zero, duration: Double, easing: Easing = .linear
  ) -> GestureTimeline {
    let radius = FingerMove.Change(from: startDistance / 2, to: endDistance / 2)
    let fingers = [Double.pi, 0].map { offset in
      let line = FingerMove.Change(from: angle + offset, to: angle + turn + offset)
      let move = FingerMove(
        begins: 0, ends: duration, kind: .orbit(center: center, radius: radius, angle: line, drift: drift),
        easing: easing)
      return FingerPath(
        landsAt: 0, liftsAt: duration, start: move.point(from: center, at: 0), moves: [move])
    }
    return GestureTimeline(fingers: fingers)
  }

  /// Two fingers `distance` mm apart, their line at `angle` (radians from +x), scrolling round together:
  /// their midpoint goes `turns` times round `center` at `radius` (mm), starting at `startAngle`
  /// (radians; clockwise on the surface when `clockwise`), while their distance swings by ±`wobble`
  /// of itself, at `wobbleCycles` cycles over the whole scroll, leaving its landing value smoothly
  /// (``FingerMove/Kind/circling(center:radius:angle:offset:wobble:wobbleCycles:wobbleStart:wobblePhase:)``).
  /// With `secondJoinsAt` (a fraction of `duration`), the first finger scrolls alone until then and
  /// the second lands beside it mid-scroll, the wobble starting from there at the same rate.
  /// `wobblePhase` (radians) starts the swing elsewhere in its cycle (``FingerMove/Kind``).
  public static func circlingScroll(
    center: MillimetrePoint, radius: Double, turns: Double, clockwise: Bool = true, startAngle: Double = 0,
    distance: Double, angle: Double = 0, wobble: Double = 0, wobbleCycles: Double = 1, wobblePhase: Double = 0,
    secondJoinsAt: Double? = nil, duration: Double, easing: Easing = .linear
  ) -> GestureTimeline {
    let sweep = FingerMove.Change(
      from: startAngle, to: startAngle + (clockwise ? 1 : -1) * turns * 2 * Double.pi)
    let joinsAt = min(max(secondJoinsAt ?? 0, 0), 0.9)
    let wobbleStart = easing(joinsAt)
    let fingers = [-0.5, 0.5].enumerated().map { index, side in
      let offset = MillimetreVector(dx: side * distance * cos(angle), dy: side * distance * sin(angle))
      let move = FingerMove(
        begins: 0, ends: duration,
        kind: .circling(
          center: center, radius: radius, angle: sweep, offset: offset, wobble: wobble, wobbleCycles: wobbleCycles,
          wobbleStart: wobbleStart, wobblePhase: wobblePhase),
        easing: easing)
      let landsAt = index == 1 ? joinsAt * duration : 0
      return FingerPath(
        landsAt: landsAt, liftsAt: duration, start: move.point(from: center, at: landsAt), moves: [move])
    }
    return GestureTimeline(fingers: fingers)
  }

  /// `fingers` fingers side by side in a horizontal row, `spacing` mm apart, all moving by
  /// `translation` (mm). `center` is the middle of the whole motion: the row starts half a
  /// translation before it.
  public static func swipe(
    fingers: Int, center: MillimetrePoint, translation: MillimetreVector, spacing: Double = 12,
    duration: Double, easing: Easing = .linear
  ) -> GestureTimeline {
    let start = center + translation * -0.5
    let row = Self.row(fingers, around: start, step: MillimetreVector(dx: spacing, dy: 0))
    return translating(row, by: translation, duration: duration, easing: easing)
  }

  /// A swipe in from `edge`: `fingers` fingers land `inset` mm inside the edge, at `along` (0…1) of
  /// its length, in a row along it `spacing` mm apart, and move `distance` mm into the surface.
  /// - Parameters:
  ///   - edge: The edge the fingers come in from.
  ///   - surface: The surface's size, from the device (``DeviceDescription/geometry``).
  ///   - fingers: How many fingers.
  ///   - along: Where along the edge they land, 0…1 of its length.
  ///   - inset: How far inside the edge they land, mm.
  ///   - distance: How far they move into the surface, mm.
  ///   - spacing: The distance between neighbouring fingers, mm.
  ///   - duration: Seconds from landing to the last touching instant.
  ///   - easing: How progress follows time.
  public static func edgeSwipe(
    from edge: SurfaceEdge, surface: SurfaceGeometry, fingers: Int = 1, along: Double = 0.5,
    inset: Double = 1, distance: Double, spacing: Double = 12, duration: Double, easing: Easing = .linear
  ) -> GestureTimeline {
    let width = surface.widthMillimetres
    let height = surface.heightMillimetres
    let start: MillimetrePoint
    switch edge {
    case .left: start = MillimetrePoint(x: inset, y: along * height)
    case .right: start = MillimetrePoint(x: width - inset, y: along * height)
    case .top: start = MillimetrePoint(x: along * width, y: inset)
    case .bottom: start = MillimetrePoint(x: along * width, y: height - inset)
    }
    let step = MillimetreVector(dx: edge.inward.dy, dy: edge.inward.dx) * spacing
    let row = Self.row(fingers, around: start, step: step)
    return translating(row, by: edge.inward * distance, duration: duration, easing: easing)
  }

  /// `fingers` fingers landing together in a row `spacing` mm apart around `center`, resting for
  /// `duration` seconds, and lifting together. Duration 0 is the shortest tap: one frame down, the
  /// lift in the next.
  public static func tap(
    fingers: Int, center: MillimetrePoint, spacing: Double = 12, duration: Double = 0.06
  ) -> GestureTimeline {
    let row = Self.row(fingers, around: center, step: MillimetreVector(dx: spacing, dy: 0))
    return GestureTimeline(fingers: row.map { FingerPath(landsAt: 0, liftsAt: duration, start: $0) })
  }

  // MARK: - Internals

  /// `count` points centred on `center`, `step` apart.
  private static func row(_ count: Int, around center: MillimetrePoint, step: MillimetreVector)
    -> [MillimetrePoint]
  {
    let middle = Double(max(count, 1) - 1) / 2
    return (0..<max(count, 0)).map { center + step * (Double($0) - middle) }
  }

  /// Fingers that land at `starts` at time 0 and all move by `translation` over `duration` seconds.
  private static func translating(
    _ starts: [MillimetrePoint], by translation: MillimetreVector, duration: Double, easing: Easing
  ) -> GestureTimeline {
    let fingers = starts.map { start in
      let move = FingerMove(begins: 0, ends: duration, kind: .line(to: start + translation), easing: easing)
      return FingerPath(landsAt: 0, liftsAt: duration, start: start, moves: [move])
    }
    return GestureTimeline(fingers: fingers)
  }
}
