import GlideAnimation
import GlideKit
import GlideTransitions
import Testing

@Suite("Status, navigation and tab bars")
struct BarTests {
  let engine = AnimationEngine()
  let blue = SystemColor.systemBlue.color(in: .light)

  @Test("The status bar shows 9:41 in the headline font, and its glyphs right of the sensor housing")
  func statusBar() throws {
    let bar = StatusBar(engine: engine)
    #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 47))
    let time = try #require(bar.time.layer.text)
    #expect(time.string == "9:41" && time.fontSize == 17 && time.fontWeight == .semibold)
    #expect(bar.time.frame.midX < 115)
    for glyph in [bar.cellular, bar.wifi, bar.battery] {
      #expect(glyph.frame.minX > 275 && glyph.frame.maxX < 390, "\(glyph.name) at \(glyph.frame)")
      #expect(glyph.layer.shape?.path != nil)
    }
    #expect(bar.find("battery/level") != nil)
    #expect(StatusBar(engine: engine, appearance: .dark).time.textColor == .white)
  }

  @Test(
    "An inline bar is 44 points at y 47: its title centred, its back button blue, its material behind the status bar")
  func inlineBar() throws {
    let bar = NavigationBar(engine: engine, title: "Wi-Fi", backTitle: "Settings", rightItemTitle: "Edit")
    #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 44))
    #expect(bar.background.frame == Rect(x: 0, y: -47, width: 390, height: 91))
    #expect(bar.background.layer.material?.style.thickness == .chrome)
    #expect(bar.shadow.frame == Rect(x: 0, y: 44, width: 390, height: 1.0 / 3))
    #expect(bar.titleLabel.frame.midX == 195 && abs(bar.titleLabel.frame.midY - 22) < 1e-9)
    #expect(bar.titleLabel.font == .navigationTitle)
    #expect(bar.largeTitleLabel == nil)
    let chevron = try #require(bar.find("back button/chevron"))
    #expect(chevron.layer.shape?.strokeColor == blue)
    #expect(bar.find("back button/back title")?.layer.text?.foregroundColor == blue)
    #expect(try #require(bar.rightItem).frame.maxX == 374)
    #expect(bar.rightItem?.layer.text?.alignmentMode == .right)
  }

  @Test(
    "A large-title bar is 96 points at y 47: the title 34-point bold at the margin, its baseline 11 points above the bottom"
  )
  func largeTitleBar() throws {
    let bar = NavigationBar(engine: engine, title: "Settings", prefersLargeTitle: true)
    #expect(bar.frame == Rect(x: 0, y: 47, width: 390, height: 96))
    let large = try #require(bar.largeTitleLabel)
    #expect(large.font == .largeTitleBar)
    #expect(large.frame.minX == 16)
    #expect(abs(large.frame.minY + large.font.ascender - (96 - 11)) < 1e-9)
    #expect(bar.titleLabel.alpha == 0)
    #expect(bar.backButton == nil && bar.rightItem == nil)
  }

  @Test("The tab bar is 83 points at y 761: items in equal widths, the selected one blue, the others grey")
  func tabBar() throws {
    let items = [
      TabBarItem(title: "Library", symbol: .circleInSquare), TabBarItem(title: "For You", symbol: .star),
      TabBarItem(title: "People", symbol: .person), TabBarItem(title: "Settings", symbol: .gear),
    ]
    let bar = TabBar(engine: engine, items: items, selectedIndex: 3)
    #expect(bar.frame == Rect(x: 0, y: 761, width: 390, height: 83))
    #expect(bar.shadow.frame.maxY == 0)
    #expect(bar.itemViews.map(\.frame.minX) == [0, 97.5, 195, 292.5])
    let grey = SystemColor.systemGray.color(in: .light)
    for (index, item) in bar.itemViews.enumerated() {
      let tint = index == 3 ? blue : grey
      #expect(item.find("icon")?.layer.shape?.fillColor == tint)
      let title = try #require(item.find("title")?.layer.text)
      #expect(title.foregroundColor == tint && title.fontSize == 10 && title.fontWeight == .medium)
    }
  }

  @Test("At a scroll edge the bars' material and hairline are transparent, their content not")
  func scrollEdge() {
    let navigation = NavigationBar(engine: engine, title: "Settings", prefersLargeTitle: true, isAtScrollEdge: true)
    let tabs = TabBar(engine: engine, items: [TabBarItem(title: "Home", symbol: .star)], isAtScrollEdge: true)
    for bar in [navigation.background, navigation.shadow, tabs.background, tabs.shadow] { #expect(bar.alpha == 0) }
    #expect(navigation.largeTitleLabel?.alpha == 1 && tabs.itemViews[0].alpha == 1)
    #expect(NavigationBar(engine: engine, title: "Settings").background.alpha == 1)
  }

  @Test("A plain button's title is blue; a filled one's white on blue with rounded corners")
  func buttons() {
    let frame = Rect(x: 20, y: 600, width: 350, height: 50)
    let plain = Button(engine: engine, name: "plain", title: "Learn More", frame: frame)
    #expect(plain.titleLabel.textColor == blue && plain.backgroundColor == .clear)
    let filled = Button(engine: engine, name: "filled", title: "Continue", style: .filled, frame: frame)
    #expect(filled.titleLabel.textColor == .white && filled.backgroundColor == blue && filled.layer.cornerRadius > 0)
    #expect(abs(filled.titleLabel.frame.midY - 25) < 1e-9)
  }
}
