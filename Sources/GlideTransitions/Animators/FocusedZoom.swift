import GlideAnimation

/// What a ``ZoomAnimator`` with a focus adds to the zoom, as Photos puts a photo back into its cell: the
/// uniform transform that lands the focus aspect-filled on the rect, a mask that narrows what shows of
/// the zooming view from all of it to the focus cropped to the rect's aspect, a backdrop in the
/// container carrying the view's background (so the black behind the photo fades in place over the
/// whole screen instead of shrinking with it), and the subviews around the focus, which fade.
///
/// Made when the zoom starts; ``show(small:)`` puts everything at either end (inside an animation block,
/// it animates there); ``restore()`` takes the mask and the backdrop away and gives the view its
/// background and the subviews their alpha back, after a finish or a cancel alike.
struct FocusedZoom {
  let view: View
  /// The transform at the small end (on the rect): uniform, about the view's centre.
  let small: Transform2D
  /// What of the view shows at the small end, in its own coordinates (points): the focus cropped about
  /// its centre to the rect's aspect.
  let visible: Rect
  /// What of the view shows at full size: its bounds.
  let whole: Rect
  /// The mask's corner radius on the rect, points in the view (the rect's own radius over the scale), so
  /// the photo lands with the corners of the view it lands on.
  let corner: Double
  /// Masks the view: ``whole`` at full size, ``visible`` on the rect.
  let mask: Layer
  /// Under the view in the container, where the view was, in the view's background colour.
  let backdrop: View
  /// The view's background before the zoom (the backdrop's colour meanwhile; the view's is clear).
  let background: Color
  /// The subviews that fade, with their alpha before the zoom.
  let faded: [(view: View, alpha: Double)]

  /// Prepares `view` (untransformed) to zoom its `focus` (the view's coordinates) onto `rect` (the
  /// container's, its corners rounded by `cornerRadius` points), and puts the backdrop under it in `container`. Changes nothing on screen yet.
  init(view: View, focus: Rect, rect: Rect, cornerRadius: Double, container: View) {
    self.view = view
    let engine = view.engine
    let scale = ZoomAnimator.aspectFillScale(of: focus, onto: rect)
    small = ZoomAnimator.transform(of: view, focus: focus, onto: rect)
    let size = scale > 0 ? Size(width: rect.width / scale, height: rect.height / scale) : focus.size
    visible = Rect(x: focus.midX - size.width / 2, y: focus.midY - size.height / 2, width: size.width, height: size.height)
    whole = view.bounds
    corner = scale > 0 ? cornerRadius / scale : 0
    mask = Layer(engine: engine, name: "\(view.name) zoom mask")
    backdrop = View(engine: engine, name: "\(view.name) backdrop")
    background = view.backgroundColor
    let centre = Point(x: focus.midX, y: focus.midY)
    faded = view.subviews.filter { !Self.contains($0.frame, centre) }.map { ($0, $0.alpha) }
    let (mask, backdrop, whole) = (mask, backdrop, whole)
    engine.performWithoutAnimation {
      mask.backgroundColor = .white
      mask.frame = whole
      backdrop.frame = Rect(
        x: view.center.x - whole.width / 2, y: view.center.y - whole.height / 2, width: whole.width,
        height: whole.height)
      backdrop.backgroundColor = view.backgroundColor
    }
    if view.superview === container {
      container.insertSubview(backdrop, belowSubview: view)
    } else {
      container.insertSubview(backdrop, at: 0)
    }
    view.layer.mask = mask
    engine.performWithoutAnimation { view.backgroundColor = .clear }
  }

  /// Everything but the transform at the small end (`small`: masked to ``visible``, the backdrop and the
  /// subviews around the focus clear) or at full size.
  func show(small isSmall: Bool) {
    mask.frame = isSmall ? visible : whole
    mask.cornerRadius = isSmall ? corner : 0
    backdrop.alpha = isSmall ? 0 : 1
    for (view, alpha) in faded { view.alpha = isSmall ? 0 : alpha }
  }

  /// Puts the view back as it was (not its transform, the animator's to settle): no mask, its
  /// background, its subviews' alpha; the backdrop gone.
  func restore() {
    view.engine.performWithoutAnimation {
      view.layer.mask = nil
      backdrop.removeFromSuperview()
      view.backgroundColor = background
      for (view, alpha) in faded { view.alpha = alpha }
    }
  }

  /// Whether `point` is in `rect` (edges included).
  private static func contains(_ rect: Rect, _ point: Point) -> Bool {
    point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
  }
}
