import GlideAnimation
import GlideKit
import GlideTransitions
import Testing

@Suite("Table views")
struct TableViewTests {
  let engine = AnimationEngine()
  let screen = DeviceMetrics.iPhone14.bounds

  @Test("Inset-grouped rows are 44 points in sections 16 points from the edges, 35 apart, rounded by 10")
  func insetGrouped() throws {
    let sections = [
      TableSection(rows: [TableRow("Airplane Mode"), TableRow("Wi-Fi", value: "Home", accessory: .disclosureIndicator)]
      ),
      TableSection(header: "General", rows: [TableRow("About"), TableRow("Storage"), TableRow("Language")]),
    ]
    let table = TableView(engine: engine, style: .insetGrouped, sections: sections, frame: screen, contentInsetTop: 143)
    #expect(table.backgroundColor == SystemColor.systemGroupedBackground.color(in: .light))
    let first = table.sectionViews[0]
    #expect(first.frame == Rect(x: 16, y: 143 + 35, width: 358, height: 88))
    #expect(first.layer.cornerRadius == 10 && first.clipsToBounds)
    #expect(first.backgroundColor == .white)
    #expect(table.sectionViews[1].frame.minY == first.frame.maxY + 35)
    #expect(table.cells[1].map(\.frame) == (0..<3).map { Rect(x: 0, y: Double($0) * 44, width: 358, height: 44) })
    // Separators between rows only, from the separator inset to the trailing edge.
    let separator = try #require(table.find("cell 1.0/separator"))
    #expect(separator.frame == Rect(x: 16, y: 44 - 1.0 / 3, width: 342, height: 1.0 / 3))
    #expect(table.find("cell 1.2/separator") == nil && table.find("cell 0.1/separator") == nil)
    #expect(table.find("header 1")?.layer.text?.string == "GENERAL")
    #expect(table.find("cell 0.1/chevron")?.layer.shape?.strokeColor == SystemColor.tertiaryLabel.color(in: .light))
    #expect(try #require(table.find("cell 0.1/chevron")).frame(in: table).maxX < 390 - 16)
  }

  @Test(
    "Plain rows span the width, each with a separator 16 points in; a subtitle row holds two lines in 11-point margins")
  func plain() throws {
    let rows = [TableRow("Inbox", subtitle: "12 unread"), TableRow("Drafts"), TableRow("Sent")]
    let table = TableView(
      engine: engine, style: .plain, sections: [TableSection(rows: rows)], frame: screen, contentInsetTop: 91)
    let cells = table.cells[0]
    let tall = TableView.height(of: rows[0])
    #expect(tall > 56 && tall < 66)
    #expect((tall * 3).rounded() == tall * 3, "a whole number of pixels at 3×")
    #expect(cells.map(\.frame.height) == [tall, 44, 44])
    #expect(table.sectionViews[0].frame.minY == 91)
    for index in 0..<3 {
      let separator = try #require(table.find("cell 0.\(index)/separator"))
      #expect(separator.frame.minX == 16 && separator.frame.maxX == 390)
    }
    let subtitle = try #require(table.find("cell 0.0/subtitle")?.layer.text)
    #expect(subtitle.fontSize == 15 && subtitle.foregroundColor == SystemColor.secondaryLabel.color(in: .light))
    #expect(table.find("cell 0.0/title")?.frame.minY == 11)
  }

  @Test("A row with an icon starts its text and separator past the icon")
  func icon() throws {
    let row = TableRow("Wi-Fi", icon: .init(.star, color: .systemBlue))
    let table = TableView(
      engine: engine, style: .insetGrouped, sections: [TableSection(rows: [row, row])], frame: screen)
    #expect(table.find("cell 0.0/icon")?.frame == Rect(x: 16, y: 7.5, width: 29, height: 29))
    #expect(table.find("cell 0.0/title")?.frame.minX == 61)
    #expect(table.find("cell 0.0/separator")?.frame.minX == 61)
  }
}
