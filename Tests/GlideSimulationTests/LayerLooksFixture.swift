import GlideAnimation
import GlideTransitions

@testable import GlideSimulation

/// A window with one tracked view, "card" (100 × 50 points at (20, 40), blue), whose layer a test gives
/// a look; its log lines and report drawing as presented now.
final class LooksFixture {
  let scene = Scene(size: Size(width: 390, height: 844))
  let card: View

  static let red = Color(red: 1, green: 0, blue: 0)

  init() {
    card = View(engine: scene.engine, name: "card", frame: Rect(x: 20, y: 40, width: 100, height: 50))
    card.backgroundColor = Color(red: 0.25, green: 0.47, blue: 0.85)
    scene.window.addSubview(card)
  }

  /// Frame 3 at 0.5 s, percent 0.25, with the card as presented.
  var record: ReplayRecord {
    let state = ViewState(name: "card", view: card, window: scene.window)
    return ReplayRecord(time: 0.5, kind: .frame(index: 3, percent: 0.25, views: [state], viewTransition: nil))
  }

  var json: String { JSONLinesFormatter.line(record) }
  var text: String { TextLogFormatter.line(record) }

  /// A right triangle (0, 0), (60, 0), (60, 30), closed: four elements.
  static var triangle: BezierPath {
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 60, y: 0))
    path.addLine(to: Point(x: 60, y: 30))
    path.close()
    return path
  }

  /// An open curve from (0, 10) to (90, 10).
  static var wave: BezierPath {
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 10))
    path.addCurve(to: Point(x: 90, y: 10), controlPoint1: Point(x: 30, y: 0), controlPoint2: Point(x: 60, y: 20))
    return path
  }

  /// A mask layer of `frame`, white, rounded by `cornerRadius`, set as the card's mask.
  func mask(_ frame: Rect, cornerRadius: Double = 0) {
    let mask = Layer(engine: scene.engine, name: "mask")
    mask.frame = frame
    mask.backgroundColor = .white
    mask.cornerRadius = cornerRadius
    card.layer.mask = mask
  }
}
