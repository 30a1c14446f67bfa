import Foundation
import GlideAnimation
import Testing

@testable import GlideRender

/// Upright opaque images scaled on the CPU on a software rasteriser: the same pixels (to two levels) as
/// the shader draws, on the same pixels, and the shader still for what is turned or translucent.
@Suite("Images scaled on the CPU")
struct ImageResamplerTests {
  static let size = Size(width: 90, height: 70)

  /// A 37 × 23 opaque image of smooth ramps and a hard-edged checker (what filtering shows up on), with
  /// no white pixel (white is the background around it).
  static let picture: LayerContents = {
    var pixels: [UInt8] = []
    for y in 0..<23 {
      for x in 0..<37 {
        let checker: UInt8 = (x / 4 + y / 4) % 2 == 0 ? 200 : 30
        pixels += [UInt8(x * 250 / 36), UInt8(y * 250 / 22), checker, 255]
      }
    }
    return LayerContents(width: 37, height: 23, pixels: pixels)
  }()

  /// The image in a layer at a fractional place, grown or shrunk by `scale`, turned by `angle`, faded to
  /// `opacity`; drawn at 2× with the CPU's scaling or (`resampling` false) the shader's.
  static func draw(scale: Double, angle: Double = 0, opacity: Double = 1, resampling: Bool) throws -> (RenderImage, Canvas) {
    let engine = AnimationEngine()
    let root = RenderTest.root(engine, size: size)
    var state = RenderTest.state(
      frame: Rect(x: 10.3, y: 7.7, width: 37 * scale, height: 23 * scale), colour: .clear, opacity: opacity,
      transform: Transform2D(rotationAngle: angle))
    state.contents = picture
    root.addSublayer(Layer(engine: engine, state: state))
    let canvas = try Canvas(offscreenSize: size, scale: 2, fonts: RenderTest.fonts)
    canvas.resamplesImages = resampling
    try LayerRenderer(background: .white).render(root, at: 0, on: canvas)
    return (canvas.image(), canvas)
  }

  /// The largest difference of any channel of any pixel, and how many pixels differ at all.
  static func compare(_ a: RenderImage, _ b: RenderImage) -> (largest: Int, differing: Int) {
    var (largest, differing) = (0, 0)
    for index in stride(from: 0, to: a.pixels.count, by: 3) {
      let difference = (0..<3).map { abs(Int(a.pixels[index + $0]) - Int(b.pixels[index + $0])) }.max() ?? 0
      largest = max(largest, difference)
      if difference > 0 { differing += 1 }
    }
    return (largest, differing)
  }

  @Test("Shrunk, grown and as it is: within two levels of the shader, on exactly its pixels", arguments: [0.6, 1, 1.7])
  func sameAsTheShader(scale: Double) throws {
    let (cpu, canvas) = try Self.draw(scale: scale, resampling: true)
    guard canvas.rendererName.contains("llvmpipe") || canvas.rendererName.contains("softpipe") else { return }
    let (shader, shaded) = try Self.draw(scale: scale, resampling: false)
    #expect(canvas.imagesResampled == 1 && shaded.imagesResampled == 0)
    let (largest, _) = Self.compare(cpu, shader)
    #expect(largest <= 2)
    // The image's edge: the same pixels covered (white around it in both), by the pixel-centre rule.
    func covered(_ image: RenderImage) -> Int {
      var count = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != RenderImage.RGB(red: 255, green: 255, blue: 255) { count += 1 }
      }
      return count
    }
    #expect(covered(cpu) == covered(shader))
    let placed = (x0: 20.6, y0: 15.4, x1: 20.6 + 74 * scale, y1: 15.4 + 46 * scale)
    #expect(covered(cpu) == ImageResampler.pixels(of: placed, within: canvas.bounds).width
      * ImageResampler.pixels(of: placed, within: canvas.bounds).height)
  }

  @Test("A turned image and a faded one are the shader's: the same bytes either way")
  func turnedOrFadedStayShaded() throws {
    for (angle, opacity) in [(0.3, 1.0), (0.0, 0.5)] {
      let (cpu, canvas) = try Self.draw(scale: 1.2, angle: angle, opacity: opacity, resampling: true)
      let (shader, _) = try Self.draw(scale: 1.2, angle: angle, opacity: opacity, resampling: false)
      #expect(canvas.imagesResampled == 0)
      #expect(cpu.pixels == shader.pixels)
    }
  }

  @Test("A frame read back as RGBA is written as the same PNG, byte for byte, as its RGB image")
  func framesReadBackAsRGBA() throws {
    let (image, canvas) = try Self.draw(scale: 1.3, resampling: true)
    let rgba = canvas.readRGBA()
    #expect(rgba.count == image.width * image.height * 4)
    let png = try RenderImage.pngData(rgba: rgba, width: canvas.pixelWidth, height: canvas.pixelHeight)
    #expect(png == (try image.pngData()))
    let folder = try RenderTest.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("frame.png").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(png)))
    #expect(try RenderImage(contentsOfPNG: path) == image)
  }

  @Test("A pixel is the image's when its centre is: on the left or top edge in, on the right or bottom edge out")
  func pixelCentres() {
    let placed = (x0: 10.3, y0: 20.5, x1: 30.5, y1: 40.7)
    #expect(ImageResampler.pixels(of: placed, within: PixelBox(x0: 0, y0: 0, x1: 100, y1: 100))
      == PixelBox(x0: 10, y0: 20, x1: 30, y1: 41))
    #expect(ImageResampler.pixels(of: placed, within: PixelBox(x0: 15, y0: 0, x1: 100, y1: 25))
      == PixelBox(x0: 15, y0: 20, x1: 30, y1: 25))
    // Only a scale and a move: a turn, a flip or a perspective is left to the shader.
    let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(ImageResampler.placement(of: rect, Transform3D(Transform2D(scaleX: 2, y: 3))) != nil)
    #expect(ImageResampler.placement(of: rect, Transform3D(Transform2D(rotationAngle: 0.1))) == nil)
    #expect(ImageResampler.placement(of: rect, Transform3D(Transform2D(scaleX: -1, y: 1))) == nil)
  }
}
