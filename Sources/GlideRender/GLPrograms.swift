import CGLES

/// The compositor's shaders (GLSL ES 3.00), compiled and linked once per process. Every program takes
/// the same vertices (``GLVertex``: a position and a texture coordinate) through one vertex shader, which
/// maps them through a layer's canvas matrix (Core Animation's, row vectors, uploaded as it is stored, so
/// GLSL's column-major reading makes `u_matrix * p` the row-vector product) and then to clip space with
/// y down: canvas row 0 is framebuffer row 0, which `glReadPixels` gives first, so frames read back top to
/// bottom. The plane's coordinates reach the fragment stage interpolated in depth (perspective-correct).
///
/// Colours are premultiplied throughout and blended with (1, 1 − source alpha): Porter–Duff over.
struct GLPrograms {
  /// One colour (`u_colour`), for boxes and polygons; or each vertex's own (`a_colour`), for a batch of
  /// translucent boxes drawn at once.
  let solid: GLProgram
  /// A rounded rectangle of a layer's plane, its coverage worked out per pixel from the signed distance
  /// to its edge (analytic anti-aliasing, under any transform), filled, or only its border's ring; in a
  /// colour, or showing the group texture under it (a group composed back through its rounded shape).
  let shape: GLProgram
  /// The shadow of a rounded rectangle: its shape convolved with a Gaussian, in closed form along one
  /// axis (the error function) and by four slices along the other, each weighed by the Gaussian's exact
  /// mass over it (Evan Wallace's method, with exact weights).
  let shadow: GLProgram
  /// The same shadow along a straight side, where the rounded rectangle is a plain one within three
  /// sigmas: separable, the error function across x times the one across y (a quarter of the work).
  let straightShadow: GLProgram
  /// A texture sampled, one program for each way it is (``TextureSampling``): llvmpipe runs every
  /// branch of a shader for every pixel, and one program with the choices as uniforms cost 9.5 ns a pixel
  /// where a photo needs 5.3.
  let textures: [TextureSampling: GLProgram]
  /// An axial or radial gradient of up to ``GradientFill/maximumStops`` stops over a rounded rectangle,
  /// anti-aliased.
  let gradient: GLProgram
  /// One pass of a separable Gaussian blur (up to 12 texels either side).
  let blur: GLProgram
  /// A blurred backdrop, saturated and tinted, over a rounded rectangle: a blur material.
  let material: GLProgram
  /// The group texture under each pixel at the mask texture's alpha there: a layer through its mask.
  let masked: GLProgram
  /// A piece of a curled page: the page's content (a texture) over the paper, in full or faintly, shaded
  /// per vertex (the shade comes in the position's z, which the canvas matrix of a curl, the identity,
  /// leaves out of the clip position).
  let curl: GLProgram

  init() throws(RenderError) {
    solid = try GLProgram(name: "solid", fragment: Self.solidFragment, uniforms: ["u_colour", "u_vertexColour"])
    shape = try GLProgram(
      name: "shape", fragment: Self.shapeFragment,
      uniforms: ["u_colour", "u_rect", "u_radius", "u_border", "u_source", "u_group", "u_canvas"])
    shadow = try GLProgram(
      name: "shadow", fragment: Self.shadowFragment, uniforms: ["u_colour", "u_rect", "u_radius", "u_sigma"])
    straightShadow = try GLProgram(
      name: "straight shadow", fragment: Self.straightShadowFragment, uniforms: ["u_colour", "u_rect", "u_sigma"])
    var textures: [TextureSampling: GLProgram] = [:]
    for sampling in TextureSampling.allCases {
      textures[sampling] = try GLProgram(
        name: "texture (\(sampling))", fragment: Self.textureFragment(sampling),
        uniforms: ["u_texture", "u_alpha", "u_source", "u_texel", "u_offset", "u_tint"])
    }
    self.textures = textures
    gradient = try GLProgram(
      name: "gradient", fragment: Self.gradientFragment,
      uniforms: ["u_rect", "u_radius", "u_start", "u_end", "u_radial", "u_count", "u_colours", "u_locations"])
    blur = try GLProgram(name: "blur", fragment: Self.blurFragment, uniforms: ["u_texture", "u_step", "u_sigma"])
    material = try GLProgram(
      name: "material", fragment: Self.materialFragment,
      uniforms: ["u_texture", "u_rect", "u_radius", "u_saturation", "u_tint", "u_alpha", "u_texel"])
    masked = try GLProgram(name: "masked", fragment: Self.maskedFragment, uniforms: ["u_texture", "u_mask", "u_alpha"])
    curl = try GLProgram(
      name: "curl", fragment: Self.curlFragment, uniforms: ["u_texture", "u_paper", "u_content"])
  }

