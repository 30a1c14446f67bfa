import CGLES
import Foundation
import GlideOutput

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
    /// The largest side, pixels, of a texture, a renderbuffer and a viewport alike (16,384 on llvmpipe).
    let maximumSide: Int
  }

  let parts: Parts
  var programs: GLPrograms { parts.programs }
  var vertexBuffer: GLuint { parts.vertexBuffer }
  var renderer: String { parts.renderer }
  /// The thread the context is current on.
  private let worker: GLWorker

  /// The context, made at the first call; the error that stopped it is given again to every caller.
  static func shared() throws(RenderError) -> GLContext {
    switch made {
    case .success(let context): return context
    case .failure(let error): throw error
    }
  }

  private static let made: Result<GLContext, RenderError> = make(GLContext.makeParts)

  /// A context whose parts `makeParts` makes on a new worker thread; when it fails, the thread is
  /// ended (nothing of the attempt outlives it) and the error returned.
  static func make(_ makeParts: @escaping () throws(RenderError) -> Parts) -> Result<GLContext, RenderError> {
    let worker = GLWorker()
    let parts = worker.run { () -> Result<Parts, RenderError> in
      do throws(RenderError) { return .success(try makeParts()) } catch { return .failure(error) }
    }
    switch parts {
    case .success(let parts): return .success(GLContext(parts: parts, worker: worker))
    case .failure(let error):
      worker.stop()
      return .failure(error)
    }
  }

  private init(parts: Parts, worker: GLWorker) { (self.parts, self.worker) = (parts, worker) }

  /// `body`'s result, run on the context's thread (at once when called from it).
  func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T { try worker.run(body) }

  /// Makes the parts with what Mesa writes on standard error meanwhile held back: folded into the
  /// error when it fails, written out after all when it does not.
  private static func makeParts() throws(RenderError) -> Parts {
    let (made, said) = StandardErrorCapture.capturing { () -> Result<Parts, RenderError> in
      do throws(RenderError) { return .success(try makeContext()) } catch { return .failure(error) }
    }
    switch made {
    case .success(let parts):
      StandardErrorCapture.release(said)
      return parts
    case .failure(.gl(let operation, let reason)):
      // What EGL keeps for this thread goes now, before the worker is stopped and joined.
      eglReleaseThread()
      throw .gl(operation: operation, reason: reason + mesaSaid(said) + packageHint)
    case .failure(let error):
      StandardErrorCapture.release(said)
      throw error
    }
  }

  private static func makeContext() throws(RenderError) -> Parts {
    guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
      throw .gl(operation: "open EGL's surfaceless display", reason: eglError)
    }
    guard eglInitialize(display, nil, nil) == EGL_TRUE else {
      throw .gl(operation: "open EGL's surfaceless display", reason: eglError)
    }
    var context: EGLContext?
    do throws(RenderError) {
      guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else {
        throw .gl(operation: "choose OpenGL ES", reason: eglError)
      }
      let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
      context = eglCreateContext(display, nil, nil, attributes)
      guard let context else { throw .gl(operation: "make an OpenGL ES 3.0 context", reason: eglError) }
      guard eglMakeCurrent(display, nil, nil, context) == EGL_TRUE else {
        throw .gl(operation: "make the OpenGL ES context current", reason: eglError)
      }
      let renderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown"
      let programs = try GLPrograms()
      var buffer: GLuint = 0
      glGenBuffers(1, &buffer)
      glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
      glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
      var (texture, renderbuffer): (GLint, GLint) = (0, 0)
      var viewport: [GLint] = [0, 0]
      glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &texture)
      glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &renderbuffer)
      glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &viewport)
      let side = Int([texture, renderbuffer, viewport[0], viewport[1]].min() ?? 0)
      return Parts(
        display: display, context: context, programs: programs, vertexBuffer: buffer, renderer: renderer,
        maximumSide: side > 0 ? side : Canvas.maximumSide)
    } catch {
      // Nothing of a context that could not be made is kept.
      eglMakeCurrent(display, nil, nil, nil)
      if let context { eglDestroyContext(display, context) }
      eglTerminate(display)
      throw error
    }
  }

  /// EGL's last error by its code and name (`EGL error 0x300c (EGL_BAD_PARAMETER)`).
  private static var eglError: String {
    let code = eglGetError()
    let names = [
      "EGL_SUCCESS", "EGL_NOT_INITIALIZED", "EGL_BAD_ACCESS", "EGL_BAD_ALLOC", "EGL_BAD_ATTRIBUTE", "EGL_BAD_CONFIG",
      "EGL_BAD_CONTEXT", "EGL_BAD_CURRENT_SURFACE", "EGL_BAD_DISPLAY", "EGL_BAD_MATCH", "EGL_BAD_NATIVE_PIXMAP",
      "EGL_BAD_NATIVE_WINDOW", "EGL_BAD_PARAMETER", "EGL_BAD_SURFACE", "EGL_CONTEXT_LOST",
    ]
    let index = Int(code) - Int(EGL_SUCCESS)
    let name = names.indices.contains(index) ? " (\(names[index]))" : ""
    return "EGL error 0x" + String(code, radix: 16) + name
  }

  /// The lines Mesa (or glvnd) wrote while the context was being made, quoted: the last few, each cut
  /// short, invisible characters escaped.
  static func mesaSaid(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    guard !lines.isEmpty else { return "" }
    let quoted = lines.suffix(4).map { line in
      let cut = line.count > 240 ? line.prefix(240) + "…" : Substring(line)
      return "'\(cut.escapingInvisibles)'"
    }
    return "; Mesa said: " + quoted.joined(separator: ", ")
  }

  /// The environment variables that steer how Mesa and glvnd find a driver.
  static let driverVariables = [
    "__EGL_VENDOR_LIBRARY_FILENAMES", "__EGL_VENDOR_LIBRARY_DIRS", "LIBGL_DRIVERS_PATH", "GALLIUM_DRIVER",
    "MESA_LOADER_DRIVER_OVERRIDE", "EGL_PLATFORM",
  ]

  /// What to do: unset the variables that steer the driver, when some are set; install Mesa's drivers.
  private static var packageHint: String {
    let environment = ProcessInfo.processInfo.environment
    let set = driverVariables.compactMap { name in environment[name].map { "\(name)=\($0.escapingInvisibles)" } }
    let install = "install Mesa's EGL and OpenGL ES drivers: `sudo apt-get install libegl-mesa0 libgl1-mesa-dri libgles2`, or `make deps`"
    guard !set.isEmpty else { return " (\(install))" }
    return " (the environment steers Mesa's choice of driver with \(set.joined(separator: " ")): unset "
      + (set.count == 1 ? "it" : "them") + ", or \(install))"
  }
}
