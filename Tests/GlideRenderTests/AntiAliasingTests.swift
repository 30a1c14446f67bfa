import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Edges drawn as a GPU compositor draws them: every pixel an edge crosses takes the share of the shape
/// that covers it, under any transform; shadows are the closed-form Gaussian of the shape.
@Suite("Anti-aliasing and shadows")
struct AntiAliasingTests {
  static let table = Color(red: 0.13, green: 0.45, blue: 0.31)
  static let card = Color(red: 0.25, green: 0.47, blue: 0.85)

  /// Whether `pixel` lies strictly between `a` and `b`: more than 8 levels from both, on the line
  /// between them within 6 levels (a blend, not a third colour).
  static func isBlend(_ pixel: RenderImage.RGB, _ a: RenderImage.RGB, _ b: RenderImage.RGB) -> Bool {
    let p = [Double(pixel.red), Double(pixel.green), Double(pixel.blue)]
    let (x, y) = ([Double(a.red), Double(a.green), Double(a.blue)], [Double(b.red), Double(b.green), Double(b.blue)])
    let d = zip(y, x).map { $0 - $1 }
    let length = d.map { $0 * $0 }.reduce(0, +)
    let t = zip(zip(p, x).map { $0 - $1 }, d).map { $0 * $1 }.reduce(0, +) / length
    let off = (0..<3).map { abs(p[$0] - (x[$0] + t * d[$0])) }.max() ?? 0
    return t * length.squareRoot() > 8 && (1 - t) * length.squareRoot() > 8 && off <= 6
  }

  static func rgb(_ colour: Color) -> RenderImage.RGB {
    RenderImage.RGB(red: RGBA8.level(colour.red), green: RGBA8.level(colour.green), blue: RGBA8.level(colour.blue))
  }

