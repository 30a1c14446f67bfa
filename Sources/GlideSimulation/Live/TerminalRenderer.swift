import Foundation
public import GlideAnimation

/// Draws the tracked screens and the status of a live session into a ``TerminalCanvas``.
///
/// Layout, top to bottom: the simulated screen (a double-lined frame, scaled to fit the rows left over,
/// with terminal cells taken to be twice as tall as they are wide), one line per tracked screen (its
/// presented frame, scale, rotation and alpha), two rows for the status line (``LiveStatus/fields``,
/// wrapped between fields when it is wider than the terminal), and a footer.
///
/// Each screen in the window is a box of single lines (`┌─┐│└┘`) at its presented frame, filled with a
/// shade for its alpha (`▓` from 0.95, `▒` from 0.65, `░` from 0.35, `·` from 0.05; below that it is
/// not drawn), its name in the middle when it fits. A rotated screen is drawn as its rotated rectangle
/// (`─│/\` edges, `+` corners). A screen smaller than a cell is a `·` at its centre. Screens are painted
/// in the order given, so pass them back to front.
public struct TerminalRenderer: Sendable {
  /// The simulated screen's size, points.
  public var screenSize: Size

  public init(screenSize: Size) {
    self.screenSize = screenSize
  }

  /// A `width` × `height` canvas showing `screens` (back to front), `status` and `footer`.
  public func draw(
    screens: [ViewState], status: LiveStatus, footer: String, width: Int, height: Int
  ) -> TerminalCanvas {
    var canvas = TerminalCanvas(width: width, height: height)
    let textRows = screens.count + 3
    let names = screens.map(\.name.count).max() ?? 0
    for (index, screen) in screens.enumerated() {
      canvas.write(
        Self.describe(screen, nameWidth: names), column: 0, row: height - textRows + index, limit: width)
    }
    for (index, line) in Self.wrap(status.fields, width: width).prefix(2).enumerated() {
      canvas.write(line, column: 0, row: height - 3 + index, limit: width)
    }
    canvas.write(footer, column: 0, row: height - 1, limit: width)
    if let mapping = ScreenMapping(screen: screenSize, columns: width, rows: height - textRows) {
      Self.frame(mapping.interior, on: &canvas)
      canvas.clip = mapping.interior
      for screen in screens { Self.draw(screen, mapping, on: &canvas) }
      canvas.clip = CellRect(column: 0, row: 0, width: width, height: height)
    }
    return canvas
  }

  /// A screen's line: `Detail  frame 97.5,211.0 195.0×422.0  scale 0.500  rotation 0.000  alpha 1.00`.
  static func describe(_ screen: ViewState, nameWidth: Int) -> String {
    let name = screen.name.padding(toLength: max(nameWidth, screen.name.count), withPad: " ", startingAt: 0)
    guard screen.isOnScreen else { return "\(name)  off screen" }
    let r = screen.frame
    return "\(name)  frame \(f(r.minX, 1)),\(f(r.minY, 1)) \(f(r.width, 1))×\(f(r.height, 1))  "
      + "scale \(f(screen.scale, 3))  rotation \(f(screen.rotation, 3))  alpha \(f(screen.alpha, 2))"
  }

