/// A Core Animation key path naming an animatable layer property or a component of one
/// (`"position.x"`, `"transform.rotation"`). Animating a component interpolates the component: a
/// `"transform.rotation"` animation by 2π spins a full turn, where a `"transform"` animation to a 2π
/// rotation matrix does nothing (the matrices are equal).
public struct LayerKeyPath: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String

  /// A key path by name; unknown names are rejected (see ``all``).
  public init?(rawValue: String) {
    guard Self.table[rawValue] != nil else { return nil }
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    guard let keyPath = LayerKeyPath(rawValue: value) else {
      preconditionFailure("unknown layer key path \"\(value)\"; known: \(Self.all.map(\.rawValue).joined(separator: ", "))")
    }
    self = keyPath
  }

  private init(unchecked: String) { rawValue = unchecked }

  public static let position = LayerKeyPath(unchecked: "position")
  public static let positionX = LayerKeyPath(unchecked: "position.x")
  public static let positionY = LayerKeyPath(unchecked: "position.y")
  public static let bounds = LayerKeyPath(unchecked: "bounds")
  public static let boundsOrigin = LayerKeyPath(unchecked: "bounds.origin")
  public static let boundsSize = LayerKeyPath(unchecked: "bounds.size")
  public static let boundsSizeWidth = LayerKeyPath(unchecked: "bounds.size.width")
  public static let boundsSizeHeight = LayerKeyPath(unchecked: "bounds.size.height")
  public static let anchorPoint = LayerKeyPath(unchecked: "anchorPoint")
  public static let transform = LayerKeyPath(unchecked: "transform")
  /// The transform's rotation in radians (Core Animation's `transform.rotation.z`).
  public static let transformRotation = LayerKeyPath(unchecked: "transform.rotation")
  /// Both scale factors (reads the x scale).
  public static let transformScale = LayerKeyPath(unchecked: "transform.scale")
  public static let transformScaleX = LayerKeyPath(unchecked: "transform.scale.x")
  public static let transformScaleY = LayerKeyPath(unchecked: "transform.scale.y")
  public static let transformTranslation = LayerKeyPath(unchecked: "transform.translation")
  public static let transformTranslationX = LayerKeyPath(unchecked: "transform.translation.x")
  public static let transformTranslationY = LayerKeyPath(unchecked: "transform.translation.y")
  public static let opacity = LayerKeyPath(unchecked: "opacity")
  public static let zPosition = LayerKeyPath(unchecked: "zPosition")
  public static let backgroundColor = LayerKeyPath(unchecked: "backgroundColor")

  /// Every key path a layer animates.
  public static let all: [LayerKeyPath] = [
    .position, .positionX, .positionY, .bounds, .boundsOrigin, .boundsSize, .boundsSizeWidth,
    .boundsSizeHeight, .anchorPoint, .transform, .transformRotation, .transformScale, .transformScaleX,
    .transformScaleY, .transformTranslation, .transformTranslationX, .transformTranslationY, .opacity,
    .zPosition, .backgroundColor,
  ]

  /// The kind of value the key path holds.
  public var kind: AnimatableValue.Kind { accessor.kind }

  /// The whole property this key path belongs to (`"position"` for `"position.x"`).
  public var property: LayerKeyPath { accessor.property }

  public var description: String { rawValue }

  // MARK: - Internals

  func get(_ state: LayerState) -> AnimatableValue { accessor.get(state) }

  func set(_ value: AnimatableValue, in state: inout LayerState) {
    precondition(
      value.kind == kind, "\(rawValue) holds \(kind.rawValue) values, not \(value.kind.rawValue) (\(value))")
    accessor.set(value, &state)
  }

  private var accessor: Accessor {
    // swift-format-ignore: NeverForceUnwrap (every instance is checked against the table on creation)
    Self.table[rawValue]!
  }

  private struct Accessor: Sendable {
    let kind: AnimatableValue.Kind
    let property: LayerKeyPath
    let get: @Sendable (LayerState) -> AnimatableValue
    let set: @Sendable (AnimatableValue, inout LayerState) -> Void
  }

  private static func scalar(
    _ property: LayerKeyPath, _ get: @escaping @Sendable (LayerState) -> Double,
    _ set: @escaping @Sendable (Double, inout LayerState) -> Void
  ) -> Accessor {
    Accessor(kind: .scalar, property: property, get: { .scalar(get($0)) }, set: { set($0.scalar ?? 0, &$1) })
  }

  private static func transformPart(
    _ get: @escaping @Sendable (Transform2D.Decomposition) -> Double,
    _ set: @escaping @Sendable (Double, inout Transform2D.Decomposition) -> Void
  ) -> Accessor {
    scalar(.transform, { get($0.transform.decomposition) }) { value, state in
      var parts = state.transform.decomposition
      set(value, &parts)
      state.transform = Transform2D(parts)
    }
  }

  private static let table: [String: Accessor] = [
    "position": Accessor(
      kind: .point, property: .position, get: { .point($0.position) }, set: { $1.position = $0.point ?? .zero }),
    "position.x": scalar(.position, { $0.position.x }) { $1.position.x = $0 },
    "position.y": scalar(.position, { $0.position.y }) { $1.position.y = $0 },
    "bounds": Accessor(
      kind: .rect, property: .bounds, get: { .rect($0.bounds) }, set: { $1.bounds = $0.rect ?? .zero }),
    "bounds.origin": Accessor(
      kind: .point, property: .bounds, get: { .point($0.bounds.origin) },
      set: { $1.bounds.origin = $0.point ?? .zero }),
    "bounds.size": Accessor(
      kind: .size, property: .bounds, get: { .size($0.bounds.size) }, set: { $1.bounds.size = $0.size ?? .zero }),
    "bounds.size.width": scalar(.bounds, { $0.bounds.size.width }) { $1.bounds.size.width = $0 },
    "bounds.size.height": scalar(.bounds, { $0.bounds.size.height }) { $1.bounds.size.height = $0 },
    "anchorPoint": Accessor(
      kind: .point, property: .anchorPoint, get: { .point($0.anchorPoint) },
      set: { $1.anchorPoint = $0.point ?? .zero }),
    "transform": Accessor(
      kind: .transform, property: .transform, get: { .transform($0.transform) },
      set: { $1.transform = $0.transform ?? .identity }),
    "transform.rotation": transformPart({ $0.rotation }) { $1.rotation = $0 },
    "transform.scale": transformPart({ $0.scaleX }) { (v: Double, p: inout Transform2D.Decomposition) in
      p.scaleX = v
      p.scaleY = v
    },
    "transform.scale.x": transformPart({ $0.scaleX }) { $1.scaleX = $0 },
    "transform.scale.y": transformPart({ $0.scaleY }) { $1.scaleY = $0 },
    "transform.translation": Accessor(
      kind: .point, property: .transform, get: { .point(Point(x: $0.transform.tx, y: $0.transform.ty)) },
      set: { value, state in
        let p = value.point ?? .zero
        (state.transform.tx, state.transform.ty) = (p.x, p.y)
      }),
    "transform.translation.x": scalar(.transform, { $0.transform.tx }) { $1.transform.tx = $0 },
    "transform.translation.y": scalar(.transform, { $0.transform.ty }) { $1.transform.ty = $0 },
    "opacity": scalar(.opacity, { $0.opacity }) { $1.opacity = $0 },
    "zPosition": scalar(.zPosition, { $0.zPosition }) { $1.zPosition = $0 },
    "backgroundColor": Accessor(
      kind: .color, property: .backgroundColor, get: { .color($0.backgroundColor) },
      set: { $1.backgroundColor = $0.color ?? .clear }),
  ]
}
