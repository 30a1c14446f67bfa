/// A page curl on a layer (Glide's; Core Animation keeps its page curl private to `CATransition`): the
/// layer's whole drawing, its sublayers included, is turned over as a sheet of paper by a cylinder
/// rolling across it, ``PageCurl/sweep(bounds:direction:radius:progress:)`` of the layer's bounds.
///
/// It changes how the layer is drawn, not where it is: `frame`, hit areas and the sublayers' geometry
/// stay as they are. A renderer draws the layer and its sublayers into one picture (flattened), then
/// draws that picture through a mesh whose points go through ``PageCurl/deform(x:y:)`` and then the
/// layer's own 4×4 transform, the sheet's back (where ``PageCurl/Deformed/showsBack``) as paper seen
/// from behind. Only ``progress`` animates (the `pageCurl.progress` key path), so a transition animates
/// and scrubs the curl as any other property.
public struct LayerPageCurl: Hashable, Sendable {
  /// The way the curl travels across the layer, in its coordinates (y down; normalised when used):
  /// (0, −1) lifts the bottom edge and rolls it up.
  public var direction: Vector
  /// The cylinder's radius, points.
  public var radius: Double
  /// 0 (flat, nothing turned) … 1 (the whole sheet turned over beyond the far edge); the contact line
  /// moves linearly with it.
  public var progress: Double

  public init(direction: Vector, radius: Double, progress: Double = 0) {
    (self.direction, self.radius, self.progress) = (direction, radius, progress)
  }

  /// The deformation of a layer whose bounds are `bounds`, at ``progress``.
  public func curl(in bounds: Rect) -> PageCurl {
    PageCurl.sweep(bounds: bounds, direction: direction, radius: radius, progress: progress)
  }
}
