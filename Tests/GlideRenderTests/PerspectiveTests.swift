import Foundation
import GlideAnimation
import GlideTestSupport
import Testing

@testable import GlideRender

/// Quads turned in depth with perspective, drawn through the renderer's one 4×4 path (``LayerGeometry``)
/// onto a canvas: solid ones land where `Transform3D.project` puts their corners, textured ones are mapped
/// perspective-correctly by the GPU.
@Suite("Perspective", .serialized)
struct PerspectiveTests {
  /// A 200 × 120 point quad about its centre, turned 60° about y with m34 = −1/500 (the perspective inside
  /// the transform, as `CATransform3DRotate` on a transform with m34 set does), centred at (150, 100) on a
  /// 300 × 200 point canvas at `scale`.
  static func matrix(scale: Double) -> Transform3D {
    Transform3D(translationX: -100, y: -60)
      .concatenating(Transform3D(perspectiveDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(translationX: 150, y: 100))
      .concatenating(LayerGeometry.root(scale: scale))
  }

  static let corners: [(x: Double, y: Double)] = [(0, 0), (200, 0), (200, 120), (0, 120)]

  @Test("A quad turned 60° about y with m34 = −1/500 is painted where Transform3D.project puts its corners", arguments: [1.0, 2.0])
  func solidQuad(scale: Double) throws {
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let canvas = try Canvas(offscreenSize: Size(width: 300, height: 200), scale: scale, fonts: RenderTest.fonts)
    var list = DisplayList(bounds: canvas.bounds, background: RGBA8(.white, opacity: 1))
    let m = Self.matrix(scale: scale)
    let outline = Self.corners.map { LayerGeometry.homogeneous(m, x: $0.x, y: $0.y) }
    list.polygon(
      outline, RGBA8(RenderTest.blue, opacity: 1),
      bounds: Mesh.bounds(of: outline, width: canvas.pixelWidth, height: canvas.pixelHeight))
    canvas.draw(list)
    let projected = try Self.corners.map { try #require(m.project(x: $0.x, y: $0.y)) }
    // The near edge (w < 1) is the taller one: perspective, not a mere squash.
    let heights = [projected[3].y - projected[0].y, projected[2].y - projected[1].y]
    #expect(abs(heights[0] - heights[1]) > 10 * scale, "\(heights)")
    // Each corner's pixel (stepped half a pixel toward the centre) is blue; a pixel and a half outside it
    // is white.
    let image = canvas.image()
    let centre = (x: projected.map(\.x).reduce(0, +) / 4, y: projected.map(\.y).reduce(0, +) / 4)
    for corner in projected {
      let (dx, dy) = (centre.x - corner.x, centre.y - corner.y)
      let length = (dx * dx + dy * dy).squareRoot()
      let inside = (x: Int(corner.x + 1.5 * dx / length), y: Int(corner.y + 1.5 * dy / length))
      let outside = (x: Int(corner.x - 1.5 * dx / length), y: Int(corner.y - 1.5 * dy / length))
      #expect(image[inside.x, inside.y] == RenderImage.RGB(red: 0, green: 0, blue: 255), "corner \(corner)")
      #expect(image[outside.x, outside.y] == RenderImage.RGB(red: 255, green: 255, blue: 255), "corner \(corner)")
    }
    // The painted box is the projected corners' box, within a pixel.
    let found = try RenderTest.regions(
      image, in: folder, colours: ["blue": "#0000ff"],
      regions: [PixelRegion("all", x: 0, y: 0, width: Double(image.width), height: Double(image.height))])
    let box = try #require(found["all"]?["blue"]?.box)
    let expected = (
      minX: projected.map(\.x).min()!, minY: projected.map(\.y).min()!, maxX: projected.map(\.x).max()!,
      maxY: projected.map(\.y).max()!
    )
    #expect(abs(Double(box.minX) - expected.minX) <= 1 && abs(Double(box.maxX + 1) - expected.maxX) <= 1, "\(box) \(expected)")
    #expect(abs(Double(box.minY) - expected.minY) <= 1 && abs(Double(box.maxY + 1) - expected.maxY) <= 1, "\(box) \(expected)")
  }

  @Test("A textured quad in perspective: the texture's middle column lands on the projection of the quad's middle, not half way across the screen")
  func texturedQuad() throws {
    let canvas = try Canvas(offscreenSize: Size(width: 300, height: 200), scale: 1, fonts: RenderTest.fonts)
    // A white picture with a red column 4 pixels wide in its middle (columns 98 … 101 of 200).
    var picture = RenderImage(width: 200, height: 120, filledWith: RenderImage.RGB(red: 255, green: 255, blue: 255))
    for y in 0..<120 {
      for x in 98..<102 { picture.pixels.replaceSubrange((y * 200 + x) * 3..<(y * 200 + x) * 3 + 3, with: [255, 0, 0]) }
    }
    let striped = canvas.picture(of: picture)
    defer { canvas.delete(striped) }
    let m = Self.matrix(scale: 1)
    let corners = Self.corners.map { LayerGeometry.homogeneous(m, x: $0.x, y: $0.y) }
    var list = DisplayList(bounds: canvas.bounds, background: RGBA8(.black, opacity: 1))
    list.image(
      striped, in: Rect(x: 0, y: 0, width: 200, height: 120), m, alpha: 255,
      bounds: Mesh.bounds(of: corners, width: 300, height: 200))
    canvas.draw(list)
    let image = canvas.image()
    // Along the row through the quad's middle, the red column's centre against the projection of x = 100.
    let middle = try #require(m.project(x: 100, y: 60))
    let left = try #require(m.project(x: 0, y: 60))
    let right = try #require(m.project(x: 200, y: 60))
    let row = Int(middle.y)
    let reds = (0..<300).filter { image[$0, row] == RenderImage.RGB(red: 255, green: 0, blue: 0) }
    let red = Double(try #require(reds.first) + (reds.last ?? 0) + 1) / 2
    #expect(abs(red - middle.x) <= 1, "red column at \(red), the projection of the middle at \(middle.x)")
    // Affine texturing would have put it half way between the projected edges, several pixels off.
    #expect(abs((left.x + right.x) / 2 - middle.x) > 5)
  }
}

/// Which way a layer faces: the test that decides whether a single-sided layer is drawn.
@Suite("Facing")
struct FacingTests {
  @Test("Turned about y past a quarter turn a layer faces away; short of it, or mirrored in 2-D, it faces the viewer")
  func facesAway() {
    func turned(_ degrees: Double) -> Transform3D {
      Transform3D(perspectiveDistance: 500).rotated(by: degrees * .pi / 180, x: 0, y: 1, z: 0)
    }
    #expect(!LayerGeometry.facesAway(.identity))
    #expect(!LayerGeometry.facesAway(turned(60)))
    #expect(!LayerGeometry.facesAway(turned(89)))
    #expect(LayerGeometry.facesAway(turned(91)))
    #expect(LayerGeometry.facesAway(turned(180)))
    #expect(LayerGeometry.facesAway(turned(-120)))
    #expect(!LayerGeometry.facesAway(turned(300)))
    // A mirror in the plane is seen from the front (its normal still points at the viewer).
    #expect(!LayerGeometry.facesAway(Transform3D(scaleX: -1, y: 1)))
    #expect(!LayerGeometry.facesAway(Transform3D(Transform2D(rotationAngle: 2.5))))
    // About x too, and with a move.
    #expect(LayerGeometry.facesAway(Transform3D(rotationAngle: .pi * 0.75, x: 1, y: 0, z: 0).translatedBy(x: 40, y: 10)))
  }

  @Test("A collapsed plane (scale 0) draws nothing: its matrix is degenerate; a turned or moved one is not")
  func degenerate() {
    #expect(LayerGeometry.isDegenerate(Transform3D(scaleX: 0, y: 0)))
    #expect(LayerGeometry.isDegenerate(Transform3D(scaleX: 1, y: 0)))
    // Edge on: turned a quarter about y, the plane is a line on screen.
    #expect(LayerGeometry.isDegenerate(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)))
    #expect(!LayerGeometry.isDegenerate(Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)))
    #expect(!LayerGeometry.isDegenerate(Transform3D(translationX: 100, y: 50).scaledBy(x: 0.01, y: 0.01)))
  }
}
