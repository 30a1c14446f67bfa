public import GlideAnimation
import CGLES
import CSDL2

/// Where a layer tree is drawn: a frame of `size` points at `scale` pixels per point, composited by
/// OpenGL ES 3 (`GLContext`: EGL's surfaceless platform, Mesa's llvmpipe where there is no GPU) into a
/// framebuffer object of its own. Offscreen, frames are read back (``image()``, ``read(into:)``); for a
/// window (``init(renderer:size:scale:fonts:)``), ``present(in:)`` and ``present(_:at:_:)`` copy the
/// finished frame, or only what changed, into a streaming texture of the window's SDL renderer. The same
/// drawing serves both.
///
/// Each frame runs a `DisplayList`: plain fills clear boxes (the cheapest thing a rasteriser does);
/// shapes, shadows, polygons and pictures are quads and polygons through their layer's matrix, shaded by
/// `GLPrograms`; a group (opacity of a whole layer, a clip under a transform) is drawn into a texture that
/// starts as a copy of what lies under it, then composed back, faded and masked.
public final class Canvas {
  /// The largest side, pixels, of a canvas (llvmpipe's largest texture, 16,384; a driver whose textures,
  /// renderbuffers or viewports are smaller lowers it to its own, ``RenderError/canvasSize(width:height:maximumSide:)``).
  public static let maximumSide = 16_384
  /// The most pixels a canvas has: 4096 × 4096, 64 MiB a surface (RGBA). Every surface the compositor
  /// keeps is the canvas's size (the frame, a group's copy a level of nesting, up to three kept prefixes,
  /// the four-sample path surface at 32 bytes a pixel), so this bounds a canvas's memory at about 1.2 GiB.
  public static let maximumPixels = 16_777_216

  /// The pixels of a canvas of `size` points at `scale` pixels per point, each side rounded, checked
  /// against ``maximumSide`` and ``maximumPixels`` without starting OpenGL ES: for refusing options before
  /// anything is drawn.
  /// - Throws: ``RenderError/canvasSize(width:height:maximumSide:)`` for a side under 1 or past the
  ///   limits (NaN and infinities included).
  public static func pixelSize(of size: Size, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
    let width = (size.width * scale).rounded()
    let height = (size.height * scale).rounded()
    func clamped(_ value: Double) -> Int { value.isFinite ? Int(max(min(value, 1e12), -1e12)) : 0 }
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Double(maximumSide),
      height <= Double(maximumSide), width * height <= Double(maximumPixels)
    else {
      throw .canvasSize(width: clamped(width), height: clamped(height))
    }
    return (Int(width), Int(height))
  }

  /// The drawing's size, points.
  public let size: Size
  /// Pixels per point (1, 2, 3 …): a point at (x, y) lands on pixel (x · scale, y · scale).
  public let scale: Double
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// The font the canvas draws text in.
  public let fonts: FontLibrary

  let gl: GLContext
  /// The frame's framebuffer and texture, then one per level of group nesting, made when first needed.
  private var surfaces: [GLSurface] = []
  /// The surfaces being drawn into, the frame's first, each with its clip.
  private var targets: [Target] = []
  /// The list the frame holds the drawing of (as built, before trimming), to draw only what changed.
  private(set) var drawn: DisplayList?
  /// Text already drawn into textures, kept while frames keep using it.
  let text: TextCache
  /// The window's renderer and the texture frames are copied into for it (nil offscreen, and once
  /// ``releaseWindowTexture()`` has let it go).
  private var window: (renderer: OpaquePointer, texture: OpaquePointer)?
  /// Bytes for reading a frame back (RGBA), kept between frames.
  private var readBuffer: [UInt8] = []

  struct Target {
    var surface: GLSurface
    /// Where drawing may land (pixels): the canvas, narrowed by clips.
    var clips: [PixelBox]
    /// The pixels a group's texture holds (the backdrop and what was drawn over it).
    var region: PixelBox
    var clip: PixelBox { clips.last ?? region }
  }

  /// An offscreen canvas of `size` points at `scale` pixels per point.
  public convenience init(offscreenSize size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
    try self.init(size: size, scale: scale, fonts: fonts, renderer: nil)
  }

  /// A canvas whose frames are shown through `renderer` (an `SDL_Renderer *`, a window's), which stays
  /// the caller's: draw a frame, then ``present(in:)`` it and call `SDL_RenderPresent`.
  public convenience init(renderer: OpaquePointer, size: Size, scale: Double, fonts: FontLibrary) throws(RenderError) {
    try self.init(size: size, scale: scale, fonts: fonts, renderer: renderer)
  }

