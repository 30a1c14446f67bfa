/// An image a layer draws as its contents (Core Animation's `contents`, a `CGImage`), as a value: its size
/// in pixels and its pixels, row by row from the top left, four bytes each: red, green, blue and alpha,
/// 8 bits, **premultiplied** by alpha (each colour byte at most the alpha byte), as Core Animation keeps
/// the images it draws.
///
/// Glide's animation module reads no image files: whoever has decoded one (a PNG, say) hands its pixels
/// over here. The layer draws it, after its background and before its sublayers, in the rectangle
/// ``ContentsGravity/rect(forImageOfPixelSize:contentsScale:in:)`` gives.
public struct LayerContents: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width × height × 4` bytes: premultiplied RGBA, rows top to bottom.
  public let pixels: [UInt8]
  /// Whether every pixel is opaque (alpha 255): what a cross-fade into the image draws by (see
  /// ``ContentsCrossFade``).
  public let isOpaque: Bool

  /// An image from premultiplied RGBA bytes; `pixels` must hold `width × height × 4` of them.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "LayerContents: a \(width)×\(height) image")
    precondition(
      pixels.count == width * height * 4,
      "LayerContents: \(pixels.count) bytes for a \(width)×\(height) RGBA image; it needs \(width * height * 4)")
    (self.width, self.height, self.pixels) = (width, height, pixels)
    isOpaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
  }

  /// A `width × height` image of one colour (premultiplied here, rounded to the nearest byte).
  public init(width: Int, height: Int, color: Color) {
    let a = min(max(color.alpha, 0), 1)
    let byte = { (value: Double) in UInt8((min(max(value, 0), 1) * a * 255).rounded()) }
    let pixel = [byte(color.red), byte(color.green), byte(color.blue), UInt8((a * 255).rounded())]
    self.init(width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
  }

  /// The size in pixels.
  public var pixelSize: Size { Size(width: Double(width), height: Double(height)) }

  /// The pixel at column `x`, row `y` (from the top left): premultiplied red, green, blue and alpha.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Hashes the size only: hashing every pixel of every layer state would cost more than it sorts out.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
}
