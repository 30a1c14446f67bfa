import GlideAnimation
import GlideLab
import GlideSimulation

/// A layer's image as a PNG file's bytes, for the report's SVG to show it inline (`data:image/png`): 8-bit
/// RGBA with straight alpha (the layer's premultiplied pixels divided back), rows unfiltered, the zlib
/// stream in stored (uncompressed) blocks. Larger than a compressing encoder's, but exact, dependency-free
/// and the same bytes on every machine; the report embeds only small images.
enum PNGEncoding {
  /// The PNG file of `image`.
  static func png(_ image: LayerContents) -> [UInt8] {
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    append32(UInt32(image.width), to: &header)
    append32(UInt32(image.height), to: &header)
    header += [8, 6, 0, 0, 0]  // 8 bits a sample, RGBA, deflate, adaptive filtering, no interlace
    chunk("IHDR", header, to: &out)
    chunk("IDAT", zlibStored(scanlines(image)), to: &out)
    chunk("IEND", [], to: &out)
    return out
  }

  // MARK: - Internals

  /// Each row after its filter byte (0, none), straight RGBA.
  private static func scanlines(_ image: LayerContents) -> [UInt8] {
    var rows: [UInt8] = []
    rows.reserveCapacity(image.height * (1 + image.width * 4))
    for y in 0..<image.height {
      rows.append(0)
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        rows += [straight(p.red, p.alpha), straight(p.green, p.alpha), straight(p.blue, p.alpha), p.alpha]
      }
    }
    return rows
  }

  /// A premultiplied colour byte divided by its alpha byte, rounded.
  private static func straight(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    guard alpha > 0 else { return 0 }
    return UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
  }

  /// A zlib stream (RFC 1950) of `data` in deflate's stored blocks (RFC 1951, at most 65 535 bytes each).
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, data.count)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    append32(adler32(data), to: &out)
    return out
  }

  private static func chunk(_ type: StaticString, _ data: [UInt8], to out: inout [UInt8]) {
    append32(UInt32(data.count), to: &out)
    let typed = Array(UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)) + data
    out += typed
    append32(crc32(typed), to: &out)
  }

  private static func append32(_ value: UInt32, to out: inout [UInt8]) {
    out += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  private static func adler32(_ data: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  /// The CRC-32 PNG's chunks end with (ISO 3309, polynomial 0xEDB88320, reflected).
  private static func crc32(_ data: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }
}
