import Foundation
public import GlideAnimation

/// A few of SF Symbols' glyphs, drawn as paths: what a bar button's or a tab's image shows. Each is drawn
/// in a square box, stroked (the chevrons) or filled (the rest, by the even-odd rule so holes stay open).
public enum Symbol: String, Hashable, Sendable, CaseIterable {
  /// `chevron.backward`: a back button's indicator.
  case chevronBackward
  /// `chevron.forward`: a table row's disclosure indicator.
  case chevronForward
  /// A circle in a rounded square (as `photo.on.rectangle`'s simplest form).
  case circleInSquare
  /// `star.fill`.
  case star
  /// `person.fill`.
  case person
  /// `gearshape.fill`.
  case gear
  /// `magnifyingglass`: a search tab's or field's glyph.
  case magnifyingGlass
  /// `rectangle.stack.fill`: Photos' Albums tab.
  case rectangleStack

  /// Whether the path is stroked rather than filled.
  public var isStroked: Bool { self == .chevronBackward || self == .chevronForward }

  /// The glyph's outline in a box of `size` points, from the box's top left.
  public func path(size: Double) -> BezierPath {
    let s = size
    let c = Point(x: s / 2, y: s / 2)
    switch self {
    case .chevronBackward:
      return BezierPath(elements: [
        .move(to: Point(x: s * 0.68, y: s * 0.1)), .line(to: Point(x: s * 0.3, y: s * 0.5)),
        .line(to: Point(x: s * 0.68, y: s * 0.9)),
      ])
    case .chevronForward:
      return BezierPath(elements: [
        .move(to: Point(x: s * 0.32, y: s * 0.1)), .line(to: Point(x: s * 0.7, y: s * 0.5)),
        .line(to: Point(x: s * 0.32, y: s * 0.9)),
      ])
    case .circleInSquare:
      let outer = Rect(x: s * 0.08, y: s * 0.12, width: s * 0.84, height: s * 0.76)
      let inner = Rect(
        x: outer.minX + s * 0.08, y: outer.minY + s * 0.08, width: outer.width - s * 0.16,
        height: outer.height - s * 0.16)
      return BezierPath.roundedRect(outer, cornerRadius: s * 0.16)
        .appending(.roundedRect(inner, cornerRadius: s * 0.09))
        .appending(.circle(center: c, radius: s * 0.2))
    case .star:
      let points = (0..<10).map { index in
        let radius = index.isMultiple(of: 2) ? s * 0.48 : s * 0.48 * 0.42
        let angle = -Double.pi / 2 + Double(index) * .pi / 5
        return Point(x: c.x + radius * cos(angle), y: s * 0.52 + radius * sin(angle))
      }
      return .polygon(points)
    case .person:
      var body = BezierPath()
      body.move(to: Point(x: s * 0.1, y: s * 0.92))
      body.addCurve(
        to: Point(x: s * 0.9, y: s * 0.92), controlPoint1: Point(x: s * 0.1, y: s * 0.5),
        controlPoint2: Point(x: s * 0.9, y: s * 0.5))
      body.close()
      return BezierPath.circle(center: Point(x: c.x, y: s * 0.3), radius: s * 0.21).appending(body)
    case .gear:
      let teeth = 8
      var points: [Point] = []
      for tooth in 0..<teeth {
        let base = Double(tooth) * 2 * .pi / Double(teeth)
        let step = 2 * Double.pi / Double(teeth)
        for (fraction, radius) in [(0.0, 0.36), (0.18, 0.48), (0.5, 0.48), (0.68, 0.36)] {
          let angle = base + fraction * step
          points.append(Point(x: c.x + s * radius * cos(angle), y: c.y + s * radius * sin(angle)))
        }
      }
      return BezierPath.polygon(points).appending(.circle(center: c, radius: s * 0.15))
    case .magnifyingGlass:
      // A ring (the lens, its hole left open by the even-odd fill) and a handle to the lower right.
      let lens = Point(x: s * 0.42, y: s * 0.42)
      let (outer, inner) = (s * 0.34, s * 0.255)
      let (near, far, half) = (outer * 0.92 / 2.squareRoot(), s * 0.9, s * 0.065)
      let handle = BezierPath.polygon([
        Point(x: lens.x + near - half, y: lens.y + near + half), Point(x: lens.x + near + half, y: lens.y + near - half),
        Point(x: far + half, y: far - half), Point(x: far - half, y: far + half),
      ])
      return BezierPath.circle(center: lens, radius: outer).appending(.circle(center: lens, radius: inner))
        .appending(handle)
    case .rectangleStack:
      // The front card, and the edges of two behind it, each narrower.
      return BezierPath.roundedRect(Rect(x: s * 0.08, y: s * 0.36, width: s * 0.84, height: s * 0.54), cornerRadius: s * 0.09)
        .appending(.roundedRect(Rect(x: s * 0.17, y: s * 0.23, width: s * 0.66, height: s * 0.08), cornerRadius: s * 0.04))
        .appending(.roundedRect(Rect(x: s * 0.27, y: s * 0.1, width: s * 0.46, height: s * 0.08), cornerRadius: s * 0.04))
    }
  }

  /// The glyph as a shape in `color`: a stroke `lineWidth` points wide with round caps and joins, or an
  /// even-odd fill.
  public func shape(size: Double, color: Color, lineWidth: Double = 2) -> LayerShape {
    isStroked
      ? LayerShape(
        path: path(size: size), fillColor: .clear, strokeColor: color, lineWidth: lineWidth, lineCap: .round,
        lineJoin: .round)
      : LayerShape(path: path(size: size), fillColor: color, fillRule: .evenOdd)
  }
}
