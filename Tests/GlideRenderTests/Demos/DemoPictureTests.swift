import Foundation
import GlideDemos
import GlideAnimation
import GlideRender
import GlideSimulation
import Testing

/// Demos as drawn: frames of each read back by pixel regions at the moments the articles describe.
@Suite("Demos: pictures")
struct DemoPictureTests {
  /// Frames `numbers` of `demo` (ascending) drawn at `scale`.
  static func frames(_ demo: Demo, _ numbers: [Int], scale: Double = 1) throws -> [Int: RenderImage] {
    let run = DemoRun(demo: demo)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: scale, fonts: RenderTest.fonts)
    var images: [Int: RenderImage] = [:]
    for number in 0...(numbers.max() ?? 0) {
      run.showFrame(number)
      guard numbers.contains(number) else { continue }
      try LayerRenderer().render(run.scene, at: run.time, on: canvas)
      images[number] = canvas.image()
    }
    return images
  }

  /// Whether `pixel` is within `tolerance` of `colour` in every channel.
  static func near(_ pixel: RenderImage.RGB, _ colour: RenderImage.RGB, _ tolerance: Int = 3) -> Bool {
    abs(Int(pixel.red) - Int(colour.red)) <= tolerance && abs(Int(pixel.green) - Int(colour.green)) <= tolerance
      && abs(Int(pixel.blue) - Int(colour.blue)) <= tolerance
  }

  /// How many pixels of the box within `tolerance` of `colour`.
  static func count(_ colour: RenderImage.RGB, in image: RenderImage, x: Range<Int>, y: Range<Int>, tolerance: Int = 40) -> Int {
    var count = 0
    for row in y { for column in x where near(image[column, row], colour, tolerance) { count += 1 } }
    return count
  }

  static let red = RenderImage.RGB(red: 255, green: 0, blue: 0)
  static let green = RenderImage.RGB(red: 0, green: 255, blue: 0)
  static let blue = RenderImage.RGB(red: 0, green: 0, blue: 255)
  static let white = RenderImage.RGB(red: 255, green: 255, blue: 255)

  @Test("keyframe-colour: the 100-point square blue before the tap, red at ⅓, green at ⅔ and blue again at the end")
  func keyframeColour() throws {
    let images = try Self.frames(.keyframeColour, [10, 55, 95, 140])
    // The square: (145, 272) to (245, 372) on the screen; its whole inside one colour, white around it.
    for (frame, colour) in [(10, Self.blue), (55, Self.red), (95, Self.green), (140, Self.blue)] {
      let image = try #require(images[frame])
      #expect(Self.count(colour, in: image, x: 147..<243, y: 274..<370, tolerance: 2) == 96 * 96, "frame \(frame)")
      #expect(Self.near(image[140, 322], Self.white) && Self.near(image[250, 322], Self.white), "frame \(frame)")
    }
    // The button that started it, filled in systemBlue with its title.
    let image = try #require(images[10])
    #expect(Self.near(image[120, 505], RenderImage.RGB(red: 0, green: 122, blue: 255), 2))
  }

  @Test("ship-path: half way (2 s) the ship sits on the curve's middle (195, 422) turned 33.7° down along it; the red curve drawn")
  func shipPath() throws {
    let image = try #require(try Self.frames(.shipPath, [120])[120])
    let grey = RenderImage.RGB(red: 184, green: 191, blue: 204)
    // The hull at the centre and 18 points along the turned nose (cos 33.7°, sin 33.7° = 0.832, 0.555).
    #expect(Self.near(image[195, 422], grey, 4), "\(image[195, 422])")
    #expect(Self.near(image[195 + 15, 422 + 10], grey, 4), "\(image[210, 432])")
    // Unturned, the nose would be 18 points right of the centre, on the same row: white there now.
    #expect(Self.near(image[195 + 24, 422], Self.white, 4), "\(image[219, 422])")
    // The red curve a quarter of the way, B(0.25) = (68.0, 107.8) in its 300-point view at (45, 272).
    #expect(Self.count(Self.red, in: image, x: 110..<117, y: 377..<384) >= 6)
    // And nowhere near the ship's path far below it.
    #expect(Self.count(Self.red, in: image, x: 0..<390, y: 600..<760) == 0)
  }

  static let systemBlue = RenderImage.RGB(red: 0, green: 122, blue: 255)

  @Test("layout-traps at 1.2 s: the frame's card back at the left, the transform's card 1.6 times as big, the fixes' at the right, the collapse gone")
  func layoutTraps() throws {
    let image = try #require(try Self.frames(.layoutTraps, [72])[72])
    // Lane n's card row: centre y = 104 + 118 (n − 1) + 80; left card 20…64, right card 306…350.
    func row(_ lane: Int) -> Range<Int> { let y = 104 + 118 * (lane - 1) + 80; return (y - 15)..<(y + 15) }
    #expect(Self.count(Self.systemBlue, in: image, x: 25..<60, y: row(1), tolerance: 3) == 35 * 30)
    #expect(Self.count(Self.systemBlue, in: image, x: 300..<390, y: row(1), tolerance: 3) == 0)
    for lane in [2, 4, 5] {
      #expect(Self.count(Self.systemBlue, in: image, x: 311..<346, y: row(lane), tolerance: 3) == 35 * 30, "lane \(lane)")
      #expect(Self.count(Self.systemBlue, in: image, x: 0..<300, y: row(lane), tolerance: 3) == 0, "lane \(lane)")
    }
    // Scale 1.6 about the centre (42, 80): 70.4 points wide, 6.8 to 77.2.
    let lane3 = (104 + 236 + 80 - 2)..<(104 + 236 + 80 + 2)
    #expect(Self.count(Self.systemBlue, in: image, x: 9..<75, y: lane3, tolerance: 3) == 66 * 4)
    #expect(Self.count(Self.systemBlue, in: image, x: 0..<390, y: row(6), tolerance: 60) == 0)
  }

  @Test("motion-effects: the mars card 5 points right of its place at full right tilt, 5 left at full left tilt")
  func motionEffects() throws {
    let images = try Self.frames(.motionEffects, [0, 60, 140])
    let cream = RenderImage.RGB(red: 250, green: 245, blue: 230)
    // The card's left edge at rest is x = 45; its middle row y = 422.
    for (frame, edge) in [(0, 45), (60, 50), (140, 40)] {
      let image = try #require(images[frame])
      #expect(Self.near(image[edge + 2, 430], cream, 6), "frame \(frame): \(image[edge + 2, 430])")
      #expect(!Self.near(image[edge - 2, 430], cream, 60), "frame \(frame): \(image[edge - 2, 430])")
    }
  }
}
