/// Every animatable property of a layer at one moment: the model (what was set) or the presentation
/// (what is on screen, with animations applied). Positions and sizes are points; angles radians.
public struct LayerState: Hashable, Sendable {
  /// Where the anchor point sits in the superlayer's coordinates (UIKit's `center` for the default anchor).
  public var position: Point
  /// The layer's own coordinate space; its size is the layer's size.
  public var bounds: Rect
  /// The point of the bounds that sits at `position` and that transforms pivot around, in unit
  /// coordinates (0.5, 0.5 is the middle).
  public var anchorPoint: Point
  /// Applied about the anchor point (Core Animation's `transform`, a 4×4 matrix; a 2-D one is
  /// ``affineTransform``).
  public var transform: Transform3D {
    get {
      if isPlane { return Transform3D(planeTransform) }
      return extras.box?.value.depthTransform ?? Transform3D(planeTransform)
    }
    set {
      planeTransform = newValue.affineTransform
      let wasPlane = isPlane
      isPlane = newValue.isAffine
      if !isPlane {
        extras.value.depthTransform = newValue
      } else if !wasPlane {
        extras.value.depthTransform = nil
      }
    }
  }
  /// 0 (transparent) … 1 (opaque): UIKit's `alpha`.
  public var opacity: Double
  public var isHidden: Bool
  /// Stacking order among siblings; higher draws in front (ties keep the order of `sublayers`). It is
  /// also the layer's position along z, points (toward the viewer), as in Core Animation.
  public var zPosition: Double
  public var backgroundColor: Color
  /// ``transform``'s 2-D part, all of it for most layers (a third of the matrix's size: states are copied
  /// for every layer presented at every frame); the whole matrix is kept with the extras when it turns in
  /// depth.
  private var planeTransform: Transform2D
  /// Whether ``transform`` is affine (all of it is ``planeTransform``).
  private var isPlane: Bool
  /// The properties most layers leave alone (see ``Extras``), out of line.
  private var extras: ExtrasStorage

  /// ``transform`` when it is affine (``Transform3D/isAffine``), without building the 4×4 matrix; nil
  /// when it turns in depth.
  public var flatTransform: Transform2D? { isPlane ? planeTransform : nil }

  /// The anchor's z, points: the depth in the layer's own space that sits at `zPosition` and that
  /// `transform` pivots around (Core Animation's `anchorPointZ`, 0 by default).
  public var anchorPointZ: Double {
    get { extras.box?.value.anchorPointZ ?? Extras.defaults.anchorPointZ }
    set { extras.value.anchorPointZ = newValue }
  }
  /// Applied to the sublayers, about this layer's anchor point, before its own transform: where a
  /// container puts the perspective its sublayers turn in (`m34 = −1/d`), Core Animation's
  /// `sublayerTransform`.
  public var sublayerTransform: Transform3D {
    get { extras.box?.value.sublayerTransform ?? Extras.defaults.sublayerTransform }
    set { extras.value.sublayerTransform = newValue }
  }
  /// Whether the back of the layer is drawn when its transform turns it away from the viewer (Core
  /// Animation's `isDoubleSided`, true by default). Not animatable.
  public var isDoubleSided: Bool {
    get { extras.box?.value.isDoubleSided ?? Extras.defaults.isDoubleSided }
    set { extras.value.isDoubleSided = newValue }
  }
  /// The width of the border drawn inside the bounds' edge, points (0: none).
  public var borderWidth: Double {
    get { extras.box?.value.borderWidth ?? Extras.defaults.borderWidth }
    set { extras.value.borderWidth = newValue }
  }
  /// The border's colour (Core Animation's default: opaque black).
  public var borderColor: Color {
    get { extras.box?.value.borderColor ?? Extras.defaults.borderColor }
    set { extras.value.borderColor = newValue }
  }
  /// The radius of the rounded corners of the background and border, points (0: square corners).
  /// Sublayers and text are clipped to the rounded shape only when ``masksToBounds`` is set.
  public var cornerRadius: Double {
    get { extras.box?.value.cornerRadius ?? Extras.defaults.cornerRadius }
    set { extras.value.cornerRadius = newValue }
  }
  /// The shadow's colour (Core Animation's default: opaque black); drawn at ``shadowOpacity``.
  public var shadowColor: Color {
    get { extras.box?.value.shadowColor ?? Extras.defaults.shadowColor }
    set { extras.value.shadowColor = newValue }
  }
  /// How opaque the shadow is, 0…1 (Core Animation's default 0: no shadow).
  public var shadowOpacity: Double {
    get { extras.box?.value.shadowOpacity ?? Extras.defaults.shadowOpacity }
    set { extras.value.shadowOpacity = newValue }
  }
  /// How far the shadow lies from the layer, points (Core Animation's default (0, −3): up, in its
  /// bottom-left-origin coordinates, so UIKit apps usually set it).
  public var shadowOffset: Size {
    get { extras.box?.value.shadowOffset ?? Extras.defaults.shadowOffset }
    set { extras.value.shadowOffset = newValue }
  }
  /// The shadow's blur radius, points (Core Animation's default 3).
  public var shadowRadius: Double {
    get { extras.box?.value.shadowRadius ?? Extras.defaults.shadowRadius }
    set { extras.value.shadowRadius = newValue }
  }
  /// The shape that casts the shadow, in the layer's coordinates, or nil for the layer's own shape
  /// (Core Animation's `shadowPath`). Animatable (`shadowPath`) as a shape's `path` is: point by point
  /// when both paths have the same sequence of element kinds, else it jumps at the midpoint.
  public var shadowPath: BezierPath? {
    get { extras.box?.value.shadowPath ?? Extras.defaults.shadowPath }
    set { extras.value.shadowPath = newValue }
  }
  /// Whether sublayers and text are clipped to the bounds (rounded by ``cornerRadius``): UIKit's
  /// `clipsToBounds`. Not animatable.
  public var masksToBounds: Bool {
    get { extras.box?.value.masksToBounds ?? Extras.defaults.masksToBounds }
    set { extras.value.masksToBounds = newValue }
  }
  /// The text the layer draws over its background, or nil for none (see ``LayerText``). Not animatable,
  /// except its `foregroundColor`.
  public var text: LayerText? {
    get { extras.box?.value.text ?? Extras.defaults.text }
    set { extras.value.text = newValue }
  }

