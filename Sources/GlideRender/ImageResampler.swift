import GlideAnimation

/// An opaque image scaled onto upright whole pixels by bilinear filtering on the CPU, as OpenGL's linear
/// filter samples it (texel centres at half-integers, clamped at the edges, 8-bit weights): what a
/// software rasteriser's canvas does instead of shading the image's quad. llvmpipe samples a photo at
/// 6–10 ns a pixel through a shader; this loop takes 2–4 (each source row is mixed across once for the
/// output rows that share it), and the result is written straight into the surface, with no blend (the
/// image is opaque).
enum ImageResampler {
  /// Where an image lands when its canvas matrix only scales (by positive amounts) and moves it: its
  /// rectangle in canvas pixels (fractional), or nil for any other matrix (a rotation, a flip, a
  /// perspective), which the shader draws.
  static func placement(of rect: Rect, _ matrix: Transform3D) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    let m = matrix
    guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1, m.m11 > 0, m.m22 > 0 else { return nil }
    let placed = (
      x0: rect.minX * m.m11 + m.m41, y0: rect.minY * m.m22 + m.m42,
      x1: rect.maxX * m.m11 + m.m41, y1: rect.maxY * m.m22 + m.m42
    )
    guard placed.x0.isFinite, placed.y0.isFinite, placed.x1.isFinite, placed.y1.isFinite else { return nil }
    return placed
  }

  /// The pixels whose centres lie in `placed` (a pixel centre on the left or top edge is in, on the right
  /// or bottom edge out, as OpenGL's rule for a quad), within `clip`.
  static func pixels(of placed: (x0: Double, y0: Double, x1: Double, y1: Double), within clip: PixelBox) -> PixelBox {
    func first(_ edge: Double) -> Int { Int(max(min((edge - 0.5).rounded(.up), 1e9), -1e9)) }
    return PixelBox(x0: first(placed.x0), y0: first(placed.y0), x1: first(placed.x1), y1: first(placed.y1))
      .intersection(clip)
  }

  /// `contents`' `source` part (unit coordinates) scaled onto `placed` (canvas pixels), for the pixels of
  /// `box`: `box.width × box.height` RGBA pixels, rows top to bottom, written into `buffer`.
  static func resample(
    _ contents: LayerContents, source: Rect, onto placed: (x0: Double, y0: Double, x1: Double, y1: Double),
    box: PixelBox, into buffer: inout [UInt32]
  ) {
    let (width, height) = (box.width, box.height)
    guard width > 0, height > 0, contents.width > 0, contents.height > 0 else { return }
    if buffer.count < width * height { buffer = [UInt32](repeating: 0, count: width * height) }
    // Each column's and row's two texels and the weight of the second.
    func taps(
      from first: Int, count: Int, start: Double, end: Double, sourceStart: Double, sourceLength: Double, size: Int
    ) -> [Tap] {
      (0..<count).map { index in
        let unit = (Double(first + index) + 0.5 - start) / (end - start)
        let texel = (sourceStart + unit * sourceLength) * Double(size) - 0.5
        let below = texel.rounded(.down)
        return Tap(
          first: Int(max(min(below, Double(size - 1)), 0)), second: Int(max(min(below + 1, Double(size - 1)), 0)),
          weight: UInt32(((texel - below) * 256).rounded()))
      }
    }
    let columns = taps(
      from: box.x0, count: width, start: placed.x0, end: placed.x1, sourceStart: source.minX,
      sourceLength: source.width, size: contents.width)
    let rows = taps(
      from: box.y0, count: height, start: placed.y0, end: placed.y1, sourceStart: source.minY,
      sourceLength: source.height, size: contents.height)
    // Each source row the output needs, mixed across once (two kept: the rows above and below the
    // output row, which the next output row often shares), then the two mixed down.
    var upper = [UInt32](repeating: 0, count: width)
    var lower = [UInt32](repeating: 0, count: width)
    var (upperRow, lowerRow) = (-1, -1)
    contents.pixels.withUnsafeBytes { bytes in
      let texels = bytes.bindMemory(to: UInt32.self).baseAddress!
      func across(_ row: Int, into line: inout [UInt32]) {
        let source = texels + row * contents.width
        columns.withUnsafeBufferPointer { columns in
          line.withUnsafeMutableBufferPointer { line in
            for (x, tap) in columns.enumerated() { line[x] = mix(source[tap.first], source[tap.second], tap.weight) }
          }
        }
      }
      buffer.withUnsafeMutableBufferPointer { out in
        for (y, tap) in rows.enumerated() {
          if tap.first != upperRow {
            if tap.first == lowerRow {
              swap(&upper, &lower)
              (upperRow, lowerRow) = (lowerRow, upperRow)
            } else {
              across(tap.first, into: &upper)
              upperRow = tap.first
            }
          }
          if tap.second != lowerRow {
            across(tap.second, into: &lower)
            lowerRow = tap.second
          }
          let row = out.baseAddress! + y * width
          upper.withUnsafeBufferPointer { upper in
            lower.withUnsafeBufferPointer { lower in
              for x in 0..<width { row[x] = mix(upper[x], lower[x], tap.weight) }
            }
          }
        }
      }
    }
  }

  /// Where one output column or row samples: the two texels either side of its centre and the weight of
  /// the second, 0…256.
  private struct Tap {
    var first: Int
    var second: Int
    var weight: UInt32
  }

  /// `a` and `b` mixed by `w`/256 of `b`, two channels at a time eight bits apart (red and blue, green
  /// and alpha), each pair blended at once.
  @inline(__always) private static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let inverse = 256 - w
    let redBlue = ((a & 0x00FF_00FF) &* inverse &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8 & 0x00FF_00FF
    let greenAlpha = (((a >> 8) & 0x00FF_00FF) &* inverse &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
    return redBlue | greenAlpha
  }
}
