import GlideAnimation
import GlideKit
import Testing

@Suite("Device metrics")
struct DeviceMetricsTests {
  let metrics = DeviceMetrics.iPhone14

  @Test("The iPhone 14's screen is 390 × 844 points at 3×, with 47 points of status bar and 34 of home indicator")
  func screen() {
    #expect(metrics.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(metrics.scale == 3)
    #expect(metrics.statusBarFrame == Rect(x: 0, y: 0, width: 390, height: 47))
    #expect(metrics.homeIndicatorInset == 34)
    #expect(metrics.displayCornerRadius == 47.33)
    #expect(metrics.hairline == 1.0 / 3)
    #expect(metrics.withScale(2).hairline == 0.5)
  }

  @Test("The navigation bar sits under the status bar, 44 points tall or 96 with a large title")
  func navigationBar() {
    #expect(metrics.navigationBarFrame(largeTitle: false) == Rect(x: 0, y: 47, width: 390, height: 44))
    #expect(metrics.navigationBarFrame(largeTitle: true) == Rect(x: 0, y: 47, width: 390, height: 96))
  }

  @Test("The tab bar is 49 points over the 34-point inset: 83 points at y 761")
  func tabBar() {
    #expect(metrics.tabBarFrame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
  }

  @Test("Rows are 44 points; margins and separator insets 16 on a 390-point phone, 20 on a 428-point one")
  func tables() {
    #expect(metrics.tableRowHeight == 44)
    #expect(metrics.separatorInset == 16)
    #expect(metrics.insetGroupedMargin == 16)
    #expect(metrics.insetGroupedCornerRadius == 10)
    var wide = metrics
    wide.screenSize = Size(width: 428, height: 926)
    #expect(wide.layoutMargin == 20)
  }

  @Test("Text styles have the HIG's sizes and weights at the default Dynamic Type size")
  func textStyles() {
    let expected: [TextStyle: (Double, LayerText.Weight)] = [
      .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
      .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
      .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
    ]
    for style in TextStyle.allCases {
      let font = Font.preferred(style)
      #expect(font.pointSize == expected[style]?.0 && font.weight == expected[style]?.1, "\(style)")
    }
    #expect(Font.largeTitleBar == Font(pointSize: 34, weight: .bold))
    #expect(Font.tabBarItem == Font(pointSize: 10, weight: .medium))
    #expect(Font.navigationTitle == Font(pointSize: 17, weight: .semibold))
  }
}
