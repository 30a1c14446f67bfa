import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// The Settings app's two first screens, inset-grouped lists under a navigation bar at its scroll edge:
/// Settings (a large title; the account, the radios, notifications, then General among the system's
/// pages, ending above a tab bar) and General, pushed from it (an inline title and a back button titled "Settings").
enum SettingsScreen {
  static let title = "Settings"
  static let generalTitle = "General"

  /// Settings' rows, as iOS 16 orders them (Glide's kit has six glyphs; the icons' colours are iOS's).
  static let sections = [
    TableSection(rows: [
      TableRow(
        "John Appleseed", subtitle: "Apple ID, iCloud, Media & Purchases", icon: .init(.person, color: .systemGray),
        accessory: .disclosureIndicator)
    ]),
    TableSection(rows: [
      TableRow("Aeroplane Mode", icon: .init(.star, color: .systemOrange)),
      TableRow(
        "Wi-Fi", value: "Home", icon: .init(.circleInSquare, color: .systemBlue), accessory: .disclosureIndicator),
      TableRow("Bluetooth", value: "On", icon: .init(.star, color: .systemBlue), accessory: .disclosureIndicator),
      TableRow("Mobile Data", icon: .init(.circleInSquare, color: .systemGreen), accessory: .disclosureIndicator),
    ]),
    TableSection(rows: [
      TableRow("Notifications", icon: .init(.circleInSquare, color: .systemRed), accessory: .disclosureIndicator),
      TableRow("Sounds & Haptics", icon: .init(.star, color: .systemPink), accessory: .disclosureIndicator),
    ]),
    TableSection(rows: [
      TableRow("General", icon: .init(.gear, color: .systemGray), accessory: .disclosureIndicator),
      TableRow("Control Centre", icon: .init(.gear, color: .systemGray), accessory: .disclosureIndicator),
      TableRow("Display & Brightness", icon: .init(.star, color: .systemBlue), accessory: .disclosureIndicator),
    ]),
  ]

  /// General's rows, as iOS 16 orders them.
  static let generalSections = [
    TableSection(rows: [
      TableRow("About", accessory: .disclosureIndicator),
      TableRow("Software Update", accessory: .disclosureIndicator),
    ]),
    TableSection(rows: [
      TableRow("AirDrop", accessory: .disclosureIndicator),
      TableRow("AirPlay & Handoff", accessory: .disclosureIndicator),
    ]),
    TableSection(rows: [
      TableRow("iPhone Storage", value: "38 GB", accessory: .disclosureIndicator),
      TableRow("Background App Refresh", accessory: .disclosureIndicator),
    ]),
    TableSection(
      header: "Region",
      rows: [
        TableRow("Date & Time", accessory: .disclosureIndicator),
        TableRow("Keyboard", accessory: .disclosureIndicator),
        TableRow("Language & Region", subtitle: "English (UK)", accessory: .disclosureIndicator),
      ]),
  ]

  /// Settings' list under a large-title bar (add ``ScreenKit/chrome(engine:metrics:appearance:)``), or
  /// without the bar (`withBar` false: a navigation controller's own bar is over it).
  static func settings(engine: AnimationEngine, metrics: DeviceMetrics, withBar: Bool = true) -> [View] {
    list(
      title: title, largeTitle: true, backTitle: nil, sections: sections, withBar: withBar, engine: engine,
      metrics: metrics)
  }

  /// General's list under an inline bar whose back button reads "Settings" (or without the bar).
  static func general(engine: AnimationEngine, metrics: DeviceMetrics, withBar: Bool = true) -> [View] {
    list(
      title: generalTitle, largeTitle: false, backTitle: title, sections: generalSections, withBar: withBar,
      engine: engine, metrics: metrics)
  }

  /// An inset-grouped list of `sections` below a bar titled `title` (drawn when `withBar`).
  static func list(
    title: String, largeTitle: Bool, backTitle: String?, sections: [TableSection], withBar: Bool,
    engine: AnimationEngine, metrics: DeviceMetrics
  ) -> [View] {
    let table = TableView(
      engine: engine, style: .insetGrouped, sections: sections, frame: metrics.bounds,
      contentInsetTop: metrics.navigationBarFrame(largeTitle: largeTitle).maxY, metrics: metrics)
    guard withBar else { return [table] }
    let bar = NavigationBar(
      engine: engine, title: title, prefersLargeTitle: largeTitle, backTitle: backTitle, isAtScrollEdge: true,
      metrics: metrics)
    return [table, bar]
  }

  /// Home (Settings) and Detail (General) for a navigation stack on `scene`: edge-back's and
  /// back-swipe's screens, without bars of their own (the navigation controller's bar shows their
  /// navigation items: Settings' title large, General's inline with a back button titled "Settings").
  static func controllers(scene: Scene) -> (home: ViewController, detail: ViewController) {
    let (engine, metrics) = (scene.engine, ScreenKit.metrics(for: scene))
    let home = ViewController(scene: scene, title: "Home")
    home.showScreen(background: background, settings(engine: engine, metrics: metrics, withBar: false))
    home.navigationItem.title = title
    let detail = ViewController(scene: scene, title: "Detail")
    detail.showScreen(background: background, general(engine: engine, metrics: metrics, withBar: false))
    detail.navigationItem.title = generalTitle
    detail.navigationItem.largeTitleDisplayMode = .never
    return (home, detail)
  }

  /// Draws `navigation`'s own bar (large titles, at the lists' scroll edge) over its view, then the
  /// status bar and the home indicator.
  static func addBars(to navigation: NavigationController, scene: Scene) {
    let metrics = ScreenKit.metrics(for: scene)
    navigation.navigationBar.prefersLargeTitles = true
    NavigationControllerBar.install(on: navigation, isAtScrollEdge: true, metrics: metrics)
    ScreenKit.addChrome(to: navigation.view, engine: scene.engine, metrics: metrics)
  }

  /// The lists' background (UIKit's systemGroupedBackground).
  static let background = SystemColor.systemGroupedBackground.color(in: .light)
}
