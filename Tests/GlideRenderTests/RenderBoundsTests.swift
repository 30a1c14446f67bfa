import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Issue 38: the compositor's bounds, checked before anything is drawn: a canvas's pixels, a contact
/// sheet's, text's pixel size and a line's width.
@Suite("Render bounds")
struct RenderBoundsTests {
  @Test func aCanvasIsAtMost4096By4096PixelsInAll() throws {
    #expect(try Canvas.pixelSize(of: Size(width: 1024, height: 1024), scale: 4) == (4096, 4096))
    #expect(try Canvas.pixelSize(of: Size(width: 16_384, height: 1), scale: 1) == (16_384, 1))
    for (size, scale) in [
      (Size(width: 4096, height: 4096), 4.0), (Size(width: 2049, height: 2048), 2), (Size(width: 16_385, height: 1), 1),
      (Size(width: 0.4, height: 10), 1), (Size(width: .nan, height: 10), 1), (Size(width: 1e308, height: 1e308), 4),
    ] {
      #expect(throws: RenderError.self, "\(size) at \(scale)") { try Canvas.pixelSize(of: size, scale: scale) }
    }
    #expect(throws: RenderError.canvasSize(width: 1_000_000_000_000, height: 10)) {
      try Canvas.pixelSize(of: Size(width: 1e300, height: 10), scale: 1)
    }
  }

  @Test func aSheetOf43FramesOfTheDefaultScreenAtScale2StillFits() throws {
    // 8 columns, 6 rows of 780 × 1688 with their caption bands: as before the bound.
    #expect(try ContactSheet.pixelSize(tiles: 43, tileWidth: 780, tileHeight: 1688, scale: 2) == (6528, 10_664))
    #expect(try ContactSheet.pixelSize(tiles: 64, tileWidth: 780, tileHeight: 1688, scale: 2) == (6528, 14_208))
    #expect(throws: RenderError.sheetSize(width: 16_144, height: 9268, tiles: 43)) {
      try ContactSheet.pixelSize(tiles: 43, tileWidth: 2000, tileHeight: 1500, scale: 1)
    }
  }

  @Test func aSheetIsTheSameImageDrawnInBands() throws {
    // Captions on a band canvas per row, put in place with the frames: each frame where it was, each
    // caption's ink only in its band.
    let fonts = try FontLibrary()
    let red = RenderImage(width: 40, height: 30, filledWith: RenderImage.RGB(red: 255, green: 0, blue: 0))
    let tiles = (0..<10).map { ContactSheet.Tile(image: red, caption: "\($0).000 s") }
    let sheet = try ContactSheet(tiles: tiles, scale: 1).image(fonts: fonts)
    #expect((sheet.width, sheet.height) == (16 + 5 * 40 + 4 * 16 + 16, 16 + 2 * (30 + 26) + 16 + 16))
    for index in 0..<10 {
      let (x, y) = (16 + (index % 5) * 56, 16 + (index / 5) * 72)
      #expect(sheet[x, y] == RenderImage.RGB(red: 255, green: 0, blue: 0))
      let band = (y + 30)..<(y + 56)
      let inked = band.contains { row in (x..<(x + 40)).contains { sheet[$0, row] != sheet[2, 2] } }
      #expect(inked, "no caption under frame \(index)")
    }
  }
}

/// Text an app sizes past what the renderer can draw (a scene file's labels stop at 200 pt, an app's
/// `LayerText` does not): an error naming the size and the scale, never a trap in SDL_ttf.
@Suite struct TextBoundsTests {
  @discardableResult
  func render(_ text: String = "Big", fontSize: Double, scale: Double, size: Size = Size(width: 100, height: 60)) throws -> RenderImage {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: size)
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), colour: .clear))
    layer.text = LayerText(text, fontSize: fontSize, foregroundColor: .white)
    root.addSublayer(layer)
    return try RenderTest.image(root, size: size, scale: scale)
  }

  @Test func aFontSizePastFourThousandPixelsIsAnErrorNamingItsSizeAndScale() throws {
    #expect(throws: RenderError.textSize(size: 2000, scale: 3)) { try render(fontSize: 2000, scale: 3) }
    #expect(throws: RenderError.textSize(size: 1e308, scale: 1)) { try render(fontSize: 1e308, scale: 1) }
    #expect(
      RenderError.textSize(size: 2000, scale: 3).description
        == "cannot draw text at font size 2000 at scale 3 (6000 pixels): text is drawn at 1 to 4096 pixels")
    // 4096 pixels itself is a size the renderer takes; "WW" there is past the area bound even for its
    // first character.
    let error = #expect(throws: RenderError.self) { try render("WW", fontSize: 2048, scale: 2) }
    guard case .textTooLarge(let line, _, _, let pixelSize) = error else {
      Issue.record("expected textTooLarge, got \(String(describing: error))")
      return
    }
    #expect(line == "WW" && pixelSize == 4096)
    try render(fontSize: 1000, scale: 2)
  }

  /// Found by issue 38's second hostile pass: a scene's label of 1,000 characters at 200 pt failed only
  /// at --scale 4 (400,000 pixels wide), naming no file or line. A line past a texture is now cut after
  /// its last character that fits: what a canvas (at most 16,384 pixels wide) shows of it is drawn.
  @Test func aLineWiderThanATextureIsDrawnAsFarAsATextureReaches() throws {
    let size = Size(width: 400, height: 300)
    let image = try render(String(repeating: "a", count: 1_000), fontSize: 200, scale: 4, size: size)
    #expect((image.width, image.height) == (1600, 1200))
    // Ink in every 100-pixel column band across the canvas, in the text's rows.
    for band in stride(from: 0, to: 1600, by: 100) {
      let inked = (band..<(band + 100)).contains { x in (0..<1200).contains { y in image[x, y].green > 128 } }
      #expect(inked, "no text in columns \(band)..<\(band + 100)")
    }
  }
}

/// Issue 38's third hostile pass: 499 scene labels of 1,000 characters at 200 pt were 7.95 GB in one
/// frame (24 GB at scale 4), each line drawn 16,384 pixels wide though the canvas showed 390 of them.
/// A line is now drawn only as far as it shows, rounded up past an em to ``TextCache/cutStep``.
@Suite struct TextMemoryTests {
  @Test func aLineIsDrawnOnlyAsFarAsTheCanvasShowsIt() throws {
    let size = Size(width: 390, height: 300)
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: size, colour: .black)
    let labels = 40
    for index in 0..<labels {
      let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: Double(index), width: 1, height: 1), colour: .clear))
      let line = String(repeating: "W", count: 995) + String(100_000 + index).dropFirst()
      layer.text = LayerText(line, fontSize: 200, foregroundColor: .white, alignmentMode: .left)
      root.addSublayer(layer)
    }
    let canvas = try Canvas(offscreenSize: size, scale: 1, fonts: RenderTest.fonts)
    try LayerRenderer(background: .black).render(root, at: 0, on: canvas)
    let lineHeight = try RenderTest.fonts.measure("W", pixelSize: 200).height
    // A picture a label, at least what shows (390 pixels and an em) and at most 1024 wide: each was
    // 16,384 (about 4 Mpx, 16 MB).
    let held = canvas.text.heldPixels
    #expect(held <= labels * 1024 * lineHeight && held >= labels * 590 * lineHeight, "\(held) pixels held")
    // Still drawn to the canvas's right edge.
    let image = canvas.image()
    let inked = (370..<390).contains { x in (0..<300).contains { y in image[x, y].green > 128 } }
    #expect(inked, "no text at the right edge")
  }
}
