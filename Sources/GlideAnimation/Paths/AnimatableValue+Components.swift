import Foundation

extension AnimatableValue {
  /// How a keyframe track lays its values out as flat lists of numbers, the space keyframe splines and
  /// paced distances work in. Transforms depend on the whole list of values, so that every value of one
  /// track has the same layout.
  enum ComponentLayout: Sendable {
    /// Scalar [v]; point [x, y]; size [w, h]; rect [x, y, w, h]; colour [r, g, b, a].
    case plain
    /// Transforms that are all affine: their 2-D decomposed parts [tx, ty, rotation, scaleX, scaleY, skew]
    /// (so a spline through transforms turns, scales and moves smoothly instead of bending matrix entries).
    case affine
    /// Transforms in depth: their 3-D decomposed parts [tx, ty, tz, the rotation as a rotation vector
    /// (axis × angle: x, y, z), scaleX, scaleY, scaleZ, skewXY, skewXZ, skewYZ, perspective x, y, z, w].
    /// Between two values turning about the same axis the rotation vector moves as spherical linear
    /// interpolation does.
    case decomposed
    /// Transforms of which one has no decomposition: the sixteen matrix entries.
    case matrix
    /// Lists and paths all of the same shape as `template` (as many colours or numbers; the same path
    /// elements): colours [r, g, b, a, r, g, b, a, …], numbers as they are, a path's points [x, y, x, y, …]
    /// (``BezierPath/points``). The track blends them element by element, as two of them interpolate.
    case shaped(template: AnimatableValue)
    /// Lists or paths of different shapes, which do not blend: each value's index in `values`, rounded
    /// back to a value, so the track jumps from one value to the next halfway between their key times.
    /// Contents too, whose index is not rounded: its fraction cross-fades the two neighbouring images.
    case steps(values: [AnimatableValue])

    /// The layout for `values`.
    init(_ values: [AnimatableValue]) {
      if values.first?.kind == .contents {
        self = .steps(values: values)
        return
      }
      if values.first?.kind == .material {
        // Nil stands for the material at no effect: the track's first material's.
        self = .shaped(template: values.first { $0.material != nil } ?? .material(nil))
        return
      }
      if let first = values.first, [.colors, .scalars, .path].contains(first.kind) {
        self = values.allSatisfy { $0.hasSameShape(as: first) } ? .shaped(template: first) : .steps(values: values)
        return
      }
      guard values.first?.kind == .transform else {
        self = .plain
        return
      }
      let transforms = values.compactMap(\.transform)
      if transforms.allSatisfy(\.isAffine) {
        self = .affine
      } else {
        self = transforms.allSatisfy { $0.decomposition != nil } ? .decomposed : .matrix
      }
    }
  }

