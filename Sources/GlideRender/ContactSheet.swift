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

  /// The most pixels a sheet has: 8192 × 16,384, 384 MiB as RGB (its frames at most as many again), so
  /// 64 frames of the default 390 × 844-point screen at scale 2 (6528 × 14,208) still fit. Each side is
  /// at most ``Canvas/maximumSide`` too; only a row's band of captions is ever a canvas.
  public static let maximumPixels = 134_217_728

  /// Columns and rows: at most 8 columns, rows as even as they can be.
  public var grid: (columns: Int, rows: Int) { Self.grid(tiles: tiles.count) }

  /// Columns and rows for `count` tiles.
  static func grid(tiles count: Int) -> (columns: Int, rows: Int) {
    guard count > 0 else { return (0, 0) }
    let rows = (count + 7) / 8
    let columns = (count + rows - 1) / rows
    return (columns, rows)
  }

  /// The pixels of a sheet of `count` tiles of `tileWidth` × `tileHeight` pixels at `scale`, checked
  /// against ``Canvas/maximumSide`` and ``maximumPixels`` (without drawing anything: for refusing a sheet
  /// before its frames are drawn).
  /// - Throws: ``RenderError/sheetSize(width:height:tiles:)`` past the limits.
  public static func pixelSize(
    tiles count: Int, tileWidth: Int, tileHeight: Int, scale: Double
  ) throws(RenderError) -> (width: Int, height: Int) {
    let (columns, rows) = grid(tiles: max(count, 1))
    let (margin, gap, band) = (Self.margin * scale, Self.gap * scale, Self.captionBand * scale)
    let width = (2 * margin + Double(columns) * Double(tileWidth) + Double(columns - 1) * gap).rounded()
    let height = (2 * margin + Double(rows) * (Double(tileHeight) + band) + Double(rows - 1) * gap).rounded()
    func clamped(_ value: Double) -> Int { value.isFinite ? Int(max(min(value, 1e12), -1e12)) : 0 }
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Double(Canvas.maximumSide),
      height <= Double(Canvas.maximumSide), width * height <= Double(maximumPixels)
    else {
      throw .sheetSize(width: clamped(width), height: clamped(height), tiles: count)
    }
    return (Int(width), Int(height))
  }

  /// The sheet as an image: tiles left to right, top to bottom, each caption centred under its frame.
  /// The captions of each row are drawn on a canvas of their band alone (the sheet's width, a caption's
  /// band and a line either side): the rest of the sheet, its backdrop and the frames, is put in place
  /// on the CPU.
  /// - Throws: ``RenderError/sheetSize(width:height:tiles:)`` for a sheet past the limits, and what
  ///   making a canvas or drawing its text throws.
  public func image(fonts: FontLibrary) throws(RenderError) -> RenderImage {
    precondition(!tiles.isEmpty, "a contact sheet needs at least one frame")
    let (columns, _) = grid
    let tileWidth = tiles.map(\.image.width).max() ?? 0
    let tileHeight = tiles.map(\.image.height).max() ?? 0
    let (width, height) = try Self.pixelSize(
      tiles: tiles.count, tileWidth: tileWidth, tileHeight: tileHeight, scale: scale)
    let (margin, gap, band) = (Self.margin * scale, Self.gap * scale, Self.captionBand * scale)
    let cellHeight = Double(tileHeight) + band
    let backdrop = RGBA8(Self.backdrop, opacity: 1)
    var sheet = RenderImage(
      width: width, height: height,
      filledWith: RenderImage.RGB(red: backdrop.red, green: backdrop.green, blue: backdrop.blue))
    let origins = tiles.indices.map { index -> (x: Int, y: Int) in
      let (column, row) = (index % columns, index / columns)
      return (
        Int((margin + Double(column) * (Double(tileWidth) + gap)).rounded()),
        Int((margin + Double(row) * (cellHeight + gap)).rounded())
      )
    }
    let pixelSize = Int((Self.fontSize * scale).rounded())
    // Each row's band: from a line above its frames' lower edges to a line below their caption bands.
    let rows = stride(from: 0, to: tiles.count, by: columns).map { $0..<min($0 + columns, tiles.count) }
    let bands = rows.map { row -> (top: Int, bottom: Int) in
      let bases = row.map { origins[$0].y + tiles[$0].image.height }
      return ((bases.min() ?? 0) - pixelSize, (bases.max() ?? 0) + Int(band.rounded(.up)) + pixelSize)
    }
    let bandHeight = bands.map { $0.bottom - $0.top }.max() ?? 1
    let canvas = try Canvas(
      offscreenSize: Size(width: Double(width), height: Double(bandHeight)), scale: 1, fonts: fonts)
    let colour = RGBA8(Self.captionColour, opacity: 1)
    for (row, band) in zip(rows, bands) {
      var list = DisplayList(bounds: canvas.bounds, background: backdrop)
      for index in row {
        let (tile, origin) = (tiles[index], origins[index])
        guard let text = try canvas.text.entry(tile.caption, pixelSize: pixelSize, colour: colour) else { continue }
        let left = origin.x + (tile.image.width - text.width) / 2
        let top = origin.y + tile.image.height + Int(((Self.captionBand * scale - Double(text.height)) / 2).rounded())
        let box = PixelBox(x0: left, y0: top - band.top, x1: left + text.width, y1: top - band.top + text.height)
        list.copy(text.picture, into: box, alpha: 255)
      }
      canvas.draw(list)
      sheet.paste(canvas.image(), x: 0, y: band.top)
    }
    for (tile, origin) in zip(tiles, origins) { sheet.paste(tile.image, x: origin.x, y: origin.y) }
    return sheet
  }
}
