import Foundation
import GlideAnimation
import GlideRender
import GlideTestSupport
import Testing

/// What the renderer paints for small fixed layer trees, checked by pixel regions of the PNG it writes.
@Suite("Layer renderer", .serialized)
struct LayerRendererTests {
  @Test("A layer's rectangle lands on points × scale pixels", arguments: [1.0, 2.0, 3.0])
  func pointsTimesScaleArePixels(scale: Double) throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 60))
    root.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 20, width: 30, height: 15), colour: RenderTest.red)))
    let image = try RenderTest.image(root, size: Size(width: 100, height: 60), scale: scale)
    #expect(image.width == Int(100 * scale) && image.height == Int(60 * scale))
    let found = try RenderTest.regions(
      image, in: folder, colours: ["red": "#ff0000"],
      regions: [PixelRegion("all", x: 0, y: 0, width: Double(image.width), height: Double(image.height))])
    let red = try #require(found["all"]?["red"])
    let s = Int(scale)
    #expect(red.count == 30 * s * 15 * s)
    #expect(red.box?.minX == 10 * s && red.box?.minY == 20 * s)
    #expect(red.box?.maxX == 40 * s - 1 && red.box?.maxY == 35 * s - 1)
  }

  @Test("A rotated layer paints its turned square: the bounding box of a 45° turn, the square's area")
  func rotation() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    root.addSublayer(
      Layer(
        engine: engine,
        state: RenderTest.state(
          frame: Rect(x: 30, y: 30, width: 40, height: 40), colour: RenderTest.blue,
          transform: Transform2D(rotationAngle: .pi / 4))))
    let image = try RenderTest.image(root, size: Size(width: 100, height: 100))
    let found = try RenderTest.regions(
      image, in: folder, colours: ["blue": "#0000ff"], regions: [PixelRegion("all", x: 0, y: 0, width: 100, height: 100)])
    let blue = try #require(found["all"]?["blue"])
    // The diamond reaches 20√2 ≈ 28.28 points either side of the centre (50, 50): 21.7 … 78.3. Its tips
    // are points: the first pixel centre inside one may lie up to a pixel and a half in.
    let box = try #require(blue.box)
    for (edge, expected) in [(box.minX, 21.72), (box.minY, 21.72), (box.maxX + 1, 78.28), (box.maxY + 1, 78.28)] {
      #expect(abs(Double(edge) - expected) <= 1.5, "edge \(edge), expected \(expected)")
    }
    // Its area, edge pixels counted by how much of them it covers (blue over white: what red is missing).
    let area = RenderTest.coverage(image) { 1 - Double($0.red) / 255 }
    #expect(abs(area - 1600) <= 1600 * 0.01, "\(area) pixels")
    #expect(blue.count < 1600, "edge pixels blend with the white: \(blue.count) wholly blue")
  }

  @Test("Group opacity: two overlapping opaque sublayers of a half-transparent layer fade as one picture")
  func groupOpacity() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    let group = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 10, width: 80, height: 80), colour: .clear, opacity: 0.5))
    group.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 50, height: 50), colour: RenderTest.red)))
    group.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 30, y: 30, width: 50, height: 50), colour: RenderTest.blue)))
    root.addSublayer(group)
    let image = try RenderTest.image(root, size: Size(width: 100, height: 100))
    // Half of each colour over white. Faded one by one instead, the overlap would show the blue over the
    // faded red: (128, 64, 191).
    let found = try RenderTest.regions(
      image, in: folder, colours: ["pink": "#ff8080", "lilac": "#8080ff", "mixed": "#8040bf"],
      regions: [
        PixelRegion("red only", x: 10, y: 10, width: 30, height: 30),
        PixelRegion("overlap", x: 40, y: 40, width: 20, height: 20),
        PixelRegion("blue only", x: 60, y: 60, width: 30, height: 30),
      ])
    #expect(found["red only"]?["pink"]?.count == 900)
    #expect(found["overlap"]?["lilac"]?.count == 400)
    #expect(found["overlap"]?["mixed"]?.count == 0)
    #expect(found["blue only"]?["lilac"]?.count == 900)
  }

  @Test("Faded groups leave the pixels around what they drew exactly as they were, however many there are")
  func groupsLeaveTheirSurroundings() throws {
    let engine = AnimationEngine()
    let size = Size(width: 120, height: 100)
    let grey = Color(red: 0.93, green: 0.93, blue: 0.95)  // (237, 237, 242)
    let root = RenderTest.root(engine, size: size, colour: grey)
    // Eight half-faded cells of two sublayers each, stacked as a collection's cells are mid-layout: each is
    // a group, composed back at α ½. Composing a group over the whole canvas rounds the untouched pixels
    // down a level or so each time (eight groups took this grey to (228, 228, 233)).
    for index in 0..<8 {
      let cell = Layer(
        engine: engine,
        state: RenderTest.state(frame: Rect(x: 10 + Double(index) * 3, y: 10 + Double(index) * 2, width: 30, height: 30), colour: .clear, opacity: 0.5))
      cell.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 30, height: 20), colour: RenderTest.red)))
      cell.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 20, width: 30, height: 10), colour: RenderTest.blue)))
      root.addSublayer(cell)
    }
    let image = try RenderTest.image(root, size: size)
    let untouched = RenderImage.RGB(red: 237, green: 237, blue: 242)
    // Everything right of and below the cells (they reach x 61, y 54).
    for y in 0..<100 {
      for x in 0..<120 where x >= 62 || y >= 55 {
        #expect(image[x, y] == untouched, "(\(x), \(y))")
        if image[x, y] != untouched { return }
      }
    }
    #expect(image[45, 35] != untouched)
  }

  @Test("A leaf layer's opacity fades its colour over what is under it")
  func leafOpacity() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 20, height: 20))
    root.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 10, height: 20), colour: RenderTest.blue, opacity: 0.25)))
    let image = try RenderTest.image(root, size: Size(width: 20, height: 20))
    let faded = image[5, 10]
    // 0.25 · blue + 0.75 · white = (191, 191, 255), within a level of SDL's 8-bit blend.
    #expect(abs(Int(faded.red) - 191) <= 1 && abs(Int(faded.green) - 191) <= 1 && faded.blue == 255, "\(faded)")
    #expect(image[15, 10] == RenderImage.RGB(red: 255, green: 255, blue: 255))
  }

  @Test("Hidden and fully transparent layers draw nothing, sublayers included")
  func hiddenAndTransparent() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 20, height: 20))
    var hiddenState = RenderTest.state(frame: Rect(x: 0, y: 0, width: 10, height: 10), colour: RenderTest.red)
    hiddenState.isHidden = true
    let hidden = Layer(engine: engine, state: hiddenState)
    hidden.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 5, height: 5), colour: RenderTest.blue)))
    let transparent = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 10, width: 10, height: 10), colour: RenderTest.red, opacity: 0))
    transparent.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 5, height: 5), colour: RenderTest.blue)))
    root.addSublayer(hidden)
    root.addSublayer(transparent)
    let image = try RenderTest.image(root, size: Size(width: 20, height: 20))
    #expect(image == RenderImage(width: 20, height: 20, filledWith: RenderImage.RGB(red: 255, green: 255, blue: 255)))
  }

  @Test("Siblings draw by zPosition, then in order")
  func zPosition() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 20, height: 20))
    var front = RenderTest.state(frame: Rect(x: 0, y: 0, width: 20, height: 20), colour: RenderTest.red)
    front.zPosition = 1
    root.addSublayer(Layer(engine: engine, state: front))
    root.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 20, height: 20), colour: RenderTest.blue)))
    let image = try RenderTest.image(root, size: Size(width: 20, height: 20))
    #expect(image[10, 10] == RenderImage.RGB(red: 255, green: 0, blue: 0))
  }

  @Test("Text is drawn from the top of the layer, placed across it by its alignment", arguments: [
    LayerText.AlignmentMode.natural, .left, .center, .right, .justified,
  ])
  func textAlignment(_ alignment: LayerText.AlignmentMode) throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 200, height: 100))
    var state = RenderTest.state(frame: Rect(x: 0, y: 20, width: 200, height: 80), colour: .black)
    state.text = LayerText("Glide  go\nAB", fontSize: 17, foregroundColor: .white, alignmentMode: alignment)
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 200, height: 100), scale: 2)
    // Line skip of DejaVu Sans at 34 pixels: 40 pixels; the first line's glyphs within the first 40 rows.
    let found = try RenderTest.regions(
      image, in: folder, colours: ["ink": "#ffffff"],
      regions: [
        PixelRegion("first line", x: 0, y: 40, width: 400, height: 40),
        PixelRegion("second line", x: 0, y: 80, width: 400, height: 40),
        PixelRegion("below", x: 0, y: 120, width: 400, height: 80),
      ], tolerance: 60)
    let first = try #require(found["first line"]?["ink"]?.box)
    let second = try #require(found["second line"]?["ink"]?.box)
    #expect(found["below"]?["ink"]?.count == 0)
    switch alignment {
    case .natural, .left:
      #expect(first.minX <= 4 && second.minX <= 4, "\(first) \(second)")
      #expect(first.maxX < 200)
    case .right:
      #expect(first.maxX >= 394 && second.maxX >= 394, "\(first) \(second)")
    case .center:
      #expect(abs(Double(first.minX + first.maxX) / 2 - 200) <= 3, "\(first)")
      #expect(abs(Double(second.minX + second.maxX) / 2 - 200) <= 3, "\(second)")
    case .justified:
      // The first line's words spread to both edges; the last line stays at the left.
      #expect(first.minX <= 4 && first.maxX >= 394, "\(first)")
      #expect(second.minX <= 4 && second.maxX < 100, "\(second)")
    }
  }

  @Test("A corner radius rounds the background: the corners stay clear, the area loses (4 − π)·r²")
  func cornerRadius() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    var state = RenderTest.state(frame: Rect(x: 10, y: 10, width: 80, height: 80), colour: RenderTest.red)
    state.cornerRadius = 20
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 100, height: 100), scale: 2)
    let found = try RenderTest.regions(
      image, in: folder, colours: ["red": "#ff0000"],
      regions: [
        PixelRegion("all", x: 0, y: 0, width: 200, height: 200),
        // 6 pixels square in each corner of the layer: outside the arc (the nearest is 2·20·(√2 − 1) ≈ 16.6 in).
        PixelRegion("top left", x: 20, y: 20, width: 6, height: 6),
        PixelRegion("top right", x: 174, y: 20, width: 6, height: 6),
        PixelRegion("bottom right", x: 174, y: 174, width: 6, height: 6),
        PixelRegion("bottom left", x: 20, y: 174, width: 6, height: 6),
        PixelRegion("left edge middle", x: 20, y: 97, width: 6, height: 6),
      ])
    for corner in ["top left", "top right", "bottom right", "bottom left"] {
      #expect(found[corner]?["red"]?.count == 0, "\(corner)")
    }
    #expect(found["left edge middle"]?["red"]?.count == 36)
    let expected = 160.0 * 160.0 - (4 - Double.pi) * 40 * 40
    let red = RenderTest.coverage(image) { 1 - Double($0.green) / 255 }
    #expect(abs(red - expected) <= expected * 0.001, "\(red) pixels, expected \(expected)")
  }

  @Test("A border is drawn inside the edge, over the sublayers")
  func border() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 80))
    var state = RenderTest.state(frame: Rect(x: 10, y: 10, width: 80, height: 60), colour: RenderTest.blue)
    (state.borderWidth, state.borderColor) = (5, RenderTest.red)
    let layer = Layer(engine: engine, state: state)
    layer.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 40, height: 60), colour: RenderTest.green)))
    root.addSublayer(layer)
    let image = try RenderTest.image(root, size: Size(width: 100, height: 80))
    let found = try RenderTest.regions(
      image, in: folder, colours: ["red": "#ff0000", "green": "#00ff00", "blue": "#0000ff"],
      regions: [PixelRegion("all", x: 0, y: 0, width: 100, height: 80)])
    // The ring: 80 × 60 less 70 × 50; inside it, the sublayer's left half green, the rest blue.
    #expect(found["all"]?["red"]?.count == 80 * 60 - 70 * 50)
    #expect(found["all"]?["red"]?.box.map { [$0.minX, $0.minY, $0.maxX, $0.maxY] as [Int] } == [10, 10, 89, 69])
    #expect(found["all"]?["green"]?.count == 35 * 50)
    #expect(found["all"]?["blue"]?.count == 35 * 50)
  }

  @Test("A rounded, turned border: the ring's area, nothing inside it but the background")
  func roundedBorderUnderRotation() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 120, height: 120))
    var state = RenderTest.state(
      frame: Rect(x: 20, y: 20, width: 80, height: 80), colour: RenderTest.blue, transform: Transform2D(rotationAngle: 0.3))
    (state.borderWidth, state.borderColor, state.cornerRadius) = (6, RenderTest.red, 16)
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 120, height: 120), scale: 2)
    let found = try RenderTest.regions(
      image, in: folder, colours: ["red": "#ff0000", "blue": "#0000ff"],
      regions: [PixelRegion("all", x: 0, y: 0, width: 240, height: 240)])
    // Areas at 2×: the outer rounded square (160, r 32) less the inner (136, r 20).
    func rounded(_ side: Double, _ r: Double) -> Double { side * side - (4 - .pi) * r * r }
    let ring = rounded(160, 32) - rounded(136, 20)
    // Edge pixels by their share: red's over white and over blue alike is (R − G)/255; blue's (B − G)/255.
    let red = RenderTest.coverage(image) { (Double($0.red) - Double($0.green)) / 255 }
    let blue = RenderTest.coverage(image) { (Double($0.blue) - Double($0.green)) / 255 }
    #expect(abs(red - ring) <= ring * 0.005, "ring \(red), expected \(ring)")
    #expect(abs(blue - rounded(136, 20)) <= rounded(136, 20) * 0.01, "inside \(blue)")
    #expect(found["all"]?["red"] != nil)
  }

  @Test("masksToBounds clips the sublayers to the bounds: upright, turned, and rounded")
  func masksToBounds() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (rotation, radius) in [(0.0, 0.0), (Double.pi / 4, 0.0), (0.0, 20.0)] {
      let engine = AnimationEngine()
      let root = RenderTest.root(engine, size: Size(width: 120, height: 120))
      var state = RenderTest.state(
        frame: Rect(x: 30, y: 30, width: 60, height: 60), colour: .clear, transform: Transform2D(rotationAngle: rotation))
      (state.masksToBounds, state.cornerRadius) = (true, radius)
      let parent = Layer(engine: engine, state: state)
      // A green sublayer overflowing the parent on every side.
      parent.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: -30, y: -30, width: 120, height: 120), colour: RenderTest.green)))
      root.addSublayer(parent)
      let image = try RenderTest.image(root, size: Size(width: 120, height: 120))
      let found = try RenderTest.regions(
        image, in: folder, colours: ["green": "#00ff00"],
        regions: [
          PixelRegion("all", x: 0, y: 0, width: 120, height: 120),
          PixelRegion("corner", x: 30, y: 30, width: 4, height: 4),
        ])
      let green = try #require(found["all"]?["green"])
      let box = try #require(green.box)
      let area = 3600 - (4 - Double.pi) * radius * radius
      let covered = RenderTest.coverage(image) { 1 - Double($0.red) / 255 }
      #expect(abs(covered - area) <= area * 0.003, "rotation \(rotation), radius \(radius): \(covered) of \(green)")
      if rotation == 0 {
        #expect([box.minX, box.minY, box.maxX, box.maxY] as [Int] == [30, 30, 89, 89], "\(green)")
      } else {
        // The diamond: 30√2 ≈ 42.4 either side of the centre, 17.6 … 102.4.
        #expect(abs(Double(box.minX) - 17.6) <= 1.5 && abs(Double(box.maxX + 1) - 102.4) <= 1.5, "\(green)")
      }
      #expect(found["corner"]?["green"]?.count == (radius > 0 || rotation != 0 ? 0 : 16))
    }
  }

  @Test("A snapshot of a tree draws the same pixels as the tree")
  func snapshotDrawsLikeTheTree() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 60, height: 40))
    var card = RenderTest.state(
      frame: Rect(x: 5, y: 5, width: 40, height: 30), colour: RenderTest.blue, opacity: 0.6,
      transform: Transform2D(rotationAngle: 0.2))
    (card.cornerRadius, card.borderWidth, card.masksToBounds) = (6, 2, true)
    card.text = LayerText("card", fontSize: 9)
    let child = Layer(engine: engine, name: "card", state: card)
    child.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 10, width: 10, height: 10), colour: RenderTest.red)))
    root.addSublayer(child)
    let live = try RenderTest.image(root, size: Size(width: 60, height: 40), scale: 2)
    let canvas = try Canvas(offscreenSize: Size(width: 60, height: 40), scale: 2, fonts: RenderTest.fonts)
    try LayerRenderer().render(root.snapshot(afterScreenUpdates: false), on: canvas)
    #expect(canvas.image() == live)
  }

  @Test("A push transition half way: both contents moved by half the width, clipped to the layer")
  func transitionIsClippedToTheLayer() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 60))
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 20, y: 10, width: 60, height: 40), colour: RenderTest.red))
    // A sublayer reaching 20 points past the layer's right edge: clipped while the transition runs.
    let overhang = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 40, y: 0, width: 40, height: 10), colour: RenderTest.green))
    layer.addSublayer(overhang)
    root.addSublayer(layer)
    var push = LayerTransition(type: .push, direction: .fromRight, duration: 1)
    push.timing.beginTime = 0
    layer.add(push)  // the outgoing snapshot: red with the green overhang
    layer.backgroundColor = RenderTest.blue  // the incoming content
    overhang.isHidden = true
    let image = try RenderTest.image(root, size: Size(width: 100, height: 60), at: 0.5)
    let found = try RenderTest.regions(
      image, in: folder, colours: ["red": "#ff0000", "blue": "#0000ff", "green": "#00ff00", "white": "#ffffff"],
      regions: [
        PixelRegion("layer", x: 20, y: 10, width: 60, height: 40),
        PixelRegion("right of it", x: 80, y: 0, width: 20, height: 60),
      ])
    // Outgoing red moved left by 30 (its left half gone), incoming blue in the right half.
    let red = try #require(found["layer"]?["red"]?.box)
    let blue = try #require(found["layer"]?["blue"]?.box)
    #expect(red.minX == 20 && red.maxX == 49)
    #expect(blue.minX == 50 && blue.maxX == 79)
    // The green overhang slid with the outgoing content into the layer, and nothing spills out.
    #expect((found["layer"]?["green"]?.count ?? 0) > 0)
    #expect(found["right of it"]?["white"]?.count == 20 * 60)
  }

  @Test("A fade half way is Core Animation's dissolve: an opaque red into blue is (128, 0, 128), no white showing through; a clear one still fades both")
  func fadeDissolves() throws {
    func halfway(_ from: Color, _ to: Color) throws -> RenderImage.RGB {
      let engine = AnimationEngine()
      let root = RenderTest.root(engine, size: Size(width: 100, height: 60))
      let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 20, y: 10, width: 60, height: 40), colour: from))
      root.addSublayer(layer)
      var fade = LayerTransition(type: .fade, duration: 1)
      fade.timing.beginTime = 0
      layer.add(fade)
      layer.backgroundColor = to
      return try RenderTest.image(root, size: Size(width: 100, height: 60), at: 0.5)[50, 30]
    }
    let opaque = try halfway(RenderTest.red, RenderTest.blue)
    #expect(abs(Int(opaque.red) - 128) <= 1 && opaque.green == 0 && abs(Int(opaque.blue) - 128) <= 1, "\(opaque)")
    // Half-transparent red into half-transparent blue over white: each faded by half over the other (the
    // dissolve is exact only over an opaque layer): white · ¾ · ¾ of green shows, 143, where Core
    // Animation's dissolve would show 128.
    let clear = try halfway(Color(red: 1, green: 0, blue: 0, alpha: 0.5), Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    #expect(abs(Int(clear.green) - 143) <= 1, "\(clear)")
  }

  @Test("isWrapped breaks a line between words where the glyphs reach the bounds' edge; unwrapped it runs on past it")
  func wrappedText() throws {
    func inkRows(wrapped: Bool) throws -> (rows: Range<Int>?, pastEdge: Int) {
      let engine = AnimationEngine()
      let root = RenderTest.root(engine, size: Size(width: 200, height: 120))
      let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 10, y: 10, width: 100, height: 100), colour: .clear))
      var text = LayerText("the quick brown fox jumps over the dog", fontSize: 17, foregroundColor: .black)
      text.isWrapped = wrapped
      layer.text = text
      root.addSublayer(layer)
      let image = try RenderTest.image(root, size: Size(width: 200, height: 120))
      var rows: [Int] = []
      var pastEdge = 0
      for y in 0..<120 {
        for x in 0..<200 where image[x, y].red < 128 {
          rows.append(y)
          if x >= 110 { pastEdge += 1 }
        }
      }
      return (rows.min().flatMap { low in rows.max().map { low..<($0 + 1) } }, pastEdge)
    }
    let one = try inkRows(wrapped: false)
    let wrapped = try inkRows(wrapped: true)
    // Unwrapped: one line, most of it past the layer's right edge at x = 110.
    #expect((one.rows?.count ?? 0) < 25 && one.pastEdge > 100, "\(one)")
    // Wrapped: four lines or so (20.5-point line skip at 17 points), none of it past the edge.
    #expect((wrapped.rows?.count ?? 0) > 60 && wrapped.pastEdge == 0, "\(wrapped)")
  }
}
