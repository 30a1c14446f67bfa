/// The pixels of a rendered frame: `width` × `height` pixels of 8-bit red, green and blue, row by row from
/// the top-left corner, with no padding. Frames are opaque (the canvas is cleared to an opaque colour), so
/// there is no alpha.
public struct RenderImage: Hashable, Sendable {
  public let width: Int
  public let height: Int
  /// `width × height × 3` bytes: R, G, B of each pixel.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 3, "RenderImage: \(pixels.count) bytes for \(width)×\(height)")
    (self.width, self.height, self.pixels) = (width, height, pixels)
  }

  /// An image of one colour.
  public init(width: Int, height: Int, filledWith colour: RGB) {
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for index in stride(from: 0, to: pixels.count, by: 3) {
      (pixels[index], pixels[index + 1], pixels[index + 2]) = (colour.red, colour.green, colour.blue)
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// An 8-bit colour.
  public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) { (self.red, self.green, self.blue) = (red, green, blue) }

    public var description: String { "(\(red), \(green), \(blue))" }
  }

  /// The colour of the pixel in column `x`, row `y` (0 is the top-left).
  public subscript(x: Int, y: Int) -> RGB {
    let index = (y * width + x) * 3
    return RGB(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2])
  }

  /// Copies `image` into this one with its top-left corner at (`x`, `y`); what falls outside is cut off.
  public mutating func paste(_ image: RenderImage, x: Int, y: Int) {
    let columns = max(0, min(image.width, width - x) - max(0, -x))
    guard columns > 0 else { return }
    for row in max(0, -y)..<max(max(0, -y), min(image.height, height - y)) {
      let source = (row * image.width + max(0, -x)) * 3
      let target = ((row + y) * width + max(0, x)) * 3
      pixels.replaceSubrange(target..<target + columns * 3, with: image.pixels[source..<source + columns * 3])
    }
  }
}