  @Test("At 25 % of a flip the turned card's four edges blend with the table all along, at 1× and 2×", arguments: [1.0, 2.0])
  func turnedCardEdges(scale: Double) throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 300, height: 300), colour: Self.table)
    var state = RenderTest.state(frame: Rect(x: 60, y: 70, width: 180, height: 160), colour: Self.card)
    // A quarter of a half turn about y (45°), with the flip's perspective (m34 = −1/500).
    state.transform = Transform3D(perspectiveDistance: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
    let card = Layer(engine: engine, state: state)
    root.addSublayer(card)
    let image = try RenderTest.image(root, size: Size(width: 300, height: 300), scale: scale)
    // The card's corners on the canvas, from the same matrix the renderer uses.
    let matrix = LayerGeometry.toSuperlayer(card.presentation(at: 0), superlayer: root.presentation(at: 0))
      .concatenating(LayerGeometry.root(scale: scale))
    let corners = [(0.0, 0.0), (180.0, 0.0), (180.0, 160.0), (0.0, 160.0)].map { point in
      let p = LayerGeometry.homogeneous(matrix, x: point.0, y: point.1)
      return (x: p.x / p.w, y: p.y / p.w)
    }
    let (inside, outside) = (Self.rgb(Self.card), Self.rgb(Self.table))
    for edge in 0..<4 {
      let (a, b) = (corners[edge], corners[(edge + 1) % 4])
      var blended = 0
      let samples = 24
      for step in 1..<samples {
        let t = Double(step) / Double(samples)
        let (x, y) = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        // The pixels within a pixel of the edge at this point: one of them is a blend.
        let near = (-1...1).flatMap { dy in (-1...1).map { dx in (Int(x.rounded(.down)) + dx, Int(y.rounded(.down)) + dy) } }
        if near.contains(where: { Self.isBlend(image[$0.0, $0.1], inside, outside) }) { blended += 1 }
      }
      #expect(blended == samples - 1, "edge \(edge) at \(scale)×: \(blended) of \(samples - 1) points blended")
    }
  }

  @Test("A rounded rectangle at a fractional position blends round its corners and covers its exact area")
  func roundedCornersAtAFraction() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 80))
    var state = RenderTest.state(frame: Rect(x: 10.3, y: 10.7, width: 60, height: 40), colour: RenderTest.red)
    state.cornerRadius = 12
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 100, height: 80))
    let (red, white) = (RenderImage.RGB(red: 255, green: 0, blue: 0), RenderImage.RGB(red: 255, green: 255, blue: 255))
    // Along each corner's arc, every 10°, a pixel within one of the arc is a blend of red and white.
    let centres = [(22.3, 22.7, Double.pi), (58.3, 22.7, 1.5 * .pi), (58.3, 38.7, 0), (22.3, 38.7, 0.5 * .pi)]
    for (cx, cy, start) in centres {
      for step in 0...9 {
        let angle = start + Double(step) / 9 * (.pi / 2)
        let (x, y) = (cx + 12 * cos(angle), cy + 12 * sin(angle))
        let near = (-1...1).flatMap { dy in (-1...1).map { dx in (Int(x.rounded(.down)) + dx, Int(y.rounded(.down)) + dy) } }
        #expect(near.contains { Self.isBlend(image[$0.0, $0.1], red, white) }, "no blend near (\(x), \(y))")
      }
    }
    let area = RenderTest.coverage(image) { 1 - Double($0.green) / 255 }
    let expected = 60.0 * 40 - (4 - Double.pi) * 144
    #expect(abs(area - expected) <= 2, "covered \(area) pixels, expected \(expected)")
  }

  /// A red 150-point square on white with a black shadow of opacity `opacity`, σ = 8 points, offset
  /// `offset`, drawn at 1×.
  static func shadowed(offset: Size, opacity: Double = 1) throws -> RenderImage {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 250, height: 250))
    var state = RenderTest.state(frame: Rect(x: 50, y: 50, width: 150, height: 150), colour: RenderTest.red)
    (state.shadowOpacity, state.shadowRadius, state.shadowOffset, state.shadowColor) = (opacity, 8, offset, .black)
    root.addSublayer(Layer(engine: engine, state: state))
    return try RenderTest.image(root, size: Size(width: 250, height: 250))
  }

  /// The shadow's darkness a distance `d` points outside a long straight edge: a Gaussian's tail,
  /// ½ erfc(d / (σ√2)).
  static func tail(_ d: Double, sigma: Double = 8) -> Double { 0.5 * erfc(d / (sigma * 2.0.squareRoot())) }

  @Test("A shadow's profile across an edge is the Gaussian's tail, σ = shadowRadius, within 2 levels")
  func shadowProfile() throws {
    let image = try Self.shadowed(offset: .zero)
    // Right of the square's right edge (x = 200), level with its middle (y = 125): pixel centres at
    // x + ½; white darkened by the tail.
    for x in 200..<230 {
      let expected = 255 * (1 - Self.tail(Double(x) + 0.5 - 200))
      let found = Double(image[x, 125].green)
      #expect(abs(found - expected) <= 2, "x \(x): \(found), expected \(expected)")
    }
    // Inside the square, the layer covers its shadow.
    #expect(image[190, 125] == RenderImage.RGB(red: 255, green: 0, blue: 0))
  }

  @Test("shadowOffset moves the shadow and shadowOpacity scales it")
  func shadowOffsetAndOpacity() throws {
    let image = try Self.shadowed(offset: Size(width: 0, height: 10), opacity: 0.5)
    // Below the square (bottom edge y = 200), the shadow's edge lies 10 points lower; above it, 10 higher.
    for d in [2.0, 6.0, 12.0] {
      // Rows whose centres lie d points below the bottom edge and d points above the top one. Across
      // a horizontal edge the blur is summed from four samples (across a vertical one it is closed
      // form): within 4 levels.
      let below = Double(image[125, Int(200 + d - 0.5)].green)
      let above = Double(image[125, Int(50 - d - 0.5)].green)
      #expect(abs(below - 255 * (1 - 0.5 * Self.tail(d - 10))) <= 4, "below at \(d): \(below)")
      #expect(abs(above - 255 * (1 - 0.5 * Self.tail(d + 10))) <= 4, "above at \(d): \(above)")
    }
  }

  @Test("A shadowPath's shadow (the path filled, blurred) matches the closed-form shadow of the same rectangle, within 4 levels")
  func shadowPathMatchesTheClosedForm() throws {
    let closedForm = try Self.shadowed(offset: Size(width: 6, height: 6), opacity: 0.8)
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 250, height: 250))
    var state = RenderTest.state(frame: Rect(x: 50, y: 50, width: 150, height: 150), colour: .clear)
    (state.shadowOpacity, state.shadowRadius, state.shadowOffset, state.shadowColor) = (0.8, 8, Size(width: 6, height: 6), .black)
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 150, y: 0))
    path.addLine(to: Point(x: 150, y: 150))
    path.addLine(to: Point(x: 0, y: 150))
    path.close()
    state.shadowPath = path
    root.addSublayer(Layer(engine: engine, state: state))
    let blurred = try RenderTest.image(root, size: Size(width: 250, height: 250))
    // Outside the square (where the closed form's red layer does not cover its shadow).
    var worst = 0
    for (x, y) in [(205, 125), (212, 125), (220, 140), (125, 205), (125, 215), (205, 205), (215, 212), (45, 125), (125, 45)] {
      worst = max(worst, abs(Int(blurred[x, y].green) - Int(closedForm[x, y].green)))
    }
    let pairs = [(205, 125), (212, 125), (220, 140), (125, 205), (45, 125), (125, 45), (125, 125)].map { "\($0): \(blurred[$0.0, $0.1].green) vs \(closedForm[$0.0, $0.1].green)" }
    #expect(worst <= 4, "worst difference \(worst) levels \(pairs)")
    // Under the path, with no layer drawn over it, the shadow shows at its full 80 %.
    #expect(abs(Int(blurred[125, 125].green) - 51) <= 2, "\(blurred[125, 125])")
  }

  @Test("Halfway through a shadowPath animation the renderer draws the presentation's path: the same pixels as the halfway path set")
  func animatedShadowPathIsThePresentation() throws {
    func square(_ side: Double) -> BezierPath {
      var path = BezierPath()
      path.move(to: Point(x: 0, y: 0))
      path.addLine(to: Point(x: side, y: 0))
      path.addLine(to: Point(x: side, y: side))
      path.addLine(to: Point(x: 0, y: side))
      path.close()
      return path
    }
    func scene(shadowPath: BezierPath) -> (AnimationEngine, Layer, Layer) {
      let engine = AnimationEngine()
      let root = RenderTest.root(engine, size: Size(width: 200, height: 200))
      var state = RenderTest.state(frame: Rect(x: 20, y: 20, width: 150, height: 150), colour: .clear)
      (state.shadowOpacity, state.shadowRadius, state.shadowOffset) = (0.8, 6, Size(width: 4, height: 4))
      state.shadowPath = shadowPath
      let layer = Layer(engine: engine, state: state)
      root.addSublayer(layer)
      return (engine, root, layer)
    }
    let (_, animated, layer) = scene(shadowPath: square(150))
    layer.add(BasicAnimation(keyPath: .shadowPath, from: .path(square(150)), to: .path(square(50)), duration: 1))
    let halfway = scene(shadowPath: square(100)).1
    let drawn = try RenderTest.image(animated, size: Size(width: 200, height: 200), at: 0.5)
    #expect(drawn == (try RenderTest.image(halfway, size: Size(width: 200, height: 200), at: 0.5)))
    #expect(drawn != (try RenderTest.image(animated, size: Size(width: 200, height: 200), at: 1)))
  }

  @Test("A layer without a background shadows what it draws: a sublayer's square casts the closed form's shadow, within 4 levels")
  func drawingShadowMatchesTheClosedForm() throws {
    let closedForm = try Self.shadowed(offset: Size(width: 6, height: 6), opacity: 0.8)
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 250, height: 250))
    var state = RenderTest.state(frame: Rect(x: 50, y: 50, width: 150, height: 150), colour: .clear)
    (state.shadowOpacity, state.shadowRadius, state.shadowOffset, state.shadowColor) = (0.8, 8, Size(width: 6, height: 6), .black)
    let layer = Layer(engine: engine, state: state)
    layer.addSublayer(
      Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 150, height: 150), colour: RenderTest.red)))
    root.addSublayer(layer)
    let drawn = try RenderTest.image(root, size: Size(width: 250, height: 250))
    var worst = 0
    for (x, y) in [(205, 125), (212, 125), (220, 140), (125, 205), (125, 215), (205, 205), (215, 212), (45, 125), (125, 45)] {
      worst = max(worst, abs(Int(drawn[x, y].green) - Int(closedForm[x, y].green)))
    }
    #expect(worst <= 4, "worst difference \(worst) levels")
    // The sublayer itself is drawn over its shadow.
    #expect(drawn[125, 125] == RenderImage.RGB(red: 255, green: 0, blue: 0))
  }

  @Test("Translucent boxes drawn as one batch blend in their order: blue at half over red at half over white")
  func batchedTranslucentBoxesKeepTheirOrder() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 60, height: 40))
    for (x, colour) in [(0.0, RenderTest.red), (20.0, RenderTest.blue)] {
      root.addSublayer(
        Layer(engine: engine, state: RenderTest.state(frame: Rect(x: x, y: 0, width: 40, height: 40), colour: colour, opacity: 0.5)))
    }
    let image = try RenderTest.image(root, size: Size(width: 60, height: 40))
    // At 128/255: red over white (255, 127, 127); blue over that: (127, 63, 191); blue over white (127, 127, 255).
    let (red, both, blue) = (image[10, 20], image[30, 20], image[50, 20])
    #expect(red.red == 255 && abs(Int(red.green) - 127) <= 1, "\(red)")
    #expect(abs(Int(both.red) - 127) <= 1 && abs(Int(both.green) - 63) <= 1 && abs(Int(both.blue) - 191) <= 1, "\(both)")
    #expect(blue.blue == 255 && abs(Int(blue.red) - 127) <= 1, "\(blue)")
  }

  @Test("A layer without a background or anything drawn casts no shadow (Core Animation shadows what it draws)")
  func nothingDrawnNoShadow() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    var state = RenderTest.state(frame: Rect(x: 20, y: 20, width: 60, height: 60), colour: .clear)
    (state.shadowOpacity, state.shadowRadius) = (1, 4)
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 100, height: 100))
    #expect(RenderTest.coverage(image) { 1 - Double($0.green) / 255 } == 0)
  }
}
