import CGLES
import Foundation

/// The process's one OpenGL ES 3 context, made through EGL's surfaceless platform (Mesa's
/// `EGL_PLATFORM_SURFACELESS_MESA`: no display, no X server, no window): every canvas draws into
/// framebuffer objects of it. Mesa picks the GPU's driver where there is one and llvmpipe (its
/// multithreaded software rasteriser) where there is none: CI, containers, these machines.
///
/// The context lives on a thread of its own, current there for good, and ``run(_:)`` hands each piece of
/// GL work to that thread and waits for it. A context is current on at most one thread at a time, test
/// suites draw from several, and a window's thread may hold its own toolkit's GLX context (glvnd allows
/// one API's context current on a thread), so no caller's thread ever makes this one current.
final class GLContext: @unchecked Sendable {
  /// What the thread made: the display, the context, the shaders and the vertex buffer.
  struct Parts {
    let display: EGLDisplay
    let context: EGLContext
    let programs: GLPrograms
    /// The one buffer vertices are streamed through.
    let vertexBuffer: GLuint
    /// "llvmpipe (LLVM 15.0.6, 256 bits)", or the GPU's name.
    let renderer: String
  }

  private(set) var parts: Parts!
  var programs: GLPrograms { parts.programs }
  var vertexBuffer: GLuint { parts.vertexBuffer }
  var renderer: String { parts.renderer }

  /// Callers wait here for their turn.
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// The work handed over, run on ``worker``.
  private var job: (() -> Void)?
  private var worker: Thread?

  /// The context, made at the first call; the error that stopped it is given again to every caller.
  static func shared() throws(RenderError) -> GLContext {
    switch made {
    case .success(let context): return context
    case .failure(let error): throw error
    }
  }

  private static let made: Result<GLContext, RenderError> = {
    let context = GLContext()
    do throws(RenderError) {
      try context.run { () throws(RenderError) in context.parts = try GLContext.makeParts() }
      return .success(context)
    } catch {
      return .failure(error)
    }
  }()

  private init() {
    let thread = Thread { [unowned self] in
      while true {
        ready.wait()
        job?()
        job = nil
        done.signal()
      }
    }
    thread.name = "Glide compositor"
    worker = thread
    thread.start()
  }

  /// `body`'s result, run on the context's thread (at once when called from it).
  func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    if let worker, Thread.current == worker { return try body() }
    lock.lock()
    defer { lock.unlock() }
    var result: Result<T, E>?
    withoutActuallyEscaping(body) { body in
      job = { result = Result { () throws(E) -> T in try body() } }
      ready.signal()
      done.wait()
    }
    return try result!.get()
  }

  private static func makeParts() throws(RenderError) -> Parts {
    guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil),
      eglInitialize(display, nil, nil) == EGL_TRUE
    else {
      throw .gl(operation: "open EGL's surfaceless display", reason: eglError + packageHint)
    }
    guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
      throw .gl(operation: "choose OpenGL ES", reason: eglError + packageHint)
    }
    let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
    guard let context = eglCreateContext(display, nil, nil, attributes) else {
      throw .gl(operation: "make an OpenGL ES 3.0 context", reason: eglError + packageHint)
    }
    guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
      throw .gl(operation: "make the OpenGL ES context current", reason: eglError)
    }
    let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
    let programs = try GLPrograms()
    var buffer: GLuint = 0
    glGenBuffers(1, &buffer)
    glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
    glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
    return Parts(display: display, context: context, programs: programs, vertexBuffer: buffer, renderer: renderer)
  }

  private static var eglError: String { "EGL error 0x" + String(eglGetError(), radix: 16) }
  private static let packageHint =
    " (install Mesa's EGL and OpenGL ES drivers: `sudo apt-get install libegl-mesa0 libgl1-mesa-dri libgles2`, or `make deps`)"
}
