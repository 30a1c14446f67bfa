public import GlideAnimation

/// The pictures the articles' examples load from their bundles (`Ship.png` …), drawn as paths here so no
/// image is copied from them.
public enum DemoArt {
  /// A spaceship 64 points square, nose to the right (+x: the way a layer turned by `rotationMode` auto
  /// points along its path): a hull, two swept wings and a cockpit.
  public static let ship: BezierPath = {
    var path = BezierPath()
    path.move(to: Point(x: 60, y: 32))  // nose
    path.addCurve(to: Point(x: 24, y: 24), controlPoint1: Point(x: 52, y: 24), controlPoint2: Point(x: 36, y: 22))
    path.addLine(to: Point(x: 10, y: 6))  // upper wing
    path.addLine(to: Point(x: 4, y: 8))
    path.addLine(to: Point(x: 12, y: 26))
    path.addLine(to: Point(x: 6, y: 28))  // tail
    path.addLine(to: Point(x: 6, y: 36))
    path.addLine(to: Point(x: 12, y: 38))
    path.addLine(to: Point(x: 4, y: 56))  // lower wing
    path.addLine(to: Point(x: 10, y: 58))
    path.addLine(to: Point(x: 24, y: 40))
    path.addCurve(to: Point(x: 60, y: 32), controlPoint1: Point(x: 36, y: 42), controlPoint2: Point(x: 52, y: 40))
    path.close()
    return path
  }()

  /// The ship drawn `side` points square (``ship`` is 64), nose to the right: the book's 128-point
  /// `Ship.png` layer.
  public static func ship(side: Double) -> BezierPath {
    let k = side / 64
    func scaled(_ p: Point) -> Point { Point(x: p.x * k, y: p.y * k) }
    return BezierPath(
      elements: ship.elements.map { element in
        switch element {
        case .move(let to): .move(to: scaled(to))
        case .line(let to): .line(to: scaled(to))
        case .quadCurve(let to, let control): .quadCurve(to: scaled(to), control: scaled(control))
        case .curve(let to, let c1, let c2): .curve(to: scaled(to), control1: scaled(c1), control2: scaled(c2))
        case .close: .close
        }
      })
  }

  /// The ship's hull colour.
  public static let shipGrey = Color(red: 0.72, green: 0.75, blue: 0.80)

  /// A man 100 points square waving his right hand (the guide's `manLayer` draws one; which one it does
  /// not say): a head, a body, one arm raised and one down, two legs, to be stroked 5 points wide. Nothing
  /// in it is symmetric about the centre, so every turn of the layer shows.
  public static let man: BezierPath = {
    var path = BezierPath()
    path.addArc(withCenter: Point(x: 50, y: 22), radius: 12, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    path.close()
    for (from, to) in [
      ((50.0, 34.0), (50.0, 66.0)),  // body
      ((50, 44), (74, 22)),  // the waving arm
      ((50, 44), (30, 60)),  // the other arm
      ((50, 66), (36, 92)),  // legs
      ((50, 66), (64, 92)),
    ] {
      path.move(to: Point(x: from.0, y: from.1))
      path.addLine(to: Point(x: to.0, y: to.1))
    }
    return path
  }()
}
