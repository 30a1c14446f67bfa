/// Any value a layer property holds: one storage type for the model, the presentation and every
/// animation, so a layer can keep animations of different value types side by side.
public enum AnimatableValue: Hashable, Sendable, CustomStringConvertible {
  case scalar(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(Color)
  /// A 4×4 transform (`transform`, `sublayerTransform`); 2-D ones are embedded (``affineTransform(_:)``).
  case transform(Transform3D)
  /// A list of colours (a gradient's `colors`): colour by colour between lists of as many colours, else a
  /// jump at the midpoint.
  case colors([Color])
  /// A list of numbers (a gradient's `locations`): number by number between lists of as many numbers, else
  /// a jump at the midpoint.
  case scalars([Double])
  /// A path (a shape layer's `path`): point by point between paths of the same sequence of element kinds,
  /// else a jump at the midpoint.
  case path(BezierPath)
  /// A layer's contents (`contents`): an image, or one fading into another (``ContentsCrossFade``).
  case contents(ContentsCrossFade)
  /// A blur material (`material`), nil for none: number by number, nil standing for the other material at
  /// no effect (``LayerMaterial/interpolate(_:_:fraction:)``).
  case material(LayerMaterial?)

  /// A 2-D transform as a transform value (`NSValue(cgAffineTransform:)`'s role).
  public static func affineTransform(_ t: Transform2D) -> AnimatableValue { .transform(Transform3D(t)) }

  /// The kind of value, for checking that an animation fits the property it animates.
  public enum Kind: String, Hashable, Sendable {
    case scalar, point, size, rect, color, transform, colors, scalars, path, contents, material
  }

  /// Which kind of value this is.
  public var kind: Kind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .transform: .transform
    case .colors: .colors
    case .scalars: .scalars
    case .path: .path
    case .contents: .contents
    case .material: .material
    }
  }

  /// The payload when the value is of that kind, else nil.
  public var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }
  public var point: Point? { if case .point(let v) = self { v } else { nil } }
  public var size: Size? { if case .size(let v) = self { v } else { nil } }
  public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
  public var color: Color? { if case .color(let v) = self { v } else { nil } }
  public var transform: Transform3D? { if case .transform(let v) = self { v } else { nil } }
  public var colors: [Color]? { if case .colors(let v) = self { v } else { nil } }
  public var scalars: [Double]? { if case .scalars(let v) = self { v } else { nil } }
  public var path: BezierPath? { if case .path(let v) = self { v } else { nil } }
  public var contents: ContentsCrossFade? { if case .contents(let v) = self { v } else { nil } }
  /// The material of a material value (nil too for a material value of none).
  public var material: LayerMaterial? { if case .material(let v) = self { v } else { nil } }
  /// The 2-D part of a transform value, else nil.
  public var affineTransform: Transform2D? { transform?.affineTransform }
  /// A transform value that is affine (``Transform3D/isAffine``), as the 2-D transform it is, else nil.
  var flatTransform: Transform2D? {
    if case .transform(let t) = self, t.isAffine { t.affineTransform } else { nil }
  }

  public var description: String {
    switch self {
    case .scalar(let v): "\(v)"
    case .point(let v): v.description
    case .size(let v): v.description
    case .rect(let v): v.description
    case .color(let v): v.description
    case .transform(let v): v.description
    case .colors(let v): "[\(v.map(\.description).joined(separator: ", "))]"
    case .scalars(let v): "\(v)"
    case .path(let v): "path(\(v.elements.count) elements)"
    case .contents(let v) where v.isSettled: "contents(\(Self.size(v.image)))"
    case .contents(let v): "contents(\(Self.size(v.fadingFrom)) → \(Self.size(v.image)) at \(v.fraction))"
    case .material(let v): "material(\(v.map { "\($0.style.rawValue), radius \($0.blurRadius)" } ?? "none"))"
    }
  }
}

