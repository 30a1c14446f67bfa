import GlideAnimation
import GlideKit
import GlideTransitions

/// A screen made of the kit as an app would: Settings' General page pushed from Settings, its large title
/// over an inset-grouped table, a tab bar below.
enum SampleScreen {
  static let tabs = [
    TabBarItem(title: "Library", symbol: .circleInSquare), TabBarItem(title: "For You", symbol: .star),
    TabBarItem(title: "People", symbol: .person), TabBarItem(title: "Settings", symbol: .gear),
  ]

  static let sections = [
    TableSection(rows: [
      TableRow("About", accessory: .disclosureIndicator),
      TableRow("Software Update", accessory: .disclosureIndicator),
    ]),
    TableSection(rows: [
      TableRow("AirDrop", icon: .init(.circleInSquare, color: .systemBlue), accessory: .disclosureIndicator),
      TableRow("Favourites", icon: .init(.star, color: .systemOrange), accessory: .disclosureIndicator),
      TableRow("Contacts", icon: .init(.person, color: .systemGray), accessory: .disclosureIndicator),
    ]),
    TableSection(
      header: "Device",
      rows: [
        TableRow("iPhone Storage", value: "38 GB", accessory: .disclosureIndicator),
        TableRow("Language & Region", subtitle: "English (UK)", accessory: .disclosureIndicator),
      ]),
  ]

  /// The whole screen's view at `metrics`' size, in `appearance`.
  static func general(engine: AnimationEngine, metrics: DeviceMetrics, appearance: Appearance = .light) -> View {
    let screen = View(engine: engine, name: "General", frame: metrics.bounds)
    let navigation = NavigationBar(
      engine: engine, title: "General", prefersLargeTitle: true, backTitle: "Settings", metrics: metrics,
      appearance: appearance)
    screen.addSubview(
      TableView(
        engine: engine, style: .insetGrouped, sections: sections, frame: metrics.bounds,
        contentInsetTop: navigation.frame.maxY, metrics: metrics, appearance: appearance))
    screen.addSubview(navigation)
    screen.addSubview(
      TabBar(engine: engine, items: tabs, selectedIndex: 3, metrics: metrics, appearance: appearance))
    screen.addSubview(StatusBar(engine: engine, metrics: metrics, appearance: appearance))
    screen.addSubview(HomeIndicator(engine: engine, metrics: metrics, appearance: appearance))
    return screen
  }

  /// A plain list: an inline bar titled "Inbox" over messages with a sender and a subject, a filled button
  /// below them and a plain one under it.
  static func inbox(engine: AnimationEngine, metrics: DeviceMetrics, appearance: Appearance = .light) -> View {
    let screen = View(engine: engine, name: "Inbox", frame: metrics.bounds)
    let navigation = NavigationBar(
      engine: engine, title: "Inbox", backTitle: "Mailboxes", rightItemTitle: "Edit", metrics: metrics,
      appearance: appearance)
    let messages = [
      ("Apple", "Your receipt from Apple"), ("Anna Haro", "Lunch on Friday?"), ("Kate Bell", "Photos from the lake"),
      ("John Appleseed", "Re: the quarterly plan"), ("Daniel Higgins", "Tickets for Saturday"),
    ]
    let rows = messages.map { TableRow($0.0, subtitle: $0.1, accessory: .disclosureIndicator) }
    screen.addSubview(
      TableView(
        engine: engine, style: .plain, sections: [TableSection(rows: rows)], frame: metrics.bounds,
        contentInsetTop: navigation.frame.maxY, metrics: metrics, appearance: appearance))
    screen.addSubview(
      Button(
        engine: engine, name: "compose", title: "New Message", style: .filled,
        frame: Rect(x: 16, y: 700, width: metrics.screenSize.width - 32, height: 50), appearance: appearance))
    screen.addSubview(
      Button(
        engine: engine, name: "filters", title: "Filters", frame: Rect(x: 16, y: 760, width: 358, height: 44),
        appearance: appearance))
    screen.addSubview(navigation)
    screen.addSubview(StatusBar(engine: engine, metrics: metrics, appearance: appearance))
    screen.addSubview(HomeIndicator(engine: engine, metrics: metrics, appearance: appearance))
    return screen
  }

  /// A Photos-like grid: an inline bar titled "Recents" over every bundled photo in three columns 2 points
  /// apart, with a tab bar.
  static func photoGrid(engine: AnimationEngine, metrics: DeviceMetrics, appearance: Appearance = .light) throws -> View
  {
    let screen = View(engine: engine, name: "Recents", frame: metrics.bounds)
    screen.backgroundColor = SystemColor.systemBackground.color(in: appearance)
    let navigation = NavigationBar(
      engine: engine, title: "Recents", backTitle: "Albums", rightItemTitle: "Select", metrics: metrics,
      appearance: appearance)
    let side = (metrics.screenSize.width - 4) / 3
    for (index, name) in Photo.names.enumerated() {
      let (row, column) = index.quotientAndRemainder(dividingBy: 3)
      screen.addSubview(
        ImageView(
          engine: engine, name: name, image: try Photo.named(name),
          frame: Rect(
            x: Double(column) * (side + 2), y: navigation.frame.maxY + Double(row) * (side + 2), width: side,
            height: side)))
    }
    screen.addSubview(navigation)
    screen.addSubview(
      TabBar(engine: engine, items: tabs, selectedIndex: 0, metrics: metrics, appearance: appearance))
    screen.addSubview(StatusBar(engine: engine, metrics: metrics, appearance: appearance))
    screen.addSubview(HomeIndicator(engine: engine, metrics: metrics, appearance: appearance))
    return screen
  }
}
