import Foundation
public import GlideAnimation
public import GlideTransitions

/// The status bar of a Face ID iPhone: the time ("9:41", Apple's time in its screenshots) left of the
/// sensor housing, cellular bars, the Wi-Fi glyph and a full battery right of it, in ``SystemColor/label``.
/// Its subviews are named `time`, `cellular`, `wifi` and `battery` (`battery` holding `level`).
///
/// Sizes are Glide's estimates of iOS 15–16's glyphs (Apple publishes none): the time in the headline
/// font, centred 61 points from the left edge; the glyphs 11–12 points tall, centred on the right ear's
/// middle, 329 points across a 390-point screen; their middles 25 points down the 47-point bar.
public final class StatusBar: View {
  public let time: Label
  public let cellular: View
  public let wifi: View
  public let battery: View

  /// The status bar at the top of `metrics`' screen in `appearance`, showing `time`.
  public init(
    engine: AnimationEngine, metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light, time: String = "9:41"
  ) {
    let frame = metrics.statusBarFrame
    let ink = SystemColor.label.color(in: appearance)
    let middle = 25.0
    let leftCentre = 61.0 * frame.width / 390
    let rightCentre = frame.width - 61
    let font = Font.preferred(.headline)
    self.time = Label(
      engine: engine, name: "time", text: time, font: font, color: ink, alignment: .center,
      origin: Point(x: leftCentre - 40, y: middle - font.lineHeight / 2), width: 80)

    // Cellular 17 wide, 5 apart from Wi-Fi 15.4 wide, 5 apart from the battery 27 wide: 69.4 in all.
    let left = rightCentre - 69.4 / 2
    cellular = View(engine: engine, name: "cellular", frame: Rect(x: left, y: middle - 5.5, width: 17, height: 11))
    cellular.layer.shape = LayerShape(path: Self.cellularBars(), fillColor: ink)
    wifi = View(engine: engine, name: "wifi", frame: Rect(x: left + 22, y: middle - 5.5, width: 15.4, height: 11))
    wifi.layer.shape = LayerShape(path: Self.wifiArcs(), fillColor: ink)
    battery = Self.battery(engine: engine, origin: Point(x: left + 42.4, y: middle - 6), ink: ink)

    super.init(engine: engine, name: "status bar", frame: frame)
    for view in [self.time, cellular, wifi, battery] { addSubview(view) }
  }

  /// A full battery 27 × 12 points: a rounded outline in `ink` at 35 %, the level inside it 2 points in,
  /// and the terminal's cap at 40 % beyond it.
  private static func battery(engine: AnimationEngine, origin: Point, ink: Color) -> View {
    let faded = { (alpha: Double) in Color(red: ink.red, green: ink.green, blue: ink.blue, alpha: alpha) }
    let battery = View(engine: engine, name: "battery", frame: Rect(origin: origin, size: Size(width: 27, height: 12)))
    battery.layer.shape = LayerShape(
      path: .roundedRect(Rect(x: 0.5, y: 0.5, width: 24, height: 11), cornerRadius: 3.5), fillColor: .clear,
      strokeColor: faded(0.35))
    let level = View(engine: engine, name: "level", frame: Rect(x: 2, y: 2, width: 21, height: 8))
    level.layer.shape = LayerShape(
      path: .roundedRect(Rect(x: 0, y: 0, width: 21, height: 8), cornerRadius: 1.8), fillColor: ink)
    let cap = View(engine: engine, name: "cap", frame: Rect(x: 25.5, y: 4, width: 1.5, height: 4))
    cap.layer.shape = LayerShape(
      path: .roundedRect(Rect(x: 0, y: 0, width: 1.5, height: 4), cornerRadius: 0.7), fillColor: faded(0.4))
    battery.addSubview(level)
    battery.addSubview(cap)
    return battery
  }

  /// Four bars 3 points wide, 4.67 apart, 4 to 11 points tall, standing on the bottom edge.
  private static func cellularBars() -> BezierPath {
    (0..<4).reduce(BezierPath()) { path, index in
      let height = 4 + Double(index) * 7 / 3
      return path.appending(
        .roundedRect(Rect(x: Double(index) * 14 / 3, y: 11 - height, width: 3, height: height), cornerRadius: 1))
    }
  }

  /// Two bands and a wedge of a quarter turn about the bottom middle, 2.4 points thick, 1.6 apart.
  private static func wifiArcs() -> BezierPath {
    let centre = Point(x: 7.7, y: 11)
    let (start, end) = (-0.75 * Double.pi, -0.25 * Double.pi)
    var path = BezierPath()
    for outer in [10.9, 6.9] {
      var band = BezierPath()
      band.addArc(withCenter: centre, radius: outer, startAngle: start, endAngle: end, clockwise: true)
      band.addArc(withCenter: centre, radius: outer - 2.4, startAngle: end, endAngle: start, clockwise: false)
      band.close()
      path = path.appending(band)
    }
    var wedge = BezierPath()
    wedge.move(to: centre)
    wedge.addArc(withCenter: centre, radius: 2.9, startAngle: start, endAngle: end, clockwise: true)
    wedge.close()
    return path.appending(wedge)
  }
}
