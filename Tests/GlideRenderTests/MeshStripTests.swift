import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Solid shapes are cut into strips (``Mesh/strip(_:)``) rather than fans: the same pixels, each once, for a
/// fraction of what SDL's software renderer spends testing the pixels of each triangle's bounding box.
@Suite("Strips")
struct MeshStripTests {
  /// A rounded rectangle's outline through `matrix`, as the renderer builds it.
  static func outline(_ rect: Rect, radius: Double, _ matrix: Transform3D) -> [HomogeneousVertex] {
    let shape = RoundedRectangle(rect, radius: radius)
    let segments = RoundedRectangle.segments(radius: shape.radius, pixelsPerPoint: 1)
    return shape.outline(segments: segments).map { LayerGeometry.homogeneous(matrix, x: $0.x, y: $0.y) }
  }

  /// Shapes of every kind the renderer fills: circles from 2 to 240 pixels across, rounded and square
  /// rectangles upright, turned and mirrored (the outline then runs the other way round), and shapes cut
  /// by the canvas's edge.
  static var shapes: [[HomogeneousVertex]] {
    var shapes: [[HomogeneousVertex]] = []
    let root = LayerGeometry.root(scale: 1)
    for diameter in [2.0, 5, 9, 16, 33, 70, 121, 240] {
      let rect = Rect(x: 150 - diameter / 2, y: 130 - diameter / 2, width: diameter, height: diameter)
      shapes.append(outline(rect, radius: diameter / 2, root))
    }
    for angle in [0.0, 0.3, 1.1, 2.5] {
      for mirror in [1.0, -1] {
        let turn = Transform3D(translationX: -60, y: -35)
          .concatenating(Transform3D(Transform2D(scaleX: mirror, y: 1)))
          .concatenating(Transform3D(Transform2D(rotationAngle: angle)))
          .concatenating(Transform3D(translationX: 150.3, y: 120.6))
        for radius in [0.0, 6, 20] {
          shapes.append(outline(Rect(x: 0, y: 0, width: 120, height: 70), radius: radius, turn))
        }
      }
    }
    shapes.append(outline(Rect(x: -40, y: 200, width: 150, height: 150), radius: 75, root))
    shapes.append(outline(Rect(x: 220, y: -30, width: 130, height: 90), radius: 30, root))
    return shapes
  }

  /// `triangles` filled in half-transparent blue on white (a pixel covered twice shows darker, one
  /// missed shows white).
  static func image(_ triangles: [Triangle]) throws -> RenderImage {
    let canvas = try Canvas(offscreenSize: Size(width: 300, height: 260), scale: 1, fonts: RenderTest.fonts)
    var list = DisplayList(bounds: canvas.bounds, background: RGBA8(.white, opacity: 1))
    list.fill(triangles, RGBA8(gray: 0, alpha: 128))
    canvas.draw(list)
    return canvas.image()
  }

  static func boxArea(_ triangles: [Triangle]) -> Double {
    triangles.reduce(0) { sum, t in
      let xs = [t.a.x, t.b.x, t.c.x]
      let ys = [t.a.y, t.b.y, t.c.y]
      return sum + (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
    }
  }

  @Test("A strip fills the pixels a fan fills, each once")
  func samePixels() throws {
    for (index, shape) in Self.shapes.enumerated() {
      let strip = Mesh.triangles(shape, width: 300, height: 260)
      let fan = Mesh.triangles(shape, width: 300, height: 260, textured: true)
      #expect(!strip.isEmpty, "shape \(index)")
      let (a, b) = (try Self.image(strip), try Self.image(fan))
      // The same pixels covered (not white), within a level of each other: SDL blends a pair of triangles
      // that make an upright rectangle as a rectangle fill, which rounds the other way (127, not 126).
      let differing = stride(from: 0, to: a.pixels.count, by: 3).filter {
        (a.pixels[$0] == 255) != (b.pixels[$0] == 255) || abs(Int(a.pixels[$0]) - Int(b.pixels[$0])) > 1
      }
      #expect(
        differing.isEmpty,
        "shape \(index): \(differing.count) pixels differ from the fan's, the first at \(differing.first.map { ($0 / 3 % a.width, $0 / 3 / a.width) } ?? (0, 0))")
      // Every pixel is white or blended once (black at α 128 over white): none twice, none missed.
      let levels = Set(stride(from: 0, to: a.pixels.count, by: 3).map { a.pixels[$0] })
      #expect(levels.isSubset(of: [255, 126, 127]), "shape \(index): levels \(levels.sorted())")
      #expect(levels.count > 1, "shape \(index) drew nothing")
    }
  }

  @Test("A circle 240 pixels across costs the renderer about twice its area as a strip, over ten times as a fan")
  func boundingBoxCost() {
    let circle = Self.shapes[7]
    let area = Double.pi * 120 * 120
    let strip = Self.boxArea(Mesh.triangles(circle, width: 300, height: 260))
    let fan = Self.boxArea(Mesh.triangles(circle, width: 300, height: 260, textured: true))
    #expect(strip < 2.2 * area, "strip: \(strip / area) × the area")
    #expect(fan > 10 * area, "fan: \(fan / area) × the area")
  }
}
