import Foundation
import GlideAnimation
import GlideKit
import GlideRender
import GlideTransitions
import Testing

/// The kit's screen drawn by the compositor at 2×, its pixels read where the kit puts things.
@Suite("A screen drawn")
struct ScreenRenderTests {
  nonisolated(unsafe) static let fonts: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("\(error)") }
  }()

  static let scale = 2.0
  static let metrics = DeviceMetrics.iPhone14.withScale(scale)

  /// The sample screen drawn at 2×, also written to the temporary folder as `glidekit-<appearance>.png`.
  static func render(_ appearance: Appearance) throws -> RenderImage {
    let engine = AnimationEngine()
    return try draw(SampleScreen.general(engine: engine, metrics: metrics, appearance: appearance), as: "\(appearance)")
  }

  /// `screen` drawn at 2×, also written to the temporary folder as `glidekit-<name>.png`.
  static func draw(_ screen: View, as name: String) throws -> RenderImage {
    let canvas = try Canvas(offscreenSize: metrics.screenSize, scale: scale, fonts: fonts)
    try LayerRenderer(background: .black).render(screen.layer, at: 0, on: canvas)
    let image = canvas.image()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glidekit-\(name).png").path
    try image.writePNG(to: path)
    return image
  }

  /// The pixel at a point.
  static func pixel(_ image: RenderImage, _ x: Double, _ y: Double) -> RenderImage.RGB {
    image[Int(x * scale), Int(y * scale)]
  }

  /// How many pixels of the points' rectangle satisfy `test`.
  static func count(_ image: RenderImage, _ rect: Rect, _ test: (RenderImage.RGB) -> Bool) -> Int {
    var total = 0
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
      for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) where test(image[x, y]) { total += 1 }
    }
    return total
  }

  static func near(_ pixel: RenderImage.RGB, _ color: Color, within tolerance: Int) -> Bool {
    let levels = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    return zip([pixel.red, pixel.green, pixel.blue].map(Int.init), levels).allSatisfy { abs($0 - $1) <= tolerance }
  }

  static func luma(_ p: RenderImage.RGB) -> Double {
    0.3 * Double(p.red) + 0.59 * Double(p.green) + 0.11 * Double(p.blue)
  }

  @Test("The search glyph is a lens with an open centre and a handle to the lower right; the albums glyph a card with two edges behind it")
  func searchAndAlbumsGlyphs() throws {
    let engine = AnimationEngine()
    let screen = View(engine: engine, name: "screen", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    screen.backgroundColor = .white
    let lens = SymbolView(
      engine: engine, name: "search", symbol: .magnifyingGlass, size: 100, color: .black, origin: Point(x: 100, y: 100))
    let stack = SymbolView(
      engine: engine, name: "albums", symbol: .rectangleStack, size: 100, color: .black, origin: Point(x: 100, y: 300))
    screen.addSubview(lens)
    screen.addSubview(stack)
    let image = try Self.draw(screen, as: "glyphs")
    func dark(_ x: Double, _ y: Double) -> Bool { Self.luma(Self.pixel(image, x, y)) < 60 }
    func light(_ x: Double, _ y: Double) -> Bool { Self.luma(Self.pixel(image, x, y)) > 200 }
    // The lens: centred at (42, 42) in its box, ring between radii 25.5 and 34, hole open, handle along
    // the diagonal to (90, 90); nothing at the box's other corners.
    #expect(light(142, 142), "the lens is open")
    #expect(dark(142 - 30, 142) && dark(142 + 30, 142) && dark(142, 142 - 30), "the ring")
    #expect(dark(180, 180) && dark(186, 186), "the handle")
    #expect(light(190, 110) && light(110, 190), "the other corners")
    // The stack: the front card filled (y 36…90), and two edges behind it, gaps between them.
    #expect(dark(150, 365) && dark(112, 385) && dark(188, 385), "the front card")
    #expect(dark(150, 327) && dark(150, 314), "the two edges")
    #expect(light(150, 333) && light(150, 320) && light(110, 314), "the gaps")
  }

  @Test("The bars show the chrome material over the grouped background; the large title is dark on light")
  func barsAndTitle() throws {
    let image = try Self.render(.light)
    // The material's tint over the (uniform) grouped background behind the top of the screen and the tab bar.
    let material = LayerMaterial(style: .systemChromeMaterialLight)
    let behind = SystemColor.systemGroupedBackground.color(in: .light)
    let tint = material.tintColor
    let expected = Color(
      red: tint.red * material.tintAlpha + behind.red * (1 - material.tintAlpha),
      green: tint.green * material.tintAlpha + behind.green * (1 - material.tintAlpha),
      blue: tint.blue * material.tintAlpha + behind.blue * (1 - material.tintAlpha))
    for (x, y) in [(250.0, 60.0), (200.0, 5.0), (5.0, 830.0), (380.0, 770.0)] {
      let pixel = Self.pixel(image, x, y)
      #expect(Self.near(pixel, expected, within: 4), "\(pixel) at (\(x), \(y)); expected \(expected)")
    }
    // The large title: many dark pixels in its line, none in the bar's empty right half at that height.
    let titleLine = Rect(x: 16, y: 47 + 50, width: 180, height: 40)
    #expect(Self.count(image, titleLine) { Self.luma($0) < 60 } > 1500)
    #expect(Self.count(image, Rect(x: 250, y: 47 + 50, width: 120, height: 40)) { Self.luma($0) < 200 } == 0)
    // The status bar's time is dark, left of the sensor housing.
    #expect(Self.count(image, Rect(x: 30, y: 15, width: 60, height: 20)) { Self.luma($0) < 60 } > 100)
  }

  @Test("The back chevron and its title are systemBlue; the selected tab is blue, the others grey")
  func tint() throws {
    let image = try Self.render(.light)
    let blue = SystemColor.systemBlue.color(in: .light)
    let isBlue = { (p: RenderImage.RGB) in Self.near(p, blue, within: 40) }
    let chevron = Rect(x: 6, y: 47 + 8, width: 16, height: 28)
    #expect(Self.count(image, chevron, isBlue) > 60)
    #expect(Self.count(image, Rect(x: 27, y: 47 + 8, width: 70, height: 28), isBlue) > 150)
    #expect(Self.count(image, Rect(x: 100, y: 47, width: 290, height: 44), isBlue) == 0)
    let item = 390.0 / 4
    let selected = Rect(x: 3 * item, y: 761, width: item, height: 49)
    #expect(Self.count(image, selected, isBlue) > 150)
    #expect(Self.count(image, Rect(x: 0, y: 761, width: 3 * item, height: 49), isBlue) == 0)
    let grey = SystemColor.systemGray.color(in: .light)
    #expect(Self.count(image, Rect(x: 0, y: 761, width: item, height: 49)) { Self.near($0, grey, within: 12) } > 100)
  }

  @Test("Separators lie between a section's rows from the text's inset, not before it, and not under the last row")
  func separators() throws {
    let image = try Self.render(.light)
    // Section 0 starts 35 points under the 143-point bars; its first row ends 44 points lower.
    let boundary = 143.0 + 35 + 44
    let line = Int(boundary * Self.scale) - 1
    let separator = SystemColor.separator.color(in: .light)
    let onWhite = Color(
      red: 1 - separator.alpha * (1 - separator.red), green: 1 - separator.alpha * (1 - separator.green),
      blue: 1 - separator.alpha * (1 - separator.blue))
    for x in stride(from: 40.0, through: 360, by: 40) {
      let pixel = image[Int(x * Self.scale), line]
      #expect(Self.near(pixel, onWhite, within: 6), "\(pixel) at x \(x)")
      #expect(Self.near(image[Int(x * Self.scale), line - 4], .white, within: 1))
    }
    #expect(Self.near(image[Int(24 * Self.scale), line], .white, within: 1), "before the inset")
    #expect(Self.near(image[Int(200 * Self.scale), line + 88], .white, within: 1), "under the last row")
  }

  @Test("No colour covers more than 85 % of the screen, in light or dark")
  func variety() throws {
    for appearance in Appearance.allCases {
      let image = try Self.render(appearance)
      var counts: [Int: Int] = [:]
      for y in 0..<image.height {
        for x in 0..<image.width {
          let p = image[x, y]
          counts[Int(p.red) << 16 | Int(p.green) << 8 | Int(p.blue), default: 0] += 1
        }
      }
      let largest = Double(counts.values.max() ?? 0) / Double(image.width * image.height)
      #expect(largest < 0.85, "\(appearance): one colour covers \(largest)")
    }
  }

  @Test("The home indicator is a dark capsule 8 points above the bottom; the photos fill their cells, cropped to them")
  func photos() throws {
    let image = try Self.render(.light)
    #expect(Self.luma(Self.pixel(image, 195, 844 - 10.5)) < 40)
    #expect(Self.luma(Self.pixel(image, 195, 844 - 4)) > 200)

    let engine = AnimationEngine()
    let grid = try Self.draw(SampleScreen.photoGrid(engine: engine, metrics: Self.metrics), as: "photos")
    let side = (390.0 - 4) / 3
    // The first photo's middle is drawn at its cell's middle (a square photo in a square cell).
    let photo = try Photo.named(Photo.names[0])
    let middle = photo.pixel(x: photo.width / 2, y: photo.height / 2)
    let drawn = Self.pixel(grid, side / 2, 91 + side / 2)
    #expect(
      Self.near(
        drawn, Color(hex: UInt32(middle.red) << 16 | UInt32(middle.green) << 8 | UInt32(middle.blue)), within: 12),
      "\(drawn)")
    // The 2-point gap between the first two cells shows the white background.
    #expect(Self.near(Self.pixel(grid, side + 1, 91 + side / 2), .white, within: 1))
  }

  @Test("A plain list's separators run from the inset to the screen's edge; a filled button is white text on blue")
  func plainList() throws {
    let engine = AnimationEngine()
    let image = try Self.draw(SampleScreen.inbox(engine: engine, metrics: Self.metrics), as: "inbox")
    let row = TableView.height(of: TableRow("", subtitle: ""), metrics: Self.metrics)
    let line = Int((91 + row) * Self.scale) - 1
    let separator = SystemColor.separator.color(in: .light)
    let onWhite = Color(
      red: 1 - separator.alpha * (1 - separator.red), green: 1 - separator.alpha * (1 - separator.green),
      blue: 1 - separator.alpha * (1 - separator.blue))
    for x in [20.0, 200, 389] { #expect(Self.near(image[Int(x * Self.scale), line], onWhite, within: 6), "x \(x)") }
    #expect(Self.near(image[Int(8 * Self.scale), line], .white, within: 1), "before the inset")
    let blue = SystemColor.systemBlue.color(in: .light)
    let button = Rect(x: 16, y: 700, width: 358, height: 50)
    let area = Double(Int(button.width * Self.scale) * Int(button.height * Self.scale))
    #expect(Double(Self.count(image, button) { Self.near($0, blue, within: 2) }) > 0.8 * area)
    #expect(Self.count(image, button) { Self.near($0, .white, within: 30) } > 300)
    #expect(Self.count(image, Rect(x: 150, y: 765, width: 90, height: 34)) { Self.near($0, blue, within: 40) } > 150)
  }
}
