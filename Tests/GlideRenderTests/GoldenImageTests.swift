import Foundation
import GlideAnimation
import GlideRender
import GlideTestSupport
import Testing

/// Rendered images against golden PNGs in `Tests/GlideRenderTests/Snapshots`.
///
/// Tolerance: every channel of every pixel within 2 levels (of 255) of the golden's. The same Debian
/// libraries give the same bytes (the goldens were made with them); the margin absorbs a rounding change in
/// SDL's blending, while anything a person could see (an edge a pixel off, a glyph changed, a colour off by
/// 1 %) fails. `GLIDE_RECORD_SNAPSHOTS=1 swift test --filter GoldenImageTests` rewrites the goldens; a
/// missing golden fails the test, and a failure writes what was drawn beside the golden as `NAME.actual.png`.
@Suite("Golden images", .serialized)
struct GoldenImageTests {
  static let tolerance = 2
  static let folder = Glide.root.appendingPathComponent("Tests/GlideRenderTests/Snapshots")

  static func check(_ image: RenderImage, named name: String) throws {
    let golden = folder.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["GLIDE_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try image.writePNG(to: golden.path)
      return
    }
    guard FileManager.default.fileExists(atPath: golden.path) else {
      Issue.record("no golden \(golden.path): record it with GLIDE_RECORD_SNAPSHOTS=1 and look at it")
      return
    }
    let expected = try RenderImage(contentsOfPNG: golden.path)
    #expect(expected.width == image.width && expected.height == image.height, "\(name): size")
    guard expected.width == image.width, expected.height == image.height else { return }
    var (differing, worst, first) = (0, 0, nil as (Int, Int)?)
    for index in stride(from: 0, to: image.pixels.count, by: 3) {
      let difference = (0..<3).map { abs(Int(image.pixels[index + $0]) - Int(expected.pixels[index + $0])) }.max() ?? 0
      if difference > tolerance {
        differing += 1
        if first == nil { first = ((index / 3) % image.width, (index / 3) / image.width) }
      }
      worst = max(worst, difference)
    }
    if differing > 0 {
      let actual = folder.appendingPathComponent("\(name).actual.png")
      try? image.writePNG(to: actual.path)
      let message =
        "\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)), the first at "
        + "\(first.map { "\($0.0), \($0.1)" } ?? "?"); drawn: \(actual.path)"
      Issue.record(Comment(rawValue: message))
    }
  }

  /// A tree with a bit of everything: a rotation, group opacity, rounded corners, a border, clipping, text.
  static func sampler(_ engine: AnimationEngine) -> Layer {
    let root = RenderTest.root(engine, size: Size(width: 160, height: 120), colour: Color(red: 0.95, green: 0.95, blue: 0.97))
    root.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 12, y: 40, width: 50, height: 50), colour: RenderTest.red)))
    root.addSublayer(
      Layer(
        engine: engine,
        state: RenderTest.state(
          frame: Rect(x: 90, y: 45, width: 44, height: 44), colour: Color(red: 0.2, green: 0.5, blue: 0.9),
          transform: Transform2D(rotationAngle: 0.5))))
    let group = Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 40, y: 60, width: 60, height: 50), colour: .clear, opacity: 0.5))
    group.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 40, height: 40), colour: RenderTest.green)))
    group.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 20, y: 10, width: 40, height: 40), colour: .black)))
    root.addSublayer(group)
    var title = RenderTest.state(frame: Rect(x: 0, y: 0, width: 160, height: 30), colour: Color(red: 0.1, green: 0.1, blue: 0.12))
    title.text = LayerText("Glide", fontSize: 20, alignmentMode: .center)
    root.addSublayer(Layer(engine: engine, state: title))
    var card = RenderTest.state(
      frame: Rect(x: 100, y: 92, width: 52, height: 22), colour: .white, transform: Transform2D(rotationAngle: -0.15))
    (card.cornerRadius, card.borderWidth, card.borderColor, card.masksToBounds) = (8, 2, RenderTest.blue, true)
    card.text = LayerText("clipped text", fontSize: 10, foregroundColor: .black)
    root.addSublayer(Layer(engine: engine, state: card))
    return root
  }

  @Test("A small tree at 1× and 2×", arguments: [1.0, 2.0])
  func sampler(scale: Double) throws {
    let engine = AnimationEngine()
    let image = try RenderTest.image(Self.sampler(engine), size: Size(width: 160, height: 120), scale: scale)
    try Self.check(image, named: "sampler-\(Int(scale))x")
  }

  @Test("Frames of the default replay at 1×")
  func defaultReplay() throws {
    var images: [Int: RenderImage] = [:]
    try ReplayRenderingTests.replayDefault { frame, replayer, canvas in
      guard [0, 15, 25, 35].contains(frame.number) else { return }
      try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
      images[frame.number] = canvas.image()
    }
    #expect(images.count == 4)
    for (number, image) in images.sorted(by: { $0.key < $1.key }) {
      try Self.check(image, named: "default-frame-\(number)")
    }
  }
}
