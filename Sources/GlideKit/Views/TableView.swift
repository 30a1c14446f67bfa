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
    let margin = grouped ? metrics.insetGroupedMargin : 0
    let sectionWidth = frame.width - 2 * margin
    var y = contentInsetTop
    var sectionViews: [View] = []
    var cells: [[View]] = []
    var headers: [View] = []
    for (s, section) in sections.enumerated() {
      if grouped { y += metrics.groupedSectionSpacing }
      if let header = section.header {
        let font = Font.preferred(.footnote)
        if !grouped { y += 7 + font.lineHeight + 7 }
        headers.append(
          Label(
            engine: engine, name: "header \(s)", text: header.uppercased(), font: font,
            color: SystemColor.secondaryLabel.color(in: appearance),
            origin: Point(x: margin + metrics.separatorInset, y: y - 7 - font.lineHeight),
            width: sectionWidth - 2 * metrics.separatorInset))
      }
      let rows = section.rows.enumerated().map { r, row in
        Self.cell(
          engine: engine, row: row, name: "cell \(s).\(r)", width: sectionWidth,
          separator: !grouped || r < section.rows.count - 1, metrics: metrics, appearance: appearance)
      }
      var rowTop = 0.0
      for cell in rows {
        cell.frame = Rect(x: 0, y: rowTop, width: sectionWidth, height: cell.frame.height)
        rowTop += cell.frame.height
      }
      let view = View(
        engine: engine, name: "section \(s)", frame: Rect(x: margin, y: y, width: sectionWidth, height: rowTop))
      if grouped {
        view.backgroundColor = SystemColor.secondarySystemGroupedBackground.color(in: appearance)
        view.layer.cornerRadius = metrics.insetGroupedCornerRadius
        view.clipsToBounds = true
      }
      for cell in rows { view.addSubview(cell) }
      sectionViews.append(view)
      cells.append(rows)
      y += rowTop
    }
    (self.sectionViews, self.cells) = (sectionViews, cells)
    super.init(engine: engine, name: "table", frame: frame)
    backgroundColor = (grouped ? SystemColor.systemGroupedBackground : .systemBackground).color(in: appearance)
    for view in headers + sectionViews { addSubview(view) }
  }

  /// The height of a row showing `row`: 44, or with a subtitle its two lines 1 point apart between the
  /// 11-point margins.
  public static func height(of row: TableRow, metrics: DeviceMetrics = .iPhone14) -> Double {
    guard row.subtitle != nil else { return metrics.tableRowHeight }
    return 2 * metrics.rowVerticalMargin + Font.preferred(.body).lineHeight + 1
      + Font.preferred(.subheadline).lineHeight
  }

  /// Where a row's text (and its separator) starts from its leading edge: the separator inset, past the
  /// icon when it has one.
  public static func textInset(of row: TableRow, metrics: DeviceMetrics = .iPhone14) -> Double {
    metrics.separatorInset + (row.icon == nil ? 0 : iconSize + metrics.separatorInset)
  }

  /// A Settings-style icon's square: 29 points, its corners rounded by 7 (Settings' icon size as commonly cited; the radius Glide's estimate).
  static let iconSize = 29.0

  private static func cell(
    engine: AnimationEngine, row: TableRow, name: String, width: Double, separator: Bool, metrics: DeviceMetrics,
    appearance: Appearance
  ) -> View {
    let height = height(of: row, metrics: metrics)
    let cell = View(engine: engine, name: name, frame: Rect(x: 0, y: 0, width: width, height: height))
    let inset = textInset(of: row, metrics: metrics)
    var trailing = width - metrics.layoutMargin
    if let icon = row.icon {
      let square = View(
        engine: engine, name: "icon",
        frame: Rect(x: metrics.separatorInset, y: (height - iconSize) / 2, width: iconSize, height: iconSize))
      square.backgroundColor = icon.color.color(in: appearance)
      square.layer.cornerRadius = 7
      let glyph = 19.0
      square.addSubview(
        SymbolView(
          engine: engine, name: "glyph", symbol: icon.symbol, size: glyph, color: .white,
          origin: Point(x: (iconSize - glyph) / 2, y: (iconSize - glyph) / 2)))
      cell.addSubview(square)
    }
    if row.accessory == .disclosureIndicator {
      let size = 16.0
      // The glyph's right point is 0.7 of its box in; its 2-point stroke reaches 1 past it.
      cell.addSubview(
        SymbolView(
          engine: engine, name: "chevron", symbol: .chevronForward, size: size,
          color: SystemColor.tertiaryLabel.color(in: appearance),
          origin: Point(x: trailing - 0.7 * size - 1, y: (height - size) / 2), lineWidth: 2))
      trailing -= size * 0.4 + 1 + 10
    }
    let body = Font.preferred(.body)
    let titleTop = row.subtitle == nil ? (height - body.lineHeight) / 2 : metrics.rowVerticalMargin
    cell.addSubview(
      Label(
        engine: engine, name: "title", text: row.title, font: body, color: SystemColor.label.color(in: appearance),
        origin: Point(x: inset, y: titleTop), width: trailing - inset))
    if let subtitle = row.subtitle {
      cell.addSubview(
        Label(
          engine: engine, name: "subtitle", text: subtitle, font: .preferred(.subheadline),
          color: SystemColor.secondaryLabel.color(in: appearance),
          origin: Point(x: inset, y: titleTop + body.lineHeight + 1), width: trailing - inset))
    }
    if let value = row.value {
      cell.addSubview(
        Label(
          engine: engine, name: "value", text: value, font: body,
          color: SystemColor.secondaryLabel.color(in: appearance),
          alignment: .right, origin: Point(x: inset, y: (height - body.lineHeight) / 2), width: trailing - inset))
    }
    if separator {
      let line = View(
        engine: engine, name: "separator",
        frame: Rect(x: inset, y: height - metrics.hairline, width: width - inset, height: metrics.hairline))
      line.backgroundColor = SystemColor.separator.color(in: appearance)
      cell.addSubview(line)
    }
    return cell
  }
}
