import CPNG
import Foundation

extension RenderImage {
  /// The image as an 8-bit RGB PNG, encoded by libpng (the same pixels give the same bytes). Rows are
  /// stored unfiltered and compressed at zlib's fastest level: this encodes a 2× frame several times
  /// faster than libpng's default filters and compression level for a file a little larger
  /// (BENCHMARKS.md). Commands write the bytes through GlideOutput's `OutputFile`, whole or not at all.
  public func pngData() throws(RenderError) -> [UInt8] {
    try Self.pngData(pixels, width: width, height: height, channels: 3)
  }

  /// `width × height` RGBA pixels (`rgba`, rows top to bottom, as ``Canvas/readRGBA()`` gives a frame)
  /// as the same 8-bit RGB PNG as ``pngData()``, the alpha left out as the file is written (so the
  /// thread that reads frames back does not convert them).
  public static func pngData(rgba: [UInt8], width: Int, height: Int) throws(RenderError) -> [UInt8] {
    try pngData(rgba, width: width, height: height, channels: 4)
  }

  private static func pngData(_ pixels: [UInt8], width: Int, height: Int, channels: Int) throws(RenderError) -> [UInt8] {
    var message = [CChar](repeating: 0, count: 256)
    var data: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = pixels.withUnsafeBufferPointer { buffer in
      glide_png_encode_rgb(
        buffer.baseAddress, Int32(width), Int32(height), Int32(width * channels), Int32(channels), &data, &size,
        &message)
    }
    guard status == 0, let data else { throw .pngEncode(reason: text(message)) }
    defer { free(data) }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Writes the image to `path` as ``pngData()`` (for tests and tools; commands use `OutputFile`).
  public func writePNG(to path: String) throws(RenderError) {
    let bytes = try pngData()
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw .pngWrite(path: path, reason: "cannot create the file")
    }
  }

  /// Reads the PNG at `path` (any kind libpng reads: grey, palette, RGB, with or without alpha, composed
  /// over black) as 8-bit RGB.
  public init(contentsOfPNG path: String) throws(RenderError) {
    var image = png_image()
    var message = [CChar](repeating: 0, count: 256)
    guard glide_png_begin_read(path, &image, &message) == 0 else {
      throw .pngRead(path: path, reason: Self.text(message))
    }
    let (width, height) = (Int(image.width), Int(image.height))
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    let status = pixels.withUnsafeMutableBufferPointer { glide_png_finish_read_rgb(&image, $0.baseAddress, &message) }
    guard status == 0 else { throw .pngRead(path: path, reason: Self.text(message)) }
    self.init(width: width, height: height, pixels: pixels)
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
