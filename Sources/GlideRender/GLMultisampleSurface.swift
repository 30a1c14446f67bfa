import CGLES

/// A canvas-sized framebuffer of 4-sample colour and stencil renderbuffers, where paths are filled and
/// stroked (stencil, then cover: any path, either fill rule, its edges anti-aliased by the samples), and
/// a single-sample texture the samples are resolved into before the result is composed onto the frame.
struct GLMultisampleSurface {
  let framebuffer: GLuint
  let colour: GLuint
  let stencil: GLuint
  /// Where the samples are resolved.
  let resolved: GLSurface

  /// Samples per pixel.
  static let samples: GLsizei = 4

  /// Nil when OpenGL ES cannot make it complete. Call with the context current.
  init?(width: Int, height: Int) {
    guard let resolved = GLSurface(width: width, height: height) else { return nil }
    var framebuffer: GLuint = 0
    var buffers: [GLuint] = [0, 0]
    glGenFramebuffers(1, &framebuffer)
    glGenRenderbuffers(2, &buffers)
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    glBindRenderbuffer(GLenum(GL_RENDERBUFFER), buffers[0])
    glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), Self.samples, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
    glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), buffers[0])
    glBindRenderbuffer(GLenum(GL_RENDERBUFFER), buffers[1])
    glRenderbufferStorageMultisample(
      GLenum(GL_RENDERBUFFER), Self.samples, GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
    glFramebufferRenderbuffer(
      GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), buffers[1])
    guard glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
      glDeleteFramebuffers(1, &framebuffer)
      glDeleteRenderbuffers(2, buffers)
      resolved.delete()
      return nil
    }
    (self.framebuffer, colour, stencil, self.resolved) = (framebuffer, buffers[0], buffers[1], resolved)
  }

  func delete() {
    glDeleteFramebuffers(1, [framebuffer])
    glDeleteRenderbuffers(2, [colour, stencil])
    resolved.delete()
  }

  /// Makes this the surface drawn into, with `box` clear (colour and stencil).
  func begin(_ box: PixelBox) {
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    glViewport(0, 0, GLsizei(resolved.width), GLsizei(resolved.height))
    glScissor(GLint(box.x0), GLint(box.y0), GLsizei(box.width), GLsizei(box.height))
    glClearColor(0, 0, 0, 0)
    glClearStencil(0)
    glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_STENCIL_BUFFER_BIT))
  }

  /// Averages the samples of `box` into ``resolved``.
  func resolve(_ box: PixelBox) {
    glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
    glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolved.framebuffer)
    glDisable(GLenum(GL_SCISSOR_TEST))
    let (x0, y0, x1, y1) = (GLint(box.x0), GLint(box.y0), GLint(box.x1), GLint(box.y1))
    glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    glEnable(GLenum(GL_SCISSOR_TEST))
  }
}
