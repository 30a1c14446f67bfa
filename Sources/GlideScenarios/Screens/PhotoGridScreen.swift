import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// A Photos-like library: a large "Recents" title over the bundled photos in three columns of square
/// cells 2 points apart (as Photos lays out a portrait iPhone's grid), a tab bar below, both at their
/// scroll edge (transparent, as iOS 15 draws them while nothing has scrolled under).
enum PhotoGridScreen {
  /// The space between cells, points.
  static let spacing = 2.0
  /// Photos a row.
  static let columns = 3

  static let tabs = [
    TabBarItem(title: "Library", symbol: .circleInSquare), TabBarItem(title: "For You", symbol: .star),
    TabBarItem(title: "Albums", symbol: .rectangleStack), TabBarItem(title: "Search", symbol: .magnifyingGlass),
  ]

  /// The frame of cell `index`, points in the screen, below a bar whose bottom is at `top`.
  static func cellFrame(_ index: Int, top: Double, width: Double) -> Rect {
    let side = (width - spacing * Double(columns - 1)) / Double(columns)
    let (row, column) = index.quotientAndRemainder(dividingBy: columns)
    return Rect(
      x: Double(column) * (side + spacing), y: top + Double(row) * (side + spacing), width: side, height: side)
  }

  /// The grid's top: below the large-title bar.
  static func gridTop(_ metrics: DeviceMetrics) -> Double { metrics.navigationBarFrame(largeTitle: true).maxY }

  /// The screen's views: the grid and its bars, a tab bar with Library selected (the status bar and the
  /// home indicator are the container's: ``SystemChrome``).
  static func views(title: String, engine: AnimationEngine, metrics: DeviceMetrics) -> [View] {
    content(title: title, engine: engine, metrics: metrics)
      + [TabBar(engine: engine, items: tabs, isAtScrollEdge: true, metrics: metrics)]
  }

  /// Every bundled photo in its cell, under a large-title bar titled `title`.
  static func content(title: String, engine: AnimationEngine, metrics: DeviceMetrics) -> [View] {
    let top = gridTop(metrics)
    let cells: [View] = ScreenKit.photos.indices.map { index in
      let photo = ScreenKit.photo(index)
      let cell = ImageView(
        engine: engine, name: photo.name, image: photo.image,
        frame: cellFrame(index, top: top, width: metrics.screenSize.width))
      cell.backgroundColor = SystemColor.systemGray5.color(in: .light)
      return cell
    }
    return cells + [
      NavigationBar(
        engine: engine, title: title, prefersLargeTitle: true, rightItemTitle: "Select", isAtScrollEdge: true,
        metrics: metrics)
    ]
  }
}
