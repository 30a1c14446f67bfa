import Foundation
public import GlideAnimation
public import GlideTransitions

/// Draws a layer tree as it is presented at a moment, onto a ``Canvas``. It reads each layer's
/// presentation at the time it is given and changes nothing; the caller decides when to draw (a display
/// link's frames).
///
/// Each visible layer draws, in Core Animation's order: its background (rounded by its corner radius), its
/// text, its sublayers (sorted by `zPosition`), then its border over them. Everything goes through one 4×4
/// matrix per layer (`LayerGeometry`): 2-D transforms, 3-D ones and perspective alike; a layer turned
/// away from the viewer is skipped when it is not double-sided. Solid shapes are exact under perspective
/// (straight edges stay straight, so their projected corners are enough); textured ones (text) are cut into
/// a grid fine enough for the perspective (`Mesh/perspectiveCells(_:)`).
///
/// Two things are drawn offscreen, in a texture that starts as a copy of what lies under it, then composed
/// back: a layer with opacity below 1 that draws more than one thing (its background and sublayers, say)
/// is faded as one group, as Core Animation's `allowsGroupOpacity`; and a layer that masks to its bounds
/// under a rotation, a perspective or a corner radius is composed through its shape. Clipping to an
/// upright rectangle needs neither: it narrows the renderer's clip rectangle. A layer's transition
/// (`TransitionFrame`) draws its outgoing snapshot and its own content, each moved and faded as the frame
/// says, clipped to its bounds.
public struct LayerRenderer {
  /// What shows where no layer draws (made opaque): the device's black glass by default.
  public var background: Color

  public init(background: Color = .black) {
    self.background = background
  }

  /// Draws `layer` and its sublayers as presented at `time` (seconds on the layer's engine clock), the
  /// layer placed in canvas points by its own position and transform.
  public func render(_ layer: Layer, at time: Double, on canvas: Canvas) throws(RenderError) {
    try render(.live(layer), state: layer.presentation(at: time), at: time, on: canvas)
  }

  /// Draws the scene's window and everything in it as presented at `time`.
  public func render(_ scene: Scene, at time: Double, on canvas: Canvas) throws(RenderError) {
    try render(scene.window.layer, at: time, on: canvas)
  }

  /// Draws a layer tree captured as a value.
  public func render(_ snapshot: LayerSnapshot, on canvas: Canvas) throws(RenderError) {
    try render(.frozen(snapshot), state: snapshot.state, at: 0, on: canvas)
  }

  private func render(_ node: RenderNode, state: LayerState, at time: Double, on canvas: Canvas) throws(RenderError) {
    var painter = Painter(canvas: canvas, time: time, background: background)
    try painter.draw(
      node, state: state, superlayer: nil, in: LayerGeometry.root(scale: canvas.scale), parentFacesAway: false)
    canvas.draw(painter.list)
  }
}

/// One frame's drawing: walks the tree and turns each layer into fills, copies and groups for the canvas.
private struct Painter {
  let canvas: Canvas
  let time: Double
  var list: DisplayList

  init(canvas: Canvas, time: Double, background: Color) {
    (self.canvas, self.time) = (canvas, time)
    list = DisplayList(bounds: canvas.bounds, background: RGBA8(background, opacity: 1))
  }

