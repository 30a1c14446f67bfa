import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// The first commands of a frame drawn once and kept: a card sliding over a still grid copies the grid's
/// pixels from the second frame on, and every frame is the same, pixel for pixel, as the frame drawn on a
/// canvas of its own.
@Suite("Kept prefix")
struct KeptPrefixTests {
  static let size = Size(width: 120, height: 160)

  /// A grid of rounded, bordered tiles (what is worth keeping) under a card at `cardX`; tile 4 in `tint`;
  /// over the grid, when `dimming` is given, a black view that covers it at that opacity.
  static func scene(cardX: Double, tint: Color = RenderTest.green, card: Bool = true, dimming: Double? = nil) -> Layer {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: size)
    for index in 0..<6 {
      let frame = Rect(x: 8 + Double(index % 2) * 56, y: 8 + Double(index / 2) * 48, width: 48, height: 40)
      var state = RenderTest.state(frame: frame, colour: index == 4 ? tint : RenderTest.blue)
      state.cornerRadius = 7.5
      state.borderWidth = 1.5
      state.borderColor = RenderTest.red
      root.addSublayer(Layer(engine: engine, state: state))
    }
    if let dimming {
      root.addSublayer(
        Layer(engine: engine, state: RenderTest.state(frame: Rect(origin: .zero, size: size), colour: .black, opacity: dimming)))
    }
    if card {
      var state = RenderTest.state(frame: Rect(x: cardX, y: 40, width: 50, height: 70), colour: .white)
      state.cornerRadius = 6
      state.shadowOpacity = 0.4
      state.shadowRadius = 5
      root.addSublayer(Layer(engine: engine, state: state))
    }
    return root
  }

  static func afresh(_ layer: Layer) throws -> RenderImage {
    try RenderTest.image(layer, size: size, scale: 2, background: .black)
  }

  @Test("A card sliding over a still grid: the grid is kept from the second frame, every frame as drawn afresh")
  func slidingCard() throws {
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .black)
    var kept: [Int] = []
    for step in 0..<6 {
      let scene = Self.scene(cardX: 10 + 11.25 * Double(step))
      try renderer.render(scene, at: 0, on: canvas)
      kept.append(canvas.prefixesKept)
      #expect(canvas.image().pixels == (try Self.afresh(scene)).pixels, "frame \(step)")
    }
    // The first frame has nothing to compare with; the second keeps the grid; the rest use it.
    #expect(kept == [0, 1, 1, 1, 1, 1])
  }

  @Test("A dimming view fading over the kept grid is composed with it as it is copied, to the rasteriser's own pixels")
  func dimmingOverTheKeptPart() throws {
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .black)
    // Every level of the fade a dimming view passes through on its way out, and some in between.
    let levels = [0.9, 0.8, 0.75, 0.5, 0.498, 0.3, 0.2, 0.1, 0.05, 0.02, 0.004]
    for (step, level) in levels.enumerated() {
      let scene = Self.scene(cardX: 10 + 5 * Double(step), dimming: level)
      try renderer.render(scene, at: 0, on: canvas)
      #expect(canvas.image().pixels == (try Self.afresh(scene)).pixels, "dimmed to \(level)")
    }
    // The grid is kept from the second frame; from then on every changed box is dimmed as it is copied.
    #expect(canvas.prefixesKept == 1)
    #expect(canvas.boxesDimmed >= levels.count - 1)
  }

  @Test("A tile of the kept grid that changes shows at once; the tiles before it are kept that frame, the whole grid the next")
  func changeInsideTheKeptPart() throws {
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .black)
    for step in 0..<3 { try renderer.render(Self.scene(cardX: 10 + 5 * Double(step)), at: 0, on: canvas) }
    #expect(canvas.prefixesKept == 1)
    let changed = Self.scene(cardX: 25, tint: RenderTest.red)
    try renderer.render(changed, at: 0, on: canvas)
    let image = canvas.image()
    #expect(image.pixels == (try Self.afresh(changed)).pixels)
    // Tile 4's middle (points 32, 124): red now, where the kept grid had it green.
    #expect(image[64, 248] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(canvas.prefixesKept == 2)
    for step in 0..<2 {
      let scene = Self.scene(cardX: 30 + 5 * Double(step), tint: RenderTest.red)
      try renderer.render(scene, at: 0, on: canvas)
      #expect(canvas.image().pixels == (try Self.afresh(scene)).pixels)
    }
    #expect(canvas.prefixesKept == 3)
  }

  @Test("A screen that goes and comes back finds its drawing still kept: nothing is drawn again to keep it")
  func comesBack() throws {
    let canvas = try Canvas(offscreenSize: Self.size, scale: 2, fonts: RenderTest.fonts)
    let renderer = LayerRenderer(background: .black)
    for step in 0..<3 { try renderer.render(Self.scene(cardX: 10 + 5 * Double(step)), at: 0, on: canvas) }
    #expect(canvas.prefixesKept == 1)
    // Another screen for a few frames (its own drawing, nothing in common with the grid's)…
    let other = RenderTest.root(AnimationEngine(), size: Self.size, colour: RenderTest.red)
    for _ in 0..<3 { try renderer.render(other, at: 0, on: canvas) }
    // … then the grid with the card again: the kept grid serves the first frame back.
    let back = Self.scene(cardX: 60)
    try renderer.render(back, at: 0, on: canvas)
    #expect(canvas.prefixesKept == 1)
    #expect(canvas.image().pixels == (try Self.afresh(back)).pixels)
  }

  @Test("Only where no group, mask or clip is open and no page has begun can a list be cut")
  func keepableLength() {
    let box = PixelBox(x0: 0, y0: 0, x1: 10, y1: 10)
    let grey = RGBA8(gray: 200, alpha: 255)
    var list = DisplayList(bounds: PixelBox(x0: 0, y0: 0, x1: 100, y1: 100), background: grey)
    // 0: the background's fill.
    list.fill(box, grey)  // 1
    list.pushClip(box)  // 2
    list.fill(box, grey)  // 3
    list.popClip()  // 4
    _ = list.beginGroup(in: box)  // 5
    list.fill(box, RGBA8(gray: 0, alpha: 255))  // 6
    list.fill(box.offsetBy(dx: 2, dy: 2), grey)  // 7, over 6: the group stays a group
    list.endGroup(alpha: 128, mask: nil)  // 8
    list.beginPage(in: box)  // 9
    list.fill(box, grey)  // 10
    list.endPage()  // 11
    #expect(list.commands.count == 12)
    #expect(list.keepableLength(within: 12) == 9)
    #expect(list.keepableLength(within: 8) == 5)
    #expect(list.keepableLength(within: 3) == 2)
    #expect(list.keepableLength(within: 0) == 0)
    #expect(!DisplayList.drawsMoreThanFills(list.commands[0..<5]))
    #expect(DisplayList.drawsMoreThanFills(list.commands[0..<9]))
  }
}
