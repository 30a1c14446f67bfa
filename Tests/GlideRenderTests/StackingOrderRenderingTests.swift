import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideReports
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import GlideTransitions
import Testing

/// pinch-layout's photos drawn frame by frame as `glide render` draws them (issue 29, "Stable ties"):
/// where photos 1 and 2 overlap, the same one shows in every frame, the pile's top photo, even where
/// their interpolated `zIndex` values (15 and 14 going to 0) round to one number. The photos' images
/// are taken out before each frame is drawn, so each cell shows the colour of its own under them.
@Suite("Rendering pinch-layout's stacking order", .serialized)
struct StackingOrderRenderingTests {
  /// What one frame shows where photos 1 and 2 overlap.
  struct Overlap {
    let frame: Int
    let time: Double
    /// Pixels inside both photos (their 3 pt white borders and a point more left out).
    var pixels = 0
    /// Of those, the pixels of photo 1's colour and of photo 2's.
    var one = 0
    var two = 0
  }

  /// Photo 1's cell's colour (hue 0 at saturation 0.6, value 0.8: the scenario's PhotoSource) and photo
  /// 2's (hue 1/15), as 8-bit sRGB.
  static let photoOne = RenderImage.RGB(red: 204, green: 82, blue: 82)
  static let photoTwo = RenderImage.RGB(red: 204, green: 131, blue: 82)

  /// Whether `pixel` is within 6 of `colour` in each channel.
  static func matches(_ pixel: RenderImage.RGB, _ colour: RenderImage.RGB) -> Bool {
    abs(Int(pixel.red) - Int(colour.red)) <= 6 && abs(Int(pixel.green) - Int(colour.green)) <= 6
      && abs(Int(pixel.blue) - Int(colour.blue)) <= 6
  }

  /// Takes the images out of the photos' cells under `view` (named "photo N"): each shows its own
  /// colour, which the overlap is read by.
  static func takeOutImages(_ view: View) {
    if view.name.hasPrefix("photo ") { view.layer.contents = nil }
    for subview in view.subviews { takeOutImages(subview) }
  }

  /// Replays `trace` with pinch-layout at 1×, draws every display frame with the renderer `glide render`
  /// uses, and reads in each image the pixels inside both photo 1 and photo 2 (from their presented
  /// geometry in the view tree), counting each photo's colour there.
  static func overlaps(_ trace: String) throws -> [Overlap] {
    let reader = try TraceReader.open(Glide.path(trace))
    let replayer = Replayer(
      scenario: .pinchLayout, options: Scenario.pinchLayout.defaultOptions, device: reader.device)
    let frames = ReplayFrames(replayer: replayer)
    let canvas = try Canvas(offscreenSize: Size(width: 390, height: 844), scale: 1, fonts: RenderTest.fonts)
    let renderer = LayerRenderer()
    var found: [Overlap] = []
    var failure: (any Error)?
    frames.onFrame = { frame in
      guard failure == nil else { return }
      do {
        let scene = replayer.run.scene
        Self.takeOutImages(scene.window)
        try renderer.render(scene, at: frame.time, on: canvas)
        let image = canvas.image()
        let snapshot = ViewTreeSnapshot(window: scene.window, time: frame.time, source: .frame, percent: frame.percent)
        guard let one = snapshot.nodes.first(where: { $0.name == "photo 1" }),
          let two = snapshot.nodes.first(where: { $0.name == "photo 2" }), one.isDrawn, two.isDrawn,
          let oneFromWindow = one.toWindow.inverted, let twoFromWindow = two.toWindow.inverted
        else { return }
        // Whether a window point lies in a photo's interior: inside its 3 pt border, and a point more.
        func inside(_ point: Point, _ node: ViewNode, _ fromWindow: Transform2D) -> Bool {
          let local = point.applying(fromWindow)
          return local.x >= node.bounds.minX + 4 && local.x <= node.bounds.maxX - 4 && local.y >= node.bounds.minY + 4
            && local.y <= node.bounds.maxY - 4
        }
        let (minX, minY) = (max(one.frame.minX, two.frame.minX, 0), max(one.frame.minY, two.frame.minY, 0))
        let maxX = min(one.frame.maxX, two.frame.maxX, Double(image.width))
        let maxY = min(one.frame.maxY, two.frame.maxY, Double(image.height))
        guard maxX > minX, maxY > minY else { return }
        var overlap = Overlap(frame: frame.number, time: frame.time)
        for y in Int(minY)..<Int(maxY.rounded(.up)) {
          for x in Int(minX)..<Int(maxX.rounded(.up)) {
            let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
            guard inside(centre, one, oneFromWindow), inside(centre, two, twoFromWindow) else { continue }
            overlap.pixels += 1
            if matches(image[x, y], photoOne) { overlap.one += 1 }
            if matches(image[x, y], photoTwo) { overlap.two += 1 }
          }
        }
        if overlap.pixels > 0 { found.append(overlap) }
      } catch { failure = error }
    }
    _ = try frames.replay { try reader.next() }
    if let failure { throw failure }
    return found
  }

  @Test(
    "Where photos 1 and 2 overlap, photo 1 shows in every frame (closing the grid, a regrabbed opening)",
    arguments: ["traces/pinch-layout/close-finish.evemu", "traces/pinch-layout/regrab.evemu"])
  func photoOneStaysInFront(trace: String) throws {
    let overlaps = try Self.overlaps(trace).filter { $0.pixels >= 50 }
    // The photos overlap through most of either trace: the close gathers them from frame ~30 on, the
    // regrab starts and ends on the pile.
    #expect(overlaps.count >= 30, "\(trace): photos 1 and 2 overlap in only \(overlaps.count) frames")
    for overlap in overlaps {
      // Photo 1's colour fills the overlap but for its "1" label; none of photo 2's shows through.
      #expect(
        overlap.two == 0 && overlap.one * 10 >= overlap.pixels * 9,
        """
        \(trace), frame \(overlap.frame) (\(overlap.time) s): of \(overlap.pixels) pixels where photos 1 and 2 \
        overlap, \(overlap.one) show photo 1 and \(overlap.two) photo 2
        """)
    }
  }
}