  /// Draws `node` (whose values are `state`) and its sublayers; `superlayer` is its superlayer's state (nil
  /// for the root), `parent` the canvas matrix of the space it sits in (its superlayer's, flattened),
  /// `parentFacesAway` whether that space is seen from behind.
  mutating func draw(
    _ node: RenderNode, state: LayerState, superlayer: LayerState?, in parent: Transform3D, parentFacesAway: Bool,
    masked: Bool = true
  ) throws(RenderError) {
    let opacity = min(max(state.opacity, 0), 1)
    guard !state.isHidden, RGBA8.level(opacity) > 0 else { return }
    let look = LayerAppearance(state)
    let toSuperlayer = LayerGeometry.toSuperlayer(state, superlayer: superlayer)
    let facesAway = parentFacesAway != LayerGeometry.facesAway(toSuperlayer)
    guard look.isDoubleSided || !facesAway else { return }
    let matrix = toSuperlayer.concatenating(parent)
    guard !LayerGeometry.isDegenerate(matrix) else { return }
    // A layer with a mask: drawn whole (at full opacity) as a group, then its mask in its coordinates (as
    // a sublayer would be) into a texture that starts clear, and the group composed through the mask's
    // alpha at the layer's opacity.
    if masked, let mask = node.mask(at: time) {
      // A mask that is an opaque upright rectangle (a zoom narrowing what shows of a screen) lets through
      // exactly the pixels whose centres it covers, as an upright `masksToBounds` does: a clip, not two
      // offscreen textures and a compose each frame.
      let maskMatrix = LayerGeometry.toSuperlayer(mask.state, superlayer: state)
        .concatenating(LayerGeometry.sublayerSpace(matrix))
      if Self.isOpaqueRectangle(mask.state, sublayers: mask.node.sublayers(at: time)),
        LayerGeometry.isAxisAligned(maskMatrix), !LayerGeometry.isDegenerate(maskMatrix)
      {
        let box = LayerGeometry.pixelCentresBox(mask.state.bounds, maskMatrix)
        guard !box.intersection(list.clip).isEmpty else { return }
        list.pushClip(box)
        try draw(node, state: state, superlayer: superlayer, in: parent, parentFacesAway: parentFacesAway, masked: false)
        list.popClip()
        return
      }
      guard list.beginGroup(in: list.clip) else { return }
      var whole = state
      whole.opacity = 1
      try draw(node, state: whole, superlayer: superlayer, in: parent, parentFacesAway: parentFacesAway, masked: false)
      list.beginMask()
      try draw(
        mask.node, state: mask.state, superlayer: state, in: LayerGeometry.sublayerSpace(matrix),
        parentFacesAway: facesAway)
      list.endMask(alpha: RGBA8.level(opacity))
      return
    }

    let transition = node.transition(at: time)
    let sublayers = node.sublayers(at: time)
    let shape = RoundedRectangle(state.bounds, radius: look.cornerRadius)
    let drawsBackground = look.backgroundColor.alpha > 0 && state.bounds.width > 0 && state.bounds.height > 0
    let drawsBorder = look.borderWidth > 0 && look.borderColor.alpha > 0
    if let curl = state.pageCurl {
      let content = Content(
        state: state, look: look, sublayers: sublayers, drawsBackground: drawsBackground, drawsBorder: drawsBorder)
      let paper = paperColour(state, sublayers) ?? .white
      try drawCurled(content, curl: curl.curl(in: state.bounds), paper: paper, matrix: matrix, facesAway: facesAway, opacity: opacity)
      return
    }
    var parts = sublayers.count + (transition == nil ? 0 : 2)
    parts += (drawsBackground ? 1 : 0) + (drawsBorder ? 1 : 0) + (look.text == nil ? 0 : 1)
    let grouped = opacity < 1 && parts > 1
    let clips = look.masksToBounds || transition != nil

    // How the layer's drawing is narrowed or composed: a clip rectangle, an offscreen group, or neither.
    var mask: GroupMask? = nil
    var clipsToRectangle = false
    // An upright rectangular mask is a scissor at the pixels whose centres it holds, on whole pixels or
    // not: Core Animation does not smooth an upright layer's edges (`allowsEdgeAntialiasing` is false by
    // default), and a group per clipped cell of a photo grid cost more than the rest of the frame.
    if clips && !grouped && shape.radius == 0 && LayerGeometry.isAxisAligned(matrix) {
      let box = LayerGeometry.pixelCentresBox(state.bounds, matrix)
      guard !box.intersection(list.clip).isEmpty else { return }
      list.pushClip(box)
      clipsToRectangle = true
    } else if clips || grouped {
      var region = list.clip
      if clips {
        let plane = PlaneShape(shape: shape, matrix: matrix)
        region = plane.bounds(margin: plane.fringe, width: canvas.pixelWidth, height: canvas.pixelHeight)
        guard !region.isEmpty else { return }
        mask = .shape(plane)
      }
      guard list.beginGroup(in: region) else { return }
    }

    let contentAlpha = grouped ? 1 : opacity
    let content = Content(
      state: state, look: look, sublayers: sublayers, drawsBackground: drawsBackground, drawsBorder: drawsBorder)
    if let transition {
      try drawTransition(transition, content: content, matrix: matrix, facesAway: facesAway, alpha: contentAlpha)
    } else {
      try drawContent(content, matrix: matrix, facesAway: facesAway, alpha: contentAlpha)
    }

    if clipsToRectangle {
      list.popClip()
    } else if clips || grouped {
      list.endGroup(alpha: RGBA8.level(grouped ? opacity : 1), mask: mask)
    }
  }

