import Foundation

extension AnimatableValue {
  /// The value as a flat list of numbers, the space keyframe splines and paced distances work in:
  /// scalar [v]; point [x, y]; size [w, h]; rect [x, y, w, h]; colour [r, g, b, a]; transform its
  /// decomposed parts [tx, ty, rotation, scaleX, scaleY, skew] (so a spline through transforms turns,
  /// scales and moves smoothly instead of bending matrix entries).
  var components: [Double] {
    switch self {
    case .scalar(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .transform(let t):
      Self.components(of: t.decomposition)
    }
  }

  /// The value of `kind` whose ``components`` are `c`.
  init(kind: Kind, components c: [Double]) {
    switch kind {
    case .scalar: self = .scalar(c[0])
    case .point: self = .point(Point(x: c[0], y: c[1]))
    case .size: self = .size(Size(width: c[0], height: c[1]))
    case .rect: self = .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color: self = .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .transform:
      self = .transform(
        Transform2D(
          Transform2D.Decomposition(
            translation: Vector(dx: c[0], dy: c[1]), rotation: c[2], scaleX: c[3], scaleY: c[4], skew: c[5])))
    }
  }

  /// The components of a list of values, with transform rotations unwrapped so that each step turns
  /// the way `rotation` says (the shorter way by default), as ``BasicAnimation`` turns between two
  /// transforms.
  static func componentList(
    _ values: [AnimatableValue], rotation: Transform2D.RotationInterpolation
  ) -> [[Double]] {
    var list = values.map(\.components)
    guard values.first?.kind == .transform else { return list }
    for i in list.indices.dropFirst() {
      let previous = list[i - 1][2]
      var turn = remainder(list[i][2] - previous, 2 * Double.pi)
      if rotation == .longWay && turn != 0 { turn -= (turn > 0 ? 2 : -2) * Double.pi }
      list[i][2] = previous + turn
    }
    return list
  }

  private static func components(of p: Transform2D.Decomposition) -> [Double] {
    [p.translation.dx, p.translation.dy, p.rotation, p.scaleX, p.scaleY, p.skew]
  }
}
