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
  public var transform: Transform2D
  /// 0 (transparent) … 1 (opaque): UIKit's `alpha`.
  public var opacity: Double
  public var isHidden: Bool
  /// Stacking order among siblings; higher draws in front (ties keep the order of `sublayers`).
  public var zPosition: Double
  public var backgroundColor: Color
  /// The width of the border drawn inside the bounds' edge, points (0: none).
  public var borderWidth: Double
  /// The border's colour (Core Animation's default: opaque black).
  public var borderColor: Color
  /// The radius of the rounded corners of the background and border, points (0: square corners).
  /// Sublayers and text are clipped to the rounded shape only when ``masksToBounds`` is set.
  public var cornerRadius: Double
  /// Whether sublayers and text are clipped to the bounds (rounded by ``cornerRadius``): UIKit's
  /// `clipsToBounds`. Not animatable.
  public var masksToBounds: Bool
  /// The text the layer draws over its background, or nil for none (see ``LayerText``). Not animatable,
  /// except its `foregroundColor`.
  public var text: LayerText?

  public init(
    position: Point = .zero, bounds: Rect = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: Transform2D = .identity, opacity: Double = 1, isHidden: Bool = false,
    zPosition: Double = 0, backgroundColor: Color = .clear, borderWidth: Double = 0, borderColor: Color = .black,
    cornerRadius: Double = 0, masksToBounds: Bool = false, text: LayerText? = nil
  ) {
    (self.position, self.bounds, self.anchorPoint, self.transform) = (position, bounds, anchorPoint, transform)
    (self.opacity, self.isHidden, self.zPosition, self.backgroundColor) = (opacity, isHidden, zPosition, backgroundColor)
    (self.borderWidth, self.borderColor, self.cornerRadius) = (borderWidth, borderColor, cornerRadius)
    (self.masksToBounds, self.text) = (masksToBounds, text)
  }

  /// The layer's rectangle in its superlayer's coordinates: the bounds placed with the anchor at
  /// `position`, through `transform` about the anchor (the bounding box when rotated), like `CALayer.frame`.
  public var frame: Rect {
    let size = bounds.size
    let anchor = Point(x: anchorPoint.x * size.width, y: anchorPoint.y * size.height)
    let local = Rect(x: -anchor.x, y: -anchor.y, width: size.width, height: size.height)
    return local.applying(transform).offsetBy(Vector(dx: position.x, dy: position.y))
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