  /// A page curl the layer's drawing is turned over by (see ``LayerPageCurl``), or nil for none. Not
  /// animatable, except its `progress` (the `pageCurl.progress` key path).
  public var pageCurl: LayerPageCurl? {
    get { extras.box?.value.pageCurl ?? Extras.defaults.pageCurl }
    set { extras.value.pageCurl = newValue }
  }

  /// A gradient the layer draws over its background (see ``LayerGradient``), or nil for none. Not
  /// animatable as a whole: its colours, locations and end points animate through the `colors`,
  /// `locations`, `startPoint` and `endPoint` key paths, which read Core Animation's defaults on a layer
  /// without a gradient, where setting them changes nothing.
  public var gradient: LayerGradient? {
    get { extras.box?.value.gradient ?? Extras.defaults.gradient }
    set { extras.value.gradient = newValue }
  }

  /// A shape the layer draws over its background (see ``LayerShape``), or nil for none. Not animatable as
  /// a whole: its path, colours, widths and stroke ends animate through their key paths (`path`,
  /// `fillColor`, …), which read Core Animation's defaults on a layer without a shape, where setting them
  /// changes nothing.
  public var shape: LayerShape? {
    get { extras.box?.value.shape ?? Extras.defaults.shape }
    set { extras.value.shape = newValue }
  }

  /// The image the layer draws over its background and gradient, below its shape, text and sublayers
  /// (see ``LayerContents``), or nil for none (Core Animation's `contents`). Animatable (`contents`) as
  /// Core Animation animates it: the old image cross-fades into the new (``contentsCrossFade``). Setting
  /// it here shows the image alone, ending any fade.
  public var contents: LayerContents? {
    get { extras.box?.value.contents ?? Extras.defaults.contents }
    set {
      extras.value.contents = newValue
      if extras.box?.value.contentsFade != nil { extras.value.contentsFade = nil }
    }
  }
  /// The contents as shown: ``contents`` alone, or, in a presentation state mid-animation, the image it
  /// fades from and how far (the `contents` key path's value). Setting it sets ``contents`` to its image.
  public var contentsCrossFade: ContentsCrossFade {
    get { extras.box?.value.contentsFade ?? ContentsCrossFade(contents) }
    set {
      extras.value.contents = newValue.image
      extras.value.contentsFade = newValue.isSettled ? nil : newValue
    }
  }
  /// Where ``contents`` is drawn in the bounds (Core Animation's default ``ContentsGravity/resize``: stretched
  /// over them). Not animatable.
  public var contentsGravity: ContentsGravity {
    get { extras.box?.value.contentsGravity ?? Extras.defaults.contentsGravity }
    set { extras.value.contentsGravity = newValue }
  }
  /// The image's pixels per point: it shows at its pixel size divided by this under the gravities that do
  /// not scale (Core Animation's default 1; UIKit sets the screen's scale). Animatable (`contentsScale`),
  /// as a number.
  public var contentsScale: Double {
    get { extras.box?.value.contentsScale ?? Extras.defaults.contentsScale }
    set { extras.value.contentsScale = newValue }
  }
  /// The part of the image drawn, in unit coordinates of the image (Core Animation's default (0, 0, 1, 1):
  /// all of it); the gravity places that part. Animatable (`contentsRect`), as a rectangle.
  public var contentsRect: Rect {
    get { extras.box?.value.contentsRect ?? Extras.defaults.contentsRect }
    set { extras.value.contentsRect = newValue }
  }

