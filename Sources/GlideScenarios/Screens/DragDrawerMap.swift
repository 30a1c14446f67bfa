import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// drag-drawer's screens (issue 30), as Maps draws them: a map of a harbour town behind (land, the sea,
/// a park, roads, place names and the user's location, all shapes), and in the sheet a search field over
/// a list of favourite places.
enum DragDrawerMap {
  /// Maps' light-mode colours (measured from screenshots, not published).
  enum Palette {
    static let land = Color(red: 0.96, green: 0.95, blue: 0.92)
    static let water = Color(red: 0.62, green: 0.8, blue: 0.93)
    static let park = Color(red: 0.77, green: 0.89, blue: 0.7)
    static let road = Color.white
    static let roadEdge = Color(red: 0.82, green: 0.81, blue: 0.78)
    static let highway = Color(red: 0.99, green: 0.86, blue: 0.5)
    static let placeName = Color(red: 0.35, green: 0.35, blue: 0.38)
  }

  /// The map, `bounds` large, with the status bar over it.
  static func map(engine: AnimationEngine, bounds: Rect, metrics: DeviceMetrics = .iPhone14) -> View {
    let map = View(engine: engine, name: "Map", frame: bounds)
    map.backgroundColor = Palette.land
    map.addSubview(area(engine: engine, name: "sea", path: sea(bounds), color: Palette.water, bounds: bounds))
    map.addSubview(
      area(
        engine: engine, name: "park",
        path: .roundedRect(Rect(x: 210, y: 150, width: 150, height: 120), cornerRadius: 18),
        color: Palette.park, bounds: bounds))
    for (name, points, color, width) in roads {
      map.addSubview(road(engine: engine, name: name, points: points, color: color, width: width, bounds: bounds))
    }
    for (text, point, font) in placeNames {
      map.addSubview(
        Label(
          engine: engine, name: text, text: text, font: font, color: Palette.placeName, alignment: .center,
          origin: Point(x: point.x - 70, y: point.y), width: 140))
    }
    map.addSubview(location(engine: engine, at: Point(x: 250, y: 330)))
    map.addSubview(StatusBar(engine: engine, metrics: metrics))
    return map
  }

  /// The sea: the bay along the screen's left side, its coast a curve.
  private static func sea(_ bounds: Rect) -> BezierPath {
    var path = BezierPath()
    path.move(to: Point(x: 0, y: 0))
    path.addLine(to: Point(x: 120, y: 0))
    path.addCurve(to: Point(x: 90, y: 420), controlPoint1: Point(x: 170, y: 160), controlPoint2: Point(x: 40, y: 260))
    path.addCurve(
      to: Point(x: 150, y: bounds.height), controlPoint1: Point(x: 140, y: 580), controlPoint2: Point(x: 60, y: 700))
    path.addLine(to: Point(x: 0, y: bounds.height))
    path.close()
    return path
  }

  /// The roads: a coast road, a yellow through road and streets, each as (name, points, colour, width).
  private static let roads: [(String, [Point], Color, Double)] = [
    (
      "coast road", [Point(x: 140, y: 0), Point(x: 150, y: 200), Point(x: 115, y: 420), Point(x: 175, y: 844)],
      Palette.road, 7
    ),
    ("high street", [Point(x: 120, y: 360), Point(x: 390, y: 300)], Palette.road, 7),
    ("station road", [Point(x: 200, y: 0), Point(x: 250, y: 330), Point(x: 300, y: 844)], Palette.highway, 9),
    ("mill lane", [Point(x: 150, y: 560), Point(x: 390, y: 520)], Palette.road, 5),
    ("park road", [Point(x: 160, y: 130), Point(x: 390, y: 110)], Palette.road, 5),
  ]

  /// The place names: (text, top centre, font).
  private static let placeNames: [(String, Point, Font)] = [
    ("North Bay", Point(x: 60, y: 300), Font(pointSize: 13, weight: .semibold)),
    ("Queen's Park", Point(x: 285, y: 200), Font(pointSize: 12, weight: .medium)),
    ("OLD TOWN", Point(x: 310, y: 420), Font(pointSize: 13, weight: .semibold)),
    ("High St", Point(x: 330, y: 285), .preferred(.caption2)),
    ("Station Rd", Point(x: 290, y: 620), .preferred(.caption2)),
  ]

