public import GlideAnimation
import CSDL2

/// Where a layer tree is drawn: an SDL renderer and the texture each frame is drawn into, at `scale` pixels
/// per point. Offscreen, it is SDL's software renderer on a surface of its own (no display, no X server);
/// on screen, it draws through a window's renderer (``init(renderer:size:scale:fonts:)``) and
/// ``present(in:)`` copies the finished frame to the window. The same drawing code serves both.
///
/// A frame is drawn into a texture rather than straight to the output so that parts of the tree can be
/// composed offscreen (group opacity, clipping under transforms): see ``LayerRenderer``.
public final class Canvas {
  /// The largest side, pixels, of a canvas (SDL's software renderer's limit on surfaces is higher; this
  /// keeps a frame under 1 GiB).
  public static let maximumSide = 16_384

  /// The drawing's size, points.
  public let size: Size
  /// Pixels per point (1, 2, 3 …): a point at (x, y) lands on pixel (x · scale, y · scale).
  public let scale: Double
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// The font the canvas draws text in.
  public let fonts: FontLibrary

  let renderer: OpaquePointer
  /// The surface the software renderer draws on (offscreen only).
  private let surface: UnsafeMutablePointer<SDL_Surface>?
  /// The texture each frame is drawn into.
  let frameTexture: OpaquePointer
  /// Textures for groups drawn offscreen, one per level of nesting, made when first needed.
  private var groupTextures: [OpaquePointer] = []
  /// The textures being drawn into, the frame's first, each with its clip.
  private var targets: [Target] = []
  /// The list the frame texture holds the drawing of (as built, before trimming), to draw only what
  /// changed from it.
  private var drawn: DisplayList?
  /// Text already drawn into textures, kept while frames keep using it.
  let text: TextCache

  struct Target {
    var texture: OpaquePointer
    /// Where drawing may land (pixels): the canvas, narrowed by clips.
    var clips: [PixelBox]
    /// The pixels a group's texture holds (the backdrop and what was drawn over it).
    var region: PixelBox
    var clip: PixelBox { clips.last ?? region }
  }

