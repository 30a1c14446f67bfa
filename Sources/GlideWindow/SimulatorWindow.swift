public import GlideAnimation
public import GlideRender
public import GlideTransitions
import CSDL2
import Foundation

/// The simulator's window: an SDL window whose renderer draws the simulated screen (a `Canvas` through
/// the window's renderer, at the layout's scale) and the overlay beside and under it, and the keys and the
/// mouse that come in. Its content has the layout's size; SDL scales it uniformly into the window as it
/// is resized (letterboxed, so the aspect ratio stays), and gives mouse positions back in content pixels.
///
/// Frames are paced by the display link: the window's vsync when the renderer has it, else a timer at
/// the display link's rate (Xvfb has no vsync); ``pacing`` says which.
public final class SimulatorWindow {
  /// How frames are paced.
  public enum Pacing: Hashable, Sendable {
    /// `SDL_RenderPresent` waits for the display's vertical blank (its refresh rate, Hz, when known).
    case vsync(Double?)
    /// A timer at the display link's rate (the renderer has no vsync).
    case timer(Double)

    /// `vsync (60 Hz)` or `the 60 fps timer (the renderer has no vsync)`, for the log.
    public var description: String {
      switch self {
      case .vsync(let hz): "vsync" + (hz.map { " (\(String(format: "%g", $0)) Hz)" } ?? "")
      case .timer(let fps): "the \(String(format: "%g", fps)) fps timer (the renderer has no vsync)"
      }
    }
  }

  /// A mouse button going down, the pointer moving while it is down, and the button going up, in
  /// points of the simulated screen.
  public enum PointerAction: Hashable, Sendable {
    case press(Point, control: Bool, shift: Bool)
    case move(Point)
    case release(Point)
  }

  /// What came in since the last look.
  public struct Input: Sendable {
    public var commands: [WindowCommand] = []
    public var pointer: [PointerAction] = []
  }

  public private(set) var layout: WindowLayout
  public private(set) var pacing: Pacing
  /// SDL's name of the renderer ("software", "opengl" …).
  public let rendererName: String
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var screenCanvas: Canvas
  private var overlayCanvas: Canvas
  private let fonts: FontLibrary
  private let layerRenderer = LayerRenderer()
  /// Whether the left button is down on the screen (a drag in progress).
  private var dragging = false
  /// How long the last `SDL_RenderPresent` took, seconds (vsync makes it wait for the vertical blank).
  public private(set) var presentSeconds = 0.0
  /// When the timer's next frame is due (seconds on the monotonic clock).
  private var nextTick: Double?

  /// Opens a window titled `title` for `layout`, drawing text with `fonts`; frames are paced by vsync
  /// when the renderer has it, else at `framesPerSecond`.
  /// - Throws: ``WindowError/noDisplay`` without a display, `RenderError` when the compositor's OpenGL ES
  ///   cannot start or a canvas cannot be made, ``WindowError/sdl(operation:reason:)`` when SDL cannot
  ///   open the window or its renderer.
  public init(title: String, layout: WindowLayout, fonts: FontLibrary, framesPerSecond: Double) throws {
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    // The compositor first: a broken GL driver is then its one clear error, where SDL's GL renderer
    // would meet it as an X error that ends the process (`BadValue … X_GLXCreateContext`).
    try Canvas.startCompositor()
    // Before SDL's video starts: SDL keeps the handler it finds and restores it to close the display.
    X11ErrorPolicy.install()
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
      throw WindowError.sdl(operation: "start its video subsystem", reason: String(cString: SDL_GetError()))
    }
    do {
      try WindowError.checkDriver(
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none",
        environment: ProcessInfo.processInfo.environment)
    } catch {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw error
    }
    self.layout = layout
    let (width, height) = layout.pixelSize
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
    guard let window = SDL_CreateWindow(title, centred, centred, Int32(width), Int32(height), flags) else {
      let reason = String(cString: SDL_GetError())
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw WindowError.sdl(operation: "open a \(width)×\(height) window", reason: reason)
    }
    // SDL's software renderer draws into the window's surface, which SDL would otherwise show through
    // an OpenGL texture where GL is there; on a display without a GPU (Xvfb, a VM) that is Mesa's
    // software GL, which took as much time again as the drawing. X11's own shared-memory images show
    // it directly. (The environment variable SDL_FRAMEBUFFER_ACCELERATION still decides when set.)
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    let vsyncFlags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    let made = SDL_CreateRenderer(window, -1, vsyncFlags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    guard let renderer = made else {
      let reason = String(cString: SDL_GetError())
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw WindowError.sdl(operation: "make a renderer for the window", reason: reason)
    }
    (self.window, self.renderer) = (window, renderer)
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    rendererName = info.name.map { String(cString: $0) } ?? "unknown"
    if info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0 {
      var mode = SDL_DisplayMode()
      let hz = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : nil
      pacing = .vsync(hz)
    } else {
      pacing = .timer(framesPerSecond)
    }
    self.fonts = fonts
    do {
      (screenCanvas, overlayCanvas) = try Self.canvases(renderer, layout: layout, fonts: fonts)
    } catch {
      SDL_DestroyRenderer(renderer)
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw error
    }
    SDL_RenderSetLogicalSize(renderer, Int32(width), Int32(height))
    self.framesPerSecond = framesPerSecond
  }

