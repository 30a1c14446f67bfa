import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// drop-dismiss's screens (issue 30): Home, a Photos-like grid of the bundled photos under an inline
/// "Recents" bar and over a tab bar, and the modal card over it, a memory: a photo, its title and count,
/// and an orange "Play Memory" button.
enum DropDismissScreens {
  /// The card's button colour: UIKit's systemOrange (255, 149, 0) in light mode, found nowhere on Home,
  /// so tests can find the card by it.
  static let buttonColor = SystemColor.systemOrange.color(in: .light)

  /// Dresses `view`, the full-screen Home, as the Recents grid.
  static func dressHome(_ view: View, metrics: DeviceMetrics = .iPhone14) {
    let engine = view.engine
    view.layer.text = nil  // the controller's title, which a real screen shows in its bar
    view.backgroundColor = SystemColor.systemBackground.color(in: .light)
    // At the scroll edge the bars are transparent, as iOS 15 draws them over content at rest (and no
    // material: a frame with one is drawn whole).
    let navigation = NavigationBar(
      engine: engine, title: "Recents", backTitle: "Albums", rightItemTitle: "Select", isAtScrollEdge: true,
      metrics: metrics)
    let side = (metrics.screenSize.width - 4) / 3
    for (index, name) in Photo.names.enumerated() {
      let (row, column) = index.quotientAndRemainder(dividingBy: 3)
      let frame = Rect(
        x: Double(column) * (side + 2), y: navigation.frame.maxY + Double(row) * (side + 2), width: side,
        height: side)
      view.addSubview(ImageView(engine: engine, name: name, image: try? Photo.named(name), frame: frame))
    }
    view.addSubview(countLabel(engine: engine, top: navigation.frame.maxY + 4 * (side + 2) + 16, metrics: metrics))
    view.addSubview(navigation)
    view.addSubview(TabBar(engine: engine, items: tabs, selectedIndex: 0, isAtScrollEdge: true, metrics: metrics))
    view.addSubview(StatusBar(engine: engine, metrics: metrics))
    view.addSubview(HomeIndicator(engine: engine, metrics: metrics))
  }

  /// Photos' tabs.
  static let tabs = [
    TabBarItem(title: "Library", symbol: .circleInSquare), TabBarItem(title: "For You", symbol: .star),
    TabBarItem(title: "People", symbol: .person), TabBarItem(title: "Settings", symbol: .gear),
  ]

  /// "12 Photos" under the grid, centred, as Photos counts a library's end.
  private static func countLabel(engine: AnimationEngine, top: Double, metrics: DeviceMetrics) -> Label {
    let font = Font.preferred(.headline)
    return Label(
      engine: engine, name: "count", text: "\(Photo.names.count) Photos", font: font,
      color: SystemColor.label.color(in: .light), alignment: .center, origin: Point(x: 0, y: top),
      width: metrics.screenSize.width)
  }

  /// Dresses `view`, the card (``CardPresentationController/cardSize``, 200 × 260 points), as a memory:
  /// white, a photo 8 points in with 8-point corners, a title and a caption, and the button.
  static func dressCard(_ view: View) {
    let engine = view.engine
    view.layer.text = nil  // the controller's title, which a real screen shows in its bar
    let size = CardPresentationController.cardSize
    view.backgroundColor = SystemColor.systemBackground.color(in: .light)
    view.addSubview(
      ImageView(
        engine: engine, name: "photo", image: try? Photo.named("sunset-sea"),
        frame: Rect(x: 8, y: 8, width: size.width - 16, height: 132), cornerRadius: 8))
    view.addSubview(
      Label(
        engine: engine, name: "title", text: "Sunset by the Sea", font: .preferred(.headline),
        color: SystemColor.label.color(in: .light), origin: Point(x: 12, y: 148), width: size.width - 24))
    view.addSubview(
      Label(
        engine: engine, name: "caption", text: "Memories · 24 Photos", font: .preferred(.footnote),
        color: SystemColor.secondaryLabel.color(in: .light), origin: Point(x: 12, y: 172), width: size.width - 24))
    let button = Button(
      engine: engine, name: "play", title: "Play Memory", style: .filled,
      frame: Rect(x: 12, y: size.height - 56, width: size.width - 24, height: 44))
    button.backgroundColor = buttonColor
    view.addSubview(button)
  }
}