  /// A blur material behind the layer (see ``LayerMaterial``), or nil for none. Animatable (`material`):
  /// number by number, nil standing for the other material at no effect.
  public var material: LayerMaterial? {
    get { extras.box?.value.material ?? Extras.defaults.material }
    set { extras.value.material = newValue }
  }

  /// Where ``contents`` (the ``contentsRect`` part of it) is drawn, in the layer's own coordinates (those
  /// of ``bounds``), points: ``ContentsGravity/rect(forImageOfPixelSize:contentsScale:in:)`` for the part's
  /// size in pixels. Nil without contents.
  public var contentsFrame: Rect? { contents.map(contentsFrame(of:)) }

  /// Where `image` would be drawn as the contents (``contentsFrame``): an image fading out of a
  /// ``contentsCrossFade`` is placed as the one fading in, by its own size.
  public func contentsFrame(of image: LayerContents) -> Rect {
    let part = Size(
      width: image.pixelSize.width * contentsRect.width, height: image.pixelSize.height * contentsRect.height)
    return contentsGravity.rect(forImageOfPixelSize: part, contentsScale: contentsScale, in: bounds)
  }

  public init(
    position: Point = .zero, bounds: Rect = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    anchorPointZ: Double = 0, transform: Transform3D = .identity, sublayerTransform: Transform3D = .identity,
    opacity: Double = 1, isHidden: Bool = false, zPosition: Double = 0, isDoubleSided: Bool = true,
    backgroundColor: Color = .clear, borderWidth: Double = 0, borderColor: Color = .black,
    cornerRadius: Double = 0, masksToBounds: Bool = false, text: LayerText? = nil, pageCurl: LayerPageCurl? = nil
  ) {
    (self.position, self.bounds, self.anchorPoint) = (position, bounds, anchorPoint)
    planeTransform = transform.affineTransform
    isPlane = transform.isAffine
    (self.opacity, self.isHidden, self.zPosition, self.backgroundColor) = (opacity, isHidden, zPosition, backgroundColor)
    extras = ExtrasStorage(
      Extras(
        anchorPointZ: anchorPointZ, sublayerTransform: sublayerTransform, isDoubleSided: isDoubleSided,
        borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius, masksToBounds: masksToBounds,
        text: text, pageCurl: pageCurl, depthTransform: transform.isAffine ? nil : transform))
  }

  /// The 2-D part of ``transform`` (`CALayer.affineTransform()`): all of it when the transform is affine,
  /// otherwise its x/y entries with z and perspective dropped. Setting it replaces the whole transform
  /// with the 2-D one (`setAffineTransform(_:)`).
  public var affineTransform: Transform2D {
    get { planeTransform }
    set {
      planeTransform = newValue
      if !isPlane {
        isPlane = true
        extras.value.depthTransform = nil
      }
    }
  }

  /// The layer's rectangle in its superlayer's coordinates: the bounds placed with the anchor at
  /// `position`, through `transform` about the anchor (the bounding box when rotated; of the projected
  /// corners, after the perspective divide, when turned in depth), like `CALayer.frame`.
  public var frame: Rect {
    let size = bounds.size
    let anchor = Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
    let local = Rect(x: -anchor.x, y: -anchor.y, width: size.width, height: size.height)
    if let flat = flatTransform {
      return local.applying(flat).offsetBy(Vector(dx: position.x, dy: position.y))
    }
    return bounds.applying(transform(toSuperlayer: nil)) ?? Rect(origin: position, size: .zero)
  }

  /// Sets position and bounds so that `frame` becomes `newFrame` with the current transform treated as
  /// identity (UIKit's rule: setting the frame of a transformed view is undefined; Glide lays the
  /// untransformed rectangle out).
  public mutating func setFrame(_ newFrame: Rect) {
    bounds.size = newFrame.size
    position = Point(
      x: newFrame.minX + anchorPoint.x * newFrame.width, y: newFrame.minY + anchorPoint.y * newFrame.height)
  }

  /// The value at `keyPath`.
  public func value(forKeyPath keyPath: LayerKeyPath) -> AnimatableValue { keyPath.get(self) }

  /// Replaces the value at `keyPath`; the value's kind must match the key path's.
  public mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: LayerKeyPath) {
    keyPath.set(value, in: &self)
  }
}