  private let framesPerSecond: Double

  private static func canvases(_ renderer: OpaquePointer, layout: WindowLayout, fonts: FontLibrary) throws -> (Canvas, Canvas) {
    let screen = try Canvas(
      renderer: renderer, size: Size(width: layout.screen.width, height: layout.screen.height), scale: layout.scale,
      fonts: fonts)
    return (screen, try Canvas(renderer: renderer, size: layout.size, scale: layout.scale, fonts: fonts))
  }

  /// Lays the window out anew (a window opened before its input device, so that the device is read as soon
  /// as it is opened): new canvases, and the window resized to the layout's size.
  public func setLayout(_ layout: WindowLayout) throws {
    (screenCanvas, overlayCanvas) = try Self.canvases(renderer, layout: layout, fonts: fonts)
    presented = false
    self.layout = layout
    let (width, height) = layout.pixelSize
    SDL_SetWindowSize(window, Int32(width), Int32(height))
    SDL_RenderSetLogicalSize(renderer, Int32(width), Int32(height))
  }

  deinit {
    close()
  }

  private var closed = false

  /// Closes the window now (the process may go on printing its summary).
  public func close() {
    guard !closed else { return }
    closed = true
    // The canvases' textures are the renderer's: let go of them while it is there.
    screenCanvas.releaseWindowTexture()
    overlayCanvas.releaseWindowTexture()
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
  }

  /// Sets the window's title.
  public func setTitle(_ title: String) {
    SDL_SetWindowTitle(window, title)
  }

  /// Whether vsync paces the frames (else ``waitForFrame()`` sleeps to the timer's next tick).
  public var hasVSync: Bool {
    if case .vsync = pacing { return true }
    return false
  }

  /// Falls back from vsync to the timer (vsync that does not wait is no display link); says why.
  public func useTimer() {
    pacing = .timer(framesPerSecond)
  }

  // MARK: - Drawing

  /// Draws `scene` as presented at `time` on the screen and `overlay` around it, and presents the frame.
  public func draw(_ scene: Scene, at time: Double, overlay: LayerSnapshot) throws {
    try layerRenderer.render(scene, at: time, on: screenCanvas)
    try layerRenderer.render(overlay, on: overlayCanvas)
    presentCanvases()
  }

  /// Shows the last frame again, whole (after the window was exposed or resized).
  public func redraw() {
    presented = false
    presentCanvases()
  }

  /// Whether the window's pixels stay between presents (SDL's software renderer draws into the window's
  /// own surface), so a frame copies only what changed since the last.
  private var keepsPixels: Bool { rendererName == "software" }
  /// Whether a whole frame has been presented since the window was opened, laid out, exposed or resized.
  private var presented = false

