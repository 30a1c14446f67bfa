import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Gradients, images and blur materials as the compositor draws them: colours read back where the
/// model puts them.
@Suite("Gradients, contents and materials")
struct LayerFillsRenderingTests {
  static func level(_ value: Double) -> Double { (min(max(value, 0), 1) * 255).rounded() }

  /// A 100-point square layer at (0, 0) of a 100 × 100 canvas, set up by `configure`, drawn at `time`.
  static func square(
    at time: Double = 0, _ configure: (Layer) -> Void
  ) throws -> RenderImage {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: .clear))
    root.addSublayer(layer)
    configure(layer)
    return try RenderTest.image(root, size: Size(width: 100, height: 100), at: time)
  }

  @Test("An axial gradient, red at the top to blue at the bottom, is the mix at each row's centre, within 1 level")
  func axialGradient() throws {
    let image = try Self.square { layer in
      layer.gradient = LayerGradient(colors: [RenderTest.red, RenderTest.blue])
    }
    for y in stride(from: 0, to: 100, by: 7) {
      let t = (Double(y) + 0.5) / 100
      let pixel = image[50, y]
      #expect(abs(Double(pixel.red) - Self.level(1 - t)) <= 1 && abs(Double(pixel.blue) - Self.level(t)) <= 1, "row \(y): \(pixel)")
      #expect(image[3, y] == pixel && image[96, y] == pixel, "row \(y) is one colour across")
    }
  }

  @Test("Locations place the stops; a radial gradient spreads from the start point to the end point's ellipse")
  func locationsAndRadial() throws {
    let stops = try Self.square { layer in
      layer.gradient = LayerGradient(
        type: .axial, colors: [RenderTest.red, RenderTest.green, RenderTest.blue], locations: [0, 0.25, 1],
        startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
    }
    // Across: red to green over the first quarter, green to blue over the rest.
    let quarter = stops[24, 50]
    #expect(quarter.green >= 250 && quarter.red <= 5, "\(quarter)")
    let middle = stops[62, 50]  // t = 0.625: half way from green to blue
    #expect(abs(Double(middle.green) - 127.5) <= 2 && abs(Double(middle.blue) - 127.5) <= 2, "\(middle)")
    let radial = try Self.square { layer in
      layer.gradient = LayerGradient(
        type: .radial, colors: [RenderTest.red, RenderTest.blue], startPoint: Point(x: 0.5, y: 0.5),
        endPoint: Point(x: 1, y: 1))
    }
    for (x, y) in [(50, 50), (70, 50), (50, 20), (80, 80), (95, 60)] {
      let (dx, dy) = (Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
      let t = min((dx * dx + dy * dy).squareRoot() / 50, 1)
      let pixel = radial[x, y]
      #expect(abs(Double(pixel.blue) - Self.level(t)) <= 1, "(\(x), \(y)): \(pixel), t \(t)")
    }
  }

  @Test("The gradient's colours animate: half way through a basic animation each stop is the mix")
  func animatedColours() throws {
    let image = try Self.square(at: 0.5) { layer in
      layer.gradient = LayerGradient(colors: [RenderTest.red, RenderTest.red])
      let animation = BasicAnimation(
        keyPath: .colors, from: .colors([RenderTest.red, RenderTest.red]), to: .colors([RenderTest.blue, RenderTest.blue]),
        duration: 1)
      layer.add(animation, forKey: "colours")
    }
    let pixel = image[50, 50]
    #expect(abs(Double(pixel.red) - 127.5) <= 1.5 && abs(Double(pixel.blue) - 127.5) <= 1.5, "\(pixel)")
  }

  /// A 2 × 2 image: red, green / blue, white (premultiplied, opaque).
  static let quadrants = LayerContents(
    width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])

  @Test("contents stretched over the bounds (resize): each quadrant shows its pixel; centred at contentsScale 2")
  func contents() throws {
    let stretched = try Self.square { $0.contents = Self.quadrants }
    #expect(stretched[10, 10] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(stretched[89, 10] == RenderImage.RGB(red: 0, green: 255, blue: 0))
    #expect(stretched[10, 89] == RenderImage.RGB(red: 0, green: 0, blue: 255))
    #expect(stretched[89, 89] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    // Filtered linearly: along the middle, the two sides blend.
    let seam = stretched[50, 10]
    #expect(seam.red > 20 && seam.green > 20, "\(seam)")
    let image = LayerContents(width: 40, height: 20, color: RenderTest.blue)
    let centred = try Self.square { layer in
      layer.contents = image
      layer.contentsGravity = .center
      layer.contentsScale = 2
    }
    // 40 × 20 pixels at 2 per point: 20 × 10 points in the middle of the white square.
    var blue = 0
    for y in 0..<100 { for x in 0..<100 where centred[x, y] == RenderImage.RGB(red: 0, green: 0, blue: 255) { blue += 1 } }
    #expect(blue == 200)
    #expect(centred[40, 45] == RenderImage.RGB(red: 0, green: 0, blue: 255) && centred[39, 45].blue == 255 && centred[39, 45].red == 255)
  }

  @Test("A blur material blurs the stripes under it into their mean, saturates and tints it; outside, nothing changes")
  func material() throws {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 300, height: 300))
    // Stripes 5 points wide, red and blue, everywhere.
    for column in 0..<60 {
      root.addSublayer(
        Layer(
          engine: engine,
          state: RenderTest.state(
            frame: Rect(x: Double(column) * 5, y: 0, width: 5, height: 300),
            colour: column % 2 == 0 ? RenderTest.red : RenderTest.blue)))
    }
    var state = RenderTest.state(frame: Rect(x: 100, y: 100, width: 100, height: 100), colour: .clear)
    state.material = LayerMaterial(style: .systemMaterial)
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: Size(width: 300, height: 300))
    // The mean (½, 0, ½), saturated by 1.8 about its luminance (0.1424), clamped, then 70 % white over it.
    let luminance = 0.2126 * 0.5 + 0.0722 * 0.5
    let saturated = [0.5, 0, 0.5].map { min(max(luminance + 1.8 * ($0 - luminance), 0), 1) }
    let expected = saturated.map { Self.level($0 * 0.3 + 0.7) }
    for (x, y) in [(150, 150), (120, 130), (180, 170), (150, 110)] {
      let p = image[x, y]
      let found = [Double(p.red), Double(p.green), Double(p.blue)]
      #expect(zip(found, expected).allSatisfy { abs($0 - $1) <= 6 }, "(\(x), \(y)): \(p), expected \(expected)")
    }
    #expect(image[50, 150] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(image[55, 150] == RenderImage.RGB(red: 0, green: 0, blue: 255))
  }

  @Test("Contents cross-fading between two opaque images: the old at 0 %, each pixel within 2 levels of the mean at 50 %, the new at 100 %")
  func contentsCrossFade() throws {
    let (old, new) = (Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.6, blue: 1))
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 100))
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 100, height: 100), colour: .clear))
    root.addSublayer(layer)
    let (a, b) = (LayerContents(width: 8, height: 8, color: old), LayerContents(width: 8, height: 8, color: new))
    layer.contents = b
    layer.add(
      BasicAnimation(keyPath: .contents, from: .contents(ContentsCrossFade(a)), to: .contents(ContentsCrossFade(b)), duration: 1))
    let size = Size(width: 100, height: 100)
    let expected: [(Double, [Double])] = [
      (0, [old.red, old.green, old.blue]), (0.5, [0.5, 0.4, 0.5]), (1, [new.red, new.green, new.blue]),
    ]
    for (time, colour) in expected {
      let image = try RenderTest.image(root, size: size, at: time)
      let levels = colour.map { $0 * 255 }
      let tolerance = time == 0.5 ? 2.0 : 0.5
      for y in stride(from: 0, to: 100, by: 3) {
        for x in stride(from: 0, to: 100, by: 3) {
          let p = image[x, y]
          let found = [Double(p.red), Double(p.green), Double(p.blue)]
          #expect(zip(found, levels).allSatisfy { abs($0 - $1) <= tolerance }, "at \(time), (\(x), \(y)): \(p)")
        }
      }
    }
  }

  @Test("Into a translucent image the old one fades out as the new fades in: mid-way both show, at 100 % the new alone (over white, within 1 level)")
  func contentsCrossFadeIntoTranslucent() throws {
    let old = LayerContents(width: 4, height: 4, color: RenderTest.red)
    let new = LayerContents(width: 4, height: 4, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
    let expected: [(Double, [Double])] = [
      // Over the root's white: red at ½, then the half-transparent blue at ½ (a quarter of its blue,
      // covering a quarter) over that; at the end the blue alone, no red through its transparency.
      (0.5, [255 * 0.75, 127.5 * 0.75, 63.75 + 127.5 * 0.75]), (1, [127.5, 127.5, 255]),
    ]
    for (time, levels) in expected {
      let image = try Self.square(at: time) { layer in
        layer.contents = new
        layer.add(
          BasicAnimation(
            keyPath: .contents, from: .contents(ContentsCrossFade(old)), to: .contents(ContentsCrossFade(new)),
            duration: 1))
      }
      let p = image[50, 50]
      let found = [Double(p.red), Double(p.green), Double(p.blue)]
      #expect(zip(found, levels).allSatisfy { abs($0 - $1) <= 1.5 }, "at \(time): \(p), expected \(levels)")
    }
  }

  /// Red and blue stripes 25 points wide over a 300-point canvas, and a 100-point layer over their middle
  /// set up by `configure`, drawn at `time`.
  static func stripes(at time: Double, _ configure: (Layer) -> Void) throws -> RenderImage {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 300, height: 300))
    for column in 0..<12 {
      root.addSublayer(
        Layer(
          engine: engine,
          state: RenderTest.state(
            frame: Rect(x: Double(column) * 25, y: 0, width: 25, height: 300),
            colour: column % 2 == 0 ? RenderTest.red : RenderTest.blue)))
    }
    let layer = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 100, y: 100, width: 100, height: 100), colour: .clear))
    root.addSublayer(layer)
    configure(layer)
    return try RenderTest.image(root, size: Size(width: 300, height: 300), at: time)
  }

  @Test("A material animated in from nil: the stripes untouched at 0 %, the static material's pixels at 100 % (±1 level), their contrast between at 50 %")
  func materialAnimatedIn() throws {
    let material = LayerMaterial(style: .systemMaterial)
    let animate = { (layer: Layer) in
      layer.add(BasicAnimation(keyPath: .material, from: .material(nil), to: .material(material), duration: 1))
      layer.material = material
    }
    let backdrop = try Self.stripes(at: 0) { _ in }
    let still = try Self.stripes(at: 0) { $0.material = material }
    let start = try Self.stripes(at: 0, animate)
    let middle = try Self.stripes(at: 0.5, animate)
    let end = try Self.stripes(at: 1, animate)
    #expect(start == backdrop)
    var largest = 0
    for y in stride(from: 95, to: 205, by: 5) {
      for x in stride(from: 95, to: 205, by: 5) {
        let (p, q) = (end[x, y], still[x, y])
        largest = max(largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
      }
    }
    #expect(largest <= 1)
    // A red stripe's middle (x 112) against the blue one's next to it (x 137), inside the material.
    let contrast = { (image: RenderImage) in
      abs(Int(image[112, 150].red) - Int(image[137, 150].red)) + abs(Int(image[112, 150].blue) - Int(image[137, 150].blue))
    }
    #expect(contrast(middle) < contrast(backdrop) && contrast(middle) > contrast(still), "\(contrast(backdrop)), \(contrast(middle)), \(contrast(still))")
    #expect(middle[112, 150] != backdrop[112, 150] && middle[50, 150] == backdrop[50, 150])
  }

  @Test("A material of no blur (radius 0, or below as a spring may take it) with a tint draws the stripes tinted, within 2 levels")
  func materialWithoutBlur() throws {
    for radius in [0.0, -5] {
      let image = try Self.stripes(at: 0) { layer in
        layer.material = LayerMaterial(
          style: .systemMaterial, blurRadius: radius, saturation: 1, tintColor: .white, tintAlpha: 0.5)
      }
      // The middle of a red stripe (x 112) and of a blue one (x 137), half white over them.
      let (red, blue) = (image[112, 150], image[137, 150])
      #expect(red.red == 255 && abs(Int(red.green) - 128) <= 2 && abs(Int(red.blue) - 128) <= 2, "\(radius): \(red)")
      #expect(blue.blue == 255 && abs(Int(blue.red) - 128) <= 2 && abs(Int(blue.green) - 128) <= 2, "\(radius): \(blue)")
    }
  }
}