  /// `fields` two spaces apart, on as few lines of `width` as they fit (a field wider than a line is cut).
  static func wrap(_ fields: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for field in fields {
      if !line.isEmpty && line.count + 2 + field.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : "  ") + field
    }
    return lines + (line.isEmpty ? [] : [line])
  }

  /// The shade for an alpha, or nil when the screen is too faint to draw.
  static func shade(_ alpha: Double) -> Character? {
    switch alpha {
    case 0.95...: "▓"
    case 0.65..<0.95: "▒"
    case 0.35..<0.65: "░"
    case 0.05..<0.35: "·"
    default: nil
    }
  }

  // MARK: - Drawing

  /// The double-lined frame just outside `interior`.
  private static func frame(_ interior: CellRect, on canvas: inout TerminalCanvas) {
    let (left, right) = (interior.column - 1, interior.column + interior.width)
    let (top, bottom) = (interior.row - 1, interior.row + interior.height)
    for column in interior.column..<right {
      canvas.put("═", column: column, row: top)
      canvas.put("═", column: column, row: bottom)
    }
    for row in interior.row..<bottom {
      canvas.put("║", column: left, row: row)
      canvas.put("║", column: right, row: row)
    }
    canvas.put("╔", column: left, row: top)
    canvas.put("╗", column: right, row: top)
    canvas.put("╚", column: left, row: bottom)
    canvas.put("╝", column: right, row: bottom)
  }

  private static func draw(_ screen: ViewState, _ mapping: ScreenMapping, on canvas: inout TerminalCanvas) {
    guard screen.isOnScreen, let shade = shade(screen.alpha) else { return }
    let (sine, cosine) = (abs(sin(screen.rotation)), abs(cos(screen.rotation)))
    if min(sine, cosine) <= 0.02 {
      drawUpright(screen, shade: shade, mapping, on: &canvas)
    } else {
      drawRotated(screen, shade: shade, mapping, on: &canvas)
    }
  }

  /// A screen whose edges are horizontal and vertical: its frame is its outline.
  private static func drawUpright(
    _ screen: ViewState, shade: Character, _ mapping: ScreenMapping, on canvas: inout TerminalCanvas
  ) {
    let box = mapping.cells(of: screen.frame)
    guard box.width > 0 && box.height > 0 else {
      let centre = mapping.cell(of: screen.frame.center)
      canvas.put("·", column: centre.column, row: centre.row)
      return
    }
    for row in onCanvas(box.row, box.height, canvas.height) {
      for column in onCanvas(box.column, box.width, canvas.width) { canvas.put(shade, column: column, row: row) }
    }
    outline(box, on: &canvas)
    label(screen.name, row: box.row + box.height / 2, column: box.column, width: box.width, on: &canvas)
  }

  /// Single-line box edges around `box` (a line or `□` when it is one cell thin).
  private static func outline(_ box: CellRect, on canvas: inout TerminalCanvas) {
    let (right, bottom) = (box.column + box.width - 1, box.row + box.height - 1)
    if box.width == 1 || box.height == 1 {
      let line: Character = box.width == 1 && box.height == 1 ? "□" : (box.height == 1 ? "─" : "│")
      for row in onCanvas(box.row, box.height, canvas.height) {
        for column in onCanvas(box.column, box.width, canvas.width) { canvas.put(line, column: column, row: row) }
      }
      return
    }
    for column in onCanvas(box.column, box.width, canvas.width) {
      canvas.put("─", column: column, row: box.row)
      canvas.put("─", column: column, row: bottom)
    }
    for row in onCanvas(box.row, box.height, canvas.height) {
      canvas.put("│", column: box.column, row: row)
      canvas.put("│", column: right, row: row)
    }
    canvas.put("┌", column: box.column, row: box.row)
    canvas.put("┐", column: right, row: box.row)
    canvas.put("└", column: box.column, row: bottom)
    canvas.put("┘", column: right, row: bottom)
  }

  /// A rotated screen: its rectangle rebuilt from the bounding box, scale and rotation, filled and outlined.
  private static func drawRotated(
    _ screen: ViewState, shade: Character, _ mapping: ScreenMapping, on canvas: inout TerminalCanvas
  ) {
    let shape = RotatedRect(screen)
    let corners = shape.corners.map(mapping.position)
    // Only the cells on the canvas: a view scaled far past the screen must not make a loop that long.
    let (ys, xs) = (corners.map(\.y), corners.map(\.x))
    let rows = max(cell(floor(ys.min() ?? 0)), 0)..<min(cell(ceil(ys.max() ?? 0)) + 1, canvas.height)
    let columns = max(cell(floor(xs.min() ?? 0)), 0)..<min(cell(ceil(xs.max() ?? 0)) + 1, canvas.width)
    for row in rows where !columns.isEmpty {
      for column in columns where shape.contains(mapping.point(column: column, row: row)) {
        canvas.put(shade, column: column, row: row)
      }
    }
    for (start, end) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
      edge(from: start, to: end, on: &canvas)
    }
    for corner in corners { canvas.put("+", column: cell(floor(corner.x)), row: cell(floor(corner.y))) }
    let centre = mapping.position(screen.frame.center)
    let width = cell((shape.width / mapping.pointsPerColumn).rounded())
    label(
      screen.name, row: cell(floor(centre.y)), column: cell(floor(centre.x)) - width / 2, width: width,
      on: &canvas)
  }

  /// A straight edge between two cell positions, drawn with the line character nearest its slope on
  /// screen (a row is two columns tall).
  private static func edge(from start: Point, to end: Point, on canvas: inout TerminalCanvas) {
    let (dx, dy) = (end.x - start.x, end.y - start.y)
    var angle = atan2(2 * dy, dx)
    if angle < 0 { angle += .pi }
    let line: Character =
      switch angle {
      case ..<(Double.pi / 8), (7 * Double.pi / 8)...: "─"
      case (3 * Double.pi / 8)..<(5 * Double.pi / 8): "│"
      case ..<(3 * Double.pi / 8): "\\"
      default: "/"
      }
    // At most four steps a cell of the canvas's longer side: an edge far off the canvas is cut short.
    let steps = min(cell(max(abs(dx), abs(dy)) * 4), 4 * max(canvas.width, canvas.height)) + 1
    for step in 0...max(steps, 1) {
      let t = Double(step) / Double(max(steps, 1))
      canvas.put(line, column: cell(floor(start.x + dx * t)), row: cell(floor(start.y + dy * t)))
    }
  }

  /// The cells from `start`, `count` long, that lie within `0..<size`: a box far larger than the canvas
  /// is drawn in the time the canvas takes.
  private static func onCanvas(_ start: Int, _ count: Int, _ size: Int) -> Range<Int> {
    let lower = min(max(start, 0), size)
    return lower..<max(min(start + count, size), lower)
  }

  /// A cell coordinate from a fractional one, held within ±1,000,000 (far off any terminal) so that a
  /// view scaled or moved far off the screen, or a NaN, converts without trapping.
  static func cell(_ value: Double) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(max(value, -1_000_000), 1_000_000))
  }

  /// `name` centred in a box `width` cells wide starting at `column`, when it fits inside the edges.
  private static func label(
    _ name: String, row: Int, column: Int, width: Int, on canvas: inout TerminalCanvas
  ) {
    guard !name.isEmpty, width >= name.count + 2 else { return }
    canvas.write(name, column: column + (width - name.count) / 2, row: row)
  }

  private static func f(_ value: Double, _ places: Int) -> String { LogFormatting.fixed(value, places) }
}

