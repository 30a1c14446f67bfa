import Foundation
import GlideAnimation
import GlideRender
import GlideTestSupport
import Testing

/// A page curled up from its bottom edge (``LayerState/pageCurl``), drawn frame by frame as the cylinder
/// model puts it: the flat part, the back laid over it, the roll, and what lies under the page.
@Suite("Page curls", .serialized)
struct PageCurlRenderingTests {
  static let size = Size(width: 300, height: 400)
  static let radius = 40.0
  /// The page's back at full brightness: the blue page halfway to white, (0.5, 0.5, 1).
  static let colours = ["page": "#0000ff", "back": "#8080ff", "under": "#00ff00"]

  /// `#rrggbb` of a colour.
  static func hex(_ colour: Color) -> String {
    "#" + [colour.red, colour.green, colour.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
  }

  /// A green screen under a blue page filling it, with a page curl up (0, −1) of `radius` at `progress`.
  static func scene(_ engine: AnimationEngine, progress: Double, pageTransform: Transform3D = .identity) -> (Layer, Layer) {
    let root = RenderTest.root(engine, size: size, colour: RenderTest.green)
    var state = RenderTest.state(frame: Rect(origin: .zero, size: size), colour: RenderTest.blue)
    state.transform = pageTransform
    state.pageCurl = LayerPageCurl(direction: Vector(dx: 0, dy: -1), radius: radius, progress: progress)
    let page = Layer(engine: engine, state: state)
    root.addSublayer(page)
    return (root, page)
  }

  /// The pixels of the green under the page (darkened up to 30 % by the roll's shadow) in `rows`: their
  /// count and box.
  static func under(_ image: RenderImage, rows: Range<Int> = 0..<400) -> (count: Int, box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?) {
    var (count, box) = (0, nil as (minX: Int, minY: Int, maxX: Int, maxY: Int)?)
    for y in rows {
      for x in 0..<image.width {
        let p = image[x, y]
        guard p.red < 8 && p.blue < 8 && p.green >= 170 else { continue }
        count += 1
        box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
      }
    }
    return (count, box)
  }

  /// Where the model puts the curl at `progress`: the contact line's y (it sweeps from the bottom edge to
  /// π·r above the top), the top of the part laid back over the page (the page the line passed beyond
  /// the half turn, π·r, lies face down above the line), and the lowest point the sheet covers: r below
  /// the line once the line has passed a quarter turn of it, r·sin(t/r) before (t how far it passed).
  static func model(progress: Double) -> (line: Double, flapTop: Double, rollBottom: Double) {
    let height = size.height
    let line = height - (height + Double.pi * radius) * progress
    let passed = height - line
    let flap = max(0, passed - Double.pi * radius)
    return (line, max(0, line - flap), line + radius * sin(min(passed / radius, Double.pi / 2)))
  }

  @Test("Half way, the part laid back shows the page's content faintly through its back, mirrored: a red band at the bottom shows at the top at a quarter")
  func contentShowsThroughTheBack() throws {
    let engine = AnimationEngine()
    let (root, page) = Self.scene(engine, progress: 0.5)
    page.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 360, width: 300, height: 40), colour: RenderTest.red)))
    let image = try RenderTest.image(root, size: Self.size)
    // The line at 137.2; the band (360…400, 222.8…262.8 behind the line) lies back over 0…40, mirrored.
    // At the top of the roll the back is at full brightness: the back's paper (0.5, 0.5, 1) with red a
    // quarter of the way over it: (0.625, 0.375, 0.75).
    let through = image[150, 20]
    #expect(abs(Int(through.red) - 159) <= 2 && abs(Int(through.green) - 96) <= 2 && abs(Int(through.blue) - 191) <= 2, "\(through)")
    // Beyond the band's mirror image, the back's paper alone.
    #expect(image[150, 80] == RenderImage.RGB(red: 128, green: 128, blue: 255), "\(image[150, 80])")
  }

  @Test("At 25 %, 50 % and 75 % the flat page, its back and the page under it lie where the model says, within a pixel")
  func sweep() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let whole = [PixelRegion("all", x: 0, y: 0, width: Self.size.width, height: Self.size.height)]
    for progress in [0.25, 0.5, 0.75] {
      let (root, _) = Self.scene(engine, progress: progress)
      let image = try RenderTest.image(root, size: Self.size)
      let found = try RenderTest.regions(
        image, in: folder, name: "curl-\(progress).png", colours: Self.colours, regions: whole)["all"] ?? [:]
      let (line, flapTop, rollBottom) = Self.model(progress: progress)
      // What is under the page shows from the roll's far side down, the whole width (darkened next to
      // the roll by its shadow).
      let uncovered = Self.under(image)
      let under = try #require(uncovered.box, "at \(progress)")
      #expect(abs(Double(under.minY) - rollBottom) <= 1 && under.maxY == 399 && under.minX == 0 && under.maxX == 299)
      let revealed = 300 * (400 - rollBottom)
      #expect(abs(Double(uncovered.count) - revealed) <= 300, "at \(progress): \(uncovered) vs \(revealed)")
      // The shadow: darkest at the roll's edge, gone 3σ (the radius) below it.
      let (edgeRow, farRow) = (Int(rollBottom.rounded(.up)) + 1, Int(rollBottom) + Int(Self.radius) + 2)
      #expect(image[150, edgeRow].green < 235 && image[150, farRow].green >= 253, "at \(progress)")
      // The back laid over the page, from the line up to its top (the roll's top, hardly darker, below
      // the line for a few points).
      let back = try #require(found["back"]?.box, "at \(progress)")
      #expect(abs(Double(back.minY) - flapTop) <= 1, "at \(progress): back \(back), flap top \(flapTop)")
      #expect(Double(back.maxY + 1) >= line - 1 && Double(back.maxY + 1) <= line + Self.radius * sin(Double.pi / 8) + 1)
      // The page's front, flat, above that; none of it below the line.
      if flapTop >= 1 {
        let front = try #require(found["page"]?.box, "at \(progress)")
        #expect(front.minY == 0 && abs(Double(front.maxY + 1) - flapTop) <= 1, "at \(progress): \(front)")
        #expect(abs(Double(found["page"]!.count) - 300 * flapTop) <= 300)
      } else {
        #expect(found["page"]?.count ?? 0 == 0, "at \(progress): the front is all under its back")
      }
      // Between the line and the roll's far side: the roll, seen from above as its back (the strips past a
      // quarter turn lie above those before it), shaded darker toward its far edge: 2 points above that
      // edge, the strip turned 9/16 to 10/16 of a half turn, at 0.7 + 0.3·|cos(9.5π/16)|.
      let edge = PixelRegion("edge", x: 0, y: rollBottom - 2.5, width: 300, height: 2)
      let roll = PageCurl.shaded(RenderTest.blue, angle: 9.5 * Double.pi / 16, showsBack: true)
      let shade = try RenderTest.regions(
        image, in: folder, name: "curl-\(progress).png", colours: ["roll": Self.hex(roll), "under": "#00ff00"],
        regions: [edge], tolerance: 3)["edge"] ?? [:]
      let edgeUnder = Self.under(image, rows: Int(rollBottom - 2.5)..<Int(rollBottom - 0.5)).count
      #expect((shade["roll"]?.count ?? 0) >= 250 && edgeUnder == 0, "at \(progress): \(shade)")
    }
  }

  @Test("The curl animates as pageCurl.progress, frame by frame, and is gone when the curl is")
  func frameByFrame() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let (root, page) = Self.scene(engine, progress: 0)
    var animation = BasicAnimation(keyPath: .pageCurlProgress, from: .scalar(0), to: .scalar(1), duration: 1)
    animation.timingParameters = .curve(.linear)
    page.add(animation, forKey: "curl")
    var tops: [Double] = []
    for time in [0.1, 0.3, 0.6] {
      let image = try RenderTest.image(root, size: Self.size, at: time)
      // The green under the page, darkened up to 30 % by the roll's shadow next to it.
      let top = (0..<400).first { y in
        (0..<300).contains { x in
          let p = image[x, y]
          return p.red < 8 && p.blue < 8 && p.green >= 170
        }
      }
      let under = try #require(top, "at \(time) s")
      #expect(abs(Double(under) - Self.model(progress: time).rollBottom) <= 1, "at \(time) s")
      tops.append(Double(under))
    }
    #expect(tops == tops.sorted(by: >), "the page uncovers more as it turns: \(tops)")
    page.removeAnimation(forKey: "curl")
    page.pageCurl = nil
    let flat = try RenderTest.regions(
      try RenderTest.image(root, size: Self.size, at: 2), in: folder, colours: Self.colours,
      regions: [PixelRegion("all", x: 0, y: 0, width: 300, height: 400)])["all"] ?? [:]
    #expect(flat["page"]?.count == 300 * 400 && flat["under"]?.count ?? 0 == 0)
  }

  @Test("A curled page's text and sublayers are clipped to its flat part; its opacity fades it as one")
  func contentAndOpacity() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    // A clear page holding a blue sheet (a snapshot's shape) with a red mark low on it.
    let root = RenderTest.root(engine, size: Self.size, colour: RenderTest.green)
    var state = RenderTest.state(frame: Rect(origin: .zero, size: Self.size), colour: .clear)
    state.pageCurl = LayerPageCurl(direction: Vector(dx: 0, dy: -1), radius: Self.radius, progress: 0.25)
    let page = Layer(engine: engine, state: state)
    page.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(origin: .zero, size: Self.size), colour: RenderTest.blue)))
    page.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 100, y: 300, width: 100, height: 80), colour: RenderTest.red)))
    root.addSublayer(page)
    let whole = [PixelRegion("all", x: 0, y: 0, width: 300, height: 400)]
    // The blue sheet is printed on the clear page's paper (the sheet's colour), so a quarter of it shows
    // through the back: (0.5, 0.5, 1) a quarter of the way to (0, 0, 1), (0.375, 0.375, 1).
    let colours = Self.colours.merging(["mark": "#ff0000", "back": "#6060ff"]) { $1 }
    let found = try RenderTest.regions(
      try RenderTest.image(root, size: Self.size), in: folder, colours: colours, regions: whole)["all"] ?? [:]
    // The sheet's colour is the paper's; the mark, low on the page, is on the roll, shaded: nowhere its
    // own red.
    let (_, flapTop, _) = Self.model(progress: 0.25)
    #expect(abs(Double(try #require(found["back"]?.box).minY) - flapTop) <= 1)
    #expect(found["mark"]?.count ?? 0 == 0)
    #expect(abs(Double(try #require(found["page"]?.box).maxY + 1) - flapTop) <= 1)
    // At half opacity the page and its back are faded as one over the green: blue (0, 0, 1) and the back
    // (0.375, 0.375, 1) at 0.5 over (0, 1, 0).
    page.opacity = 0.5
    let faded = try RenderTest.regions(
      try RenderTest.image(root, size: Self.size), in: folder,
      colours: ["page": "#008080", "back": "#30af80", "under": "#00ff00"], regions: whole)["all"] ?? [:]
    #expect(abs(Double(faded["page"]?.count ?? 0) - 300 * flapTop) <= 300, "\(faded)")
    let back = found["back"]?.count ?? 0
    // (The roll is shaded smoothly corner to corner, so the rows next to the part laid back that match
    // its colour within 2 levels differ by a row or two between the two.)
    #expect(back > 1000 && (faded["back"]?.count ?? 0) >= back - 600, "the back faded where it lay: \(back), \(faded)")
  }
}
