import CSDL2
import GlideAnimation

/// Frames side by side on one image, each with a caption under it (a replay at a glance: `glide render
/// -o sheet.png`). Rows hold at most eight frames and are balanced (ten frames: two rows of five).
public struct ContactSheet {
  /// A frame and the line written under it.
  public struct Tile {
    public var image: RenderImage
    public var caption: String

    public init(image: RenderImage, caption: String) { (self.image, self.caption) = (image, caption) }
  }

  public var tiles: [Tile]
  /// Points to pixels for the margins, gaps and captions (the frames' own scale, so they match).
  public var scale: Double

  /// The sheet's colours: a dark backdrop, light captions.
  static let backdrop = Color(red: 0.11, green: 0.11, blue: 0.12)
  static let captionColour = Color(red: 0.9, green: 0.9, blue: 0.92)
  /// Points: around the sheet and between tiles; the caption's font size and its band under each frame.
  static let (margin, gap, fontSize, captionBand) = (16.0, 16.0, 15.0, 26.0)

  public init(tiles: [Tile], scale: Double) { (self.tiles, self.scale) = (tiles, scale) }

  /// Columns and rows: at most 8 columns, rows as even as they can be.
  public var grid: (columns: Int, rows: Int) {
    guard !tiles.isEmpty else { return (0, 0) }
    let rows = (tiles.count + 7) / 8
    let columns = (tiles.count + rows - 1) / rows
    return (columns, rows)
  }

  /// The sheet as an image: tiles left to right, top to bottom, each caption centred under its frame.
  public func image(fonts: FontLibrary) throws(RenderError) -> RenderImage {
    precondition(!tiles.isEmpty, "a contact sheet needs at least one frame")
    let (columns, rows) = grid
    let tileWidth = tiles.map(\.image.width).max() ?? 0
    let tileHeight = tiles.map(\.image.height).max() ?? 0
    let (margin, gap, band) = (Self.margin * scale, Self.gap * scale, Self.captionBand * scale)
    let cellHeight = Double(tileHeight) + band
    let width = 2 * margin + Double(columns * tileWidth) + Double(columns - 1) * gap
    let height = 2 * margin + Double(rows) * cellHeight + Double(rows - 1) * gap
    let canvas = try Canvas(
      offscreenSize: Size(width: width.rounded() / scale, height: height.rounded() / scale), scale: scale, fonts: fonts)
    var list = DisplayList(bounds: canvas.bounds, background: RGBA8(Self.backdrop, opacity: 1))
    var origins: [(x: Int, y: Int)] = []
    for (index, tile) in tiles.enumerated() {
      let (column, row) = (index % columns, index / columns)
      let x = Int((margin + Double(column) * (Double(tileWidth) + gap)).rounded())
      let y = Int((margin + Double(row) * (cellHeight + gap)).rounded())
      origins.append((x, y))
      let colour = RGBA8(Self.captionColour, opacity: 1)
      let pixelSize = Int((Self.fontSize * scale).rounded())
      if let text = try canvas.text.entry(tile.caption, pixelSize: pixelSize, colour: colour) {
        let left = x + (tile.image.width - text.width) / 2
        let top = y + tile.image.height + Int(((band - Double(text.height)) / 2).rounded())
        list.copy(text.picture, into: PixelBox(x0: left, y0: top, x1: left + text.width, y1: top + text.height), alpha: 255)
      }
    }
    canvas.draw(list)
    var sheet = canvas.image()
    for (tile, origin) in zip(tiles, origins) { sheet.paste(tile.image, x: origin.x, y: origin.y) }
    return sheet
  }
}
