import CGLES
import Foundation

/// The process's one OpenGL ES 3 context, made through EGL's surfaceless platform (Mesa's
/// `EGL_PLATFORM_SURFACELESS_MESA`: no display, no X server, no window): every canvas draws into
/// framebuffer objects of it. Mesa picks the GPU's driver where there is one and llvmpipe (its
/// multithreaded software rasteriser) where there is none: CI, containers, these machines.
///
/// A GL context is current on at most one thread at a time, and test suites and the window draw from
/// several, so every use goes through ``run(_:)``: it takes the lock, makes the context current on the
/// calling thread, and lets it go again before returning. The shaders are compiled once, at the first use.
final class GLContext: @unchecked Sendable {
  let display: EGLDisplay
  let context: EGLContext
  let programs: GLPrograms
  /// The one buffer vertices are streamed through.
  let vertexBuffer: GLuint
  /// "llvmpipe (LLVM 15.0.6, 256 bits)", or the GPU's name.
  let renderer: String
  private let lock = NSLock()

  /// The context, made at the first call; the error that stopped it is given again to every caller.
  static func shared() throws(RenderError) -> GLContext {
    switch made {
    case .success(let context): return context
    case .failure(let error): throw error
    }
  }

  private static let made: Result<GLContext, RenderError> = {
    do throws(RenderError) { return .success(try GLContext()) } catch { return .failure(error) }
  }()

  private init() throws(RenderError) {
    guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil),
      eglInitialize(display, nil, nil) == EGL_TRUE
    else {
      throw .gl(
        operation: "open EGL's surfaceless display", reason: Self.eglError + Self.packageHint)
    }
    guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
      throw .gl(operation: "choose OpenGL ES", reason: Self.eglError + Self.packageHint)
    }
    let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
    guard let context = eglCreateContext(display, nil, nil, attributes) else {
      throw .gl(operation: "make an OpenGL ES 3.0 context", reason: Self.eglError + Self.packageHint)
    }
    guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
      throw .gl(operation: "make the OpenGL ES context current", reason: Self.eglError)
    }
    defer { eglMakeCurrent(display, nil, nil, nil) }
    (self.display, self.context) = (display, context)
    renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
    programs = try GLPrograms()
    var buffer: GLuint = 0
    glGenBuffers(1, &buffer)
    vertexBuffer = buffer
    glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
    glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
  }

  /// `body`'s result with the context current on this thread and no other thread using it.
  func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock.lock()
    eglMakeCurrent(display, nil, nil, context)
    defer {
      eglMakeCurrent(display, nil, nil, nil)
      lock.unlock()
    }
    return try body()
  }

  private static var eglError: String { "EGL error 0x" + String(eglGetError(), radix: 16) }
  private static let packageHint =
    " (install Mesa's EGL and OpenGL ES drivers: `sudo apt-get install libegl-mesa0 libgl1-mesa-dri libgles2`, or `make deps`)"
}
