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

  /// A 2-D transform as a transform value (`NSValue(cgAffineTransform:)`'s role).
  public static func affineTransform(_ t: Transform2D) -> AnimatableValue { .transform(Transform3D(t)) }

  /// The kind of value, for checking that an animation fits the property it animates.
  public enum Kind: String, Hashable, Sendable {
    case scalar, point, size, rect, color, transform
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
    }
  }

  /// The payload when the value is of that kind, else nil.
  public var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }
  public var point: Point? { if case .point(let v) = self { v } else { nil } }
  public var size: Size? { if case .size(let v) = self { v } else { nil } }
  public var rect: Rect? { if case .rect(let v) = self { v } else { nil } }
  public var color: Color? { if case .color(let v) = self { v } else { nil } }
  public var transform: Transform3D? { if case .transform(let v) = self { v } else { nil } }
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
    }
  }

  private static func mismatch(_ a: AnimatableValue, _ b: AnimatableValue) -> Never {
    preconditionFailure("cannot combine a \(a.kind.rawValue) value with a \(b.kind.rawValue) value")
  }
}
