import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// flip-card's screen (issue 30): a photo's page under an inline "Photo" bar, the card in the middle a
/// print, the photo on its front above a caption and its details (title, date, place, camera) written
/// on its back.

enum FlipCardScreens {
  /// The print's paper: the front warm white (255, 246, 235), the back pale yellow (255, 250, 225).
  /// Tests tell the sides apart by them: within 3 levels neither is the other, nor the other mixed with
  /// dark text or with white (the report writes views' names in white), nor the report's light greys; and
  /// each is nearer itself than the grouped background is for every pixel but the card's.
  static let frontColor = Color(red: 1, green: 246 / 255, blue: 235 / 255)
  static let backColor = Color(red: 1, green: 250 / 255, blue: 225 / 255)

  /// Dresses `stage`'s screen and its two faces (the first the front, the second the back).
  static func dress(_ stage: ViewTransitionStage, metrics: DeviceMetrics = .iPhone14) {
    if let screen = stage.container.superview { dressScreen(screen, metrics: metrics) }
    // A print's corners are square (and the flip test reads the projected corners).
    for face in stage.faces { face.layer.text = nil }
    dressFront(stage.faces[0])
    dressBack(stage.faces[1])
  }

  /// The screen behind the card: the grouped background, the bars, a hint under the card.
  private static func dressScreen(_ screen: View, metrics: DeviceMetrics) {
    let engine = screen.engine
    screen.layer.text = nil
    screen.backgroundColor = SystemColor.systemGroupedBackground.color(in: .light)
    screen.addSubview(
      NavigationBar(
        engine: engine, title: "Photo", backTitle: "Album", rightItemTitle: "Edit", isAtScrollEdge: true,
        metrics: metrics))
    screen.addSubview(StatusBar(engine: engine, metrics: metrics))
    screen.addSubview(HomeIndicator(engine: engine, metrics: metrics))
    let font = Font.preferred(.footnote)
    screen.addSubview(
      Label(
        engine: engine, name: "hint", text: "Swipe the print to turn it over", font: font,
        color: SystemColor.secondaryLabel.color(in: .light), alignment: .center,
        origin: Point(x: 0, y: metrics.screenSize.height - metrics.homeIndicatorInset - 40),
        width: metrics.screenSize.width))
  }

  /// The front: a print, the photo square 12 points in from the top and the sides, its place and year
  /// written under it.
  private static func dressFront(_ face: View) {
    let engine = face.engine
    let side = face.frame.width - 24
    face.backgroundColor = frontColor
    face.addSubview(photo(engine: engine, name: "photo", frame: Rect(x: 12, y: 12, width: side, height: side)))
    face.addSubview(
      Label(
        engine: engine, name: "caption", text: "Glencoe, October 2025", font: Font(pointSize: 17, weight: .medium),
        color: SystemColor.secondaryLabel.color(in: .light), alignment: .center,
        origin: Point(x: 12, y: 12 + side + (face.frame.height - 12 - side - 21) / 2), width: side))
  }

  /// The photo, square, in `frame`.
  private static func photo(engine: AnimationEngine, name: String, frame: Rect) -> View {
    ImageView(engine: engine, name: name, image: try? Photo.named("misty-mountains"), frame: frame)
  }

  /// The back: the print's paper (``backColor``), a small copy of the photo at the top, the title, then
  /// the date, the place and the camera, each a caption over a value.
  private static func dressBack(_ face: View) {
    let engine = face.engine
    let width = face.frame.width - 40
    face.backgroundColor = backColor
    face.addSubview(photo(engine: engine, name: "thumbnail", frame: Rect(x: 20, y: 20, width: 64, height: 64)))
    face.addSubview(
      Label(
        engine: engine, name: "title", text: "Misty Mountains", font: Font(pointSize: 22, weight: .bold),
        color: SystemColor.label.color(in: .light), origin: Point(x: 20, y: 96), width: width))
    let details = [
      ("Date", "12 October 2025, 07:14"), ("Place", "Glencoe, Scotland"), ("Camera", "iPhone 14 · 26 mm"),
    ]
    for (index, (caption, value)) in details.enumerated() {
      let top = 138 + Double(index) * 52
      face.addSubview(
        Label(
          engine: engine, name: caption.lowercased(), text: caption.uppercased(), font: .preferred(.caption1),
          color: SystemColor.secondaryLabel.color(in: .light), origin: Point(x: 20, y: top), width: width))
      face.addSubview(
        Label(
          engine: engine, name: "\(caption.lowercased()) value", text: value, font: .preferred(.body),
          color: SystemColor.label.color(in: .light), origin: Point(x: 20, y: top + 17), width: width))
    }
  }
}