  static let vertex = """
    #version 300 es
    uniform mat4 u_matrix;
    uniform vec2 u_canvas;
    in vec4 a_position;
    in vec2 a_uv;
    in vec4 a_colour;
    out vec2 v_local;
    out vec2 v_uv;
    out float v_shade;
    out vec4 v_colour;
    void main() {
      vec4 p = u_matrix * a_position;
      v_local = a_position.xy;
      v_uv = a_uv;
      v_shade = a_position.z;
      v_colour = a_colour;
      gl_Position = vec4(2.0 * p.x / u_canvas.x - p.w, 2.0 * p.y / u_canvas.y - p.w, 0.0, p.w);
    }
    """

  static let solidFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_colour;
    uniform int u_vertexColour;
    in vec4 v_colour;
    out vec4 colour;
    void main() { colour = u_vertexColour == 1 ? v_colour : u_colour; }
    """

  static let shapeFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_colour;
    uniform vec4 u_rect;
    uniform float u_radius;
    uniform float u_border;
    uniform int u_source;
    uniform sampler2D u_group;
    uniform vec2 u_canvas;
    in vec2 v_local;
    out vec4 colour;
    \(GLPrograms.shapeFunctions)
    void main() {
      vec2 p = v_local - u_rect.xy;
      float c = cover(p, u_rect.zw, u_radius);
      if (u_border > 0.0) {
        vec2 inner = max(u_rect.zw - u_border, 0.0);
        float hole = (inner.x > 0.0 && inner.y > 0.0) ? cover(p, inner, max(u_radius - u_border, 0.0)) : 0.0;
        c *= 1.0 - hole;
      }
      if (u_source == 1) {
        colour = texture(u_group, gl_FragCoord.xy / u_canvas) * (u_colour.a * c);
      } else {
        colour = u_colour * c;
      }
    }
    """

  /// The signed distance to a rounded rectangle, its normal, and a pixel's coverage from them.
  static let shapeFunctions = """
    float box(vec2 p, vec2 halfSize, float r) {
      vec2 q = abs(p) - halfSize + r;
      return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
    }
    // The distance's direction in the plane (unit): toward the nearest edge, or out of the nearest arc.
    vec2 normal(vec2 p, vec2 halfSize, float r) {
      vec2 q = abs(p) - halfSize + r;
      vec2 g = (q.x > 0.0 || q.y > 0.0) ? max(q, 0.0) : (q.x > q.y ? vec2(1.0, 0.0) : vec2(0.0, 1.0));
      g = length(g) > 0.0 ? normalize(g) : vec2(1.0, 0.0);
      return g * vec2(p.x < 0.0 ? -1.0 : 1.0, p.y < 0.0 ? -1.0 : 1.0);
    }
    // Coverage of the pixel by the shape: its distance in pixels along the normal, from how far the plane
    // moves per pixel (the plane's coordinates' screen derivatives, smooth even where the normal turns).
    float cover(vec2 p, vec2 halfSize, float r) {
      float d = box(p, halfSize, r);
      vec2 n = normal(p, halfSize, r);
      float w = length(vec2(dot(n, dFdx(p)), dot(n, dFdy(p))));
      return clamp(0.5 - d / max(w, 1e-6), 0.0, 1.0);
    }
    """