/// Where the simulated screen sits on the canvas: points to cells, a cell being `pointsPerColumn`
/// wide and twice that tall.
struct ScreenMapping {
  /// The cells inside the screen's frame.
  let interior: CellRect
  let pointsPerColumn: Double

  /// Fits `screen` (points) into `columns` × `rows` cells less a one-cell frame, centred; nil when
  /// there is no room (fewer than 2 × 2 cells inside).
  init?(screen: Size, columns: Int, rows: Int) {
    let (inner, innerRows) = (columns - 2, rows - 2)
    guard inner >= 2, innerRows >= 2, screen.width > 0, screen.height > 0 else { return nil }
    let scale = max(screen.width / Double(inner), screen.height / (2 * Double(innerRows)))
    let width = min(inner, max(1, Int((screen.width / scale).rounded())))
    let height = min(innerRows, max(1, Int((screen.height / (2 * scale)).rounded())))
    pointsPerColumn = scale
    interior = CellRect(
      column: 1 + (inner - width) / 2, row: 1 + (innerRows - height) / 2, width: width, height: height)
  }

  var pointsPerRow: Double { 2 * pointsPerColumn }

  /// A point on the simulated screen as a fractional cell position (x columns, y rows).
  func position(_ point: Point) -> Point {
    Point(
      x: Double(interior.column) + point.x / pointsPerColumn, y: Double(interior.row) + point.y / pointsPerRow
    )
  }

  /// The cell a point falls in.
  func cell(of point: Point) -> (column: Int, row: Int) {
    let p = position(point)
    return (TerminalRenderer.cell(floor(p.x)), TerminalRenderer.cell(floor(p.y)))
  }

  /// The middle of a cell, in points on the simulated screen.
  func point(column: Int, row: Int) -> Point {
    Point(
      x: (Double(column - interior.column) + 0.5) * pointsPerColumn,
      y: (Double(row - interior.row) + 0.5) * pointsPerRow)
  }

  /// The cells a rectangle covers, its edges rounded to the nearest cell boundary.
  func cells(of rect: Rect) -> CellRect {
    let left = TerminalRenderer.cell((rect.minX / pointsPerColumn).rounded())
    let right = TerminalRenderer.cell((rect.maxX / pointsPerColumn).rounded())
    let top = TerminalRenderer.cell((rect.minY / pointsPerRow).rounded())
    let bottom = TerminalRenderer.cell((rect.maxY / pointsPerRow).rounded())
    return CellRect(
      column: interior.column + left, row: interior.row + top, width: max(right - left, 0),
      height: max(bottom - top, 0))
  }
}

/// A screen's rectangle rebuilt from its presented bounding box, scale and rotation: the size before
/// rotation solves `box.width = w·|cos| + h·|sin|`, `box.height = w·|sin| + h·|cos|` (near 45°, where
/// that has no single answer, it is taken to be square).
struct RotatedRect {
  let center: Point
  let rotation: Double
  /// Width and height after scaling, before rotation, points.
  let width: Double
  let height: Double

  init(_ screen: ViewState) {
    center = screen.frame.center
    rotation = screen.rotation
    let (c, s) = (abs(cos(rotation)), abs(sin(rotation)))
    let (bw, bh) = (screen.frame.width, screen.frame.height)
    let determinant = c * c - s * s
    if abs(determinant) < 0.2 {
      let side = (bw + bh) / (2 * (c + s))
      (width, height) = (side, side)
    } else {
      width = max((bw * c - bh * s) / determinant, 0)
      height = max((bh * c - bw * s) / determinant, 0)
    }
  }

  /// Top-left, top-right, bottom-right, bottom-left (before rotation), on a y-down screen.
  var corners: [Point] {
    let (c, s) = (cos(rotation), sin(rotation))
    let u = Vector(dx: c * width / 2, dy: s * width / 2)
    let v = Vector(dx: -s * height / 2, dy: c * height / 2)
    return [center + (u * -1 - v), center + (u - v), center + (u + v), center + (v - u)]
  }

  func contains(_ point: Point) -> Bool {
    let d = point - center
    let along = d.dx * cos(rotation) + d.dy * sin(rotation)
    let across = -d.dx * sin(rotation) + d.dy * cos(rotation)
    return abs(along) <= width / 2 && abs(across) <= height / 2
  }
}
