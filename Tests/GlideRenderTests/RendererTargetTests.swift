import CSDL2
import GlideAnimation
import GlideRender
import Testing

/// A canvas drawing through a renderer it does not own, as a window's: the frame is drawn into the
/// canvas's texture, then presented scaled into a rectangle of the renderer's own output. A software
/// renderer on a surface stands in for the window (no display needed), and the surface is read back.
@Suite("Renderer targets", .serialized)
struct RendererTargetTests {
  @Test("A frame presented into a letterboxed rectangle of another renderer's output, at half size")
  func presentIntoAnotherRenderer() throws {
    let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 300, 200, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
    defer { SDL_DestroyRenderer(renderer) }
    // The "window": dark grey.
    SDL_SetRenderDrawColor(renderer, 40, 40, 40, 255)
    SDL_RenderClear(renderer)

    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: Size(width: 100, height: 200))
    root.addSublayer(Layer(engine: engine, state: RenderTest.state(frame: Rect(x: 0, y: 0, width: 50, height: 200), colour: RenderTest.red)))
    // A 100 × 200 point screen at 1×, presented at half size in the middle of the 300 × 200 output.
    let canvas = try Canvas(renderer: renderer, size: Size(width: 100, height: 200), scale: 1, fonts: RenderTest.fonts)
    try LayerRenderer().render(root, at: 0, on: canvas)
    canvas.present(in: (x: 125, y: 50, width: 50, height: 100))
    SDL_RenderPresent(renderer)

    // The canvas's own frame is whole.
    let frame = canvas.image()
    #expect(frame.width == 100 && frame.height == 200)
    #expect(frame[10, 10] == RenderImage.RGB(red: 255, green: 0, blue: 0))
    #expect(frame[90, 10] == RenderImage.RGB(red: 255, green: 255, blue: 255))

    // The output: grey around, the half-size frame in its rectangle (red left half, white right half).
    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
      let row = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch)
      let value = UnsafeRawPointer(row + x * 4).load(as: UInt32.self)
      return (UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
    #expect(pixel(10, 10) == (40, 40, 40))
    #expect(pixel(124, 100) == (40, 40, 40) && pixel(175, 100) == (40, 40, 40))
    #expect(pixel(130, 60) == (255, 0, 0) && pixel(149, 140) == (255, 0, 0))
    #expect(pixel(151, 60) == (255, 255, 255) && pixel(174, 149) == (255, 255, 255))
    #expect(pixel(150, 49) == (40, 40, 40) && pixel(150, 150) == (40, 40, 40))
  }
}