  /// A filled area the size of the map.
  private static func area(engine: AnimationEngine, name: String, path: BezierPath, color: Color, bounds: Rect) -> View
  {
    let view = View(engine: engine, name: name, frame: bounds)
    view.layer.shape = LayerShape(path: path, fillColor: color)
    return view
  }

  /// A road through `points`: a light edge, then the road over it.
  private static func road(
    engine: AnimationEngine, name: String, points: [Point], color: Color, width: Double, bounds: Rect
  ) -> View {
    var path = BezierPath()
    path.move(to: points[0])
    for point in points.dropFirst() { path.addLine(to: point) }
    let view = View(engine: engine, name: name, frame: bounds)
    view.layer.shape = LayerShape(
      path: path, fillColor: .clear, strokeColor: Palette.roadEdge, lineWidth: width + 2, lineCap: .round,
      lineJoin: .round)
    let top = View(engine: engine, name: "surface", frame: Rect(origin: .zero, size: bounds.size))
    top.layer.shape = LayerShape(
      path: path, fillColor: .clear, strokeColor: color, lineWidth: width, lineCap: .round, lineJoin: .round)
    view.addSubview(top)
    return view
  }

  /// The user's location: a blue dot in a white ring, 22 points across.
  private static func location(engine: AnimationEngine, at centre: Point) -> View {
    let view = View(
      engine: engine, name: "location", frame: Rect(x: centre.x - 11, y: centre.y - 11, width: 22, height: 22))
    view.backgroundColor = .white
    view.layer.cornerRadius = 11
    (view.layer.shadowOpacity, view.layer.shadowRadius) = (0.25, 3)
    let dot = View(engine: engine, name: "dot", frame: Rect(x: 4, y: 4, width: 14, height: 14))
    dot.backgroundColor = SystemColor.systemBlue.color(in: .light)
    dot.layer.cornerRadius = 7
    view.addSubview(dot)
    return view
  }

  // MARK: - The sheet

  /// The sheet's list, `width` points wide (the content's, 16 in from the sheet's sides): the search
  /// field, a "Favourites" header and the places, laid from the content's top (the rows below the
  /// sheet's bottom are off the screen until it opens).
  static func list(engine: AnimationEngine, width: Double, metrics: DeviceMetrics = .iPhone14) -> [View] {
    let field = View(engine: engine, name: "search field", frame: Rect(x: 0, y: 0, width: width, height: 36))
    // Opaque systemGray6, what UIKit's translucent field fill shows over the white sheet within 3 levels.
    field.backgroundColor = SystemColor.systemGray6.color(in: .light)
    field.layer.cornerRadius = 10
    field.addSubview(
      Label(
        engine: engine, name: "placeholder", text: "Search Maps", font: .preferred(.body),
        color: SystemColor.secondaryLabel.color(in: .light), origin: Point(x: 12, y: 8), width: width - 24))
    let header = Label(
      engine: engine, name: "header", text: "Favourites", font: Font(pointSize: 20, weight: .bold),
      color: SystemColor.label.color(in: .light), origin: Point(x: 0, y: 58), width: width)
    let table = TableView(
      engine: engine, style: .plain, sections: [TableSection(rows: places)],
      frame: Rect(x: -16, y: 92, width: width + 32, height: 600), metrics: metrics)
    return [field, header, table]
  }

  /// Favourite places, with how far they are.
  static let places = [
    TableRow("Home", subtitle: "Close by", icon: .init(.person, color: .systemBlue), accessory: .disclosureIndicator),
    TableRow(
      "Work", subtitle: "12 min by car", icon: .init(.circleInSquare, color: .systemGray),
      accessory: .disclosureIndicator),
    TableRow(
      "Harbour Café", subtitle: "1.2 km · Open", icon: .init(.star, color: .systemOrange),
      accessory: .disclosureIndicator),
    TableRow(
      "Queen's Park", subtitle: "800 m", icon: .init(.star, color: .systemGreen), accessory: .disclosureIndicator),
    TableRow("Lighthouse", subtitle: "4.5 km", icon: .init(.star, color: .systemRed), accessory: .disclosureIndicator),
    TableRow(
      "Station", subtitle: "1.8 km", icon: .init(.circleInSquare, color: .systemBlue), accessory: .disclosureIndicator),
    TableRow(
      "Market Hall", subtitle: "2.1 km · Closes at 17:00", icon: .init(.star, color: .systemPurple),
      accessory: .disclosureIndicator),
    TableRow("Anna's", subtitle: "3 km", icon: .init(.person, color: .systemGreen), accessory: .disclosureIndicator),
  ]
}
