public import GlideAnimation

/// The sizes an iPhone's screen is laid out by, points: its screen, its bars and insets, its tables'
/// rows and margins. ``iPhone14`` is the 390 × 844-point iPhone 12, 13 and 14 (and their Pro models).
///
/// Sources: the screen size, scale and safe-area insets from Apple's Human Interface Guidelines
/// (Layout: "iOS, iPadOS device screen sizes" and "Device size classes") and UIKit's `safeAreaInsets`;
/// the bar heights from UIKit's defaults (`UINavigationBar` 44, `UITabBar` 49 above the home indicator's
/// inset); the status bar's 47 and the display's corner radius 47.33 as the community measures them
/// from screenshots and UIKit's private `_displayCornerRadius` (Apple publishes neither); the table's
/// sizes from `UITableView`'s defaults.
public struct DeviceMetrics: Hashable, Sendable {
  /// The screen, points.
  public var screenSize: Size
  /// Pixels per point (3 on these iPhones). A hairline is one pixel: 1 / scale points.
  public var scale: Double
  /// The status bar's height, the safe area's top inset: 47 (measured by the community; the notch's
  /// height, not a published figure).
  public var statusBarHeight: Double
  /// The home indicator's inset, the safe area's bottom: 34 (UIKit's `safeAreaInsets.bottom` on Face ID
  /// iPhones in portrait).
  public var homeIndicatorInset: Double
  /// The display's corner radius: 47.33 (measured: UIKit's private `_displayCornerRadius`).
  public var displayCornerRadius: Double

  public init(
    screenSize: Size, scale: Double, statusBarHeight: Double, homeIndicatorInset: Double, displayCornerRadius: Double
  ) {
    (self.screenSize, self.scale, self.statusBarHeight) = (screenSize, scale, statusBarHeight)
    (self.homeIndicatorInset, self.displayCornerRadius) = (homeIndicatorInset, displayCornerRadius)
  }

  /// iPhone 12, 13 and 14: 390 × 844 points at 3×.
  public static let iPhone14 = DeviceMetrics(
    screenSize: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, homeIndicatorInset: 34,
    displayCornerRadius: 47.33)

  /// These metrics drawn at another `scale` (a renderer's 2×, say): hairlines stay one pixel.
  public func withScale(_ scale: Double) -> DeviceMetrics {
    var metrics = self
    metrics.scale = scale
    return metrics
  }

  /// These metrics laid across a screen of `size` points: the same bars, margins and rows on a screen
  /// of another size (a scenario's `screenWidth` and `screenHeight`).
  public func withScreenSize(_ size: Size) -> DeviceMetrics {
    var metrics = self
    metrics.screenSize = size
    return metrics
  }

  /// The whole screen.
  public var bounds: Rect { Rect(origin: .zero, size: screenSize) }

  /// One pixel, points: the width of a bar's shadow line and a table's separators.
  public var hairline: Double { 1 / scale }

  // MARK: - Bars (UIKit's defaults)

  /// A navigation bar's height without a large title: 44.
  public var navigationBarHeight: Double { 44 }
  /// A navigation bar's height with a large title, at rest: 96 (44 plus the 52-point large-title row).
  public var largeTitleNavigationBarHeight: Double { 96 }
  /// A tab bar's height above the home indicator's inset: 49.
  public var tabBarHeight: Double { 49 }

  /// The status bar's frame: the top of the screen.
  public var statusBarFrame: Rect { Rect(x: 0, y: 0, width: screenSize.width, height: statusBarHeight) }

  /// A navigation bar's frame below the status bar: 44 tall, or 96 with a large title.
  public func navigationBarFrame(largeTitle: Bool) -> Rect {
    let height = largeTitle ? largeTitleNavigationBarHeight : navigationBarHeight
    return Rect(x: 0, y: statusBarHeight, width: screenSize.width, height: height)
  }

  /// The tab bar's frame: 49 points and the home indicator's inset at the bottom of the screen (83 here).
  public var tabBarFrame: Rect {
    let height = tabBarHeight + homeIndicatorInset
    return Rect(x: 0, y: screenSize.height - height, width: screenSize.width, height: height)
  }

  // MARK: - Margins and tables

  /// The system's minimum leading and trailing layout margins: 16 on phones narrower than 414 points, 20
  /// on the wider ones (`UIViewController.systemMinimumLayoutMargins`). Where a large title, a plain
  /// table's separators and an inset-grouped table's sections start.
  public var layoutMargin: Double { screenSize.width >= 414 ? 20 : 16 }
  /// A table row's height: 44 (`UITableView`'s default `rowHeight`).
  public var tableRowHeight: Double { 44 }
  /// Where a row's separator starts from the row's leading edge, and where its text does: the layout
  /// margin (UITableView's default `separatorInset`, 16 here).
  public var separatorInset: Double { layoutMargin }
  /// An inset-grouped table's sections' distance from the screen's edges: the layout margin (16 here; 20
  /// on the 414- and 428-point phones).
  public var insetGroupedMargin: Double { layoutMargin }
  /// An inset-grouped section's corner radius: 10 (iOS 13–16).
  public var insetGroupedCornerRadius: Double { 10 }
  /// The space above a grouped table's section without a header: 35 (UITableView's grouped default,
  /// measured by the community: there is no public constant).
  public var groupedSectionSpacing: Double { 35 }
  /// A row's content margin above and below its text: 11 (`UIListContentConfiguration`'s cell margins).
  public var rowVerticalMargin: Double { 11 }
}
