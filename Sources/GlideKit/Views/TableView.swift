public import GlideAnimation
public import GlideTransitions

/// A list of rows in sections: UIKit's `UITableView`, plain or inset grouped, laid out once from its
/// sections (it does not scroll).
///
/// Plain: rows across the whole width on ``SystemColor/systemBackground``, each with a separator along
/// its bottom from the separator inset to the trailing edge. Inset grouped: sections inset by the layout
/// margin on ``SystemColor/systemGroupedBackground``, each a rounded rectangle (10-point corners) of
/// ``SystemColor/secondarySystemGroupedBackground`` with separators between its rows only, a grouped
/// section spacing (35) above each. Rows are 44 points tall, or the subtitle's two lines and the 11-point
/// margins; text starts at the separator inset (past a 29-point icon and 16 more when the row has one,
/// where its separator starts too); the title is 17 points, the subtitle 15.
///
/// Subviews are named `section S` (`header S` above it), `cell S.R` with `title`, `subtitle`, `value`,
/// `icon`, `chevron` and `separator` inside.
public final class TableView: View {
  /// UIKit's `UITableView.Style` (the two Glide draws).
  public enum Style: String, Hashable, Sendable, CaseIterable {
    case plain
    case insetGrouped
  }

  public let style: Style
  /// Each section's view, in order.
  public let sectionViews: [View]
  /// Each section's cells, in order.
  public let cells: [[View]]

  /// `sections` laid out in `frame` in `style`, starting `contentInsetTop` points down (the bars' height
  /// above it: a table runs under the bars, as UIKit's does with its adjusted content inset).
  public init(
    engine: AnimationEngine, style: Style, sections: [TableSection], frame: Rect, contentInsetTop: Double = 0,
    metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light
  ) {
    self.style = style
    let grouped = style == .insetGrouped
    let builder = TableCellBuilder(engine: engine, grouped: grouped, metrics: metrics, appearance: appearance)
    let margin = grouped ? metrics.insetGroupedMargin : 0
    let width = frame.width - 2 * margin
    var top = contentInsetTop
    var headers: [View] = []
    var sectionViews: [View] = []
    for (index, section) in sections.enumerated() {
      top += grouped ? metrics.groupedSectionSpacing : 0
      if let header = section.header {
        top += grouped ? 0 : Self.headerGap * 2 + Font.preferred(.footnote).lineHeight
        headers.append(builder.header(header, index: index, bottom: top - Self.headerGap, x: margin, width: width))
      }
      let view = builder.section(section, index: index, frame: Rect(x: margin, y: top, width: width, height: 0))
      sectionViews.append(view)
      top = view.frame.maxY
    }
    self.sectionViews = sectionViews
    cells = sectionViews.map(\.subviews)
    super.init(engine: engine, name: "table", frame: frame)
    backgroundColor = (grouped ? SystemColor.systemGroupedBackground : .systemBackground).color(in: appearance)
    for view in headers + sectionViews { addSubview(view) }
  }

  /// The space between a section header's line and the section below it, points (Glide's estimate).
  static let headerGap = 7.0

  /// The height of a row showing `row`: 44, or with a subtitle its two lines 1 point apart between the
  /// 11-point margins, rounded up to a whole pixel (as UIKit rounds a self-sizing cell), so the rows'
  /// separators stay one sharp pixel.
  public static func height(of row: TableRow, metrics: DeviceMetrics = .iPhone14) -> Double {
    guard row.subtitle != nil else { return metrics.tableRowHeight }
    let content =
      2 * metrics.rowVerticalMargin + Font.preferred(.body).lineHeight + 1 + Font.preferred(.subheadline).lineHeight
    return (content * metrics.scale).rounded(.up) / metrics.scale
  }

  /// Where a row's text (and its separator) starts from its leading edge: the separator inset, past the
  /// icon when it has one.
  public static func textInset(of row: TableRow, metrics: DeviceMetrics = .iPhone14) -> Double {
    metrics.separatorInset + (row.icon == nil ? 0 : TableCellBuilder.iconSize + metrics.separatorInset)
  }
}