  private init(size: Size, scale: Double, fonts: FontLibrary, renderer: OpaquePointer?) throws(RenderError) {
    let (width, height) = try Self.pixelSize(of: size, scale: scale)
    let gl = try GLContext.shared()
    guard max(width, height) <= gl.parts.maximumSide else {
      throw .canvasSize(width: width, height: height, maximumSide: gl.parts.maximumSide)
    }
    let frame = gl.run { GLSurface(width: width, height: height) }
    guard let frame else {
      throw .gl(operation: "make a \(width)×\(height) framebuffer to draw into", reason: "it is incomplete")
    }
    if let renderer {
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
        Int32(height))
      guard let texture else {
        gl.run { frame.delete() }
        throw .sdl(operation: "make a \(width)×\(height) texture to show frames in", reason: SDL.error)
      }
      window = (renderer, texture)
    } else {
      window = nil
    }
    (self.size, self.scale, pixelWidth, pixelHeight) = (size, scale, width, height)
    (self.gl, self.fonts) = (gl, fonts)
    surfaces = [frame]
    text = TextCache(gl: gl, fonts: fonts)
  }

  deinit {
    text.removeAll()
    contentsPictures.removeAll(in: gl)
    let blurs = blurSurfaces.values.flatMap { [$0.0, $0.1] }
    let multisample = multisample
    let keptSurface = kept.map(\.surface)
    gl.run {
      for surface in surfaces + blurs + keptSurface { surface.delete() }
      multisample?.delete()
    }
    releaseWindowTexture()
  }

  /// Destroys the texture frames are shown through: call it before the window's renderer is destroyed
  /// (which destroys its textures itself, so a canvas outliving it must not touch the texture again).
  /// The canvas then draws as before and presents nothing.
  public func releaseWindowTexture() {
    guard let window else { return }
    SDL_DestroyTexture(window.texture)
    self.window = nil
  }

  /// Makes the compositor's OpenGL ES context now (it is otherwise made with the first canvas), so a
  /// broken driver is one ``RenderError`` before anything else is opened (a window's own GL renderer
  /// would meet it as an X error, which ends the process). Returns the rasteriser's name.
  @discardableResult
  public static func startCompositor() throws(RenderError) -> String {
    try GLContext.shared().renderer
  }

  /// Every pixel of the canvas.
  public var bounds: PixelBox { PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight) }

  /// The pixels the last frame drew differently from the one before (empty when nothing moved; the
  /// whole canvas for the first): what a window whose pixels stay between presents copies again.
  public private(set) var lastDamage = DamageRegion()

  /// The GPU or rasteriser drawing the frames ("llvmpipe (LLVM 15.0.6, 256 bits)").
  public var rendererName: String { gl.renderer }

  // MARK: - Frames

  /// Draws a frame: runs `list` (as built: its first command fills the canvas). Only the boxes where it
  /// draws differently from the last list are drawn again (``DamageRegion``; nothing, for a frame where
  /// nothing moved); what later opaque fills cover is left out. When the list begins with the commands
  /// of the kept prefix (``KeptPrefix``), those boxes are copied from it and only the rest is drawn.
  /// A list with a blur material is drawn whole and untrimmed: the blur reads what lies under it, beyond
  /// any box that changed.
  func draw(_ list: DisplayList) {
    let readsBackdrop = list.readsBackdrop
    var damage = drawn.flatMap { list.damage(since: $0) } ?? DamageRegion(bounds)
    if readsBackdrop && !damage.isEmpty { damage = DamageRegion(bounds) }
    let previous = drawn
    drawn = list
    lastDamage = damage
    if !damage.isEmpty {
      gl.run {
        GLDraw.begin(width: pixelWidth, height: pixelHeight, programs: gl.programs, buffer: gl.vertexBuffer)
        let start = keepPrefix(of: list, previous: previous, damage: damage)
        // A translucent fill over every changed box first (a dimming view fading): composed with the
        // kept pixels as they are copied.
        var dimming: RGBA8?
        if start > 0, start < list.commands.count, case .fill(let box, let colour) = list.commands[start],
          colour.alpha > 0, colour.alpha < 255,
          damage.boxes.allSatisfy({ $0.intersection(box) == $0 })
        {
          dimming = colour
        }
        let first = start + (dimming == nil ? 0 : 1)
        var rest = first == 0 ? list : DisplayList(commands: Array(list.commands[first...]))
        if !rest.readsBackdrop { rest.removeHiddenDrawing() }
        for box in damage.boxes {
          if let dimming {
            dim(box, by: dimming)
          } else if start > 0 {
            surfaces[0].copy(box, from: kept[0].surface)
          }
          run(rest, in: box)
        }
      }
    }
    let keeping = kept.reduce(into: Set<Int>()) { $0.formUnion($1.pictures) }
    text.sweep(keeping: keeping)
    contentsPictures.sweep(in: gl, keeping: keeping)
    pathPictures.sweep(in: gl)
  }

  // MARK: - The kept prefix

  /// The first commands of recent frames, each drawn once and kept, the last used first: a screen that
  /// goes and comes back (Home under Detail, pinch after pinch) finds its drawing still kept.
  private var kept: [KeptPrefix] = []
  /// The most prefixes kept (each a surface the canvas's size).
  static let keptPrefixLimit = 3
  /// How many times a prefix has been drawn to be kept.
  private(set) var prefixesKept = 0

  /// How many of `list`'s first commands this frame copies from a kept prefix (0: it draws them all),
  /// that prefix then the first of ``kept``. The longest kept prefix the list begins with serves. A new
  /// one is drawn when the list and the one before it (`previous`) begin with the same drawing, more than
  /// fills, that none of the kept ones holds: the first frame of a screen moving over a still one draws
  /// everything, the second keeps the still part. Only when `damage` covers a quarter of the canvas or
  /// more (and only then are the two lists compared): drawing the prefix whole costs a frame, and in a
  /// few small boxes it costs little anyway.
  private func keepPrefix(of list: DisplayList, previous: DisplayList?, damage: DamageRegion) -> Int {
    let commands = list.commands
    var (held, best) = (0, -1)
    for (index, prefix) in kept.enumerated() {
      let length = prefix.length(in: list)
      if length > held { (held, best) = (length, index) }
    }
    if best > 0 { kept.insert(kept.remove(at: best), at: 0) }
    let area = damage.boxes.reduce(0) { $0 + $1.width * $1.height }
    guard area * 4 >= pixelWidth * pixelHeight, let previous else { return held }
    let stable = list.keepableLength(within: DisplayList.commonPrefix(previous.commands, commands))
    guard stable > held, DisplayList.drawsMoreThanFills(commands[held..<stable]) else { return held }
    // The least recently used surface is drawn over once there are enough of them.
    let reused = kept.count >= Self.keptPrefixLimit ? kept.removeLast().surface : nil
    guard let surface = reused ?? GLSurface(width: pixelWidth, height: pixelHeight) else { return held }
    // Drawn from the longest kept prefix it extends, when there is one.
    if held > 0 { surface.copy(bounds, from: kept[0].surface) }
    var prefix = DisplayList(commands: Array(commands[held..<stable]))
    if !prefix.readsBackdrop { prefix.removeHiddenDrawing() }
    run(prefix, in: bounds, onto: surface)
    kept.insert(KeptPrefix(commands: Array(commands[..<stable]), surface: surface), at: 0)
    prefixesKept += 1
    return stable
  }

  /// Writes `box` of the frame as the most recently used kept prefix with `colour` laid over it
  /// (``KeptPrefixDimming``), reading the prefix's pixels back the first time.
  private func dim(_ box: PixelBox, by colour: RGBA8) {
    if kept[0].pixels == nil {
      var pixels = [UInt32](repeating: 0, count: pixelWidth * pixelHeight)
      pixels.withUnsafeMutableBytes { kept[0].surface.read(bounds, into: $0.baseAddress!, rowLength: pixelWidth) }
      kept[0].pixels = pixels
    }
    kept[0].pixels!.withUnsafeBufferPointer { pixels in
      KeptPrefixDimming.compose(colour, over: pixels, width: pixelWidth, box: box, into: &composed)
    }
    write(composed, box: box, into: surfaces[0])
    boxesDimmed += 1
  }

  /// Pixels composed on the CPU for the frame, kept between frames.
  private var composed: [UInt32] = []
  /// How many boxes have been dimmed on the CPU.
  private(set) var boxesDimmed = 0

  /// Writes `pixels` (RGBA, rows of `box.width`) into `box` of `surface`, replacing what was there.
  private func write(_ pixels: [UInt32], box: PixelBox, into surface: GLSurface) {
    glBindTexture(GLenum(GL_TEXTURE_2D), surface.texture)
    glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(box.width))
    pixels.withUnsafeBytes { bytes in
      glTexSubImage2D(
        GLenum(GL_TEXTURE_2D), 0, GLint(box.x0), GLint(box.y0), GLsizei(box.width), GLsizei(box.height),
        GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    }
    glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
  }

  /// Runs `list`'s commands into the frame (or `surface`) with drawing kept inside `box`.
  private func run(_ list: DisplayList, in box: PixelBox, onto surface: GLSurface? = nil) {
    let base = surface ?? surfaces[0]
    targets = [Target(surface: base, clips: [box], region: bounds)]
    base.bind()
    var skipping = 0  // groups being skipped (their surface could not be made)
    pages = 0
    // Translucent fills in a row, drawn as one batch when something else comes.
    var pending: [(PixelBox, RGBA8)] = []
    func flush() {
      guard !pending.isEmpty else { return }
      GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: clip).fills(pending)
      pending.removeAll(keepingCapacity: true)
    }
    for command in list.commands {
      if skipping > 0 {
        switch command {
        case .beginGroup, .beginMask, .beginPage: skipping += 1
        case .endGroup, .endPage: skipping -= 1
        case .endMask: skipping -= 2
        default: break
        }
        continue
      }
      if let bounds = command.bounds, bounds.intersection(box).isEmpty {
        if case .beginGroup = command { skipping = 1 }
        continue
      }
      if case .fill(let fill, let colour) = command, colour.alpha < 255 {
        let inside = fill.intersection(clip)
        if !inside.isEmpty && colour.alpha > 0 { pending.append((inside, colour)) }
        continue
      }
      flush()
      let draw = GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: clip)
      switch command {
      case .fill(let box, let colour): draw.fill(box, colour)
      case .shape(let shape, let colour, let border, let skip, let bounds):
        for piece in DisplayList.subtract(skip, from: bounds) {
          draw.within(piece) { $0.shape(shape, colour: colour, border: border) }
        }
      case .shadow(let shape, let colour, let sigma, let skip, let bounds):
        for piece in DisplayList.subtract(skip, from: bounds) {
          draw.within(piece) { $0.shadow(shape, colour: colour, sigma: sigma) }
        }
      case .polygon(let polygon, let colour, _): draw.polygon(polygon, colour)
      case .copy(let picture, let box, let alpha, _): draw.copy(picture, into: box, alpha: alpha)
      case .image(let picture, let rect, let matrix, let source, let alpha, _):
        if alpha < 255 || !resample(picture, rect, matrix, source: source) {
          draw.image(picture, rect, matrix, source: source, alpha: alpha)
        }
      case .gradient(let shape, let fill, _): draw.gradient(shape, fill)
      case .material(let shape, let fill, let bounds): material(shape, fill, over: bounds)
      case .path(let fill, let alpha, let bounds): path(fill, alpha: alpha, over: bounds)
      case .pushClip(let box): targets[targets.count - 1].clips.append(box.intersection(clip))
      case .popClip: targets[targets.count - 1].clips.removeLast()
      case .beginGroup(let region): if !beginGroup(in: region) { skipping = 1 }
      case .endGroup(let alpha, let mask): endGroup(alpha: alpha, mask: mask)
      case .beginMask(let region): if !beginMask(in: region) { skipping = 2 }
      case .beginPage(let region): if !beginPage(in: region) { skipping = 1 }
      case .endPage: endPage()
      case .curl(let pieces, let bounds): curl(pieces, over: bounds)
      case .softShadow(let shadow, let bounds): softShadow(shadow, over: bounds)
      case .drawingShadow(let shadow, let bounds): drawingShadow(shadow, over: bounds)
      case .endMask(let alpha): endMask(alpha: alpha)
      }
    }
    flush()
    precondition(targets.count == 1, "a group was left open")
  }

  /// Waits until the GPU (or llvmpipe's threads) has drawn everything asked of it: for timing the
  /// drawing apart from the readback, which would otherwise wait for it.
  public func finish() {
    gl.run { glFinish() }
  }

  /// The last frame's pixels.
  public func image() -> RenderImage {
    var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 3)
    pixels.withUnsafeMutableBytes { read(into: $0) }
    return RenderImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
  }

  /// The last frame's pixels as 8-bit RGBA rows, top to bottom (the alpha opaque): what OpenGL reads
  /// back, with no conversion (for an encoder that leaves the alpha out itself).
  public func readRGBA() -> [UInt8] {
    var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
    pixels.withUnsafeMutableBytes { readBack(into: $0.baseAddress!) }
    return pixels
  }

  /// Reads the whole frame back as RGBA rows into `rgba` (`pixelWidth × pixelHeight × 4` bytes).
  private func readBack(into rgba: UnsafeMutableRawPointer) {
    gl.run { surfaces[0].read(bounds, into: rgba, rowLength: pixelWidth) }
  }

  /// Copies the last frame's pixels into `buffer` (at least `pixelWidth × pixelHeight × 3` bytes) as 8-bit
  /// RGB rows, top to bottom, without making an image (for streaming frames to an encoder).
  public func read(into buffer: UnsafeMutableRawBufferPointer) {
    precondition(buffer.count >= pixelWidth * pixelHeight * 3, "Canvas.read: the buffer is too small")
    let count = pixelWidth * pixelHeight * 4
    if readBuffer.count != count { readBuffer = [UInt8](repeating: 0, count: count) }
    let (width, height) = (pixelWidth, pixelHeight)
    readBuffer.withUnsafeMutableBytes { rgba in
      readBack(into: rgba.baseAddress!)
      _ = SDL_ConvertPixels(
        Int32(width), Int32(height), SDL_PIXELFORMAT_RGBA32.rawValue, rgba.baseAddress, Int32(width * 4),
        SDL_PIXELFORMAT_RGB24.rawValue, buffer.baseAddress, Int32(width * 3))
    }
  }

  /// Copies the last frame to the window's renderer, scaled into `rect` (pixels of the output; the whole
  /// output when nil). The caller then calls `SDL_RenderPresent`.
  public func present(in rect: (x: Int, y: Int, width: Int, height: Int)? = nil) {
    guard let window else { return }
    upload(bounds)
    SDL_SetRenderTarget(window.renderer, nil)
    SDL_SetTextureBlendMode(window.texture, SDL_BLENDMODE_NONE)
    if let rect {
      var destination = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
      SDL_RenderCopy(window.renderer, window.texture, nil, &destination)
    } else {
      SDL_RenderCopy(window.renderer, window.texture, nil, nil)
    }
  }

  /// Copies only `part` of the last frame (canvas pixels) to the window's renderer, one to one, with the
  /// canvas's top-left corner at (`x`, `y`) of the output: for an output whose pixels stay between
  /// presents (SDL's software renderer on a window), where the rest is already there.
  public func present(_ part: DamageRegion, at x: Int, _ y: Int) {
    guard let window else { return }
    SDL_SetRenderTarget(window.renderer, nil)
    SDL_SetTextureBlendMode(window.texture, SDL_BLENDMODE_NONE)
    for piece in part.boxes {
      let box = piece.intersection(bounds)
      guard !box.isEmpty else { continue }
      upload(box)
      var source = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
      var destination = SDL_Rect(
        x: Int32(box.x0 + x), y: Int32(box.y0 + y), w: Int32(box.width), h: Int32(box.height))
      SDL_RenderCopy(window.renderer, window.texture, &source, &destination)
    }
  }

  /// Reads `box` of the frame back into the window's texture.
  private func upload(_ box: PixelBox) {
    guard let window, !box.isEmpty else { return }
    var rect = SDL_Rect(x: Int32(box.x0), y: Int32(box.y0), w: Int32(box.width), h: Int32(box.height))
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(window.texture, &rect, &pixels, &pitch) == 0, let pixels else { return }
    gl.run { surfaces[0].read(box, into: pixels, rowLength: Int(pitch) / 4) }
    SDL_UnlockTexture(window.texture)
  }

  // MARK: - Blur materials

  /// Surfaces at ½, ¼, ⅛ … of the canvas's size for blurring (two at each level, made when first needed).
  private var blurSurfaces: [Int: (GLSurface, GLSurface)] = [:]

  /// The blur material over `bounds`: what the current target holds under it (and 3σ around), blurred
  /// (``blur(_:_:sigma:)``), then drawn back through the shape, saturated and tinted.
  private func material(_ shape: PlaneShape, _ fill: MaterialFill, over bounds: PixelBox) {
    let target = targets[targets.count - 1]
    let region = bounds.intersection(target.clip)
    guard !region.isEmpty else { return }
    let source = region.grown(by: Int((3 * fill.sigma).rounded(.up))).intersection(target.region)
    guard let (blurred, shrink) = blur(target.surface, source, sigma: fill.sigma) else { return }
    target.surface.bind()
    GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region).material(
      shape, fill, blurred: blurred, shrink: shrink)
  }

  /// `box` of `surface` shrunk by halves until σ is at most 3 texels, then blurred across and down at
  /// that size: the surface holding it (covering the canvas at 1/shrink of its size) and the shrink.
  private func blur(_ surface: GLSurface, _ box: PixelBox, sigma: Double) -> (GLSurface, Int)? {
    var level = 0
    while sigma / Double(1 << level) > 3 && level < 5 { level += 1 }
    level = max(level, 1)
    // Aligned to the shrinking's steps, so each halving maps texels exactly.
    let grain = 1 << level
    var box = PixelBox(
      x0: box.x0 & ~(grain - 1), y0: box.y0 & ~(grain - 1), x1: (box.x1 + grain - 1) & ~(grain - 1),
      y1: (box.y1 + grain - 1) & ~(grain - 1)
    ).intersection(bounds)
    var from = surface
    var small: (GLSurface, GLSurface)?
    for step in 1...level {
      guard let pair = blurPair(level: step) else { return nil }
      let next = PixelBox(x0: box.x0 >> 1, y0: box.y0 >> 1, x1: (box.x1 + 1) >> 1, y1: (box.y1 + 1) >> 1)
      // A shader pass, each texel sampled bilinearly at the corner its four source texels share (their
      // mean): a blit's filtering put its samples half a texel off, a shift that grew at every halving.
      glDisable(GLenum(GL_BLEND))
      pair.0.bind()
      GLDraw(canvas: (pair.0.width, pair.0.height), programs: gl.programs, clip: next).halve(from, over: next)
      glEnable(GLenum(GL_BLEND))
      (from, box, small) = (pair.0, next, pair)
    }
    guard let (a, b) = small else { return nil }
    let texels = sigma / Double(grain)
    let size = (a.width, a.height)
    glDisable(GLenum(GL_BLEND))
    b.bind()
    GLDraw(canvas: size, programs: gl.programs, clip: box).blurPass(
      a, step: (1 / Float(a.width), 0), sigma: texels, over: box)
    a.bind()
    GLDraw(canvas: size, programs: gl.programs, clip: box).blurPass(
      b, step: (0, 1 / Float(a.height)), sigma: texels, over: box)
    glEnable(GLenum(GL_BLEND))
    return (a, grain)
  }

  /// The shadow of the page drawn last: its alpha (and 3σ round it) blurred, moved and tinted, composed
  /// onto the current target over `bounds`.
  private func drawingShadow(_ shadow: DrawingShadow, over bounds: PixelBox) {
    let target = targets[targets.count - 1]
    let region = bounds.intersection(target.clip)
    guard !region.isEmpty, let page else { return }
    let halo = Int((3 * shadow.sigma + abs(shadow.offset.dx) + abs(shadow.offset.dy)).rounded(.up)) + 1
    let source = region.grown(by: halo).intersection(self.bounds)
    guard let (blurred, shrink) = blur(page, source, sigma: max(shadow.sigma, 0.5)) else { return }
    target.surface.bind()
    GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region).composeShadow(
      blurred, shrink: shrink, colour: shadow.colour, offset: shadow.offset, region: region)
  }

  /// A soft shadow: its shape filled in its colour in the multisampled surface (clear over `bounds`),
  /// resolved, blurred, and composed onto the current target.
  private func softShadow(_ shadow: SoftShadow, over bounds: PixelBox) {
    let target = targets[targets.count - 1]
    let region = bounds.intersection(target.clip)
    guard !region.isEmpty else { return }
    guard let surface = multisampled() else { return }
    let source = region.grown(by: Int((3 * shadow.sigma).rounded(.up)) + 1).intersection(self.bounds)
    surface.begin(source)
    let draw = GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: source)
    if shadow.isUnion {
      draw.stencilUnion(shadow.contours, matrix: shadow.matrix)
    } else {
      draw.stencilFill(shadow.contours, matrix: shadow.matrix, evenOdd: false)
    }
    draw.cover(shadow.colour, evenOdd: false)
    surface.resolve(source)
    guard let (blurred, shrink) = blur(surface.resolved, source, sigma: max(shadow.sigma, 0.5)) else { return }
    target.surface.bind()
    GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region).composeShrunk(
      blurred, shrink: shrink, region: region)
  }

  /// The two surfaces at 1/2^`level` of the canvas's size.
  private func blurPair(level: Int) -> (GLSurface, GLSurface)? {
    if let pair = blurSurfaces[level] { return pair }
    let (width, height) = (max((pixelWidth + (1 << level) - 1) >> level, 1), max((pixelHeight + (1 << level) - 1) >> level, 1))
    guard let a = GLSurface(width: width, height: height) else { return nil }
    guard let b = GLSurface(width: width, height: height) else {
      a.delete()
      return nil
    }
    blurSurfaces[level] = (a, b)
    return (a, b)
  }

  // MARK: - Curls

  /// How many page passes are open.
  private var pages = 0
  /// The surface the last page was drawn flat into.
  private var page: GLSurface?

  /// Starts drawing a page flat over `region` into a surface that starts clear.
  private func beginPage(in region: PixelBox) -> Bool {
    guard let surface = nextSurface() else { return false }
    surface.bind()
    // All of it: a blur of the page (a shadow of a drawing) reads around the region too.
    glDisable(GLenum(GL_SCISSOR_TEST))
    glClearColor(0, 0, 0, 0)
    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    glEnable(GLenum(GL_SCISSOR_TEST))
    targets.append(Target(surface: surface, clips: [], region: region))
    pages += 1
    return true
  }

  private func endPage() {
    page = targets.removeLast().surface
    pages -= 1
    targets[targets.count - 1].surface.bind()
  }

  /// The turned part of a curl, in the multisampled surface (clear over `bounds`), resolved and composed.
  private func curl(_ pieces: CurlPieces, over bounds: PixelBox) {
    let target = targets[targets.count - 1]
    let region = bounds.intersection(target.clip)
    guard !region.isEmpty, let page else { return }
    guard let surface = multisampled() else { return }
    surface.begin(region)
    let draw = GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region)
    draw.curl(pieces, page: page)
    surface.resolve(region)
    target.surface.bind()
    draw.composePremultiplied(surface.resolved, region: region)
  }

  // MARK: - Paths

  /// Where paths are drawn with four samples a pixel, made when first needed.
  private var multisample: GLMultisampleSurface?

  /// ``multisample``, made if it is not yet; nil when OpenGL ES cannot make it.
  private func multisampled() -> GLMultisampleSurface? {
    if multisample == nil { multisample = GLMultisampleSurface(width: pixelWidth, height: pixelHeight) }
    return multisample
  }

  /// Paths drawn once and kept as pictures, by the path at its place within a pixel
  /// (``PathFill/withinPixel``), each with where its picture's top-left pixel lies for a path moved by
  /// whole pixels to that place.
  private var pathPictures = PictureCache<PathFill, (x: Int, y: Int)>()
  /// How many paths have been drawn into pictures of their own (each kept path once).
  private(set) var pathsRasterised = 0

  /// A shape layer's path: filled, then stroked, each by stencil then cover, in the multisampled surface
  /// (clear over `bounds`), resolved and composed onto the current target.
  ///
  /// Each of those steps makes llvmpipe finish what it was drawing (a framebuffer bound, samples
  /// resolved, the frame bound again): six status-bar glyphs took 4.5 of a frame's 6.8 ms at 1×. So a
  /// path that lies wholly on the canvas under a flat matrix is drawn whole once, kept as a picture, and
  /// copied pixel for pixel while it only moves by whole pixels (as the bar's glyphs over a sliding
  /// screen, or not at all), faded by `alpha` as it is copied (a bar cross-fading keeps its pictures).
  private func path(_ fill: PathFill, alpha: UInt8, over bounds: PixelBox) {
    let target = targets[targets.count - 1]
    let region = bounds.intersection(target.clip)
    guard !region.isEmpty else { return }
    if let (key, dx, dy) = fill.withinPixel {
      if let (picture, origin) = pathPictures.entry(for: key) {
        let box = PixelBox(x0: origin.x + dx, y0: origin.y + dy, x1: origin.x + dx + picture.width, y1: origin.y + dy + picture.height)
        GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region).copy(picture, into: box, alpha: alpha)
        return
      }
      let whole = fill.bounds(width: pixelWidth, height: pixelHeight)
      if whole.x0 > 0, whole.y0 > 0, whole.x1 < pixelWidth, whole.y1 < pixelHeight, let picture = rasterise(fill, over: whole) {
        pathPictures.insert(picture, retaining: (whole.x0 - dx, whole.y0 - dy), for: key)
        target.surface.bind()
        GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region).copy(picture, into: whole, alpha: alpha)
        return
      }
    }
    guard let surface = multisampled() else { return }
    draw(fill, into: surface, over: region)
    target.surface.bind()
    GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region)
      .composePremultiplied(surface.resolved, region: region, alpha: alpha)
  }

  /// Fills and strokes `fill` over `region` of the multisampled surface (cleared first), and resolves it.
  private func draw(_ fill: PathFill, into surface: GLMultisampleSurface, over region: PixelBox) {
    surface.begin(region)
    let draw = GLDraw(canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: region)
    if !fill.contours.isEmpty {
      draw.stencilFill(fill.contours, matrix: fill.matrix, evenOdd: fill.isEvenOdd)
      draw.cover(fill.fillColour, evenOdd: fill.isEvenOdd)
    }
    if !fill.stroke.isEmpty {
      draw.stencilUnion(fill.stroke, matrix: fill.matrix)
      draw.cover(fill.strokeColour, evenOdd: false)
    }
    surface.resolve(region)
  }

  /// `fill` drawn over `box` (all of it) as a picture of its own: premultiplied, its top row the box's.
  private func rasterise(_ fill: PathFill, over box: PixelBox) -> Picture? {
    guard let surface = multisampled() else { return nil }
    draw(fill, into: surface, over: box)
    pathsRasterised += 1
    let texture = GLTexture.make(width: box.width, height: box.height, format: GL_RGBA, rowLength: box.width, pixels: nil)
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), surface.resolved.framebuffer)
    glCopyTexSubImage2D(
      GLenum(GL_TEXTURE_2D), 0, 0, 0, GLint(box.x0), GLint(box.y0), GLsizei(box.width), GLsizei(box.height))
    return Picture(texture: texture, width: box.width, height: box.height, isStraightAlpha: false)
  }

  // MARK: - Contents

  /// Whether upright opaque images are scaled on the CPU (``ImageResampler``) rather than by a shader:
  /// when the rasteriser is itself software (llvmpipe, softpipe), whose shaders sample at several times
  /// the cost. A GPU samples them itself.
  lazy var resamplesImages: Bool = ["llvmpipe", "softpipe"].contains { gl.renderer.contains($0) }
  /// Pixels scaled for the last image written, kept between images.
  private var resampled: [UInt32] = []
  /// How many images have been scaled on the CPU.
  private(set) var imagesResampled = 0

  /// Writes the `source` part of `picture` scaled onto `rect` of a plane into the current target, when
  /// ``resamplesImages``, the picture is a layer's opaque image, and `matrix` only scales and moves it;
  /// false (nothing drawn) otherwise.
  private func resample(_ picture: Picture, _ rect: Rect, _ matrix: Transform3D, source: Rect) -> Bool {
    guard resamplesImages, let contents = picture.opaqueImage, let placed = ImageResampler.placement(of: rect, matrix)
    else { return false }
    let box = ImageResampler.pixels(of: placed, within: clip)
    guard !box.isEmpty else { return true }
    ImageResampler.resample(contents, source: source, onto: placed, box: box, into: &resampled)
    imagesResampled += 1
    write(resampled, box: box, into: targets[targets.count - 1].surface)
    return true
  }

  /// Layers' images as pictures, by the image's pixel storage (kept alive by the entry, so its address
  /// is not given to another image while the entry lives), kept while frames keep drawing them.
  private var contentsPictures = PictureCache<ContentsKey, LayerContents>()

  private struct ContentsKey: Hashable {
    var address: Int
    var width: Int
    var height: Int
  }

  /// The picture of a layer's image, made the first time it is drawn.
  func picture(of contents: LayerContents) -> Picture {
    let key = contents.pixels.withUnsafeBufferPointer {
      ContentsKey(address: Int(bitPattern: $0.baseAddress), width: contents.width, height: contents.height)
    }
    if let picture = contentsPictures.picture(for: key) { return picture }
    let texture = contents.pixels.withUnsafeBytes { bytes in
      gl.run {
        GLTexture.make(
          width: contents.width, height: contents.height, format: GL_RGBA, rowLength: contents.width,
          pixels: UnsafeMutableRawPointer(mutating: bytes.baseAddress))
      }
    }
    let picture = Picture(
      texture: texture, width: contents.width, height: contents.height, isStraightAlpha: false,
      opaqueImage: contents.isOpaque ? contents : nil)
    contentsPictures.insert(picture, retaining: contents, for: key)
    return picture
  }

  // MARK: - Groups

  /// Where drawing may land now.
  private var clip: PixelBox { targets[targets.count - 1].clip }

  /// Starts drawing offscreen: a texture that starts as a copy of what is under `region` (pixels), so what
  /// is drawn into it composes over the backdrop exactly as it would on the canvas. ``endGroup(alpha:mask:)``
  /// puts the result back, faded and masked. The backdrop is opaque, so the group is too, and fading it
  /// by α gives α·(group over transparent) + (1 − α·its coverage)·backdrop: Core Animation's group opacity.
  /// False when the region is empty or no surface could be made (draw nothing, and do not end the group).
  private func beginGroup(in region: PixelBox) -> Bool {
    let region = region.intersection(clip)
    guard !region.isEmpty else { return false }
    guard let surface = nextSurface() else { return false }
    surface.copy(region, from: targets[targets.count - 1].surface)
    surface.bind()
    targets.append(Target(surface: surface, clips: [], region: region))
    return true
  }

  /// The surface for the next level of nesting (a group, a mask, a page), made the first time that level
  /// is reached; nil when OpenGL ES cannot make it.
  private func nextSurface() -> GLSurface? {
    let depth = targets.count
    if depth == surfaces.count {
      guard let surface = GLSurface(width: pixelWidth, height: pixelHeight) else { return nil }
      surfaces.append(surface)
    }
    return surfaces[depth]
  }

  /// Composes the group begun last onto what was under it: faded by `alpha` (0…255), and only inside
  /// `mask` when one is given.
  private func endGroup(alpha: UInt8, mask: GroupMask?) {
    let group = targets.removeLast()
    targets[targets.count - 1].surface.bind()
    guard alpha > 0 else { return }
    let draw = GLDraw(
      canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: group.region.intersection(clip))
    draw.compose(group.surface, alpha: alpha, mask: mask, region: group.region)
  }

  /// Starts a mask for the group begun last: a surface whose `region` starts clear. False when no surface
  /// could be made (then the group is not drawn: it and its mask are skipped).
  private func beginMask(in region: PixelBox) -> Bool {
    let region = region.intersection(clip)
    guard let surface = nextSurface() else {
      targets.removeLast()
      targets[targets.count - 1].surface.bind()
      return false
    }
    surface.bind()
    glScissor(GLint(region.x0), GLint(region.y0), GLsizei(region.width), GLsizei(region.height))
    glClearColor(0, 0, 0, 0)
    glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
    targets.append(Target(surface: surface, clips: [], region: region))
    return true
  }

  /// Composes the group through its mask's alpha, faded by `alpha`, and ends both.
  private func endMask(alpha: UInt8) {
    let mask = targets.removeLast()
    let group = targets.removeLast()
    targets[targets.count - 1].surface.bind()
    let draw = GLDraw(
      canvas: (pixelWidth, pixelHeight), programs: gl.programs, clip: group.region.intersection(clip))
    draw.compose(group.surface, through: mask.surface, alpha: alpha, region: group.region)
  }

  /// A picture holding `image` (opaque), for drawing through a layer's matrix; ``delete(_:)`` lets it go.
  func picture(of image: RenderImage) -> Picture {
    let texture = image.pixels.withUnsafeBytes { bytes in
      gl.run {
        GLTexture.make(
          width: image.width, height: image.height, format: GL_RGB, rowLength: image.width,
          pixels: UnsafeMutableRawPointer(mutating: bytes.baseAddress))
      }
    }
    return Picture(texture: texture, width: image.width, height: image.height, isStraightAlpha: false)
  }

  /// Lets a picture made by ``picture(of:)`` go.
  func delete(_ picture: Picture) {
    gl.run { glDeleteTextures(1, [picture.texture]) }
  }
}

/// A colour as the display list holds it: 8 bits a channel, alpha straight (not premultiplied).
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

  /// The colour premultiplied by its alpha, 0…1 a channel, as the compositor's shaders take it.
  var premultiplied: (Float, Float, Float, Float) {
    let a = Float(alpha) / 255
    return (Float(red) / 255 * a, Float(green) / 255 * a, Float(blue) / 255 * a, a)
  }
}