  /// What a layer draws inside its bounds.
  struct Content {
    var state: LayerState
    var look: LayerAppearance
    var sublayers: [(node: RenderNode, state: LayerState)]
    var drawsBackground: Bool
    var drawsBorder: Bool
  }

  /// Background, text, sublayers, border: each faded by `alpha` when the layer is not drawn as a group.
  private mutating func drawContent(
    _ content: Content, matrix: Transform3D, facesAway: Bool, alpha: Double, castsShadow: Bool = true
  ) throws(RenderError) {
    let (state, look) = (content.state, content.look)
    let shape = RoundedRectangle(state.bounds, radius: look.cornerRadius)
    let background = RGBA8(look.backgroundColor, opacity: alpha)
    // Core Animation shadows what the layer draws, or its shadowPath: the path's; else the background's
    // shape, in closed form (what lies inside it adds nothing); else the alpha of the drawing itself.
    if let shadow = look.shadow, let path = shadow.path {
      drawShadow(shadow, of: path, matrix: matrix, alpha: alpha)
    } else if let shadow = look.shadow, content.drawsBackground {
      drawShadow(shadow, of: shape, under: background, matrix: matrix, alpha: alpha)
    } else if let shadow = look.shadow, castsShadow {
      try drawShadow(shadow, ofDrawing: content, matrix: matrix, facesAway: facesAway, alpha: alpha)
    }
    // A material at no effect (one animating in from nil, at its start) leaves the backdrop as it is.
    if let material = look.material, !material.hasNoEffect {
      let plane = PlaneShape(shape: shape, matrix: matrix)
      let pixels = LayerGeometry.pixelsPerPoint(matrix, around: state.bounds.center)
      list.material(plane, MaterialFill(material, pixelsPerPoint: pixels, alpha: alpha), bounds: bounds(plane))
    }
    if content.drawsBackground { fill(shape, background, matrix) }
    if let gradient = look.gradient, let fill = GradientFill(gradient, in: state.bounds, alpha: alpha) {
      let plane = PlaneShape(shape: shape, matrix: matrix)
      list.gradient(plane, fill, bounds: bounds(plane))
    }
    if let old = look.fadingContents {
      drawContents(old.image, in: old.frame, source: old.source, matrix: matrix, alpha: alpha * old.alpha)
    }
    if let contents = look.contents {
      drawContents(
        contents.image, in: contents.frame, source: contents.source, matrix: matrix, alpha: alpha * contents.alpha)
    }
    if let shapeLayer = look.shape {
      let pixels = LayerGeometry.pixelsPerPoint(matrix, around: state.bounds.center)
      if let fill = PathFill(shapeLayer, matrix: matrix, pixelsPerPoint: pixels, alpha: 1) {
        list.path(fill, alpha: RGBA8.level(alpha), bounds: fill.bounds(width: canvas.pixelWidth, height: canvas.pixelHeight))
      }
    }
    if let text = look.text { try drawText(text, in: state.bounds, matrix: matrix, alpha: alpha) }
    if !content.sublayers.isEmpty {
      let space = LayerGeometry.sublayerSpace(matrix)
      for sublayer in content.sublayers {
        try drawSublayer(
          sublayer.node, state: sublayer.state, superlayer: state, in: space, parentFacesAway: facesAway, alpha: alpha)
      }
    }
    if content.drawsBorder {
      stroke(shape, width: look.borderWidth, RGBA8(look.borderColor, opacity: alpha), matrix)
    }
  }

  /// A sublayer of a layer faded by `alpha` without a group (only when it draws one thing): as its own
  /// opacity times `alpha`.
  private mutating func drawSublayer(
    _ node: RenderNode, state: LayerState, superlayer: LayerState, in space: Transform3D, parentFacesAway: Bool,
    alpha: Double
  ) throws(RenderError) {
    var faded = state
    faded.opacity *= alpha
    try draw(node, state: faded, superlayer: superlayer, in: space, parentFacesAway: parentFacesAway)
  }

