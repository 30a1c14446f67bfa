import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideReports
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import Testing

/// pinch-pop's zoom as drawn: the photo keeps its aspect as it shrinks into its cell (no squashing), and
/// the status bar stays at the top of the screen, the system's, while the screen beneath zooms away.
@Suite("Pinch-pop's zoom in pixels", .serialized)
struct PinchPopZoomPixelTests {
  /// Replays the default trace with pinch-pop's dressed screens (and `scene`'s, when given), calling
  /// `body` at every display frame with the frame drawn at 1×.
  static func replay(
    scene: SceneFile? = nil, _ body: @escaping (ReplayFrames.Frame, Replayer, RenderImage) throws -> Void
  ) throws {
    let reader = try TraceReader.open(Glide.path("traces/default.evemu"))
    var options = Scenario.pinchPop.defaultOptions
    options.scene = scene
    let replayer = Replayer(scenario: .pinchPop, options: options, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil else { return }
      do {
        try LayerRenderer().render(replayer.run.scene, at: frame.time, on: canvas)
        try body(frame, replayer, canvas.image())
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
  }

  /// The bounding box (pixels, maxima exclusive) of the pixels of `image` in `area` for which `test`
  /// holds, and how many there are.
  static func box(
    _ image: RenderImage, in area: (x: Range<Int>, y: Range<Int>), where test: (RenderImage.RGB) -> Bool
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
    var (minX, minY, maxX, maxY, count) = (Int.max, Int.max, Int.min, Int.min, 0)
    for y in area.y {
      for x in area.x where test(image[x, y]) {
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
        count += 1
      }
    }
    return count > 0 ? (minX, minY, maxX, maxY, count) : nil
  }

  /// Detail's photo is a red 3 : 2 box (the zoom's focus) with a blue square in its middle; Home is white
  /// with the zoom's target, a green square, in the grid's place.
  static let squareInPhoto = """
    screen Home background=#FFFFFF
      box frame=140,300,110,110 color=#00C000 role=zoom
    screen Detail background=black
      box frame=0,292,390,260 color=#FF0000 role=zoom
      box frame=145,372,100,100 color=#0000FF
    """

  @Test("Mid-pop the photo is shrunk, not squashed: the square in it stays square (to a pixel) in every frame")
  func photoKeepsItsAspect() throws {
    let scene = try SceneFile.parse(Self.squareInPhoto, path: "square.scene")
    var sides: [(percent: Double, width: Int, height: Int)] = []
    try Self.replay(scene: scene) { frame, _, image in
      guard let percent = frame.percent, percent > 0.05, percent < 0.95 else { return }
      let blue = Self.box(image, in: (0..<390, 60..<800)) { $0.blue > 200 && $0.red < 60 && $0.green < 60 }
      guard let blue else { return }
      sides.append((percent, blue.maxX - blue.minX, blue.maxY - blue.minY))
    }
    try #require(sides.count >= 10, "\(sides)")
    for side in sides {
      #expect(abs(side.width - side.height) <= 2, "at \(side.percent): \(side.width) × \(side.height) pixels")
    }
    // It shrinks on the way (from 100 points toward 110 / 260 of that).
    #expect(sides.contains { $0.width < 80 }, "\(sides)")
  }

  @Test("The photo lands aspect-filled and cropped: near the end the red shows as the green square's square")
  func photoLandsCropped() throws {
    let scene = try SceneFile.parse(Self.squareInPhoto, path: "square.scene")
    var last: (percent: Double, box: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int))?
    try Self.replay(scene: scene) { frame, _, image in
      guard let percent = frame.percent, percent > 0.9 else { return }
      if let red = Self.box(image, in: (0..<390, 0..<844), where: { $0.red > 200 && $0.green < 60 && $0.blue < 60 }) {
        last = (percent, red)
      }
    }
    let (percent, red) = try #require(last)
    // The target is 110 points square at (140, 300); a frame short of the end is within 3 points of it.
    #expect(abs(red.minX - 140) <= 3 && abs(red.minY - 300) <= 3, "at \(percent): \(red)")
    #expect(abs(red.maxX - 250) <= 3 && abs(red.maxY - 410) <= 3, "at \(percent): \(red)")
  }

  @Test("One status bar, the navigation controller's: never moved while Detail zooms, its time where it was")
  func statusBarStays() throws {
    var reference: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
    var (inFlight, found) = (0, 0)
    try Self.replay { frame, replayer, image in
      let scene = replayer.run.scene
      let snapshot = ViewTreeSnapshot(window: scene.window, time: frame.time, source: .frame, percent: frame.percent)
      let bars = snapshot.nodes.filter { $0.name.hasPrefix("status bar") }
      #expect(bars.count == 2, "the two styles of one status bar: \(bars.map(\.name))")
      for bar in bars {
        #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 47), "\(bar.name) at \(frame.time): \(bar.frame)")
      }
      #expect(bars.filter { $0.effectiveAlpha > 0.999 }.count <= 1)
      // "9:41", read as what differs from the bar's background between the time and the sensor housing.
      let background = image[150, 10]
      let ink = Self.box(image, in: (20..<110, 0..<47)) { pixel in
        max(abs(Int(pixel.red) - Int(background.red)), abs(Int(pixel.green) - Int(background.green))) > 60
      }
      if frame.number == 0 { reference = ink }
      guard let percent = frame.percent, percent > 0, percent < 1 else { return }
      inFlight += 1
      guard let ink, let reference else { return }
      found += 1
      #expect(
        abs(ink.minX - reference.minX) <= 1 && abs(ink.maxX - reference.maxX) <= 1 && abs(ink.minY - reference.minY) <= 1
          && abs(ink.maxY - reference.maxY) <= 1, "at \(percent): \(ink), at the start \(reference)")
    }
    let start = try #require(reference)
    #expect(start.minY >= 10 && start.maxY <= 40 && start.maxX - start.minX >= 30, "\(start)")
    // Cross-fading from light to dark content, the time is too faint to read for a few frames only.
    #expect(inFlight >= 20 && found * 3 >= inFlight * 2, "found in \(found) of \(inFlight) frames")
  }
}
