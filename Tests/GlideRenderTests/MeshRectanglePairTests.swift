import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// SDL 2's software renderer reads two consecutive triangles sharing two vertices as a rectangle when
/// their corners line up (``Mesh/softwareRendererMisreads(_:textureSize:)``): right for an upright
/// rectangle's two halves, a lost triangle otherwise; the canvas then draws every triangle as one.
@Suite("Rectangle pairs")
struct MeshRectanglePairTests {
  static func vertex(_ x: Double, _ y: Double) -> ScreenVertex { ScreenVertex(x: x, y: y, u: 0, v: 0) }

  /// The right triangle (0, 0), (w, 0), (w, h) cut in four at its edges' midpoints, in the order
  /// ``Mesh/splitForSoftwareRenderer(_:textureSide:)`` gives: corner, corner, corner, middle.
  static func quartered(_ w: Double, _ h: Double) -> [Triangle] {
    let (a, b, c) = (vertex(0, 0), vertex(w, 0), vertex(w, h))
    let (ab, bc, ca) = (vertex(w / 2, 0), vertex(w, h / 2), vertex(w / 2, h / 2))
    return [
      Triangle(a: a, b: ab, c: ca), Triangle(a: ab, b: b, c: bc), Triangle(a: ca, b: bc, c: c),
      Triangle(a: ab, b: bc, c: ca),
    ]
  }

  /// `triangles` filled opaque black on white, as the canvas draws them: the pixels left white.
  static func missed(_ triangles: [Triangle], width: Int, height: Int) throws -> Int {
    let size = Size(width: Double(width), height: Double(height))
    let canvas = try Canvas(offscreenSize: size, scale: 1, fonts: RenderTest.fonts)
    var list = DisplayList(bounds: canvas.bounds, background: RGBA8(.white, opacity: 1))
    list.fill(triangles, RGBA8(gray: 0, alpha: 255))
    canvas.draw(list)
    let image = canvas.image()
    var count = 0
    for y in 0..<height {
      for x in (y + 1)..<width where image.pixels[(y * width + x) * 3] == 255 { count += 1 }
    }
    return count
  }

  @Test("A triangle cut in four is read as a rectangle and a lost corner; an upright rectangle's halves are read right")
  func reading() {
    #expect(Mesh.softwareRendererMisreads(Self.quartered(200, 200), textureSize: nil))
    #expect(Mesh.softwareRendererMisreads(Self.quartered(200, 200), textureSize: (400, 400)))
    let (a, b, c, d) = (Self.vertex(10, 10), Self.vertex(90, 10), Self.vertex(90, 60), Self.vertex(10, 60))
    #expect(!Mesh.softwareRendererMisreads([Triangle(a: a, b: b, c: c), Triangle(a: a, b: c, c: d)], textureSize: nil))
    #expect(!Mesh.softwareRendererMisreads([Triangle(a: a, b: b, c: c)], textureSize: nil))
  }

  @Test("The canvas fills every pixel of a triangle cut in four")
  func noneLost() throws {
    // The pixels strictly above the diagonal of a 200 × 200 square (the triangle's inside, its
    // hypotenuse aside): none left white.
    #expect(try Self.missed(Self.quartered(200, 200), width: 200, height: 200) == 0)
  }
}
