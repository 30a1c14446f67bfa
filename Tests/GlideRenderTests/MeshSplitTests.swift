import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Triangles cut for SDL's software renderer (``Mesh/splitForSoftwareRenderer(_:textureSide:)``) still
/// meet edge to edge: a large triangle cut next to a small one that needs no cut leaves no T-junction.
@Suite("Splitting for the software renderer")
struct MeshSplitTests {
  static func vertex(_ x: Double, _ y: Double) -> ScreenVertex { ScreenVertex(x: x, y: y, u: x / 500, v: y / 500) }

  /// The quad (0, 0), (401, 0), (401, 301), (0, 11) as a fan from its first corner: a triangle of twice
  /// the area 120,701 and one of 4,411, sharing the diagonal, whose midpoint (200.5, 150.5) rounds off it.
  static let quad = [
    Triangle(a: vertex(0, 0), b: vertex(401, 0), c: vertex(401, 301)),
    Triangle(a: vertex(0, 0), b: vertex(401, 301), c: vertex(0, 11)),
  ]

  /// The distance from `p` to the segment `a`–`b`.
  static func distance(_ p: ScreenVertex, _ a: ScreenVertex, _ b: ScreenVertex) -> Double {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
    return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
  }

  @Test("Cut for a limit only the large triangle passes, every edge is shared or lies on the quad's outline")
  func noTJunction() {
    // Twice the area allowed: 2²⁸ / 4,000 = 67,109; the large triangle needs cutting, the small one not.
    let pieces = Mesh.splitForSoftwareRenderer(Self.quad, textureSide: 4000)
    #expect(pieces.count > 2 && pieces.allSatisfy { $0.doubleArea <= Double(1 << 28) / 4000 })
    var uses: [[Double]: Int] = [:]
    for piece in pieces {
      let corners = piece.vertices
      for index in 0..<3 {
        let (p, q) = (corners[index], corners[(index + 1) % 3])
        let key = (p.x, p.y) < (q.x, q.y) ? [p.x, p.y, q.x, q.y] : [q.x, q.y, p.x, p.y]
        uses[key, default: 0] += 1
      }
    }
    let outline = [Self.vertex(0, 0), Self.vertex(401, 0), Self.vertex(401, 301), Self.vertex(0, 11)]
    for (edge, count) in uses where count != 2 {
      let (p, q) = (Self.vertex(edge[0], edge[1]), Self.vertex(edge[2], edge[3]))
      let onOutline = outline.indices.contains { side in
        let (a, b) = (outline[side], outline[(side + 1) % 4])
        return Self.distance(p, a, b) <= 0.75 && Self.distance(q, a, b) <= 0.75
      }
      let place = onOutline ? "on" : "inside"
      #expect(count == 1 && onOutline, "edge \(edge) is used \(count) times, \(place) the outline")
    }
  }
}