  static let gradientFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_rect;
    uniform float u_radius;
    uniform vec2 u_start;
    uniform vec2 u_end;
    uniform int u_radial;
    uniform int u_count;
    uniform vec4 u_colours[\(GradientFill.maximumStops)];
    uniform float u_locations[\(GradientFill.maximumStops)];
    in vec2 v_local;
    out vec4 colour;
    \(GLPrograms.shapeFunctions)
    void main() {
      float c = cover(v_local - u_rect.xy, u_rect.zw, u_radius);
      vec2 d = u_end - u_start;
      float t;
      if (u_radial == 1) {
        t = length((v_local - u_start) / max(abs(d), vec2(1e-6)));
      } else {
        t = dot(v_local - u_start, d) / max(dot(d, d), 1e-12);
      }
      vec4 g = u_colours[0];
      if (t >= u_locations[u_count - 1]) {
        g = u_colours[u_count - 1];
      } else {
        for (int i = 1; i < \(GradientFill.maximumStops); i++) {
          if (i >= u_count) break;
          if (t <= u_locations[i]) {
            float a = u_locations[i - 1];
            float b = u_locations[i];
            g = mix(u_colours[i - 1], u_colours[i], b > a ? clamp((t - a) / (b - a), 0.0, 1.0) : 1.0);
            break;
          }
        }
      }
      colour = g * c;
    }
    """

  static let blurFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_texture;
    uniform vec2 u_step;
    uniform float u_sigma;
    uniform vec2 u_canvas;
    out vec4 colour;
    void main() {
      vec2 uv = gl_FragCoord.xy / u_canvas;
      int r = int(ceil(3.0 * u_sigma));
      vec4 sum = vec4(0.0);
      float total = 0.0;
      for (int i = -12; i <= 12; i++) {
        if (i < -r || i > r) continue;
        float w = exp(-0.5 * float(i * i) / (u_sigma * u_sigma));
        sum += texture(u_texture, uv + u_step * float(i)) * w;
        total += w;
      }
      colour = sum / total;
    }
    """

  static let materialFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_texture;
    uniform vec4 u_rect;
    uniform float u_radius;
    uniform float u_saturation;
    uniform vec4 u_tint;
    uniform float u_alpha;
    uniform vec2 u_texel;
    in vec2 v_local;
    out vec4 colour;
    \(GLPrograms.shapeFunctions)
    void main() {
      float c = cover(v_local - u_rect.xy, u_rect.zw, u_radius);
      vec3 rgb = texture(u_texture, gl_FragCoord.xy * u_texel).rgb;
      float l = dot(rgb, vec3(0.2126, 0.7152, 0.0722));
      rgb = clamp(mix(vec3(l), rgb, u_saturation), 0.0, 1.0);
      rgb = rgb * (1.0 - u_tint.a) + u_tint.rgb;
      float a = c * u_alpha;
      colour = vec4(rgb * a, a);
    }
    """

  static let maskedFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_texture;
    uniform sampler2D u_mask;
    uniform float u_alpha;
    uniform vec2 u_canvas;
    out vec4 colour;
    void main() {
      vec2 uv = gl_FragCoord.xy / u_canvas;
      colour = texture(u_texture, uv) * (texture(u_mask, uv).a * u_alpha);
    }
    """

  static let curlFragment = """
    #version 300 es
    precision highp float;
    uniform sampler2D u_texture;
    uniform vec4 u_paper;
    uniform float u_content;
    in vec2 v_uv;
    in float v_shade;
    out vec4 colour;
    void main() {
      vec4 c = texture(u_texture, v_uv);
      vec3 over = c.rgb + u_paper.rgb * (1.0 - c.a);
      colour = vec4(mix(u_paper.rgb, over, u_content) * v_shade, 1.0);
    }
    """

