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
    #expect(abs(Double(blue.count) - 1600) <= 1600 * 0.03, "\(blue.count) pixels")
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

  @Test("A labelled layer draws its name centred across its top, in light text on a dark background")
  func text() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 200, height: 80))
    root.addSublayer(
      Layer(engine: engine, name: "Glide", state: RenderTest.state(frame: Rect(x: 0, y: 20, width: 200, height: 60), colour: .black)))
    let image = try RenderTest.image(root, size: Size(width: 200, height: 80), scale: 2)
    let found = try RenderTest.regions(
      image, in: folder, colours: ["ink": "#ffffff"],
      regions: [
        PixelRegion("title band", x: 0, y: 40, width: 400, height: 40),
        PixelRegion("below", x: 0, y: 80, width: 400, height: 80),
      ], tolerance: 60)
    let ink = try #require(found["title band"]?["ink"])
    let box = try #require(ink.box)
    // "Glide" at 17 pt is about 40 points wide: centred on x = 100 points (200 pixels).
    #expect(abs(Double(box.minX + box.maxX) / 2 - 200) <= 2, "\(ink)")
    #expect(box.maxX - box.minX > 60 && box.maxX - box.minX < 110, "\(ink)")
    #expect(ink.count > 200)
    #expect(found["below"]?["ink"]?.count == 0)
  }

  @Test("A snapshot of a tree draws the same pixels as the tree")
  func snapshotDrawsLikeTheTree() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 60, height: 40))
    let child = Layer(engine: engine, name: "card", state: RenderTest.state(frame: Rect(x: 5, y: 5, width: 40, height: 30), colour: RenderTest.blue, opacity: 0.6, transform: Transform2D(rotationAngle: 0.2)))
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
}
