import GlideAnimation
import CGLES

/// One command's drawing into the bound surface, kept inside `clip` by the scissor: the calls that turn
/// a ``DisplayList`` command into OpenGL ES draws. Call with the context current and ``begin(width:height:
/// programs:buffer:)`` done for the frame.
struct GLDraw {
  /// The canvas, pixels.
  let canvas: (width: Int, height: Int)
  let programs: GLPrograms
  /// Where drawing may land.
  let clip: PixelBox

  /// The state every frame draws with: premultiplied "over" blending, the scissor on, and the vertex
  /// buffer's layout (``vertexFloats`` floats a vertex: x, y, z, w, then u, v).
  static func begin(width: Int, height: Int, programs: GLPrograms, buffer: GLuint) {
    glEnable(GLenum(GL_BLEND))
    glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    glEnable(GLenum(GL_SCISSOR_TEST))
    glDisable(GLenum(GL_DEPTH_TEST))
    glDisable(GLenum(GL_CULL_FACE))
    glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
    glEnableVertexAttribArray(0)
    glEnableVertexAttribArray(1)
    pointAttributes()
  }

  /// The vertex layout every draw but a batch of boxes uses.
  static func pointAttributes() {
    let stride = GLsizei(vertexFloats * MemoryLayout<Float>.size)
    glVertexAttribPointer(0, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
    glVertexAttribPointer(
      1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 4 * MemoryLayout<Float>.size))
  }

  static let vertexFloats = 6

  /// Runs `body` with drawing narrowed to `box`.
  func within(_ box: PixelBox, _ body: (GLDraw) -> Void) {
    let narrowed = box.intersection(clip)
    guard !narrowed.isEmpty else { return }
    body(GLDraw(canvas: canvas, programs: programs, clip: narrowed))
  }

  // MARK: - Commands

  /// Fills `box`: an opaque colour by clearing it (no shading at all), a translucent one by a quad.
  func fill(_ box: PixelBox, _ colour: RGBA8) {
    let box = box.intersection(clip)
    guard !box.isEmpty, colour.alpha > 0 else { return }
    if colour.alpha == 255 {
      scissor(box)
      glClearColor(Float(colour.red) / 255, Float(colour.green) / 255, Float(colour.blue) / 255, 1)
      glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
      return
    }
    let program = use(programs.solid, matrix: .identity)
    setColour(program, colour)
    draw(pixelQuad(box), within: box)
  }

