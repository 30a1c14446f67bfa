import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// A rounded rectangle's shadow is drawn in two programs: the separable formula along the straight sides
/// and the full one at the corners. The pieces must tile the shadow exactly, and the seams must not show.
@Suite("Shadow pieces")
struct ShadowPiecesTests {
  static func area(_ rect: Rect) -> Double { rect.width * rect.height }

  @Test("The straight sides and the corners tile the shadow's box with no overlap", arguments: [0.0, 12.0, 60.0])
  func piecesTileTheBox(radius: Double) {
    let shape = RoundedRectangle(Rect(x: 10, y: 20, width: 200, height: 120), radius: radius)
    let pieces = ShadowPieces(shape, sigma: 8, margin: 25)
    let all = pieces.straight + pieces.corners
    let outer = Rect(x: 10 - 25, y: 20 - 25, width: 250, height: 170)
    #expect(abs(all.map(Self.area).reduce(0, +) - Self.area(outer)) < 1e-9)
    for (i, a) in all.enumerated() {
      #expect(a.minX >= outer.minX - 1e-9 && a.maxX <= outer.maxX + 1e-9)
      #expect(a.minY >= outer.minY - 1e-9 && a.maxY <= outer.maxY + 1e-9)
      for b in all[(i + 1)...] {
        let overlap = max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
        #expect(overlap < 1e-9, "\(a) overlaps \(b)")
      }
    }
    // Every straight piece is where the shape is a plain rectangle within three sigmas: a point there is
    // more than radius + 3σ inside the rectangle along one axis.
    let reach = shape.radius + 3 * 8
    for piece in pieces.straight {
      let alongX = piece.minX >= shape.rect.minX + reach - 1e-9 && piece.maxX <= shape.rect.maxX - reach + 1e-9
      let alongY = piece.minY >= shape.rect.minY + reach - 1e-9 && piece.maxY <= shape.rect.maxY - reach + 1e-9
      #expect(alongX || alongY, "\(piece)")
    }
  }

  @Test("A small shape, its corners' reach past the middle, is all corners")
  func smallShapeIsAllCorners() {
    let pieces = ShadowPieces(RoundedRectangle(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10), sigma: 8, margin: 25)
    #expect(pieces.straight.isEmpty)
    #expect(pieces.corners.map(Self.area).reduce(0, +) == 90 * 90)
  }

  @Test("Along a rounded card's shadow no seam shows where the straight side meets the corner, and the side is the Gaussian's tail within 2 levels")
  func noSeam() throws {
    let engine = AnimationEngine()
    let size = Size(width: 300, height: 300)
    let root = RenderTest.root(engine, size: size)
    var state = RenderTest.state(frame: Rect(x: 50, y: 50, width: 200, height: 200), colour: RenderTest.red)
    (state.cornerRadius, state.shadowOpacity, state.shadowRadius, state.shadowColor) = (20, 1, 8, .black)
    state.shadowOffset = .zero
    root.addSublayer(Layer(engine: engine, state: state))
    let image = try RenderTest.image(root, size: size)
    // The straight part of the top side ends 20 + 24 points in from each corner (x = 94 and 206); a row
    // 4, 8 and 12 points above the edge runs across both seams into the corners.
    for y in [46, 42, 38] {
      let levels = (0..<300).map { Int(image[$0, y].green) }
      // A seam would be a step in the slope: where the pieces meet, the slope changes by at most 1 level.
      for seam in [94, 206] {
        for x in (seam - 2)...(seam + 2) {
          let bend = (levels[x + 1] - levels[x]) - (levels[x] - levels[x - 1])
          #expect(abs(bend) <= 1, "(\(x), \(y)): \(levels[x - 1]) \(levels[x]) \(levels[x + 1])")
        }
      }
      // And it is the edge's Gaussian tail in the straight middle: ½ erfc(d / (σ√2)) darkening white.
      let d = 50 - (Double(y) + 0.5)
      let expected = 255 * (1 - 0.5 * erfc(d / (8 * 2.0.squareRoot())))
      #expect(abs(Double(image[150, y].green) - expected) <= 2, "y \(y)")
    }
  }
}