  /// A layer in the middle of a transition: its outgoing snapshot and its own content, each moved within
  /// the layer by its placement's offset and faded by its opacity, in the frame's order.
  private mutating func drawTransition(
    _ frame: TransitionFrame, content: Content, matrix: Transform3D, facesAway: Bool, alpha: Double
  ) throws(RenderError) {
    var outgoing: Content?
    if let snapshot = frame.outgoing {
      let node = RenderNode.frozen(snapshot)
      let look = LayerAppearance(snapshot.state)
      outgoing = Content(
        state: snapshot.state, look: look, sublayers: node.sublayers(at: time),
        drawsBackground: look.backgroundColor.alpha > 0, drawsBorder: look.borderWidth > 0 && look.borderColor.alpha > 0)
    }
    var layers: [(Content, LayerTransition.Placement)] = [(content, frame.incomingPlacement)]
    if let outgoing {
      let entry = (outgoing, frame.outgoingPlacement)
      if frame.outgoingIsInFront { layers.append(entry) } else { layers.insert(entry, at: 0) }
    }
    // A fade (the two placements' opacities adding up to 1, neither moved) is Core Animation's dissolve:
    // each pixel (1 − p)·(lower over the backdrop) + p·(upper over the backdrop). Drawn as two fades one
    // over the other, the backdrop would show through both (a quarter of it half-way: a washed-out
    // middle). Where the upper layer covers its bounds opaquely (a photo filling an image view, a filled
    // background), drawing the lower one whole and the upper one at p over it is that dissolve exactly,
    // whatever the lower one holds (as the contents' cross-fade does, ``LayerAppearance``).
    let dissolvesOverOpaque =
      layers.count == 2 && layers.allSatisfy { $0.1.offset == .zero }
      && abs(layers[0].1.opacity + layers[1].1.opacity - 1) < 1e-9 && Self.coversOpaquely(layers[1].0)
    for (index, (layer, placement)) in layers.enumerated() {
      let moved = Transform3D(translationX: placement.offset.dx, y: placement.offset.dy).concatenating(matrix)
      let fade = dissolvesOverOpaque && index == 0 ? 1 : min(max(placement.opacity, 0), 1)
      guard RGBA8.level(fade * alpha) > 0 else { continue }
      if fade < 1 {
        guard list.beginGroup(in: list.clip) else { continue }
        try drawContent(layer, matrix: moved, facesAway: facesAway, alpha: 1)
        list.endGroup(alpha: RGBA8.level(fade * alpha), mask: nil)
      } else {
        try drawContent(layer, matrix: moved, facesAway: facesAway, alpha: alpha)
      }
    }
  }

  /// Whether a mask layer presented as `state` is a plain opaque rectangle: an opaque background with
  /// square corners at full opacity, and nothing else drawn (no sublayers, image, text, shape,
  /// gradient, border, shadow, material or mask of its own).
  private static func isOpaqueRectangle(_ state: LayerState, sublayers: [(node: RenderNode, state: LayerState)]) -> Bool {
    let look = LayerAppearance(state)
    return !state.isHidden && state.opacity >= 1 && look.backgroundColor.alpha >= 1 && look.cornerRadius == 0
      && sublayers.isEmpty && look.contents == nil && look.fadingContents == nil && look.text == nil
      && look.shape == nil && look.gradient == nil && look.material == nil && look.shadow == nil
      && !(look.borderWidth > 0 && look.borderColor.alpha > 0) && state.pageCurl == nil
  }

  /// Whether `content` paints every point of its bounds opaquely: an opaque square-cornered background, or
  /// an opaque image drawn whole over the bounds.
  private static func coversOpaquely(_ content: Content) -> Bool {
    let look = content.look
    let bounds = content.state.bounds
    if content.drawsBackground && look.backgroundColor.alpha >= 1 && look.cornerRadius == 0 { return true }
    guard let contents = look.contents, contents.image.isOpaque, contents.alpha >= 1, look.cornerRadius == 0 else {
      return false
    }
    let frame = contents.frame
    return frame.minX <= bounds.minX && frame.minY <= bounds.minY && frame.maxX >= bounds.maxX && frame.maxY >= bounds.maxY
  }