/// Values combine only with values of the same kind; combining a scalar with a point (say) is a programming
/// error and stops the program, since no animation can mean it.
extension AnimatableValue: Interpolatable {
  public func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a.interpolated(to: b, fraction: fraction))
    case (.point(let a), .point(let b)): .point(a.interpolated(to: b, fraction: fraction))
    case (.size(let a), .size(let b)): .size(a.interpolated(to: b, fraction: fraction))
    case (.rect(let a), .rect(let b)): .rect(a.interpolated(to: b, fraction: fraction))
    case (.color(let a), .color(let b)): .color(a.interpolated(to: b, fraction: fraction))
    case (.transform(let a), .transform(let b)): .transform(a.interpolated(to: b, fraction: fraction))
    case (.colors(let a), .colors(let b)): .colors(a.interpolated(to: b, fraction: fraction))
    case (.scalars(let a), .scalars(let b)): .scalars(a.interpolated(to: b, fraction: fraction))
    case (.path(let a), .path(let b)): .path(a.interpolated(to: b, fraction: fraction))
    case (.contents(let a), .contents(let b)): .contents(a.interpolated(to: b, fraction: fraction))
    case (.material(let a), .material(let b)): .material(LayerMaterial.interpolate(a, b, fraction: fraction))
    default: Self.mismatch(self, other)
    }
  }

  public func distance(to other: AnimatableValue) -> Double {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): a.distance(to: b)
    case (.point(let a), .point(let b)): a.distance(to: b)
    case (.size(let a), .size(let b)): a.distance(to: b)
    case (.rect(let a), .rect(let b)): a.distance(to: b)
    case (.color(let a), .color(let b)): a.distance(to: b)
    case (.transform(let a), .transform(let b)): a.distance(to: b)
    case (.colors(let a), .colors(let b)): a.distance(to: b)
    case (.scalars(let a), .scalars(let b)): a.distance(to: b)
    case (.path(let a), .path(let b)): a.distance(to: b)
    case (.contents(let a), .contents(let b)): a.distance(to: b)
    case (.material(let a), .material(let b)):
      (a ?? b?.withoutEffect).map { $0.distance(to: b ?? $0.withoutEffect) } ?? 0
    default: Self.mismatch(self, other)
    }
  }

  public func adding(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a.adding(b))
    case (.point(let a), .point(let b)): .point(a.adding(b))
    case (.size(let a), .size(let b)): .size(a.adding(b))
    case (.rect(let a), .rect(let b)): .rect(a.adding(b))
    case (.color(let a), .color(let b)): .color(a.adding(b))
    case (.transform(let a), .transform(let b)): .transform(a.adding(b))
    case (.colors(let a), .colors(let b)): .colors(a.adding(b))
    case (.scalars(let a), .scalars(let b)): .scalars(a.adding(b))
    case (.path(let a), .path(let b)): .path(a.adding(b))
    case (.contents(let a), .contents(let b)): .contents(a.adding(b))
    case (.material(let a), .material(let b)): .material(a.map { a in b.map(a.adding) ?? a } ?? b)
    default: Self.mismatch(self, other)
    }
  }

  public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a.subtracting(b))
    case (.point(let a), .point(let b)): .point(a.subtracting(b))
    case (.size(let a), .size(let b)): .size(a.subtracting(b))
    case (.rect(let a), .rect(let b)): .rect(a.subtracting(b))
    case (.color(let a), .color(let b)): .color(a.subtracting(b))
    case (.transform(let a), .transform(let b)): .transform(a.subtracting(b))
    case (.colors(let a), .colors(let b)): .colors(a.subtracting(b))
    case (.scalars(let a), .scalars(let b)): .scalars(a.subtracting(b))
    case (.path(let a), .path(let b)): .path(a.subtracting(b))
    case (.contents(let a), .contents(let b)): .contents(a.subtracting(b))
    case (.material(let a), .material(let b)):
      .material(b.map { b in (a ?? .additiveIdentity).subtracting(b) } ?? a)
    default: Self.mismatch(self, other)
    }
  }

  /// There is no kind-free zero; `.scalar(0)`. Use ``zero(of:)`` for a given kind.
  public static var additiveIdentity: AnimatableValue { .scalar(0) }

  /// The additive identity of a kind.
  public static func zero(of kind: Kind) -> AnimatableValue {
    switch kind {
    case .scalar: .scalar(0)
    case .point: .point(.additiveIdentity)
    case .size: .size(.additiveIdentity)
    case .rect: .rect(.additiveIdentity)
    case .color: .color(.additiveIdentity)
    case .transform: .transform(.additiveIdentity)
    case .colors: .colors([])
    case .scalars: .scalars([])
    case .path: .path(BezierPath())
    case .contents: .contents(.additiveIdentity)
    case .material: .material(nil)
    }
  }

  /// An image's size for ``description``.
  private static func size(_ image: LayerContents?) -> String {
    image.map { "\($0.width)×\($0.height)" } ?? "none"
  }

  private static func mismatch(_ a: AnimatableValue, _ b: AnimatableValue) -> Never {
    preconditionFailure("cannot combine a \(a.kind.rawValue) value with a \(b.kind.rawValue) value")
  }
}
