import CPNG
import Foundation
public import GlideAnimation
import Synchronization

/// The photos GlideKit bundles (drawn by `tools/make-photos`: landscapes, no one's pictures), and how any
/// PNG becomes a layer's contents.
public enum Photo {
  /// The bundled photos' names, without ".png": ten 300 × 300 pixels, two 600 × 400 ("…-panorama").
  public static let names = [
    "alpine-lake", "autumn-valley", "desert-dunes", "fjord-panorama", "green-hills", "harbour-panorama",
    "lavender-dusk", "misty-mountains", "night-city", "sunset-sea", "tropical-beach", "tulip-field",
  ]

  /// The bundled photo `name` as premultiplied RGBA contents, decoded once per process: every later call
  /// (another view, another replay, another thread of `glide sweep --jobs`) shares the same pixels, so a
  /// scene of 500 image views holds one copy of each photo it shows, not 500.
  /// - Throws: ``PhotoError/missing(name:)`` when the photos cannot be found (a binary copied away from
  ///   its resource bundle) or `name` is not one of them.
  public static func named(_ name: String) throws(PhotoError) -> LayerContents {
    guard let folder, names.contains(name) else { throw .missing(name: name) }
    // Decoded under the lock, so two threads asking for the same photo at once decode it once; there
    // are only ``names``.count photos, each decoded in a few milliseconds.
    let result = decoded.withLock { cache in
      if let known = cache[name] { return known }
      let result = Result { () throws(PhotoError) in try contents(ofPNG: folder + "/" + name + ".png") }
      cache[name] = result
      return result
    }
    return try result.get()
  }

  /// The bundled photos decoded so far, by name (a failure is kept too: it would fail again).
  private static let decoded = Mutex<[String: Result<LayerContents, PhotoError>]>([:])

  /// How many bundled photos have been decoded so far (each at most once per process).
  package static var decodedCount: Int { decoded.withLock { $0.count } }

  /// The folder of the bundled photos: the resource bundle SwiftPM puts beside the built binary
  /// (`Glide_GlideKit.resources/Photos`), else the package's own sources (a binary linked by other
  /// means, such as the fuzz targets); nil when neither is there. Found by hand, not through
  /// `Bundle.module`, which stops the process when its bundle is missing.
  public static let folder: String? = {
    let bundle = "Glide_GlideKit.resources/Photos"
    var places = [Bundle.main.bundleURL.appendingPathComponent(bundle)]
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      places.append(executable.deletingLastPathComponent().appendingPathComponent(bundle))
    }
    places.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Photos"))
    return places.map(\.path).first { FileManager.default.fileExists(atPath: $0 + "/" + names[0] + ".png") }
  }()

  /// The PNG at `path` (any kind libpng's simplified API reads) as 8-bit RGBA, premultiplied by alpha.
  public static func contents(ofPNG path: String) throws(PhotoError) -> LayerContents {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      throw .unreadable(path: path, reason: message(of: &image))
    }
    // PNG_FORMAT_RGBA: PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA (a macro Swift does not import).
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let (width, height) = (Int(image.width), Int(image.height))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let status = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
    guard status != 0 else {
      let reason = message(of: &image)
      png_image_free(&image)
      throw .unreadable(path: path, reason: reason)
    }
    for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] < 255 {
      let alpha = UInt16(pixels[i + 3])
      for c in i..<(i + 3) { pixels[c] = UInt8((UInt16(pixels[c]) * alpha + 127) / 255) }
    }
    return LayerContents(width: width, height: height, pixels: pixels)
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
