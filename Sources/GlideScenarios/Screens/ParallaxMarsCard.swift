package import GlideAnimation
import GlideKit
import GlideSimulation
package import GlideTransitions

/// parallax's layers (issue 30), the reference's "mars" card: a star field behind (stars of a few sizes
/// and a faint nebula over deep blue) and the card, Mars drawn as a lit sphere with its name and a line
/// about it on cream paper.
package enum ParallaxMarsCard {
  /// Dresses `background` (larger than the window by the background's travel) as the star field.
  package static func dressBackground(_ background: View) {
    let engine = background.engine
    let size = background.frame.size
    background.backgroundColor = Color(red: 0.04, green: 0.05, blue: 0.12)
    let nebula = View(engine: engine, name: "nebula", frame: Rect(origin: .zero, size: size))
    nebula.layer.gradient = LayerGradient(
      type: .radial,
      colors: [
        Color(red: 0.35, green: 0.2, blue: 0.55, alpha: 0.55), Color(red: 0.1, green: 0.1, blue: 0.3, alpha: 0),
      ],
      startPoint: Point(x: 0.3, y: 0.25), endPoint: Point(x: 0.95, y: 0.75))
    background.addSubview(nebula)
    for (name, count, radius, alpha) in [
      ("far stars", 140, 0.6, 0.6), ("stars", 50, 1.0, 0.85), ("near stars", 14, 1.6, 1.0),
    ] {
      let stars = View(engine: engine, name: name, frame: Rect(origin: .zero, size: size))
      stars.layer.shape = LayerShape(
        path: starPath(count: count, radius: radius, in: size, seed: UInt64(count)),
        fillColor: Color(red: 1, green: 0.98, blue: 0.92, alpha: alpha))
      background.addSubview(stars)
    }
  }

  /// `count` dots of `radius` points scattered over `size` by a linear congruential generator seeded by
  /// `seed` (Knuth's MMIX constants): the same sky every run.
  package static func starPath(count: Int, radius: Double, in size: Size, seed: UInt64) -> BezierPath {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let circles = (0..<count).flatMap { _ in
      BezierPath.circle(center: Point(x: next() * size.width, y: next() * size.height), radius: radius).elements
    }
    return BezierPath(elements: circles)
  }

  /// Dresses `card` (cream, 300 × 200 points at most) as Mars' card: the planet on the left, its name
  /// and facts on the right.
  package static func dressCard(_ card: View) {
    let engine = card.engine
    let size = card.frame.size
    card.layer.text = nil
    (card.layer.shadowOpacity, card.layer.shadowRadius) = (0.5, 18)
    card.layer.shadowOffset = Size(width: 0, height: 10)
    let diameter = min(size.height - 48, size.width * 0.45)
    card.addSubview(
      planet(engine: engine, frame: Rect(x: 20, y: (size.height - diameter) / 2, width: diameter, height: diameter)))
    let left = 20 + diameter + 18
    let width = size.width - left - 16
    let ink = SystemColor.label.color(in: .light)
    let faint = SystemColor.secondaryLabel.color(in: .light)
    let lines: [(String, String, Font, Color, Double)] = [
      (
        "planet", "THE RED PLANET", Font(pointSize: 11, weight: .semibold), Color(red: 0.75, green: 0.3, blue: 0.15),
        -46
      ),
      ("title", "Mars", Font(pointSize: 34, weight: .bold), ink, -32),
      ("distance", "227.9 million km", .preferred(.footnote), faint, 12),
      ("day", "A day: 24 h 37 min", .preferred(.footnote), faint, 30),
    ]
    for (name, text, font, color, offset) in lines {
      card.addSubview(
        Label(
          engine: engine, name: name, text: text, font: font, color: color,
          origin: Point(x: left, y: size.height / 2 + offset),
          width: width))
    }
  }

  /// Mars: a disc lit from the upper left, a radial gradient from pale orange through rust to near black.
  private static func planet(engine: AnimationEngine, frame: Rect) -> View {
    let planet = View(engine: engine, name: "Mars", frame: frame)
    planet.layer.cornerRadius = frame.width / 2
    planet.clipsToBounds = true
    planet.backgroundColor = Color(red: 0.2, green: 0.06, blue: 0.03)
    planet.layer.gradient = LayerGradient(
      type: .radial,
      colors: [
        Color(red: 0.98, green: 0.72, blue: 0.48), Color(red: 0.85, green: 0.42, blue: 0.2),
        Color(red: 0.6, green: 0.22, blue: 0.1), Color(red: 0.2, green: 0.06, blue: 0.03),
      ],
      locations: [0, 0.35, 0.75, 1], startPoint: Point(x: 0.35, y: 0.3), endPoint: Point(x: 1.15, y: 1.15))
    return planet
  }
}
