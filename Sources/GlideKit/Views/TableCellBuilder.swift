import GlideAnimation
import GlideTransitions

/// Builds a ``TableView``'s section headers, sections and cells as views, named as the table's documentation
/// says, in one style, metrics and appearance.
struct TableCellBuilder {
  var engine: AnimationEngine
  var grouped: Bool
  var metrics: DeviceMetrics
  var appearance: Appearance

  /// A Settings-style icon's square: 29 points (Settings' icon size as commonly cited), its corners rounded
  /// by 7 and its glyph 19 points (Glide's estimates).
  static let iconSize = 29.0

  /// The header `text` in capitals, footnote size, in the secondary label colour, its line ending at
  /// `bottom`, its text at the separator inset of a section `width` wide at `x`.
  func header(_ text: String, index: Int, bottom: Double, x: Double, width: Double) -> View {
    let font = Font.preferred(.footnote)
    return Label(
      engine: engine, name: "header \(index)", text: text.uppercased(), font: font,
      color: SystemColor.secondaryLabel.color(in: appearance),
      origin: Point(x: x + metrics.separatorInset, y: bottom - font.lineHeight),
      width: width - 2 * metrics.separatorInset)
  }

  /// The section's view at `frame`'s origin and width, as tall as its rows stacked; grouped, a rounded
  /// rectangle of the grouped cells' colour with separators between its rows only.
  func section(_ section: TableSection, index: Int, frame: Rect) -> View {
    let view = View(engine: engine, name: "section \(index)", frame: frame)
    var top = 0.0
    for (row, content) in section.rows.enumerated() {
      let separator = !grouped || row < section.rows.count - 1
      let cell = cell(content, name: "cell \(index).\(row)", width: frame.width, separator: separator)
      cell.frame = Rect(x: 0, y: top, width: frame.width, height: cell.frame.height)
      view.addSubview(cell)
      top += cell.frame.height
    }
    view.frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top)
    if grouped {
      view.backgroundColor = SystemColor.secondarySystemGroupedBackground.color(in: appearance)
      view.layer.cornerRadius = metrics.insetGroupedCornerRadius
      view.clipsToBounds = true
    }
    return view
  }

  /// A cell `width` wide showing `row`: its icon, chevron, title, subtitle and value, and its separator.
  func cell(_ row: TableRow, name: String, width: Double, separator: Bool) -> View {
    let height = TableView.height(of: row, metrics: metrics)
    let cell = View(engine: engine, name: name, frame: Rect(x: 0, y: 0, width: width, height: height))
    let inset = TableView.textInset(of: row, metrics: metrics)
    var trailing = width - metrics.layoutMargin
    if let icon = row.icon { cell.addSubview(self.icon(icon, rowHeight: height)) }
    if row.accessory == .disclosureIndicator {
      let chevron = disclosureIndicator(trailing: trailing, rowHeight: height)
      cell.addSubview(chevron)
      trailing = chevron.frame.minX - 8
    }
    for label in labels(row, from: inset, to: trailing, rowHeight: height) { cell.addSubview(label) }
    if separator {
      let line = View(
        engine: engine, name: "separator",
        frame: Rect(x: inset, y: height - metrics.hairline, width: width - inset, height: metrics.hairline))
      line.backgroundColor = SystemColor.separator.color(in: appearance)
      cell.addSubview(line)
    }
    return cell
  }

  /// The icon's rounded square at the separator inset, centred down the row, its glyph white.
  private func icon(_ icon: TableRow.Icon, rowHeight: Double) -> View {
    let size = Self.iconSize
    let square = View(
      engine: engine, name: "icon",
      frame: Rect(x: metrics.separatorInset, y: (rowHeight - size) / 2, width: size, height: size))
    square.backgroundColor = icon.color.color(in: appearance)
    square.layer.cornerRadius = 7
    let glyph = 19.0
    square.addSubview(
      SymbolView(
        engine: engine, name: "glyph", symbol: icon.symbol, size: glyph, color: .white,
        origin: Point(x: (size - glyph) / 2, y: (size - glyph) / 2)))
    return square
  }

  /// The disclosure chevron in the tertiary label colour, its stroke ending at `trailing`: a 16-point
  /// glyph box (the chevron 6.4 × 12.8 points, its line 2 wide; Glide's estimate of UIKit's).
  private func disclosureIndicator(trailing: Double, rowHeight: Double) -> View {
    let size = 16.0
    // The glyph's right point is 0.7 of its box in; its 2-point stroke reaches 1 past it.
    return SymbolView(
      engine: engine, name: "chevron", symbol: .chevronForward, size: size,
      color: SystemColor.tertiaryLabel.color(in: appearance),
      origin: Point(x: trailing - 0.7 * size - 1, y: (rowHeight - size) / 2), lineWidth: 2)
  }

  /// The title (centred down the row, or above the subtitle in the row's margins), the subtitle and the
  /// value (right-aligned at `trailing`), between `leading` and `trailing`.
  private func labels(_ row: TableRow, from leading: Double, to trailing: Double, rowHeight: Double) -> [View] {
    let body = Font.preferred(.body)
    let width = trailing - leading
    let centred = (rowHeight - body.lineHeight) / 2
    let titleTop = row.subtitle == nil ? centred : metrics.rowVerticalMargin
    let secondary = SystemColor.secondaryLabel.color(in: appearance)
    var labels: [View] = [
      Label(
        engine: engine, name: "title", text: row.title, font: body, color: SystemColor.label.color(in: appearance),
        origin: Point(x: leading, y: titleTop), width: width)
    ]
    if let subtitle = row.subtitle {
      labels.append(
        Label(
          engine: engine, name: "subtitle", text: subtitle, font: .preferred(.subheadline), color: secondary,
          origin: Point(x: leading, y: titleTop + body.lineHeight + 1), width: width))
    }
    if let value = row.value {
      labels.append(
        Label(
          engine: engine, name: "value", text: value, font: body, color: secondary, alignment: .right,
          origin: Point(x: leading, y: centred), width: width))
    }
    return labels
  }
}
