/// A Core Animation key path naming an animatable layer property or a component of one
/// (`"position.x"`, `"transform.rotation"`). Animating a component interpolates the component: a
/// `"transform.rotation"` animation by 2π spins a full turn, where a `"transform"` animation to a 2π
/// rotation matrix does nothing (the matrices are equal).
///
/// The transform's components are its decomposition's (``Transform3D/Decomposition``): setting one takes
/// the transform apart, replaces the component and puts it back together. The rotations are Euler angles
/// about x, then y, then z (``Quaternion``'s order); for an affine transform `transform.rotation(.z)` and
/// `transform.scale.x`/`.y` are ``Transform2D/Decomposition``'s, exactly as before 3-D, and setting them
/// keeps it affine. `transform.translation` and its components are the matrix's m41, m42, m43. A transform
/// without a decomposition (perspective over a singular 3×3 part) reads as the identity's pieces, and
/// setting a component replaces it with that component alone.
public struct LayerKeyPath: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String
  /// The key path's place in ``all`` and in the accessor table: lookups, equality and hashing go by it
  /// rather than by the name (they run for every property a transition animates).
  private let index: Int

  /// A key path by name; unknown names are rejected (see ``all``).
  public init?(rawValue: String) {
    guard let index = Self.indices[rawValue] else { return nil }
    self.rawValue = rawValue
    self.index = index
  }

  public init(stringLiteral value: String) {
    guard let keyPath = LayerKeyPath(rawValue: value) else {
      preconditionFailure("unknown layer key path \"\(value)\"; known: \(Self.all.map(\.rawValue).joined(separator: ", "))")
    }
    self = keyPath
  }

  private init(_ rawValue: String, _ index: Int) {
    self.rawValue = rawValue
    self.index = index
  }

  public static func == (lhs: LayerKeyPath, rhs: LayerKeyPath) -> Bool { lhs.index == rhs.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  public static let position = LayerKeyPath("position", 0)
  public static let positionX = LayerKeyPath("position.x", 1)
  public static let positionY = LayerKeyPath("position.y", 2)
  public static let bounds = LayerKeyPath("bounds", 3)
  public static let boundsOrigin = LayerKeyPath("bounds.origin", 4)
  public static let boundsSize = LayerKeyPath("bounds.size", 5)
  public static let boundsSizeWidth = LayerKeyPath("bounds.size.width", 6)
  public static let boundsSizeHeight = LayerKeyPath("bounds.size.height", 7)
  public static let anchorPoint = LayerKeyPath("anchorPoint", 8)
  public static let transform = LayerKeyPath("transform", 9)
  /// The transform's rotation in radians (Core Animation's `transform.rotation.z`).
  public static let transformRotation = LayerKeyPath("transform.rotation", 10)
  /// All three scale factors: reads their average, sets each (Core Animation's).
  public static let transformScale = LayerKeyPath("transform.scale", 11)
  public static let transformScaleX = LayerKeyPath("transform.scale.x", 12)
  public static let transformScaleY = LayerKeyPath("transform.scale.y", 13)
  public static let transformTranslation = LayerKeyPath("transform.translation", 14)
  public static let transformTranslationX = LayerKeyPath("transform.translation.x", 15)
  public static let transformTranslationY = LayerKeyPath("transform.translation.y", 16)
  public static let opacity = LayerKeyPath("opacity", 17)
  public static let zPosition = LayerKeyPath("zPosition", 18)
  public static let backgroundColor = LayerKeyPath("backgroundColor", 19)
  /// Border width, points.
  public static let borderWidth = LayerKeyPath("borderWidth", 20)
  public static let borderColor = LayerKeyPath("borderColor", 21)
  /// Corner radius, points.
  public static let cornerRadius = LayerKeyPath("cornerRadius", 22)
  /// The colour of the layer's text (`CATextLayer.foregroundColor`); see ``Layer/foregroundColor``.
  public static let foregroundColor = LayerKeyPath("foregroundColor", 23)
  /// Turn about x, radians (the top edge tips away from the viewer for a positive angle).
  public static let transformRotationX = LayerKeyPath("transform.rotation.x", 24)
  /// Turn about y, radians (a flip: the right edge goes away from the viewer for a positive angle).
  public static let transformRotationY = LayerKeyPath("transform.rotation.y", 25)
  /// Turn about z, radians: the same as ``transformRotation``.
  public static let transformRotationZ = LayerKeyPath("transform.rotation.z", 26)
  public static let transformScaleZ = LayerKeyPath("transform.scale.z", 27)
  /// Translation along z, points (toward the viewer).
  public static let transformTranslationZ = LayerKeyPath("transform.translation.z", 28)
  public static let sublayerTransform = LayerKeyPath("sublayerTransform", 29)
  /// The anchor's z, points.
  public static let anchorPointZ = LayerKeyPath("anchorPointZ", 30)
  /// How far a page curl has turned the layer over, 0…1 (see ``LayerPageCurl``); reads 0 on a layer
  /// without one, and setting it there changes nothing.
  public static let pageCurlProgress = LayerKeyPath("pageCurl.progress", 31)
  public static let shadowColor = LayerKeyPath("shadowColor", 32)
  /// The shadow's opacity, 0…1.
  public static let shadowOpacity = LayerKeyPath("shadowOpacity", 33)
  /// The shadow's offset, points.
  public static let shadowOffset = LayerKeyPath("shadowOffset", 34)
  /// The shadow's blur radius, points.
  public static let shadowRadius = LayerKeyPath("shadowRadius", 35)
  /// The gradient's colours (``LayerGradient/colors``): colour by colour when both lists have as many
  /// colours, else the list jumps at the midpoint. Reads no colours on a layer without a gradient, and
  /// setting it there changes nothing (as for every gradient and shape key path).
  public static let colors = LayerKeyPath("colors", 36)
  /// The gradient's stops, 0…1 (``LayerGradient/locations``; nil reads and is set as the empty list):
  /// number by number when both lists have as many, else the list jumps at the midpoint.
  public static let locations = LayerKeyPath("locations", 37)
  /// The gradient's start, unit coordinates of the bounds.
  public static let startPoint = LayerKeyPath("startPoint", 38)
  /// The gradient's end, unit coordinates of the bounds.
  public static let endPoint = LayerKeyPath("endPoint", 39)
  /// The shape's path (``LayerShape/path``; nil reads and is set as the empty path): point by point when
  /// both paths have the same sequence of element kinds, else the path jumps at the midpoint.
  public static let path = LayerKeyPath("path", 40)
  public static let fillColor = LayerKeyPath("fillColor", 41)
  public static let strokeColor = LayerKeyPath("strokeColor", 42)
  /// The stroke's width, points.
  public static let lineWidth = LayerKeyPath("lineWidth", 43)
  /// The dash pattern's phase, points.
  public static let lineDashPhase = LayerKeyPath("lineDashPhase", 44)
  /// Where the stroke starts, fraction 0…1 of the path's length.
  public static let strokeStart = LayerKeyPath("strokeStart", 45)
  /// Where the stroke ends, fraction 0…1 of the path's length.
  public static let strokeEnd = LayerKeyPath("strokeEnd", 46)
  /// The miter limit, multiples of the line width.
  public static let miterLimit = LayerKeyPath("miterLimit", 47)
  /// The part of the contents drawn, unit coordinates of the image.
  public static let contentsRect = LayerKeyPath("contentsRect", 48)
  /// The shape casting the shadow (``LayerState/shadowPath``; nil reads and is set as the empty path):
  /// point by point when both paths have the same sequence of element kinds, else the path jumps at the
  /// midpoint.
  public static let shadowPath = LayerKeyPath("shadowPath", 49)
  /// The image (``LayerState/contentsCrossFade``; nil is no image): the old image cross-fades into the
  /// new, as Core Animation animates `contents`.
  public static let contents = LayerKeyPath("contents", 50)
  /// The image's pixels per point.
  public static let contentsScale = LayerKeyPath("contentsScale", 51)
  /// The blur material behind the layer (nil for none): number by number (``LayerMaterial``), nil standing
  /// for the other material at no effect.
  public static let material = LayerKeyPath("material", 52)

  /// Every key path a layer animates.
  public static let all: [LayerKeyPath] = [
    .position, .positionX, .positionY, .bounds, .boundsOrigin, .boundsSize, .boundsSizeWidth,
    .boundsSizeHeight, .anchorPoint, .transform, .transformRotation, .transformScale, .transformScaleX,
    .transformScaleY, .transformTranslation, .transformTranslationX, .transformTranslationY, .opacity,
    .zPosition, .backgroundColor, .borderWidth, .borderColor, .cornerRadius, .foregroundColor,
    .transformRotationX, .transformRotationY, .transformRotationZ, .transformScaleZ, .transformTranslationZ,
    .sublayerTransform, .anchorPointZ, .pageCurlProgress, .shadowColor, .shadowOpacity, .shadowOffset,
    .shadowRadius, .colors, .locations, .startPoint, .endPoint, .path, .fillColor, .strokeColor, .lineWidth,
    .lineDashPhase, .strokeStart, .strokeEnd, .miterLimit, .contentsRect, .shadowPath,
    .contents, .contentsScale, .material,
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

  private var accessor: Accessor { Self.accessors[index] }

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

  /// A property of the layer's ``LayerGradient``: reads Core Animation's default on a layer without one,
  /// where setting it changes nothing.
  private static func gradient(
    _ property: LayerKeyPath, _ kind: AnimatableValue.Kind,
    _ get: @escaping @Sendable (LayerGradient) -> AnimatableValue,
    _ set: @escaping @Sendable (AnimatableValue, inout LayerGradient) -> Void
  ) -> Accessor {
    Accessor(
      kind: kind, property: property, get: { get($0.gradient ?? LayerGradient()) },
      set: { value, state in
        // Read first: writing through an absent gradient would still copy the extras out of line.
        guard var gradient = state.gradient else { return }
        set(value, &gradient)
        state.gradient = gradient
      })
  }

  /// A property of the layer's ``LayerShape``: reads Core Animation's default on a layer without one,
  /// where setting it changes nothing.
  private static func shape(
    _ property: LayerKeyPath, _ kind: AnimatableValue.Kind, _ get: @escaping @Sendable (LayerShape) -> AnimatableValue,
    _ set: @escaping @Sendable (AnimatableValue, inout LayerShape) -> Void
  ) -> Accessor {
    Accessor(
      kind: kind, property: property, get: { get($0.shape ?? .defaults) },
      set: { value, state in
        guard var shape = state.shape else { return }
        set(value, &shape)
        state.shape = shape
      })
  }

  /// Reads and writes one of the 2-D decomposition's pieces.
  private typealias FlatPart = (
    get: @Sendable (Transform2D.Decomposition) -> Double, set: @Sendable (Double, inout Transform2D.Decomposition) -> Void
  )

  /// A component of the transform: through the 2-D decomposition while the transform is affine and `flat`
  /// is given (a component in the plane), through the 3-D one otherwise.
  private static func transformPart(
    flat: FlatPart?, _ get: @escaping @Sendable (TransformParts) -> Double,
    _ set: @escaping @Sendable (Double, inout TransformParts) -> Void
  ) -> Accessor {
    scalar(
      .transform,
      { state in
        if let flat, let t = state.flatTransform { return flat.get(t.decomposition) }
        return get(TransformParts(state.transform))
      },
      { value, state in
        if let flat, let t = state.flatTransform {
          var parts = t.decomposition
          flat.set(value, &parts)
          state.affineTransform = Transform2D(parts)
          return
        }
        var parts = TransformParts(state.transform)
        set(value, &parts)
        state.transform = parts.transform
      })
  }

  /// A transform's decomposition with its rotation as Euler angles, for reading and replacing one
  /// component at a time.
  private struct TransformParts {
    var decomposition: Transform3D.Decomposition
    var rotationX: Double, rotationY: Double, rotationZ: Double

    init(_ transform: Transform3D) {
      decomposition = transform.decomposition ?? Transform3D.Decomposition()
      (rotationX, rotationY, rotationZ) = decomposition.rotation.eulerAngles
    }

    var transform: Transform3D {
      var parts = decomposition
      parts.rotation = Quaternion(eulerX: rotationX, y: rotationY, z: rotationZ)
      return Transform3D(parts)
    }
  }

  /// The accessors, in the order of ``all`` (each key path's `index`).
  private static let accessors: [Accessor] = [
    Accessor(
      kind: .point, property: .position, get: { .point($0.position) }, set: { $1.position = $0.point ?? .zero }),
    scalar(.position, { $0.position.x }) { $1.position.x = $0 },
    scalar(.position, { $0.position.y }) { $1.position.y = $0 },
    Accessor(
      kind: .rect, property: .bounds, get: { .rect($0.bounds) }, set: { $1.bounds = $0.rect ?? .zero }),
    Accessor(
      kind: .point, property: .bounds, get: { .point($0.bounds.origin) },
      set: { $1.bounds.origin = $0.point ?? .zero }),
    Accessor(
      kind: .size, property: .bounds, get: { .size($0.bounds.size) }, set: { $1.bounds.size = $0.size ?? .zero }),
    scalar(.bounds, { $0.bounds.size.width }) { $1.bounds.size.width = $0 },
    scalar(.bounds, { $0.bounds.size.height }) { $1.bounds.size.height = $0 },
    Accessor(
      kind: .point, property: .anchorPoint, get: { .point($0.anchorPoint) },
      set: { $1.anchorPoint = $0.point ?? .zero }),
    Accessor(
      kind: .transform, property: .transform, get: { .transform($0.transform) },
      set: { $1.transform = $0.transform ?? .identity }),
    transformPart(flat: ({ $0.rotation }, { $1.rotation = $0 }), { $0.rotationZ }) { $1.rotationZ = $0 },
    transformPart(flat: nil, { ($0.decomposition.scaleX + $0.decomposition.scaleY + $0.decomposition.scaleZ) / 3 }) {
      ($1.decomposition.scaleX, $1.decomposition.scaleY, $1.decomposition.scaleZ) = ($0, $0, $0)
    },
    transformPart(flat: ({ $0.scaleX }, { $1.scaleX = $0 }), { $0.decomposition.scaleX }) {
      $1.decomposition.scaleX = $0
    },
    transformPart(flat: ({ $0.scaleY }, { $1.scaleY = $0 }), { $0.decomposition.scaleY }) {
      $1.decomposition.scaleY = $0
    },
    Accessor(
      kind: .point, property: .transform, get: { .point(Point(x: $0.transform.m41, y: $0.transform.m42)) },
      set: { value, state in
        let p = value.point ?? .zero
        (state.transform.m41, state.transform.m42) = (p.x, p.y)
      }),
    scalar(.transform, { $0.transform.m41 }) { $1.transform.m41 = $0 },
    scalar(.transform, { $0.transform.m42 }) { $1.transform.m42 = $0 },
    scalar(.opacity, { $0.opacity }) { $1.opacity = $0 },
    scalar(.zPosition, { $0.zPosition }) { $1.zPosition = $0 },
    Accessor(
      kind: .color, property: .backgroundColor, get: { .color($0.backgroundColor) },
      set: { $1.backgroundColor = $0.color ?? .clear }),
    scalar(.borderWidth, { $0.borderWidth }) { $1.borderWidth = $0 },
    Accessor(
      kind: .color, property: .borderColor, get: { .color($0.borderColor) },
      set: { $1.borderColor = $0.color ?? .black }),
    scalar(.cornerRadius, { $0.cornerRadius }) { $1.cornerRadius = $0 },
    Accessor(
      kind: .color, property: .foregroundColor,
      get: { .color($0.text?.foregroundColor ?? LayerText.defaultForegroundColor) },
      set: { $1.text?.foregroundColor = $0.color ?? LayerText.defaultForegroundColor }),
    transformPart(flat: nil, { $0.rotationX }) { $1.rotationX = $0 },
    transformPart(flat: nil, { $0.rotationY }) { $1.rotationY = $0 },
    transformPart(flat: ({ $0.rotation }, { $1.rotation = $0 }), { $0.rotationZ }) { $1.rotationZ = $0 },
    transformPart(flat: nil, { $0.decomposition.scaleZ }) { $1.decomposition.scaleZ = $0 },
    scalar(.transform, { $0.transform.m43 }) { $1.transform.m43 = $0 },
    Accessor(
      kind: .transform, property: .sublayerTransform, get: { .transform($0.sublayerTransform) },
      set: { $1.sublayerTransform = $0.transform ?? .identity }),
    scalar(.anchorPointZ, { $0.anchorPointZ }) { $1.anchorPointZ = $0 },
    scalar(.pageCurlProgress, { $0.pageCurl?.progress ?? 0 }) { value, state in
      // Read first: writing through an absent curl would still copy the extras out of line.
      guard state.pageCurl != nil else { return }
      state.pageCurl?.progress = value
    },
    Accessor(
      kind: .color, property: .shadowColor, get: { .color($0.shadowColor) },
      set: { $1.shadowColor = $0.color ?? .black }),
    scalar(.shadowOpacity, { $0.shadowOpacity }) { $1.shadowOpacity = $0 },
    Accessor(
      kind: .size, property: .shadowOffset, get: { .size($0.shadowOffset) },
      set: { $1.shadowOffset = $0.size ?? .zero }),
    scalar(.shadowRadius, { $0.shadowRadius }) { $1.shadowRadius = $0 },
    gradient(.colors, .colors, { .colors($0.colors) }) { $1.colors = $0.colors ?? [] },
    gradient(.locations, .scalars, { .scalars($0.locations ?? []) }) { value, gradient in
      let list = value.scalars ?? []
      gradient.locations = list.isEmpty ? nil : list
    },
    gradient(.startPoint, .point, { .point($0.startPoint) }) { $1.startPoint = $0.point ?? .zero },
    gradient(.endPoint, .point, { .point($0.endPoint) }) { $1.endPoint = $0.point ?? .zero },
    shape(.path, .path, { .path($0.path ?? BezierPath()) }) { value, shape in
      let path = value.path ?? BezierPath()
      shape.path = path.isEmpty ? nil : path
    },
    shape(.fillColor, .color, { .color($0.fillColor) }) { $1.fillColor = $0.color ?? .black },
    shape(.strokeColor, .color, { .color($0.strokeColor) }) { $1.strokeColor = $0.color ?? .clear },
    shape(.lineWidth, .scalar, { .scalar($0.lineWidth) }) { $1.lineWidth = $0.scalar ?? 0 },
    shape(.lineDashPhase, .scalar, { .scalar($0.lineDashPhase) }) { $1.lineDashPhase = $0.scalar ?? 0 },
    shape(.strokeStart, .scalar, { .scalar($0.strokeStart) }) { $1.strokeStart = $0.scalar ?? 0 },
    shape(.strokeEnd, .scalar, { .scalar($0.strokeEnd) }) { $1.strokeEnd = $0.scalar ?? 0 },
    shape(.miterLimit, .scalar, { .scalar($0.miterLimit) }) { $1.miterLimit = $0.scalar ?? 0 },
    Accessor(
      kind: .rect, property: .contentsRect, get: { .rect($0.contentsRect) },
      set: { $1.contentsRect = $0.rect ?? Rect(x: 0, y: 0, width: 1, height: 1) }),
    Accessor(
      kind: .path, property: .shadowPath, get: { .path($0.shadowPath ?? BezierPath()) },
      set: { value, state in
        let path = value.path ?? BezierPath()
        state.shadowPath = path.isEmpty ? nil : path
      }),
    Accessor(
      kind: .contents, property: .contents, get: { .contents($0.contentsCrossFade) },
      set: { $1.contentsCrossFade = $0.contents ?? ContentsCrossFade(nil) }),
    scalar(.contentsScale, { $0.contentsScale }) { $1.contentsScale = $0 },
    Accessor(
      kind: .material, property: .material, get: { .material($0.material) }, set: { $1.material = $0.material }),
  ]

  /// Each key path's `index` by name.
  private static let indices: [String: Int] = Dictionary(
    uniqueKeysWithValues: all.enumerated().map { ($0.element.rawValue, $0.offset) })
}