  // MARK: - Page curls

  /// A layer with a page curl (``LayerState/pageCurl``), as a sheet of paper turning over on a cylinder
  /// (``PageCurl``): its content (background, text, sublayers, border) drawn as one group masked to the
  /// part the contact line has not reached, which lies as it was; then the content drawn flat again into
  /// a texture of its own, and the part the line has passed (``PageCurl/outline(of:strips:)``: 16 strips
  /// round the cylinder and the part laid back over the top, each through the layer's matrix with its
  /// height, so a perspective foreshortens the roll) painted from the lowest up, anti-aliased by four
  /// samples a pixel: the content where the front shows, shaded by how far it has turned, and the back's
  /// paper (halfway to white) with the content showing faintly through, mirrored, where the back does
  /// (``CurlPieces``). Whatever lies under the page shows where neither covers it. The layer's opacity
  /// fades the whole page as one.
  private mutating func drawCurled(
    _ content: Content, curl: PageCurl, paper: Color, matrix: Transform3D, facesAway: Bool, opacity: Double
  ) throws(RenderError) {
    let bounds = content.state.bounds
    let outline = curl.outline(of: bounds)
    // The roll's soft shadow on what the page uncovers: the turned part's footprint on the page's plane,
    // at 30 % black (times the page's opacity), blurred by a third of the roll's radius, kept to the part
    // of the sheet beyond the roll's far side (a group put back through that polygon).
    let sheet = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.maxY),
      Point(x: bounds.minX, y: bounds.maxY),
    ]
    let passed = sheet.map { curl.distanceBehindLine(x: $0.x, y: $0.y) }.max() ?? 0
    let rollDepth = curl.radius * sin(min(max(passed, 0) / max(curl.radius, 1e-9), Double.pi / 2))
    let uncovered = PageCurl.clip(sheet) { curl.distanceBehindLine(x: $0.x, y: $0.y) - rollDepth }
      .map { LayerGeometry.homogeneous(matrix, x: $0.x, y: $0.y) }
    if !outline.pieces.isEmpty, uncovered.count >= 3 {
      let footprint = outline.pieces.map { $0.points.map { Point(x: $0.x, y: $0.y) } }
      let pixels = LayerGeometry.pixelsPerPoint(matrix, around: bounds.center)
      let soft = SoftShadow(
        matrix: matrix, contours: footprint, isUnion: true,
        colour: RGBA8(.black, opacity: Self.curlShadowOpacity * opacity), sigma: curl.radius / 3 * pixels)
      let region = soft.bounds(width: canvas.pixelWidth, height: canvas.pixelHeight)
        .intersection(Mesh.bounds(of: uncovered, width: canvas.pixelWidth, height: canvas.pixelHeight))
      if list.beginGroup(in: region) {
        list.softShadow(soft, bounds: region)
        list.endGroup(alpha: 255, mask: .polygon(uncovered))
      }
    }
    let flat = outline.flat.map { LayerGeometry.homogeneous(matrix, x: $0.x, y: $0.y) }
    let flatBounds = Mesh.bounds(of: flat, width: canvas.pixelWidth, height: canvas.pixelHeight)
    if !flatBounds.isEmpty, list.beginGroup(in: flatBounds) {
      try drawContent(content, matrix: matrix, facesAway: facesAway, alpha: 1)
      list.endGroup(alpha: RGBA8.level(opacity), mask: .polygon(flat))
    }
    let faded = opacity < 1
    guard !outline.pieces.isEmpty, !faded || list.beginGroup(in: list.clip) else { return }
    // The page drawn flat into a texture of its own, for the turned part to show.
    let corners = sheet.map { LayerGeometry.homogeneous(matrix, x: $0.x, y: $0.y) }
    // Without the layer's own background: that is the paper the pieces are shaded in.
    var printed = content
    printed.drawsBackground = false
    list.beginPage(in: Mesh.bounds(of: corners, width: canvas.pixelWidth, height: canvas.pixelHeight))
    try drawContent(printed, matrix: matrix, facesAway: facesAway, alpha: 1)
    list.endPage()
    let (width, height) = (Double(canvas.pixelWidth), Double(canvas.pixelHeight))
    var pieces: [CurlPieces.Piece] = []
    var extent = PixelBox.empty
    for piece in outline.pieces {
      var polygon: [HomogeneousVertex] = []
      for (point, source) in zip(piece.points, piece.source) {
        var vertex = LayerGeometry.homogeneous(matrix, x: point.x, y: point.y, z: point.z)
        let flat = LayerGeometry.homogeneous(matrix, x: source.x, y: source.y)
        if flat.w > Mesh.nearestW { (vertex.u, vertex.v) = (flat.x / flat.w / width, flat.y / flat.w / height) }
        polygon.append(vertex)
      }
      let side = piece.showsBack ? PageCurl.backColor(of: paper) : paper
      // The part laid back over the top (angle π) is flat: its corners at the roll's top share its shade.
      let shades = piece.points.map { PageCurl.brightness(angle: piece.angle == Double.pi ? Double.pi : $0.angle) }
      pieces.append(
        CurlPieces.Piece(
          polygon: polygon, paper: RGBA8(side, opacity: 1), brightness: shades,
          content: piece.showsBack ? CurlPieces.backShowThrough : 1))
      extent = extent.union(Mesh.bounds(of: polygon, width: canvas.pixelWidth, height: canvas.pixelHeight))
    }
    list.curl(CurlPieces(pieces: pieces), bounds: extent)
    if faded { list.endGroup(alpha: RGBA8.level(opacity), mask: nil) }
  }

  /// The largest side, pixels, of an upright square-cornered rectangle filled by whole pixels.
  static let smallestSmoothed = 6

  /// How dark a curl's shadow is under the roll, 0…1.
  static let curlShadowOpacity = 0.3

  /// The colour of a curled page's sheet: the layer's background, else the first one its visible
  /// sublayers show, depth first (a snapshot's container is clear, its first subview the page); nil when
  /// none has one.
  private func paperColour(_ state: LayerState, _ sublayers: [(node: RenderNode, state: LayerState)]) -> Color? {
    if state.backgroundColor.alpha > 0 { return state.backgroundColor }
    for sublayer in sublayers where !sublayer.state.isHidden && sublayer.state.opacity > 0 {
      if let colour = paperColour(sublayer.state, sublayer.node.sublayers(at: time)) { return colour }
    }
    return nil
  }

  // MARK: - Shapes

  /// Fills the shape. On an upright plane the whole pixels inside it are plain fills (which hide what lies
  /// under them from the compositor) and only its edge is shaded for coverage, and not even that when its
  /// edges lie on pixel boundaries; otherwise its whole quad is.
  private mutating func fill(_ shape: RoundedRectangle, _ colour: RGBA8, _ matrix: Transform3D) {
    guard colour.alpha > 0 else { return }
    let plane = PlaneShape(shape: shape, matrix: matrix)
    var inside: [PixelBox] = []
    if LayerGeometry.isAxisAligned(matrix) {
      // A square-cornered rectangle under 6 pixels either way (a trail's dot) is filled by whole pixels:
      // a draw of its own for an edge a person cannot see smoothed costs the window a frame's time.
      let box = LayerGeometry.pixelBox(shape.rect, matrix)
      if shape.radius == 0 && box.width <= Self.smallestSmoothed && box.height <= Self.smallestSmoothed {
        list.fill(box, colour)
        return
      }
      inside = LayerGeometry.pixelsInside(shape, matrix)
      for box in inside { list.fill(box, colour) }
      if shape.radius == 0 && LayerGeometry.isPixelAligned(shape.rect, matrix) { return }
    }
    list.shape(plane, colour, skip: inside, bounds: bounds(plane))
  }

  /// Draws a border of `width` points inside the shape's edge, over the sublayers, as a ring shaded for
  /// coverage on both its edges (the inside of an upright ring is skipped).
  private mutating func stroke(_ shape: RoundedRectangle, width: Double, _ colour: RGBA8, _ matrix: Transform3D) {
    guard colour.alpha > 0 else { return }
    let inner = shape.inset(by: width)
    guard inner.rect.width > 0, inner.rect.height > 0 else {
      fill(shape, colour, matrix)
      return
    }
    let plane = PlaneShape(shape: shape, matrix: matrix)
    let hole = LayerGeometry.isAxisAligned(matrix) ? LayerGeometry.pixelsInside(inner, matrix, margin: 1) : []
    list.shape(plane, colour, border: width, skip: hole, bounds: bounds(plane))
  }

  /// The layer's shadow (``LayerAppearance/Shadow``) under its shape, moved by its offset and blurred by a
  /// Gaussian whose standard deviation σ is `shadowRadius` points (the CSS blur of 2 × `shadowRadius` that
  /// designers convert Core Animation's shadows with is a σ of `shadowRadius`). Where an opaque upright
  /// background lies over it, its inside is skipped.
  private mutating func drawShadow(
    _ shadow: LayerAppearance.Shadow, of shape: RoundedRectangle, under background: RGBA8, matrix: Transform3D,
    alpha: Double
  ) {
    let colour = RGBA8(shadow.color, opacity: shadow.opacity * alpha)
    guard colour.alpha > 0, shape.rect.width > 0, shape.rect.height > 0 else { return }
    var moved = shape
    moved.rect = Rect(
      x: shape.rect.minX + shadow.offset.width, y: shape.rect.minY + shadow.offset.height, width: shape.rect.width,
      height: shape.rect.height)
    let plane = PlaneShape(shape: moved, matrix: matrix)
    let sigma = max(shadow.radius, 0)
    var skip: [PixelBox] = []
    if background.alpha == 255, LayerGeometry.isAxisAligned(matrix) {
      skip = LayerGeometry.pixelsInside(shape, matrix)
    }
    let margin = 3 * sigma + plane.fringe
    let bounds = plane.bounds(margin: margin, width: canvas.pixelWidth, height: canvas.pixelHeight)
    list.shadow(plane, colour, sigma: sigma, skip: skip, bounds: bounds)
  }

  /// The shadow of what a layer without a background draws (its text, contents, sublayers, border): Core
  /// Animation's, from the alpha of the drawing. The drawing is drawn flat into a texture first (narrowed
  /// to what it covers), and its alpha blurred by σ = `shadowRadius`, moved by the offset, in the colour.
  private mutating func drawShadow(
    _ shadow: LayerAppearance.Shadow, ofDrawing content: Content, matrix: Transform3D, facesAway: Bool,
    alpha: Double
  ) throws(RenderError) {
    let colour = RGBA8(shadow.color, opacity: shadow.opacity * alpha)
    guard colour.alpha > 0 else { return }
    list.beginPage(in: list.clip)
    try drawContent(content, matrix: matrix, facesAway: facesAway, alpha: 1, castsShadow: false)
    guard let drawn = list.endPage(narrowing: true) else { return }
    let centre = content.state.bounds.center
    let from = LayerGeometry.homogeneous(matrix, x: centre.x, y: centre.y)
    let to = LayerGeometry.homogeneous(matrix, x: centre.x + shadow.offset.width, y: centre.y + shadow.offset.height)
    guard from.w > Mesh.nearestW, to.w > Mesh.nearestW else { return }
    let offset = Vector(dx: to.x / to.w - from.x / from.w, dy: to.y / to.w - from.y / from.w)
    let sigma = max(shadow.radius, 0) * LayerGeometry.pixelsPerPoint(matrix, around: centre)
    let reach = Int((3 * sigma).rounded(.up)) + 1
    let (dx, dy) = (Int(offset.dx.rounded()), Int(offset.dy.rounded()))
    let bounds = PixelBox(
      x0: drawn.x0 - reach + min(dx, 0), y0: drawn.y0 - reach + min(dy, 0), x1: drawn.x1 + reach + max(dx, 0),
      y1: drawn.y1 + reach + max(dy, 0))
    list.drawingShadow(DrawingShadow(colour: colour, sigma: sigma, offset: offset), bounds: bounds)
  }

  /// A `shadowPath`'s shadow: the path filled, moved by the offset, blurred by a Gaussian of σ =
  /// `shadowRadius` points.
  private mutating func drawShadow(_ shadow: LayerAppearance.Shadow, of path: BezierPath, matrix: Transform3D, alpha: Double) {
    let colour = RGBA8(shadow.color, opacity: shadow.opacity * alpha)
    let pixels = LayerGeometry.pixelsPerPoint(matrix, around: .zero)
    let moved = Transform3D(translationX: shadow.offset.width, y: shadow.offset.height).concatenating(matrix)
    let contours = PathFlattening.contours(path, tolerance: 0.25 / max(pixels, 1e-3))
    let soft = SoftShadow(matrix: moved, contours: contours, colour: colour, sigma: max(shadow.radius, 0) * pixels)
    list.softShadow(soft, bounds: soft.bounds(width: canvas.pixelWidth, height: canvas.pixelHeight))
  }

  private func bounds(_ plane: PlaneShape) -> PixelBox {
    plane.bounds(margin: plane.fringe, width: canvas.pixelWidth, height: canvas.pixelHeight)
  }

  /// A layer's image over `frame` of its plane (its gravity's placement), the `source` part of it.
  private mutating func drawContents(
    _ contents: LayerContents, in frame: Rect, source: Rect, matrix: Transform3D, alpha: Double
  ) {
    let level = RGBA8.level(alpha)
    guard level > 0, frame.width > 0, frame.height > 0 else { return }
    let corners = [(frame.minX, frame.minY), (frame.maxX, frame.minY), (frame.maxX, frame.maxY), (frame.minX, frame.maxY)]
      .map { LayerGeometry.homogeneous(matrix, x: $0.0, y: $0.1) }
    let bounds = Mesh.bounds(of: corners, width: canvas.pixelWidth, height: canvas.pixelHeight)
    list.image(canvas.picture(of: contents), in: frame, matrix, source: source, alpha: level, bounds: bounds)
  }

  // MARK: - Text

  /// Draws the layer's text. On an upright layer the glyphs are drawn at the size they are shown at (a
  /// shrinking screen's title stays sharp) and copied pixel for pixel; otherwise at the canvas's scale and
  /// mapped through the layer's matrix.
  private mutating func drawText(_ text: LayerText, in bounds: Rect, matrix: Transform3D, alpha: Double) throws(RenderError) {
    let colour = RGBA8(text.foregroundColor, opacity: alpha)
    guard colour.alpha > 0 else { return }
    let upright = LayerGeometry.isAxisAligned(matrix) && matrix.m11 > 0 && matrix.m11 == matrix.m22
    let scale = upright ? matrix.m11 / matrix.m44 : canvas.scale
    // Upright, a line shows no further than the clip's right edge: it is drawn no further.
    let clipRight = Double(list.clip.x1)
    let visibleRight: ((Double) -> Int)? =
      upright
      ? { left in
        let corner = LayerGeometry.homogeneous(matrix, x: left, y: bounds.minY)
        let pixels = (clipRight - corner.x / corner.w).rounded(.up)
        return pixels.isFinite ? Int(max(min(pixels, Double(Canvas.maximumSide)), 0)) : Canvas.maximumSide
      } : nil
    let pieces = try TextLayout.pieces(
      text, in: bounds, scale: scale, colour: colour, cache: canvas.text, visibleRight: visibleRight)
    for piece in pieces {
      let size = (piece.entry.width, piece.entry.height)
      if upright {
        let corner = LayerGeometry.homogeneous(matrix, x: piece.rect.minX, y: piece.rect.minY)
        // Clamped: a corner at infinity (w → 0) lands far off the canvas rather than trapping.
        let x = PixelBox.clamped((corner.x / corner.w).rounded())
        let y = PixelBox.clamped((corner.y / corner.w).rounded())
        list.copy(piece.entry.picture, into: PixelBox(x0: x, y0: y, x1: x + size.0, y1: y + size.1), alpha: colour.alpha)
      } else {
        let rect = piece.rect
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
          .map { LayerGeometry.homogeneous(matrix, x: $0.0, y: $0.1) }
        let bounds = Mesh.bounds(of: corners, width: canvas.pixelWidth, height: canvas.pixelHeight)
        list.image(piece.entry.picture, in: rect, matrix, alpha: colour.alpha, bounds: bounds)
      }
    }
  }
}
