import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// The screens of a three-tab app: Mail (a plain list of messages), Photos (the photo grid) and Settings
/// (the inset-grouped list), round again for more tabs, and the tab bar below them with the shown tab
/// tinted.
enum TabScreens {
  /// The tabs' items, one per tab: Mail, Photos, Settings, Mail, …
  static func items(count: Int) -> [TabBarItem] {
    let kinds = [
      TabBarItem(title: "Mail", symbol: .person), TabBarItem(title: "Photos", symbol: .circleInSquare),
      TabBarItem(title: "Settings", symbol: .gear),
    ]
    return (0..<count).map { kinds[$0 % kinds.count] }
  }

  /// The tab bars, one with each tab selected: the tab bar controller's view holds them all over the
  /// sliding screens and shows the selected one (UIKit's bar stays put and selects at once, back on a
  /// cancel).
  static func tabBars(count: Int, engine: AnimationEngine, metrics: DeviceMetrics) -> [TabBar] {
    (0..<count).map {
      TabBar(engine: engine, items: items(count: count), selectedIndex: $0, isAtScrollEdge: true, metrics: metrics)
    }
  }

  /// Tab `index`'s own background and views: Mail, Photos or Settings.
  static func content(_ index: Int, engine: AnimationEngine, metrics: DeviceMetrics) -> (Color, [View]) {
    let white = SystemColor.systemBackground.color(in: .light)
    switch index % 3 {
    case 0: return (white, inbox(engine: engine, metrics: metrics))
    case 1: return (white, PhotoGridScreen.content(title: "Library", engine: engine, metrics: metrics))
    default: return (SettingsScreen.background, SettingsScreen.settings(engine: engine, metrics: metrics))
    }
  }

  /// Mail's inbox: a large title over messages with a sender and a subject.
  static func inbox(engine: AnimationEngine, metrics: DeviceMetrics) -> [View] {
    let bar = NavigationBar(
      engine: engine, title: "Inbox", prefersLargeTitle: true, backTitle: "Mailboxes", rightItemTitle: "Edit",
      isAtScrollEdge: true, metrics: metrics)
    let messages = [
      ("Apple", "Your receipt from Apple"), ("Anna Haro", "Lunch on Friday?"), ("Kate Bell", "Photos from the lake"),
      ("John Appleseed", "Re: the quarterly plan"), ("Daniel Higgins", "Tickets for Saturday"),
      ("David Taylor", "The garden party"), ("Hank Zakroff", "Your order has shipped"),
      ("Anna Haro", "Re: Lunch on Friday?"), ("Kate Bell", "Holiday dates"),
    ]
    let rows = messages.map { TableRow($0.0, subtitle: $0.1, accessory: .disclosureIndicator) }
    let table = TableView(
      engine: engine, style: .plain, sections: [TableSection(rows: rows)], frame: metrics.bounds,
      contentInsetTop: bar.frame.maxY, metrics: metrics)
    return [table, bar]
  }
}