  /// The error function of each component (Abramowitz and Stegun 7.1.27, within 5 × 10⁻⁴).
  static let erf = """
    vec2 erf2(vec2 x) {
      vec2 s = sign(x), a = abs(x);
      x = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
      x *= x;
      return s - s / (x * x);
    }
    vec4 erf4(vec4 x) {
      vec4 s = sign(x), a = abs(x);
      x = 1.0 + (0.278393 + (0.230389 + 0.078108 * (a * a)) * a) * a;
      x *= x;
      return s - s / (x * x);
    }
    """

  static let straightShadowFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_colour;
    uniform vec4 u_rect;
    uniform float u_sigma;
    in vec2 v_local;
    out vec4 colour;
    """ + erf + """
    void main() {
      vec2 p = v_local - u_rect.xy;
      vec2 h = u_rect.zw;
      vec4 ends = 0.5 + 0.5 * erf4(vec4(p.x - h.x, p.x + h.x, p.y - h.y, p.y + h.y) * (0.7071067811865476 / u_sigma));
      colour = u_colour * ((ends.y - ends.x) * (ends.w - ends.z));
    }
    """

  static let shadowFragment = """
    #version 300 es
    precision highp float;
    uniform vec4 u_colour;
    uniform vec4 u_rect;
    uniform float u_radius;
    uniform float u_sigma;
    in vec2 v_local;
    out vec4 colour;
    """ + erf + """
    float shadowX(float x, float y, float sigma, float corner, vec2 halfSize) {
      float delta = min(halfSize.y - corner - abs(y), 0.0);
      float curved = halfSize.x - corner + sqrt(max(0.0, corner * corner - delta * delta));
      vec2 integral = 0.5 + 0.5 * erf2((x + vec2(-curved, curved)) * (0.7071067811865476 / sigma));
      return integral.y - integral.x;
    }
    void main() {
      vec2 p = v_local - u_rect.xy;
      vec2 halfSize = u_rect.zw;
      float value;
      if (u_sigma < 0.01) {
        vec2 q = abs(p) - halfSize + u_radius;
        float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - u_radius;
        float w = length(vec2(length(dFdx(p)), length(dFdy(p)))) * 0.7071067811865476;
        value = clamp(0.5 - d / max(w, 1e-6), 0.0, 1.0);
      } else {
        float low = p.y - halfSize.y;
        float high = p.y + halfSize.y;
        float start = clamp(-3.0 * u_sigma, low, high);
        float end = clamp(3.0 * u_sigma, low, high);
        float step = (end - start) / 4.0;
        // Each of the four slices weighs the Gaussian's exact mass over it (so where the shape is a plain
        // rectangle this is the separable formula, and the straight sides' program meets it seamlessly).
        float k = 0.7071067811865476 / u_sigma;
        vec4 lower = 0.5 * erf4((start + step * vec4(0.0, 1.0, 2.0, 3.0)) * k);
        vec4 mass = vec4(lower.yzw, 0.5 * erf2(vec2(end * k)).x) - lower;
        value = 0.0;
        float y = start + step * 0.5;
        for (int i = 0; i < 4; i++) {
          value += shadowX(p.x, p.y - y, u_sigma, u_radius, halfSize) * mass[i];
          y += step;
        }
      }
      colour = u_colour * value;
    }
    """

  /// The fragment shader of a texture program: where it samples, and what it makes of the texel.
  static func textureFragment(_ sampling: TextureSampling) -> String {
    let coordinate =
      switch sampling {
      case .mapped, .mappedStraight: "u_source.xy + v_uv * u_source.zw"
      case .underPixel: "gl_FragCoord.xy / u_canvas"
      case .shrunk, .shrunkAlpha: "(gl_FragCoord.xy - u_offset) * u_texel"
      }
    let colour =
      switch sampling {
      case .mappedStraight: "vec4(t.rgb * t.a, t.a) * u_alpha"
      case .shrunkAlpha: "u_tint * t.a"
      case .mapped, .underPixel, .shrunk: "t * u_alpha"
      }
    return """
      #version 300 es
      precision highp float;
      uniform sampler2D u_texture;
      uniform float u_alpha;
      uniform vec2 u_canvas;
      uniform vec4 u_source;
      uniform vec2 u_texel;
      uniform vec2 u_offset;
      uniform vec4 u_tint;
      in vec2 v_uv;
      out vec4 colour;
      void main() {
        vec4 t = texture(u_texture, \(coordinate));
        colour = \(colour);
      }
      """
  }
}

/// How a texture program samples its texture and what it draws of it.
enum TextureSampling: CaseIterable, Hashable {
  /// The `u_source` part of the texture mapped onto the quad (a picture: an image, a line of text),
  /// premultiplied, faded by `u_alpha`.
  case mapped
  /// The same with straight colours (SDL_ttf's text), premultiplied as they are sampled.
  case mappedStraight
  /// The texel under each pixel (a group's texture, the canvas's size), faded by `u_alpha`.
  case underPixel
  /// A shrunk texture under each pixel (`u_texel` a canvas pixel in its coordinates, after moving back by
  /// `u_offset`), faded by `u_alpha`.
  case shrunk
  /// The same, its alpha as a shadow in `u_tint`.
  case shrunkAlpha
}

/// A linked program and the places of its uniforms.
struct GLProgram {
  let id: GLuint
  let matrix: GLint
  let canvas: GLint
  let position: GLuint
  let uv: GLuint
  private let locations: [String: GLint]

  init(name: String, fragment: String, uniforms: [String]) throws(RenderError) {
    let vertexShader = try Self.compile(GLPrograms.vertex, kind: GLenum(GL_VERTEX_SHADER), name: "\(name) vertex")
    let fragmentShader = try Self.compile(fragment, kind: GLenum(GL_FRAGMENT_SHADER), name: "\(name) fragment")
    let program = glCreateProgram()
    glAttachShader(program, vertexShader)
    glAttachShader(program, fragmentShader)
    glBindAttribLocation(program, 0, "a_position")
    glBindAttribLocation(program, 1, "a_uv")
    glBindAttribLocation(program, 2, "a_colour")
    glLinkProgram(program)
    glDeleteShader(vertexShader)
    glDeleteShader(fragmentShader)
    var status: GLint = 0
    glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
    guard status == GL_TRUE else {
      throw .gl(operation: "link the \(name) shader", reason: Self.log(program, glGetProgramInfoLog))
    }
    id = program
    matrix = glGetUniformLocation(program, "u_matrix")
    canvas = glGetUniformLocation(program, "u_canvas")
    (position, uv) = (0, 1)
    var locations: [String: GLint] = [:]
    for uniform in uniforms { locations[uniform] = glGetUniformLocation(program, uniform) }
    self.locations = locations
  }

  /// The place of a uniform named when the program was made.
  subscript(uniform: String) -> GLint { locations[uniform] ?? -1 }

  private static func compile(_ source: String, kind: GLenum, name: String) throws(RenderError) -> GLuint {
    let shader = glCreateShader(kind)
    source.withCString { text in
      var pointer: UnsafePointer<GLchar>? = text
      glShaderSource(shader, 1, &pointer, nil)
    }
    glCompileShader(shader)
    var status: GLint = 0
    glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
    guard status == GL_TRUE else {
      throw .gl(operation: "compile the \(name) shader", reason: log(shader, glGetShaderInfoLog))
    }
    return shader
  }

  private static func log(
    _ object: GLuint, _ read: (GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLchar>?) -> Void
  ) -> String {
    var text = [GLchar](repeating: 0, count: 2048)
    var length: GLsizei = 0
    read(object, GLsizei(text.count), &length, &text)
    return String(decoding: text.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