  /// The value's numbers in `layout`.
  func components(_ layout: ComponentLayout) -> [Double] {
    switch self {
    case .scalar(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .transform(let t):
      switch layout {
      case .plain, .affine, .shaped, .steps: Self.components(of: t.affineTransform.decomposition)
      case .decomposed: Self.components(of: t.decomposition ?? Transform3D.Decomposition())
      case .matrix: t.entries
      }
    case .material(let m):
      if case .shaped(let template) = layout, let t = template.material {
        Self.components(of: m ?? t.withoutEffect)
      } else {
        []
      }
    case .colors, .scalars, .path, .contents:
      if case .steps(let values) = layout { [Double(values.firstIndex(of: self) ?? 0)] } else { listComponents }
    }
  }

  /// A list's or a path's numbers in the ``ComponentLayout/shaped(template:)`` layout.
  private var listComponents: [Double] {
    switch self {
    case .colors(let list): list.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .scalars(let list): list
    case .path(let path): path.points.flatMap { [$0.x, $0.y] }
    default: []
    }
  }

  /// Whether the two values interpolate element by element: lists of the same count, paths of the same
  /// elements (values of other kinds: whether they are of the same kind).
  func hasSameShape(as other: AnimatableValue) -> Bool {
    switch (self, other) {
    case (.colors(let a), .colors(let b)): a.count == b.count
    case (.scalars(let a), .scalars(let b)): a.count == b.count
    case (.path(let a), .path(let b)): a.hasSameElementKinds(as: b)
    default: kind == other.kind
    }
  }

  /// The value of `kind` whose ``components(_:)`` in `layout` are `c`.
  init(kind: Kind, components c: [Double], layout: ComponentLayout) {
    if case .steps(let values) = layout, kind == .contents {
      let place = min(max(c[0], 0), Double(values.count - 1))
      let i = min(Int(place), max(values.count - 2, 0))
      self = i + 1 < values.count ? values[i].interpolated(to: values[i + 1], fraction: place - Double(i)) : values[i]
      return
    }
    if case .steps(let values) = layout {
      self = values[min(max(Int(c[0].rounded()), 0), values.count - 1)]
      return
    }
    switch kind {
    case .scalar: self = .scalar(c[0])
    case .point: self = .point(Point(x: c[0], y: c[1]))
    case .size: self = .size(Size(width: c[0], height: c[1]))
    case .rect: self = .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color: self = .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .colors:
      self = .colors(
        stride(from: 0, to: c.count - 3, by: 4).map {
          Color(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
        })
    case .scalars: self = .scalars(c)
    case .path:
      let template = if case .shaped(let template) = layout { template.path ?? BezierPath() } else { BezierPath() }
      let points = stride(from: 0, to: c.count - 1, by: 2).map { Point(x: c[$0], y: c[$0 + 1]) }
      self = .path(template.replacingPoints(points))
    case .contents: self = .contents(.additiveIdentity)
    case .material:
      let style: LayerMaterial.Style? = if case .shaped(let template) = layout { template.material?.style } else { nil }
      // No template: every value is nil, and nil is what the track holds.
      guard let style, c.count == 7 else {
        self = .material(nil)
        return
      }
      self = .material(
        LayerMaterial(
          style: style, blurRadius: c[0], saturation: c[1],
          tintColor: Color(red: c[2], green: c[3], blue: c[4], alpha: c[5]), tintAlpha: c[6]))
    case .transform:
      switch layout {
      case .plain, .affine, .shaped, .steps:
        self = .transform(
          Transform3D(
            Transform2D(
              Transform2D.Decomposition(
                translation: Vector(dx: c[0], dy: c[1]), rotation: c[2], scaleX: c[3], scaleY: c[4], skew: c[5]))))
      case .decomposed:
        let angle = (c[3] * c[3] + c[4] * c[4] + c[5] * c[5]).squareRoot()
        self = .transform(
          Transform3D(
            Transform3D.Decomposition(
              translationX: c[0], translationY: c[1], translationZ: c[2], scaleX: c[6], scaleY: c[7],
              scaleZ: c[8], skewXY: c[9], skewXZ: c[10], skewYZ: c[11],
              rotation: Quaternion(angle: angle, x: c[3], y: c[4], z: c[5]), perspectiveX: c[12],
              perspectiveY: c[13], perspectiveZ: c[14], perspectiveW: c[15])))
      case .matrix: self = .transform(Transform3D(entries: c))
      }
    }
  }

  /// The components of a list of values and their layout, with transform rotations unwrapped so that each
  /// step turns the way `rotation` says (the shorter way by default), as ``BasicAnimation`` turns between
  /// two transforms.
  static func componentList(
    _ values: [AnimatableValue], rotation: Transform2D.RotationInterpolation
  ) -> (list: [[Double]], layout: ComponentLayout) {
    let layout = ComponentLayout(values)
    // Contents by place, not by the first equal value: a track back to an earlier image fades from the
    // image before it, not through the ones between.
    if values.first?.kind == .contents { return (values.indices.map { [Double($0)] }, layout) }
    var list = values.map { $0.components(layout) }
    switch layout {
    case .plain, .matrix, .shaped, .steps: break
    case .affine:
      for i in list.indices.dropFirst() {
        let previous = list[i - 1][2]
        var turn = remainder(list[i][2] - previous, 2 * Double.pi)
        if rotation == .longWay && turn != 0 { turn -= (turn > 0 ? 2 : -2) * Double.pi }
        list[i][2] = previous + turn
      }
    case .decomposed:
      for i in list.indices.dropFirst() {
        list[i] = unwrapped(list[i], after: list[i - 1], rotation: rotation)
      }
    }
    return (list, layout)
  }

  /// `parts` (decomposed components) with its rotation vector chosen among those of the same rotation
  /// (the axis times the angle plus any number of turns) as the one nearest `previous`'s, or its
  /// neighbour on the other side for `.longWay`: the 3-D form of unwrapping a 2-D angle.
  private static func unwrapped(
    _ parts: [Double], after previous: [Double], rotation: Transform2D.RotationInterpolation
  ) -> [Double] {
    var parts = parts
    let before = Vector3(previous[3], previous[4], previous[5])
    var vector = Vector3(parts[3], parts[4], parts[5])
    var angle = vector.length
    // No turn: any axis will do; take the previous one, so that a full turn about it can come back to 0.
    let axis = angle > 0 ? vector * (1 / angle) : (before.length > 0 ? before.normalized : Vector3(0, 0, 1))
    let along = before.dot(axis)
    angle += 2 * Double.pi * ((along - angle) / (2 * Double.pi)).rounded()
    if rotation == .longWay && angle != along { angle -= (angle > along ? 2 : -2) * Double.pi }
    vector = axis * angle
    (parts[3], parts[4], parts[5]) = (vector.x, vector.y, vector.z)
    return parts
  }

  /// A material's numbers: blur radius, saturation, the tint's red, green, blue and alpha, the tint alpha.
  private static func components(of m: LayerMaterial) -> [Double] {
    [m.blurRadius, m.saturation, m.tintColor.red, m.tintColor.green, m.tintColor.blue, m.tintColor.alpha, m.tintAlpha]
  }

  private static func components(of p: Transform2D.Decomposition) -> [Double] {
    [p.translation.dx, p.translation.dy, p.rotation, p.scaleX, p.scaleY, p.skew]
  }

  private static func components(of p: Transform3D.Decomposition) -> [Double] {
    let turn = p.rotation.axisAngle
    return [
      p.translationX, p.translationY, p.translationZ, turn.x * turn.angle, turn.y * turn.angle,
      turn.z * turn.angle, p.scaleX, p.scaleY, p.scaleZ, p.skewXY, p.skewXZ, p.skewYZ, p.perspectiveX,
      p.perspectiveY, p.perspectiveZ, p.perspectiveW,
    ]
  }
}