  private func presentCanvases() {
    SDL_SetRenderTarget(renderer, nil)
    let screen = layout.pixels(layout.screen)
    let (width, height) = layout.pixelSize
    var (outputWidth, outputHeight): (Int32, Int32) = (0, 0)
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    // Canvases copied pixel for pixel into a window of the layout's size (a resized window scales them).
    let oneToOne =
      Int(outputWidth) == width && Int(outputHeight) == height
      && overlayCanvas.pixelWidth == width && overlayCanvas.pixelHeight == height
      && screenCanvas.pixelWidth == screen.width && screenCanvas.pixelHeight == screen.height
    if keepsPixels && presented && oneToOne {
      // Only what changed: the overlay's damage, and the screen's with the overlay's over it redrawn.
      let overlayDamage = overlayCanvas.lastDamage
      var screenDamage = screenCanvas.lastDamage
      screenDamage.formUnion(overlayDamage.offsetBy(dx: -screen.x, dy: -screen.y).intersection(screenCanvas.bounds))
      overlayCanvas.present(overlayDamage, at: 0, 0)
      screenCanvas.present(screenDamage, at: screen.x, screen.y)
    } else {
      SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
      SDL_RenderClear(renderer)
      overlayCanvas.present()
      screenCanvas.present(in: screen)
      presented = keepsPixels
    }
    let started = Self.now()
    SDL_RenderPresent(renderer)
    presentSeconds = Self.now() - started
  }

  /// Waits until the display link's next frame is due: at once with vsync (the present waited), else
  /// the timer's next tick (missed ticks are skipped, not caught up).
  public func waitForFrame() {
    guard case .timer(let fps) = pacing else { return }
    let interval = 1 / fps
    let now = Self.now()
    guard var due = nextTick else {
      nextTick = now + interval
      return
    }
    if due < now { due += ((now - due) / interval).rounded(.up) * interval }
    if due > now { Thread.sleep(forTimeInterval: due - now) }
    nextTick = due + interval
  }

  /// Seconds on the monotonic clock.
  public static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  // MARK: - Input

  /// The keys and mouse actions that came in, waiting up to `timeout` seconds for the first (not at all
  /// when nil or 0).
  public func input(waiting timeout: Double? = nil) -> Input {
    var input = Input()
    var event = SDL_Event()
    var got = false
    if let timeout, timeout > 0 {
      got = SDL_WaitEventTimeout(&event, Int32((timeout * 1000).rounded(.up))) != 0
    } else {
      got = SDL_PollEvent(&event) != 0
    }
    while got {
      take(event, into: &input)
      got = SDL_PollEvent(&event) != 0
    }
    return input
  }

  private func take(_ event: SDL_Event, into input: inout Input) {
    switch event.type {
    case SDL_QUIT.rawValue:
      input.commands.append(.quit)
    case SDL_WINDOWEVENT.rawValue:
      let kind = UInt32(event.window.event)
      if kind == SDL_WINDOWEVENT_CLOSE.rawValue { input.commands.append(.quit) }
      if kind == SDL_WINDOWEVENT_EXPOSED.rawValue || kind == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue { redraw() }
    case SDL_KEYDOWN.rawValue:
      let key = event.key.keysym
      let command = WindowCommand.forKey(
        key.sym, isRight: key.scancode == SDL_SCANCODE_RIGHT, isLeft: key.scancode == SDL_SCANCODE_LEFT,
        isEscape: key.scancode == SDL_SCANCODE_ESCAPE)
      if let command { input.commands.append(command) }
    case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
      let (x, y) = (Double(event.button.x), Double(event.button.y))
      guard !dragging, let point = layout.screenPoint(pixelX: x, pixelY: y) else { return }
      dragging = true
      let keys = SDL_GetModState().rawValue
      input.pointer.append(
        .press(point, control: keys & KMOD_CTRL.rawValue != 0, shift: keys & KMOD_SHIFT.rawValue != 0))
    case SDL_MOUSEMOTION.rawValue where dragging:
      let point = layout.clampedScreenPoint(pixelX: Double(event.motion.x), pixelY: Double(event.motion.y))
      input.pointer.append(.move(point))
    case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT) && dragging:
      dragging = false
      let point = layout.clampedScreenPoint(pixelX: Double(event.button.x), pixelY: Double(event.button.y))
      input.pointer.append(.release(point))
    default:
      break
    }
  }
}
