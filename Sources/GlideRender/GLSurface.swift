import CGLES

/// A texture of canvas size with a framebuffer object to draw into it: a canvas's frame, or a group's
/// offscreen copy. Canvas row 0 is texture row 0 (the compositor draws with y down).
struct GLSurface {
  let framebuffer: GLuint
  let texture: GLuint
  let width: Int
  let height: Int

  /// A surface of `width` × `height` pixels (RGBA, 8 bits a channel); nil when OpenGL ES cannot make its
  /// framebuffer complete (out of memory). Call with the context current.
  init?(width: Int, height: Int) {
    let texture = GLTexture.make(width: width, height: height, format: GL_RGBA, rowLength: width, pixels: nil)
    var framebuffer: GLuint = 0
    glGenFramebuffers(1, &framebuffer)
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    glFramebufferTexture2D(
      GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
    guard glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
      glDeleteFramebuffers(1, &framebuffer)
      glDeleteTextures(1, [texture])
      return nil
    }
    (self.framebuffer, self.texture, self.width, self.height) = (framebuffer, texture, width, height)
  }

  func delete() {
    glDeleteFramebuffers(1, [framebuffer])
    glDeleteTextures(1, [texture])
  }

  /// Makes this the surface drawn into.
  func bind() {
    glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    glViewport(0, 0, GLsizei(width), GLsizei(height))
  }

  /// Copies `region` of `source` to the same pixels of this surface.
  func copy(_ region: PixelBox, from source: GLSurface) {
    glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), source.framebuffer)
    glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
    glDisable(GLenum(GL_SCISSOR_TEST))
    let (x0, y0, x1, y1) = (GLint(region.x0), GLint(region.y0), GLint(region.x1), GLint(region.y1))
    glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
    glEnable(GLenum(GL_SCISSOR_TEST))
  }

  /// Reads `box` back as RGBA rows, top to bottom, into `pixels`, whose rows are `rowLength` pixels apart.
  func read(_ box: PixelBox, into pixels: UnsafeMutableRawPointer, rowLength: Int) {
    glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
    glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), GLint(rowLength))
    glReadPixels(
      GLint(box.x0), GLint(box.y0), GLsizei(box.width), GLsizei(box.height), GLenum(GL_RGBA),
      GLenum(GL_UNSIGNED_BYTE), pixels)
    glPixelStorei(GLenum(GL_PACK_ROW_LENGTH), 0)
  }
}

/// Textures the compositor samples.
enum GLTexture {
  /// A texture of `width` × `height` pixels in `format` (`GL_RGBA` or `GL_RGB`, 8 bits a channel) from
  /// `pixels` (rows `rowLength` pixels apart, top first; nil leaves it undefined), filtered linearly and
  /// clamped at its edges. Call with the context current.
  static func make(width: Int, height: Int, format: Int32, rowLength: Int, pixels: UnsafeMutableRawPointer?) -> GLuint {
    var texture: GLuint = 0
    glGenTextures(1, &texture)
    glBindTexture(GLenum(GL_TEXTURE_2D), texture)
    glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(rowLength))
    let internalFormat = format == GL_RGB ? GL_RGB8 : GL_RGBA8
    glTexImage2D(
      GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0, GLenum(format),
      GLenum(GL_UNSIGNED_BYTE), pixels)
    glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
    for (name, value) in [
      (GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR), (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE),
      (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE),
    ] {
      glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
    }
    return texture
  }
}