  /// An offscreen canvas of `size` points at `scale` pixels per point, drawn by SDL's software renderer.
  public convenience init(offscreenSize size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
    let (width, height) = try Self.pixels(size, scale: scale)
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, Self.format) else {
      throw .sdl(operation: "make a \(width)×\(height) surface", reason: SDL.error)
    }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw .sdl(operation: "make a software renderer", reason: SDL.error)
    }
    try self.init(renderer: renderer, surface: surface, size: size, scale: scale, fonts: fonts)
  }

  /// A canvas that draws through `renderer` (an `SDL_Renderer *`, a window's), which stays the caller's:
  /// draw a frame, then ``present(in:)`` it and call `SDL_RenderPresent`.
  public convenience init(renderer: OpaquePointer, size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
    try self.init(renderer: renderer, surface: nil, size: size, scale: scale, fonts: fonts)
  }

  private init(
    renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>?, size: Size, scale: Double,
    fonts: FontLibrary
  ) throws(RenderError) {
    let (width, height) = try Self.pixels(size, scale: scale)
    guard let texture = Self.makeTarget(renderer, width: width, height: height) else {
      if let surface {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
      }
      throw .sdl(operation: "make a \(width)×\(height) texture to draw into", reason: SDL.error)
    }
    (self.size, self.scale, pixelWidth, pixelHeight) = (size, scale, width, height)
    (self.renderer, self.surface, frameTexture, self.fonts) = (renderer, surface, texture, fonts)
    text = TextCache(renderer: renderer, fonts: fonts)
  }

  deinit {
    text.removeAll()
    for texture in groupTextures { SDL_DestroyTexture(texture) }
    SDL_DestroyTexture(frameTexture)
    if let surface {
      SDL_DestroyRenderer(renderer)
      SDL_FreeSurface(surface)
    }
  }

  /// ARGB, 8 bits a channel: what SDL's software renderer blends fastest.
  static let format = SDL_PIXELFORMAT_ARGB8888.rawValue

  private static func pixels(_ size: Size, scale: Double) throws(RenderError) -> (Int, Int) {
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Double(maximumSide),
      height <= Double(maximumSide)
    else {
      throw .canvasSize(
        width: width.isFinite ? Int(max(min(width, 1e9), -1e9)) : 0,
        height: height.isFinite ? Int(max(min(height, 1e9), -1e9)) : 0)
    }
    return (Int(width), Int(height))
  }

  private static func makeTarget(_ renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
  }

  /// Every pixel of the canvas.
  public var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

  /// The pixels the last frame drew differently from the one before (empty when nothing moved; the
  /// whole canvas for the first): what a window whose pixels stay between presents copies again.
  public private(set) var lastDamage = DamageRegion()

  // MARK: - Frames

  /// Draws a frame: runs `list` (as built: its first command fills the canvas) into the frame texture.
  /// Only the boxes where it draws differently from the last list are drawn again (``DamageRegion``; nothing, for a frame
  /// where nothing moved); what later opaque fills cover is left out.
  func draw(_ list: DisplayList) {
    let damage = drawn.flatMap { list.damage(since: $0) } ?? DamageRegion(bounds)
    drawn = list
    lastDamage = damage
    var trimmed = list
    if !damage.isEmpty { trimmed.removeHiddenDrawing() }
    for box in damage.boxes { run(trimmed, in: box) }
    text.sweep()
  }

  /// Runs `list`'s commands into the frame texture with drawing kept inside `box`.
  private func run(_ list: DisplayList, in box: PixelBox) {
    targets = [Target(texture: frameTexture, clips: [box], region: bounds)]
    SDL_SetRenderTarget(renderer, frameTexture)
    applyClip()
    var skipping = 0  // groups being skipped (their texture could not be made)
    for command in list.commands {
      if skipping > 0 {
        if case .beginGroup = command { skipping += 1 }
        if case .endGroup = command { skipping -= 1 }
        continue
      }
      // What lies wholly outside the box would be clipped away by SDL after it had queued and walked it.
      if let bounds = command.bounds, bounds.intersection(box).isEmpty {
        if case .beginGroup = command { skipping = 1 }
        continue
      }
      switch command {
      case .fill(let box, let colour): fill(box, colour)
      case .fillTriangles(let triangles, let colour, _): fill(triangles, colour)
      case .copy(let picture, let box, let alpha, _): copy(picture.texture, into: box, alpha: alpha)
      case .texture(let triangles, let picture, let colour, let blended, _):
        drawTriangles(
          triangles, texture: picture.texture, size: (picture.width, picture.height), colour: colour, blended: blended)
      case .pushClip(let box): pushClip(box)
      case .popClip: popClip()
      case .beginGroup(let region): if !beginGroup(in: region) { skipping = 1 }
      case .endGroup(let alpha, let mask): endGroup(alpha: alpha, mask: mask)
      }
    }
    precondition(targets.count == 1, "a group was left open")
  }

  /// The last frame's pixels.
  public func image() -> RenderImage {
    var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 3)
    pixels.withUnsafeMutableBytes { read(into: $0) }
    return RenderImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
  }

  /// Copies the last frame's pixels into `buffer` (at least `pixelWidth × pixelHeight × 3` bytes) as 8-bit
  /// RGB rows, top to bottom, without making an image (for streaming frames to an encoder).
  public func read(into buffer: UnsafeMutableRawBufferPointer) {
    precondition(buffer.count >= pixelWidth * pixelHeight * 3, "Canvas.read: the buffer is too small")
    SDL_SetRenderTarget(renderer, frameTexture)
    SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, Int32(pixelWidth * 3))
  }

  /// Copies the last frame to the renderer's own output (a window), scaled into `rect` (pixels of the
  /// output; the whole output when nil). The caller then calls `SDL_RenderPresent`.
  public func present(in rect: (x: Int, y: Int, width: Int, height: Int)? = nil) {
    SDL_SetRenderTarget(renderer, nil)
    SDL_SetTextureBlendMode(frameTexture, SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(frameTexture, 255)
    if let rect {
      var destination = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
      SDL_RenderCopy(renderer, frameTexture, nil, &destination)
    } else {
      SDL_RenderCopy(renderer, frameTexture, nil, nil)
    }
  }

  /// Copies only `part` of the last frame (canvas pixels) to the renderer's output, one to one, with the
  /// canvas's top-left corner at (`x`, `y`) of the output: for an output whose pixels stay between
  /// presents (SDL's software renderer on a window), where the rest is already there.
  public func present(_ part: DamageRegion, at x: Int, _ y: Int) {
    SDL_SetRenderTarget(renderer, nil)
    SDL_SetTextureBlendMode(frameTexture, SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(frameTexture, 255)
    for piece in part.boxes {
      let box = piece.intersection(bounds)
      guard !box.isEmpty else { continue }
      var source = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
      var destination = SDL_Rect(
        x: Int32(box.x0 + x), y: Int32(box.y0 + y), w: Int32(box.width), h: Int32(box.height))
      SDL_RenderCopy(renderer, frameTexture, &source, &destination)
    }
  }

  // MARK: - Clipping and groups

  /// Where drawing may land now.
  private var clip: PixelBox { targets[targets.count - 1].clip }

  /// Narrows drawing to `box` until ``popClip()``.
  private func pushClip(_ box: PixelBox) {
    targets[targets.count - 1].clips.append(box.intersection(clip))
    applyClip()
  }

  private func popClip() {
    targets[targets.count - 1].clips.removeLast()
    applyClip()
  }

  private func applyClip() {
    let box = clip
    var rect = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
    SDL_RenderSetClipRect(renderer, &rect)
  }

  /// Starts drawing offscreen: a texture that starts as a copy of what is under `region` (pixels), so what
  /// is drawn into it composes over the backdrop exactly as it would on the canvas. ``endGroup(alpha:mask:)``
  /// puts the result back, faded and masked. The backdrop is opaque, so the group is too, and fading it
  /// by α gives α·(group over transparent) + (1 − α·its coverage)·backdrop: Core Animation's group opacity.
  /// False when the region is empty or no texture could be made (draw nothing, and do not end the group).
  private func beginGroup(in region: PixelBox) -> Bool {
    let region = region.intersection(clip)
    guard !region.isEmpty else { return false }
    let depth = targets.count - 1
    if depth == groupTextures.count {
      guard let texture = Self.makeTarget(renderer, width: pixelWidth, height: pixelHeight) else { return false }
      groupTextures.append(texture)
    }
    let parent = targets[targets.count - 1].texture
    let texture = groupTextures[depth]
    SDL_SetRenderTarget(renderer, texture)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetTextureBlendMode(parent, SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(parent, 255)
    var rect = SDL_Rect(x: Int32(region.x0), y: Int32(region.y0), w: Int32(region.width), h: Int32(region.height))
    SDL_RenderCopy(renderer, parent, &rect, &rect)
    targets.append(Target(texture: texture, clips: [], region: region))
    applyClip()
    return true
  }

  /// Composes the group begun last onto what was under it: faded by `alpha` (0…255), and only inside
  /// `mask` (triangles, pixels) when one is given.
  private func endGroup(alpha: UInt8, mask: [Triangle]?) {
    let group = targets.removeLast()
    let target = targets[targets.count - 1].texture
    SDL_SetRenderTarget(renderer, target)
    applyClip()
    guard alpha > 0 else { return }
    if let mask {
      // Only over the group's region: the texture holds the group there and stale pixels beyond it.
      pushClip(group.region)
      defer { popClip() }
      let (width, height) = (Double(pixelWidth), Double(pixelHeight))
      let pieces = Mesh.splitForSoftwareRenderer(mask, textureSide: max(pixelWidth, pixelHeight))
      let mapped = pieces.map { triangle in
        triangle.map { vertex in
          // The texel under each vertex (its centre, so that SDL's truncation lands on the same pixel),
          // kept within the texture: SDL refuses the whole draw when a coordinate leaves 0…1, which a
          // vertex on the canvas's right or bottom edge (or the pixel to spare beyond it) would.
          ScreenVertex(
            x: vertex.x, y: vertex.y, u: min(max((vertex.x + 0.5) / width, 0), 1),
            v: min(max((vertex.y + 0.5) / height, 0), 1))
        }
      }
      drawTriangles(
        mapped, texture: group.texture, size: (pixelWidth, pixelHeight), colour: RGBA8(gray: 255, alpha: alpha),
        blended: alpha < 255)
    } else {
      SDL_SetTextureBlendMode(group.texture, alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
      SDL_SetTextureAlphaMod(group.texture, alpha)
      var rect = SDL_Rect(
        x: Int32(group.region.x0), y: Int32(group.region.y0), w: Int32(group.region.width),
        h: Int32(group.region.height))
      SDL_RenderCopy(renderer, group.texture, &rect, &rect)
    }
  }

  // MARK: - Drawing

  /// Fills `box` with `colour`.
  private func fill(_ box: PixelBox, _ colour: RGBA8) {
    guard colour.alpha > 0, !box.isEmpty else { return }
    setDrawColour(colour)
    var rect = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
    SDL_RenderFillRect(renderer, &rect)
  }

  /// Fills the triangles (pixels) with `colour`.
  private func fill(_ triangles: [Triangle], _ colour: RGBA8) {
    guard colour.alpha > 0, !triangles.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, colour.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    var vertices: [SDL_Vertex] = []
    vertices.reserveCapacity(triangles.count * 3)
    let c = colour.sdl
    for triangle in triangles {
      for vertex in triangle.vertices {
        vertices.append(SDL_Vertex(position: vertex.position, color: c, tex_coord: SDL_FPoint(x: 0, y: 0)))
      }
    }
    renderGeometry(vertices, texture: nil, separately: Mesh.softwareRendererMisreads(triangles, textureSize: nil))
  }

  /// Draws `texture` (`size` pixels, blended by its own alpha) into `box`, faded by `alpha`.
  private func copy(_ texture: OpaquePointer, into box: PixelBox, alpha: UInt8) {
    guard alpha > 0, !box.isEmpty else { return }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureAlphaMod(texture, alpha)
    var rect = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
    SDL_RenderCopy(renderer, texture, nil, &rect)
  }

  /// Draws the triangles (pixels, with texture coordinates 0…1 across `texture`, which is `size` pixels),
  /// each texel modulated by `colour`; blended by the texels' alpha, or copied when not `blended`.
  private func drawTriangles(_ triangles: [Triangle], texture: OpaquePointer, size: (Int, Int), colour: RGBA8, blended: Bool) {
    guard colour.alpha > 0 else { return }
    SDL_SetTextureBlendMode(texture, blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetTextureAlphaMod(texture, 255)
    let pieces = Mesh.splitForSoftwareRenderer(triangles, textureSide: max(size.0, size.1))
    guard !pieces.isEmpty else { return }
    var vertices: [SDL_Vertex] = []
    vertices.reserveCapacity(pieces.count * 3)
    let c = colour.sdl
    for triangle in pieces {
      for vertex in triangle.vertices {
        vertices.append(
          SDL_Vertex(position: vertex.position, color: c, tex_coord: SDL_FPoint(x: Float(vertex.u), y: Float(vertex.v))))
      }
    }
    renderGeometry(
      vertices, texture: texture, separately: Mesh.softwareRendererMisreads(pieces, textureSize: (size.0, size.1)))
  }

  /// Draws `vertices` as triangles, three by three; `separately` with an index list that gives each
  /// triangle vertices of its own, so that SDL's software renderer draws every one as a triangle rather
  /// than reading pairs of them as rectangles (``Mesh/softwareRendererMisreads(_:textureSize:)``).
  private func renderGeometry(_ vertices: [SDL_Vertex], texture: OpaquePointer?, separately: Bool) {
    guard separately else {
      SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), nil, 0)
      return
    }
    let indices = (0..<Int32(vertices.count)).map { $0 }
    SDL_RenderGeometry(renderer, texture, vertices, Int32(vertices.count), indices, Int32(indices.count))
  }

  /// A picture holding `image` (opaque), for drawing through a layer's matrix; the caller destroys its
  /// texture.
  func picture(of image: RenderImage) throws(RenderError) -> Picture {
    let texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_RGB24.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(image.width),
      Int32(image.height))
    guard let texture else {
      throw .sdl(operation: "make a \(image.width)×\(image.height) texture of an image", reason: SDL.error)
    }
    image.pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.width * 3)) }
    return Picture(texture: texture, width: image.width, height: image.height)
  }

  private func setDrawColour(_ colour: RGBA8) {
    SDL_SetRenderDrawBlendMode(renderer, colour.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, colour.red, colour.green, colour.blue, colour.alpha)
  }
}

/// A colour as SDL draws it: 8 bits a channel, alpha straight (not premultiplied).
struct RGBA8: Hashable, Sendable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8

  /// `colour` with its alpha multiplied by `opacity`, each channel rounded to the nearest of 256 levels.
  init(_ colour: Color, opacity: Double) {
    red = Self.level(colour.red)
    green = Self.level(colour.green)
    blue = Self.level(colour.blue)
    alpha = Self.level(colour.alpha * opacity)
  }

  init(gray: UInt8, alpha: UInt8) { (red, green, blue, self.alpha) = (gray, gray, gray, alpha) }

  /// `value` (0…1, clamped) as 0…255.
  static func level(_ value: Double) -> UInt8 {
    guard value.isFinite else { return value > 0 ? 255 : 0 }
    return UInt8((min(max(value, 0), 1) * 255).rounded())
  }

  var sdl: SDL_Color { SDL_Color(r: red, g: green, b: blue, a: alpha) }
}

extension ScreenVertex {
  var position: SDL_FPoint { SDL_FPoint(x: Float(x), y: Float(y)) }
}
