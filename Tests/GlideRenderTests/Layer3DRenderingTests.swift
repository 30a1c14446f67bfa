import Foundation
import GlideAnimation
import GlideRender
import GlideTestSupport
import Testing

/// Layers turned in depth, drawn through the layer model's own composition
/// (``LayerState/transform(toSuperlayer:)``): perspective in a transform or a container's sublayer
/// transform, sidedness, and Core Animation's flattening of each layer's sublayers into its plane.
@Suite("Layers in depth", .serialized)
struct Layer3DRenderingTests {
  static let size = Size(width: 300, height: 200)

  /// A white 300 × 200 screen holding a 200 × 120 blue card centred at (150, 100) with `transform`, in a
  /// container filling the screen with `sublayerTransform`.
  static func scene(
    _ engine: AnimationEngine, transform: Transform3D, sublayerTransform: Transform3D = .identity,
    isDoubleSided: Bool = true
  ) -> (root: Layer, container: Layer, card: Layer) {
    let root = RenderTest.root(engine, size: size)
    var containerState = RenderTest.state(frame: Rect(origin: .zero, size: size), colour: .clear)
    containerState.sublayerTransform = sublayerTransform
    let container = Layer(engine: engine, state: containerState)
    var cardState = RenderTest.state(frame: Rect(x: 50, y: 40, width: 200, height: 120), colour: RenderTest.blue)
    (cardState.transform, cardState.isDoubleSided) = (transform, isDoubleSided)
    let card = Layer(engine: engine, state: cardState)
    container.addSublayer(card)
    root.addSublayer(container)
    return (root, container, card)
  }

  /// Where the card's corners land on the canvas: its map to the window, times the scale, projected.
  static func corners(_ root: Layer, _ container: Layer, _ card: Layer, scale: Double) throws -> [(x: Double, y: Double)] {
    let toWindow = card.model.transform(toSuperlayer: container.model)
      .concatenating(container.model.transform(toSuperlayer: root.model))
      .concatenating(root.model.transform(toSuperlayer: nil))
      .concatenating(Transform3D(scaleX: scale, y: scale))
    return try [(0.0, 0.0), (200, 0), (200, 120), (0, 120)].map { corner in
      let p = try #require(toWindow.project(x: corner.0, y: corner.1))
      return (p.x, p.y)
    }
  }

  /// The blue pixels' count and box.
  static func blue(_ image: RenderImage, in folder: URL) throws -> ColourCount {
    let found = try RenderTest.regions(
      image, in: folder, colours: ["blue": "#0000ff"],
      regions: [PixelRegion("all", x: 0, y: 0, width: Double(image.width), height: Double(image.height))])
    return try #require(found["all"]?["blue"])
  }

  /// Checks that the blue box is the projected corners' box within a pixel.
  static func expectBox(_ box: (minX: Int, minY: Int, maxX: Int, maxY: Int), around corners: [(x: Double, y: Double)]) {
    let (xs, ys) = (corners.map(\.x), corners.map(\.y))
    let expected = [xs.min()!, ys.min()!, xs.max()!, ys.max()!]
    let painted = [Double(box.minX), Double(box.minY), Double(box.maxX + 1), Double(box.maxY + 1)]
    for (p, e) in zip(painted, expected) { #expect(abs(p - e) <= 1, "painted \(painted), projected \(expected)") }
  }

  @Test("A card turned 60° about y with m34 = −1/500 in its own transform is painted where its corners project", arguments: [1.0, 2.0])
  func perspectiveInTheTransform(scale: Double) throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let turn = Transform3D(perspectiveDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0)
    let (root, container, card) = Self.scene(engine, transform: turn)
    let image = try RenderTest.image(root, size: Self.size, scale: scale)
    let corners = try Self.corners(root, container, card, scale: scale)
    // The two vertical edges differ in height: perspective, not a squash.
    #expect(abs((corners[3].y - corners[0].y) - (corners[2].y - corners[1].y)) > 10 * scale)
    let blue = try Self.blue(image, in: folder)
    Self.expectBox(try #require(blue.box), around: corners)
    // The projected quad's area (shoelace), within 2 %.
    let area = abs(zip(corners, corners.dropFirst() + [corners[0]]).reduce(0.0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }) / 2
    #expect(abs(Double(blue.count) - area) <= area * 0.02, "\(blue.count) pixels, projected area \(area)")
  }

  @Test("A container's sublayer transform puts its sublayers in perspective about the container's anchor")
  func perspectiveInTheSublayerTransform() throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    let (root, container, card) = Self.scene(
      engine, transform: Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0),
      sublayerTransform: Transform3D(perspectiveDistance: 500))
    let image = try RenderTest.image(root, size: Self.size)
    let corners = try Self.corners(root, container, card, scale: 1)
    #expect(abs((corners[3].y - corners[0].y) - (corners[2].y - corners[1].y)) > 10)
    Self.expectBox(try #require(try Self.blue(image, in: folder).box), around: corners)
    // The same turn with the perspective in the card's own transform lands in the same place: the
    // container's anchor is the card's.
    let (other, _, _) = Self.scene(engine, transform: Transform3D(perspectiveDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0))
    #expect(try RenderTest.image(other, size: Self.size) == image)
  }

  @Test("Turned past a quarter turn, a single-sided card is not drawn; a double-sided one shows its back", arguments: [true, false])
  func sidedness(isDoubleSided: Bool) throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let engine = AnimationEngine()
    for degrees in [60.0, 120.0] {
      let turn = Transform3D(perspectiveDistance: 500).rotated(by: degrees * .pi / 180, x: 0, y: 1, z: 0)
      let (root, _, _) = Self.scene(engine, transform: turn, isDoubleSided: isDoubleSided)
      let blue = try Self.blue(try RenderTest.image(root, size: Self.size), in: folder)
      let drawn = degrees < 90 || isDoubleSided
      #expect((blue.count > 5000) == drawn, "\(degrees)°, double-sided \(isDoubleSided): \(blue.count) blue pixels")
      if !drawn { #expect(blue.count == 0) }
    }
  }

  @Test("A sublayer's depth is flattened into its turned superlayer's plane, as Core Animation draws it")
  func flattening() throws {
    let engine = AnimationEngine()
    func image(zPosition: Double) throws -> RenderImage {
      let turn = Transform3D(perspectiveDistance: 400).rotated(by: 0.7, x: 0, y: 1, z: 0)
      let (root, _, card) = Self.scene(engine, transform: turn)
      var dot = RenderTest.state(frame: Rect(x: 20, y: 20, width: 60, height: 40), colour: RenderTest.red)
      dot.zPosition = zPosition
      card.addSublayer(Layer(engine: engine, state: dot))
      return try RenderTest.image(root, size: Self.size)
    }
    // Raised 80 points off the card, the red sublayer still lies on it: the same pixels as at 0.
    #expect(try image(zPosition: 80) == image(zPosition: 0))
  }
}
