/// A translucent fill laid over a kept prefix (a dimming view's black, fading as a screen zooms or
/// slides away over another), composed on the CPU from the prefix's pixels as the copy is made, rather
/// than copied and then blended by the rasteriser: llvmpipe blends a uniform colour at 2.5 ns a pixel
/// (3.3 ms over a whole 2× frame), and this loop takes a fraction of that. The arithmetic is the
/// blend's in 8 bits: each channel `source + destination × (255 − source alpha) / 255`, rounded as
/// llvmpipe rounds an 8-bit product, so the pixels are the rasteriser's own.
enum KeptPrefixDimming {
  /// `colour` (straight alpha, 0 < alpha < 255) over every pixel of `pixels` (RGBA, rows of `width`
  /// pixels) inside `box`, into `out` (the box's pixels, rows of `box.width`).
  static func compose(
    _ colour: RGBA8, over pixels: UnsafeBufferPointer<UInt32>, width: Int, box: PixelBox, into out: inout [UInt32]
  ) {
    let count = box.width * box.height
    if out.count < count { out = [UInt32](repeating: 0, count: count) }
    let source = premultiplied(colour)
    let keep = UInt32(255 - colour.alpha)
    // Red and blue, then green and alpha, two 16-bit lanes a word.
    let sourceRedBlue = source & 0x00FF_00FF
    let sourceGreenAlpha = (source >> 8) & 0x00FF_00FF
    @inline(__always) func scaled(_ lanes: UInt32) -> UInt32 {
      // Each lane x · keep / 255 as llvmpipe rounds an 8-bit product: (t + (t >> 8) + 128) >> 8.
      let t = lanes &* keep
      return ((t &+ ((t >> 8) & 0x00FF_00FF) &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    }
    @inline(__always) func saturated(_ lanes: UInt32) -> UInt32 {
      // A lane that reached 256 is 255.
      let over = lanes & 0x0100_0100
      return (lanes | (over &- (over >> 8))) & 0x00FF_00FF
    }
    out.withUnsafeMutableBufferPointer { out in
      let out = out.baseAddress!
      for y in 0..<box.height {
        let row = pixels.baseAddress! + (box.y0 + y) * width + box.x0
        let target = out + y * box.width
        for x in 0..<box.width {
          let pixel = row[x]
          let redBlue = saturated(scaled(pixel & 0x00FF_00FF) &+ sourceRedBlue)
          let greenAlpha = saturated(scaled((pixel >> 8) & 0x00FF_00FF) &+ sourceGreenAlpha)
          target[x] = redBlue | (greenAlpha << 8)
        }
      }
    }
  }

  /// The colour premultiplied and stored in 8 bits as the rasteriser stores a shader's output (each
  /// channel rounded to the nearest level), packed RGBA.
  static func premultiplied(_ colour: RGBA8) -> UInt32 {
    let (r, g, b, a) = colour.premultiplied
    func level(_ value: Float) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
    return level(r) | level(g) << 8 | level(b) << 16 | level(a) << 24
  }
}
