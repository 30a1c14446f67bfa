import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// spring-present's screens (issue 30): Home, Reminders' lists in an inset-grouped table under a large
/// "Lists" title, and the page sheet over it, a new reminder: a grabber, a title bar with "Cancel" and
/// "Done", and a form of grouped rows.
enum SpringPresentScreens {
  /// Dresses `view`, the full-screen Home, as Reminders' lists.
  static func dressHome(_ view: View, metrics: DeviceMetrics = .iPhone14) {
    let engine = view.engine
    view.layer.text = nil  // the controller's title, which a real screen shows in its bar
    // At the scroll edge the bar is transparent over the grouped background (and draws no material).
    let navigation = NavigationBar(
      engine: engine, title: "Lists", prefersLargeTitle: true, rightItemTitle: "Edit", isAtScrollEdge: true,
      metrics: metrics)
    view.addSubview(
      TableView(
        engine: engine, style: .insetGrouped, sections: lists, frame: metrics.bounds,
        contentInsetTop: navigation.frame.maxY, metrics: metrics))
    view.addSubview(navigation)
    view.addSubview(StatusBar(engine: engine, metrics: metrics))
    view.addSubview(HomeIndicator(engine: engine, metrics: metrics))
  }

  /// Home's lists, each with its count.
  static let lists = [
    TableSection(rows: [
      TableRow("Today", value: "3", icon: .init(.star, color: .systemBlue), accessory: .disclosureIndicator),
      TableRow(
        "Scheduled", value: "5", icon: .init(.circleInSquare, color: .systemRed), accessory: .disclosureIndicator),
      TableRow(
        "Assigned to Me", value: "1", icon: .init(.person, color: .systemGreen), accessory: .disclosureIndicator),
    ]),
    TableSection(
      header: "My Lists",
      rows: [
        TableRow("Reminders", value: "8", accessory: .disclosureIndicator),
        TableRow("Groceries", value: "12", accessory: .disclosureIndicator),
        TableRow("Holiday", subtitle: "Shared with Anna", value: "4", accessory: .disclosureIndicator),
        TableRow("Photos to Print", value: "6", accessory: .disclosureIndicator),
        TableRow("Garden", value: "2", accessory: .disclosureIndicator),
      ]),
  ]

  /// The sheet's title bar's height, points (a sheet's navigation bar: 56, measured from screenshots).
  static let titleBarHeight = 56.0

  /// Dresses `view`, the page sheet (the window's width, its top 10 points below the status bar), as a
  /// new reminder's form.
  static func dressSheet(_ view: View, metrics: DeviceMetrics = .iPhone14) {
    let engine = view.engine
    view.layer.text = nil  // the controller's title, which a real screen shows in its bar
    let size = Size(width: metrics.screenSize.width, height: metrics.screenSize.height - metrics.statusBarHeight - 10)
    view.backgroundColor = SystemColor.systemGroupedBackground.color(in: .light)
    view.addSubview(
      TableView(
        engine: engine, style: .insetGrouped, sections: form, frame: Rect(origin: .zero, size: size),
        contentInsetTop: titleBarHeight - 16, metrics: metrics))
    view.addSubview(titleBar(engine: engine, width: size.width))
    view.addSubview(grabber(engine: engine, width: size.width))
    // The home indicator stays over whatever is at the bottom of the screen: here, the sheet's.
    let indicator = HomeIndicator(engine: engine, metrics: metrics)
    indicator.frame.origin.y -= metrics.screenSize.height - size.height
    view.addSubview(indicator)
  }

  /// The form's rows.
  static let form = [
    TableSection(rows: [TableRow("Pick up the prints"), TableRow("Notes", subtitle: "The lake ones, glossy")]),
    TableSection(rows: [
      TableRow("Date", value: "Tomorrow", icon: .init(.circleInSquare, color: .systemRed)),
      TableRow("Time", value: "18:00", icon: .init(.star, color: .systemBlue)),
      TableRow("Location", value: "High Street", icon: .init(.person, color: .systemBlue)),
    ]),
    TableSection(rows: [
      TableRow("Priority", value: "None", accessory: .disclosureIndicator),
      TableRow("List", value: "Photos to Print", accessory: .disclosureIndicator),
    ]),
  ]

  /// A sheet's grabber: 36 × 5 points, 5 below the top, in tertiaryLabel (UIKit's
  /// `prefersGrabberVisible`; measured from screenshots).
  private static func grabber(engine: AnimationEngine, width: Double) -> View {
    let grabber = View(engine: engine, name: "grabber", frame: Rect(x: (width - 36) / 2, y: 5, width: 36, height: 5))
    grabber.backgroundColor = SystemColor.tertiaryLabel.color(in: .light)
    grabber.layer.cornerRadius = 2.5
    return grabber
  }

  /// "New Reminder" between "Cancel" and a bold "Done", in the sheet's background (no material: the
  /// form is at its scroll edge).
  private static func titleBar(engine: AnimationEngine, width: Double) -> View {
    let bar = View(engine: engine, name: "title bar", frame: Rect(x: 0, y: 0, width: width, height: titleBarHeight))
    let tint = SystemColor.systemBlue.color(in: .light)
    let middle = titleBarHeight / 2 + 4
    let items: [(String, String, Font, Color, LayerText.AlignmentMode)] = [
      ("title", "New Reminder", .navigationTitle, SystemColor.label.color(in: .light), .center),
      ("cancel", "Cancel", .barButton, tint, .left),
      ("done", "Done", Font(pointSize: 17, weight: .semibold), tint, .right),
    ]
    for (name, text, font, color, alignment) in items {
      bar.addSubview(
        Label(
          engine: engine, name: name, text: text, font: font, color: color, alignment: alignment,
          origin: Point(x: 16, y: middle - font.lineHeight / 2), width: width - 32))
    }
    return bar
  }
}
