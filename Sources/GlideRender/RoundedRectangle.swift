import GlideAnimation
import Foundation

/// The outline of a rectangle with rounded corners, as points in order around it (clockwise on a y-down
/// screen, from the end of the top-left corner's arc): a convex polygon that ``Mesh`` fills.
struct RoundedRectangle: Hashable, Sendable {
  var rect: Rect
  /// Points; clamped to half the shorter side, as Core Animation clamps `cornerRadius`.
  var radius: Double

  init(_ rect: Rect, radius: Double) {
    self.rect = rect
    self.radius = min(max(radius, 0), min(rect.width, rect.height) / 2)
  }

  /// The rectangle `inset` points smaller on every side, its corners following this one's (the inner edge
  /// of a border): radius reduced by the inset, down to square.
  func inset(by inset: Double) -> RoundedRectangle {
    let width = max(rect.width - 2 * inset, 0)
    let height = max(rect.height - 2 * inset, 0)
    return RoundedRectangle(
      Rect(x: rect.minX + min(inset, rect.width / 2), y: rect.minY + min(inset, rect.height / 2), width: width, height: height),
      radius: max(radius - inset, 0))
  }

  /// Arc pieces per corner so that no chord strays more than a quarter pixel from the true arc at
  /// `pixelsPerPoint`: a chord over an angle θ of a circle of radius r pixels strays r(1 − cos(θ/2)) ≈
  /// rθ²/8, so θ ≤ √(2/r) and a quarter turn needs ⌈(π/2)/√(2/r)⌉ pieces (2 to 64).
  static func segments(radius: Double, pixelsPerPoint: Double) -> Int {
    let pixels = radius * pixelsPerPoint
    guard pixels > 0.5, pixels.isFinite else { return 0 }
    let pieces = ((Double.pi / 2) / (2 / pixels).squareRoot()).rounded(.up)
    return Int(min(max(pieces, 2), 64))
  }

  /// The outline with `segments` pieces per corner arc (each corner then has `segments + 1` points, all at
  /// the corner when the radius is 0, so that a border's inner and outer outlines pair up point for point;
  /// 0 pieces give the four corners).
  func outline(segments: Int) -> [Point] {
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    guard segments > 0 else {
      return [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }
    let r = radius
    // Corner centres and the angle each arc starts at (y down: 180° is left, 270° up).
    let corners: [(cx: Double, cy: Double, start: Double)] = [
      (x0 + r, y0 + r, Double.pi), (x1 - r, y0 + r, 1.5 * Double.pi),
      (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 0.5 * Double.pi),
    ]
    var points: [Point] = []
    points.reserveCapacity(4 * (segments + 1))
    for corner in corners {
      for step in 0...segments {
        let angle = corner.start + Double(step) / Double(segments) * (Double.pi / 2)
        points.append(Point(x: corner.cx + r * cos(angle), y: corner.cy + r * sin(angle)))
      }
    }
    return points
  }
}
