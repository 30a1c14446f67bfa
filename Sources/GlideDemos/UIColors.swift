public import GlideAnimation

extension Color {
  /// UIKit's `UIColor.redColor` (1, 0, 0), as the articles' examples use it.
  public static let uiRed = Color(red: 1, green: 0, blue: 0)
  /// UIKit's `UIColor.greenColor` (0, 1, 0).
  public static let uiGreen = Color(red: 0, green: 1, blue: 0)
  /// UIKit's `UIColor.blueColor` (0, 0, 1).
  public static let uiBlue = Color(red: 0, green: 0, blue: 1)
}
