import Foundation
import GlideAnimation
import GlideKit
import GlideTestSupport
import Testing

@Suite("Photos")
struct PhotoTests {
  @Test("Every bundled photo loads: 300 × 300 pixels, or 600 × 400 for the panoramas, opaque")
  func everyPhoto() throws {
    for name in Photo.names {
      let photo = try Photo.named(name)
      let expected = name.hasSuffix("panorama") ? (600, 400) : (300, 300)
      #expect((photo.width, photo.height) == expected, "\(name)")
      #expect(photo.pixels.count == photo.width * photo.height * 4)
      #expect(stride(from: 3, to: photo.pixels.count, by: 4).allSatisfy { photo.pixels[$0] == 255 }, "\(name)")
    }
  }

  @Test("The names are the PNGs in Sources/GlideKit/Photos, as tools/make-photos writes them")
  func names() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Glide.path("Sources/GlideKit/Photos"))
    #expect(files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted() == Photo.names)
  }

  @Test("A photo's pixels are its landscape: a lighter sky above a darker ground")
  func landscape() throws {
    let photo = try Photo.named("alpine-lake")
    let luma = { (y: Int) in
      let p = photo.pixel(x: 150, y: y)
      return 0.3 * Double(p.red) + 0.59 * Double(p.green) + 0.11 * Double(p.blue)
    }
    #expect(luma(100) > luma(290))
    let sky = photo.pixel(x: 20, y: 20)
    #expect(sky.blue > sky.red)
  }

  @Test("A translucent pixel is premultiplied: each colour byte scaled by the alpha")
  func premultiplied() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glidekit-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(TinyPNG.rgba(width: 2, height: 1, pixels: [200, 100, 50, 128, 10, 20, 30, 255])).write(to: url)
    let contents = try Photo.contents(ofPNG: url.path)
    #expect(contents.width == 2 && contents.height == 1)
    #expect(contents.pixels == [100, 50, 25, 128, 10, 20, 30, 255])
  }

  @Test("A missing photo's error names it; a file that is no PNG names the file and libpng's reason")
  func errors() throws {
    #expect(throws: PhotoError.missing(name: "no-such-photo")) { try Photo.named("no-such-photo") }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glidekit-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("not a png".utf8).write(to: url)
    do {
      _ = try Photo.contents(ofPNG: url.path)
      Issue.record("read a file that is not a PNG")
    } catch {
      #expect(error.description.contains(url.path), "\(error)")
      guard case .unreadable(_, let reason) = error else { return }
      #expect(!reason.isEmpty)
    }
    #expect(throws: PhotoError.self) { try Photo.contents(ofPNG: "/nonexistent/glidekit.png") }
  }
}

/// A PNG written by hand (stored, uncompressed deflate blocks) for pixels no bundled photo has.
enum TinyPNG {
  static func rgba(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    for row in 0..<height {
      raw.append(0)
      raw += pixels[(row * width * 4)..<((row + 1) * width * 4)]
    }
    var zlib: [UInt8] = [0x78, 0x01, 0x01]
    let length = UInt16(raw.count)
    zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
    zlib += raw
    zlib += bigEndian(adler32(raw))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return png
  }

  private static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(kind.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes { (a, b) = ((a + UInt32(byte)) % 65521, (b + (a + UInt32(byte)) % 65521) % 65521) }
    return b << 16 | a
  }
}