  /// Translucent boxes (each already inside the clip), in order, in one draw: each a pair of triangles
  /// with its colour on its vertices. A trail of fading dots is dozens of boxes, and a draw of its own
  /// for each cost the rasteriser more than their pixels.
  func fills(_ boxes: [(PixelBox, RGBA8)]) {
    guard !boxes.isEmpty else { return }
    let program = use(programs.solid, matrix: .identity)
    glUniform1i(program["u_vertexColour"], 1)
    var vertices: [Float] = []
    vertices.reserveCapacity(boxes.count * 6 * Self.colouredVertexFloats)
    for (box, colour) in boxes {
      let (r, g, b, a) = colour.premultiplied
      let (x0, y0, x1, y1) = (Float(box.x0), Float(box.y0), Float(box.x1), Float(box.y1))
      for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y0), (x1, y1), (x0, y1)] {
        vertices += [x, y, 0, 1, 0, 0, r, g, b, a]
      }
    }
    scissor(clip)
    let stride = GLsizei(Self.colouredVertexFloats * MemoryLayout<Float>.size)
    vertices.withUnsafeBytes { bytes in
      glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
    }
    glVertexAttribPointer(0, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
    glVertexAttribPointer(
      1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 4 * MemoryLayout<Float>.size))
    glEnableVertexAttribArray(2)
    glVertexAttribPointer(
      2, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 6 * MemoryLayout<Float>.size))
    glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(boxes.count * 6))
    glDisableVertexAttribArray(2)
    Self.pointAttributes()
    glUniform1i(program["u_vertexColour"], 0)
  }

  /// Floats a vertex of a batch of boxes: x, y, z, w, u, v, then a premultiplied colour.
  static let colouredVertexFloats = 10

  /// A rounded rectangle of a plane, or its border's ring `border` points wide, with coverage from the
  /// distance to its edges.
  func shape(_ shape: PlaneShape, colour: RGBA8, border: Double) {
    let program = use(programs.shape, matrix: shape.matrix)
    setColour(program, colour)
    setRect(program, shape.shape)
    glUniform1f(program["u_border"], Float(border))
    glUniform1i(program["u_source"], 0)
    draw(Self.planeQuad(shape.shape.rect, margin: shape.fringe), within: clip)
  }

  /// The Gaussian shadow of a rounded rectangle of a plane.
  func shadow(_ shape: PlaneShape, colour: RGBA8, sigma: Double) {
    let margin = 3 * sigma + shape.fringe
    guard sigma >= 0.01 else {
      let program = use(programs.shadow, matrix: shape.matrix)
      setColour(program, colour)
      setRect(program, shape.shape)
      glUniform1f(program["u_sigma"], Float(sigma))
      draw(Self.planeQuad(shape.shape.rect, margin: margin), within: clip)
      return
    }
    let pieces = ShadowPieces(shape.shape, sigma: sigma, margin: margin)
    if !pieces.straight.isEmpty {
      let program = use(programs.straightShadow, matrix: shape.matrix)
      setColour(program, colour)
      let rect = shape.shape.rect
      glUniform4f(
        program["u_rect"], Float(rect.midX), Float(rect.midY), Float(rect.width / 2), Float(rect.height / 2))
      glUniform1f(program["u_sigma"], Float(sigma))
      drawTriangles(Self.planeQuads(pieces.straight), within: clip)
    }
    let program = use(programs.shadow, matrix: shape.matrix)
    setColour(program, colour)
    setRect(program, shape.shape)
    glUniform1f(program["u_sigma"], Float(sigma))
    drawTriangles(Self.planeQuads(pieces.corners), within: clip)
  }

  /// A convex polygon of homogeneous canvas pixels in one colour.
  func polygon(_ polygon: [HomogeneousVertex], _ colour: RGBA8) {
    let program = use(programs.solid, matrix: .identity)
    setColour(program, colour)
    draw(polygon.flatMap { [Float($0.x), Float($0.y), 0, Float($0.w), 0, 0] }, within: clip)
  }

  /// A picture copied pixel for pixel into `box`, faded by `alpha`.
  func copy(_ picture: Picture, into box: PixelBox, alpha: UInt8) {
    _ = useTexture(
      picture.texture, filter: GL_NEAREST, sampling: .mapped(Self.whole), alpha: alpha,
      straight: picture.isStraightAlpha)
    let (x0, y0, x1, y1) = (Float(box.x0), Float(box.y0), Float(box.x1), Float(box.y1))
    draw([x0, y0, 0, 1, 0, 0, x1, y0, 0, 1, 1, 0, x1, y1, 0, 1, 1, 1, x0, y1, 0, 1, 0, 1], within: clip)
  }

  /// The `source` part (unit coordinates) of a picture mapped onto `rect` of a plane, perspective-correct,
  /// filtered, faded by `alpha`.
  func image(_ picture: Picture, _ rect: Rect, _ matrix: Transform3D, source: Rect, alpha: UInt8) {
    _ = useTexture(
      picture.texture, filter: GL_LINEAR, matrix: matrix, sampling: .mapped(source), alpha: alpha,
      straight: picture.isStraightAlpha)
    let (x0, y0, x1, y1) = (Float(rect.minX), Float(rect.minY), Float(rect.maxX), Float(rect.maxY))
    draw([x0, y0, 0, 1, 0, 0, x1, y0, 0, 1, 1, 0, x1, y1, 0, 1, 1, 1, x0, y1, 0, 1, 0, 1], within: clip)
  }

  /// A group's surface composed onto the bound one over `region`: faded by `alpha`, through `mask`.
  func compose(_ group: GLSurface, alpha: UInt8, mask: GroupMask?, region: PixelBox) {
    let level = Float(alpha) / 255
    switch mask {
    case nil, .polygon:
      _ = useTexture(group.texture, filter: GL_NEAREST, sampling: .underPixel, alpha: alpha)
      if case .polygon(let polygon) = mask {
        draw(polygon.flatMap { [Float($0.x), Float($0.y), 0, Float($0.w), 0, 0] }, within: clip)
      } else {
        draw(pixelQuad(region), within: clip)
      }
    case .shape(let shape):
      glActiveTexture(GLenum(GL_TEXTURE0))
      glBindTexture(GLenum(GL_TEXTURE_2D), group.texture)
      setFilter(GL_NEAREST)
      let program = use(programs.shape, matrix: shape.matrix)
      glUniform4f(program["u_colour"], level, level, level, level)
      setRect(program, shape.shape)
      glUniform1f(program["u_border"], 0)
      glUniform1i(program["u_source"], 1)
      glUniform1i(program["u_group"], 0)
      draw(Self.planeQuad(shape.shape.rect, margin: shape.fringe), within: clip)
    }
  }

  /// A group's surface composed onto the bound one over `region` through the alpha of `mask`, faded by
  /// `alpha`.
  func compose(_ group: GLSurface, through mask: GLSurface, alpha: UInt8, region: PixelBox) {
    glActiveTexture(GLenum(GL_TEXTURE1))
    glBindTexture(GLenum(GL_TEXTURE_2D), mask.texture)
    setFilter(GL_NEAREST)
    glActiveTexture(GLenum(GL_TEXTURE0))
    glBindTexture(GLenum(GL_TEXTURE_2D), group.texture)
    setFilter(GL_NEAREST)
    let program = use(programs.masked, matrix: .identity)
    glUniform1i(program["u_texture"], 0)
    glUniform1i(program["u_mask"], 1)
    glUniform1f(program["u_alpha"], Float(alpha) / 255)
    draw(pixelQuad(region), within: clip)
  }

  /// Marks in the stencil where the contours (points of a plane, through `matrix`) cover, by `evenOdd` or
  /// the non-zero rule: each contour a fan from its first point, counting windings.
  func stencilFill(_ contours: [[Point]], matrix: Transform3D, evenOdd: Bool) {
    _ = use(programs.solid, matrix: matrix)
    glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
    glEnable(GLenum(GL_STENCIL_TEST))
    glStencilFunc(GLenum(GL_ALWAYS), 0, 0xff)
    if evenOdd {
      glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INVERT))
    } else {
      glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
      glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
    }
    for contour in contours { draw(contour.flatMap { [Float($0.x), Float($0.y), 0, 1, 0, 0] }, within: clip) }
    glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
  }

  /// Marks in the stencil every pixel any of the convex polygons covers (a stroke's outline).
  func stencilUnion(_ polygons: [[Point]], matrix: Transform3D) {
    _ = use(programs.solid, matrix: matrix)
    glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
    glEnable(GLenum(GL_STENCIL_TEST))
    glStencilFunc(GLenum(GL_ALWAYS), 1, 0xff)
    glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))
    for polygon in polygons { draw(polygon.flatMap { [Float($0.x), Float($0.y), 0, 1, 0, 0] }, within: clip) }
    glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
  }

  /// Fills what the stencil marks (an odd count for `evenOdd`, else any count) with `colour`, and clears
  /// the marks.
  func cover(_ colour: RGBA8, evenOdd: Bool) {
    let program = use(programs.solid, matrix: .identity)
    setColour(program, colour)
    if evenOdd {
      glStencilFunc(GLenum(GL_EQUAL), 1, 1)
    } else {
      glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xff)
    }
    glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_ZERO))
    draw(pixelQuad(clip), within: clip)
    glDisable(GLenum(GL_STENCIL_TEST))
  }

  /// A surface's premultiplied pixels over `region`, composed over the bound surface.
  func composePremultiplied(_ source: GLSurface, region: PixelBox, alpha: UInt8 = 255) {
    _ = useTexture(source.texture, filter: GL_NEAREST, sampling: .underPixel, alpha: alpha)
    draw(pixelQuad(region), within: clip)
  }

  /// The pieces of a curled page, in order, each showing `page` (the page drawn flat) over its paper.
  func curl(_ pieces: CurlPieces, page: GLSurface) {
    glActiveTexture(GLenum(GL_TEXTURE0))
    glBindTexture(GLenum(GL_TEXTURE_2D), page.texture)
    setFilter(GL_LINEAR)
    let program = use(programs.curl, matrix: .identity)
    glUniform1i(program["u_texture"], 0)
    for piece in pieces.pieces {
      let (r, g, b, _) = piece.paper.premultiplied
      glUniform4f(program["u_paper"], r, g, b, 1)
      glUniform1f(program["u_content"], Float(piece.content))
      let vertices = zip(piece.polygon, piece.brightness).flatMap { vertex, shade in
        [Float(vertex.x), Float(vertex.y), Float(shade), Float(vertex.w), Float(vertex.u), Float(vertex.v)]
      }
      draw(vertices, within: clip)
    }
  }

  /// A shrunk surface's premultiplied pixels (covering the canvas at 1/`shrink` of its size) over `region`,
  /// composed over the bound surface.
  func composeShrunk(_ source: GLSurface, shrink: Int, region: PixelBox) {
    _ = useTexture(source.texture, filter: GL_LINEAR, sampling: .shrunk(source, by: shrink, offset: Vector(dx: 0, dy: 0)))
    draw(pixelQuad(region), within: clip)
  }

  /// `source` (twice this draw's canvas size, or one more) at half size over `box`: each texel the mean of
  /// the four under it.
  func halve(_ source: GLSurface, over box: PixelBox) {
    _ = useTexture(source.texture, filter: GL_LINEAR, sampling: .halving(source))
    draw(pixelQuad(box), within: box)
  }

  /// The alpha of a shrunk surface (covering the canvas at 1/`shrink` of its size) as a shadow in `colour`,
  /// moved by `offset` canvas pixels, over `region`.
  func composeShadow(
    _ source: GLSurface, shrink: Int, colour: RGBA8, offset: Vector, region: PixelBox
  ) {
    let program = useTexture(
      source.texture, filter: GL_LINEAR, sampling: .shrunk(source, by: shrink, offset: offset), alphaOnly: true)
    let (r, g, b, a) = colour.premultiplied
    glUniform4f(program["u_tint"], r, g, b, a)
    draw(pixelQuad(region), within: clip)
  }

  /// A gradient over a rounded rectangle of a plane.
  func gradient(_ shape: PlaneShape, _ fill: GradientFill) {
    let program = use(programs.gradient, matrix: shape.matrix)
    setRect(program, shape.shape)
    glUniform2f(program["u_start"], Float(fill.start.x), Float(fill.start.y))
    glUniform2f(program["u_end"], Float(fill.end.x), Float(fill.end.y))
    glUniform1i(program["u_radial"], fill.isRadial ? 1 : 0)
    glUniform1i(program["u_count"], GLint(fill.colours.count))
    let colours = fill.colours.flatMap { colour -> [Float] in
      let (r, g, b, a) = colour.premultiplied
      return [r, g, b, a]
    }
    glUniform4fv(program["u_colours"], GLsizei(fill.colours.count), colours)
    glUniform1fv(program["u_locations"], GLsizei(fill.locations.count), fill.locations.map { Float($0) })
    draw(Self.planeQuad(shape.shape.rect, margin: shape.fringe), within: clip)
  }

  /// One pass of a Gaussian blur of `source` (a surface of this draw's canvas size) along `step` (texture
  /// coordinates per texel), σ `sigma` texels, over `box`.
  func blurPass(_ source: GLSurface, step: (Float, Float), sigma: Double, over box: PixelBox) {
    glActiveTexture(GLenum(GL_TEXTURE0))
    glBindTexture(GLenum(GL_TEXTURE_2D), source.texture)
    setFilter(GL_LINEAR)
    let program = use(programs.blur, matrix: .identity)
    glUniform1i(program["u_texture"], 0)
    glUniform2f(program["u_step"], step.0, step.1)
    glUniform1f(program["u_sigma"], Float(sigma))
    draw(pixelQuad(box), within: box)
  }

  /// A blurred backdrop (`blurred`, a surface covering the canvas at 1/`shrink` of its size) saturated,
  /// tinted and shown over a rounded rectangle of a plane.
  func material(_ shape: PlaneShape, _ fill: MaterialFill, blurred: GLSurface, shrink: Int) {
    glActiveTexture(GLenum(GL_TEXTURE0))
    glBindTexture(GLenum(GL_TEXTURE_2D), blurred.texture)
    setFilter(GL_LINEAR)
    let program = use(programs.material, matrix: shape.matrix)
    setRect(program, shape.shape)
    glUniform1i(program["u_texture"], 0)
    glUniform1f(program["u_saturation"], Float(fill.saturation))
    let (r, g, b, a) = fill.tint.premultiplied
    glUniform4f(program["u_tint"], r, g, b, a)
    glUniform1f(program["u_alpha"], Float(fill.alpha))
    glUniform2f(
      program["u_texel"], 1 / Float(shrink * blurred.width), 1 / Float(shrink * blurred.height))
    draw(Self.planeQuad(shape.shape.rect, margin: shape.fringe), within: clip)
  }

  // MARK: - Pieces

  private func scissor(_ box: PixelBox) {
    glScissor(GLint(box.x0), GLint(box.y0), GLsizei(box.width), GLsizei(box.height))
  }

  /// Makes `program` current with `matrix` as its canvas matrix.
  private func use(_ program: GLProgram, matrix: Transform3D) -> GLProgram {
    glUseProgram(program.id)
    let m = matrix
    let values: [Float] = [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ].map { Float($0) }
    glUniformMatrix4fv(program.matrix, 1, GLboolean(GL_FALSE), values)
    glUniform2f(program.canvas, Float(canvas.width), Float(canvas.height))
    return program
  }

  private func setColour(_ program: GLProgram, _ colour: RGBA8) {
    let (r, g, b, a) = colour.premultiplied
    glUniform4f(program["u_colour"], r, g, b, a)
  }

  private func setRect(_ program: GLProgram, _ shape: RoundedRectangle) {
    let rect = shape.rect
    glUniform4f(
      program["u_rect"], Float(rect.midX), Float(rect.midY), Float(rect.width / 2), Float(rect.height / 2))
    glUniform1f(program["u_radius"], Float(shape.radius))
  }

  /// Where the texture program takes each pixel's texel from.
  private enum Sampling {
    /// The quad's texture coordinates, through this part of the texture (unit coordinates).
    case mapped(Rect)
    /// The texel under the pixel (a surface of the canvas's size: a group, a resolved path).
    case underPixel
    /// A surface covering the canvas at 1/`by` of its size, the pixel moved back by `offset` first.
    case shrunk(GLSurface, by: Int, offset: Vector)
    /// A surface twice this draw's canvas size, at the corner four texels share.
    case halving(GLSurface)
  }

  /// The whole of a texture, in unit coordinates.
  static let whole = Rect(x: 0, y: 0, width: 1, height: 1)

  /// Binds `texture` to unit 0 with `filter` and makes the texture program current with `matrix`,
  /// sampling as `sampling` says, faded by `alpha`, premultiplying colours that are `straight`.
  private func useTexture(
    _ texture: GLuint, filter: Int32, matrix: Transform3D = .identity, sampling: Sampling, alpha: UInt8 = 255,
    straight: Bool = false, alphaOnly: Bool = false
  ) -> GLProgram {
    glActiveTexture(GLenum(GL_TEXTURE0))
    glBindTexture(GLenum(GL_TEXTURE_2D), texture)
    setFilter(filter)
    let kind: TextureSampling =
      switch sampling {
      case .mapped: straight ? .mappedStraight : .mapped
      case .underPixel: .underPixel
      case .shrunk, .halving: alphaOnly ? .shrunkAlpha : .shrunk
      }
    let program = use(programs.textures[kind]!, matrix: matrix)
    glUniform1i(program["u_texture"], 0)
    glUniform1f(program["u_alpha"], Float(alpha) / 255)
    switch sampling {
    case .mapped(let source):
      glUniform4f(
        program["u_source"], Float(source.minX), Float(source.minY), Float(source.width), Float(source.height))
    case .underPixel:
      break
    case .shrunk(let surface, let shrink, let offset):
      glUniform2f(program["u_texel"], 1 / Float(shrink * surface.width), 1 / Float(shrink * surface.height))
      glUniform2f(program["u_offset"], Float(offset.dx), Float(offset.dy))
    case .halving(let surface):
      glUniform2f(program["u_texel"], 2 / Float(surface.width), 2 / Float(surface.height))
      glUniform2f(program["u_offset"], 0, 0)
    }
    return program
  }

  private func setFilter(_ filter: Int32) {
    glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
    glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
  }

  /// A box of canvas pixels as a quad's vertices.
  private func pixelQuad(_ box: PixelBox) -> [Float] {
    let (x0, y0, x1, y1) = (Float(box.x0), Float(box.y0), Float(box.x1), Float(box.y1))
    return [x0, y0, 0, 1, 0, 0, x1, y0, 0, 1, 0, 0, x1, y1, 0, 1, 0, 0, x0, y1, 0, 1, 0, 0]
  }

  /// `rect` of a plane grown by `margin` points, as a quad's vertices in the plane's coordinates.
  static func planeQuad(_ rect: Rect, margin: Double) -> [Float] {
    let (x0, y0) = (Float(rect.minX - margin), Float(rect.minY - margin))
    let (x1, y1) = (Float(rect.maxX + margin), Float(rect.maxY + margin))
    return [x0, y0, 0, 1, 0, 0, x1, y0, 0, 1, 0, 0, x1, y1, 0, 1, 0, 0, x0, y1, 0, 1, 0, 0]
  }

  /// Rectangles of a plane as two triangles each, with no texture coordinates.
  static func planeQuads(_ rects: [Rect]) -> [Float] {
    var vertices: [Float] = []
    vertices.reserveCapacity(rects.count * 6 * vertexFloats)
    for rect in rects {
      let (x0, y0, x1, y1) = (Float(rect.minX), Float(rect.minY), Float(rect.maxX), Float(rect.maxY))
      for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y0), (x1, y1), (x0, y1)] { vertices += [x, y, 0, 1, 0, 0] }
    }
    return vertices
  }

  /// Draws `vertices` (``vertexFloats`` floats each) as separate triangles, scissored to `box`.
  private func drawTriangles(_ vertices: [Float], within box: PixelBox) {
    draw(vertices, as: GL_TRIANGLES, within: box)
  }

  /// Draws `vertices` (``vertexFloats`` floats each) as a triangle fan, scissored to `box`.
  private func draw(_ vertices: [Float], within box: PixelBox) {
    draw(vertices, as: GL_TRIANGLE_FAN, within: box)
  }

  private func draw(_ vertices: [Float], as mode: Int32, within box: PixelBox) {
    let box = box.intersection(clip)
    let count = vertices.count / Self.vertexFloats
    guard !box.isEmpty, count >= 3 else { return }
    scissor(box)
    vertices.withUnsafeBytes { bytes in
      glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STREAM_DRAW))
    }
    glDrawArrays(GLenum(mode), 0, GLsizei(count))
  }
}
