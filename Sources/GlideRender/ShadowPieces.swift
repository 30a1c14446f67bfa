import GlideAnimation

/// A rounded rectangle's shadow cut for drawing: the straight sides, where the shape is a plain rectangle
/// within three sigmas of every point and the blur is separable, and the corners, where it is not.
/// Together they tile the shadow's box (the rectangle grown by the margin) without overlap.
struct ShadowPieces: Hashable, Sendable {
  /// Where the separable formula is exact: a point here is more than the corner radius plus three sigmas
  /// from both ends of the side it faces (plane coordinates).
  var straight: [Rect] = []
  /// The rest: the four corners, each reaching in to where the straight parts end.
  var corners: [Rect] = []

  /// The pieces of the shadow of `shape` blurred by `sigma` over its rectangle grown by `margin` (plane
  /// units, the shape's own).
  init(_ shape: RoundedRectangle, sigma: Double, margin: Double) {
    let rect = shape.rect
    let (cx, cy) = (rect.midX, rect.midY)
    let (w, h) = (rect.width / 2, rect.height / 2)
    let (outerW, outerH) = (w + margin, h + margin)
    let reach = max(shape.radius, 0) + 3 * sigma
    // The half-widths of the straight parts: across the top and bottom, and down the left and right.
    let (xs, ys) = (max(w - reach, 0), max(h - reach, 0))
    func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect {
      Rect(x: cx + x0, y: cy + y0, width: x1 - x0, height: y1 - y0)
    }
    if xs > 0 { straight.append(box(-xs, -outerH, xs, outerH)) }
    if ys > 0 {
      straight.append(box(-outerW, -ys, -xs, ys))
      straight.append(box(xs, -ys, outerW, ys))
    }
    corners = [
      box(-outerW, -outerH, -xs, -ys), box(xs, -outerH, outerW, -ys), box(-outerW, ys, -xs, outerH),
      box(xs, ys, outerW, outerH),
    ]
  }
}
