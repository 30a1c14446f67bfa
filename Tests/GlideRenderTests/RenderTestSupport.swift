import Foundation
import GlideAnimation
import GlideRender
import GlideTestSupport
import Testing

/// Layer trees drawn offscreen for the tests, and their pixels read back as a person would see them: from
/// the PNG, through `tools/png-regions.py` (``Screenshot/colours(in:colours:regions:tolerance:)``).
enum RenderTest {
  /// One font library for every test (each canvas shares it).
  nonisolated(unsafe) static let fonts: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("\(error)") }
  }()

  /// `layer` drawn at `time` on a canvas of `size` points at `scale`.
  static func image(_ layer: Layer, size: Size, scale: Double = 1, at time: Double = 0, background: Color = .black)
    throws -> RenderImage
  {
    let canvas = try Canvas(offscreenSize: size, scale: scale, fonts: fonts)
    try LayerRenderer(background: background).render(layer, at: time, on: canvas)
    return canvas.image()
  }

  /// A scratch folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `image` as a PNG in `folder` and counts, in each region, the pixels within `tolerance` of each
  /// colour, as `png-regions.py` reads the file.
  static func regions(
    _ image: RenderImage, in folder: URL, name: String = "frame.png", colours: [String: String],
    regions: [PixelRegion], tolerance: Int = 2
  ) throws -> [String: [String: ColourCount]] {
    let png = folder.appendingPathComponent(name)
    try image.writePNG(to: png.path)
    return try Screenshot.colours(in: png, colours: colours, regions: regions, tolerance: tolerance)
  }

  /// The area a colour covers, pixels: each pixel's share of it (`weight`, 0…1, of the pixel's colour)
  /// summed, so an anti-aliased edge pixel half covered counts a half.
  static func coverage(_ image: RenderImage, _ weight: (RenderImage.RGB) -> Double) -> Double {
    var total = 0.0
    for y in 0..<image.height {
      for x in 0..<image.width { total += min(max(weight(image[x, y]), 0), 1) }
    }
    return total
  }

  /// A root layer filling a canvas of `size` points with `colour`.
  static func root(_ engine: AnimationEngine, size: Size, colour: Color = .white) -> Layer {
    Layer(engine: engine, name: "", state: state(frame: Rect(origin: .zero, size: size), colour: colour))
  }

  /// A layer state placed at `frame` in its superlayer (default anchor), in `colour`.
  static func state(frame: Rect, colour: Color, opacity: Double = 1, transform: Transform2D = .identity) -> LayerState {
    LayerState(
      position: frame.center, bounds: Rect(origin: .zero, size: frame.size), transform: Transform3D(transform),
      opacity: opacity, backgroundColor: colour)
  }

  static let red = Color(red: 1, green: 0, blue: 0)
  static let green = Color(red: 0, green: 1, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
}
