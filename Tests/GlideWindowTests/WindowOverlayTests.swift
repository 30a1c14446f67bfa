import GlideAnimation
import GlideInput
import GlideRender
import GlideScenarios
import GlideSimulation
import GlideWindow
import Testing

/// The touch surface and the heads-up lines as drawn (offscreen, the window's own drawing code), checked
/// the way a person sees them: the contacts' colour where the fingers are, the decision's swatch.
@Suite struct WindowOverlayTests {
  nonisolated(unsafe) static let fonts: FontLibrary = {
    do { return try FontLibrary() } catch { fatalError("\(error)") }
  }()

  static let layout: WindowLayout = {
    let geometry = DeviceDescription.pointerSurface(widthPoints: 390, heightPoints: 844).geometry
    return WindowLayout(
      screenSize: Size(width: 390, height: 844),
      surfaceMillimetres: Size(width: geometry.widthMillimetres, height: geometry.heightMillimetres), scale: 1)
  }()

  static func draw(_ contacts: ContactTrails, _ headsUp: HeadsUpDisplay) throws -> RenderImage {
    let canvas = try Canvas(offscreenSize: layout.size, scale: 1, fonts: fonts)
    try LayerRenderer().render(WindowOverlay.snapshot(layout: layout, contacts: contacts, headsUp: headsUp), on: canvas)
    return canvas.image()
  }

  static func rgb(_ colour: Color) -> RenderImage.RGB {
    RenderImage.RGB(
      red: UInt8((colour.red * 255).rounded()), green: UInt8((colour.green * 255).rounded()),
      blue: UInt8((colour.blue * 255).rounded()))
  }

  /// Pixels in the box (inclusive of x0/y0, exclusive of x1/y1) within 3 levels of `colour`.
  static func count(_ image: RenderImage, _ colour: Color, x: Range<Int>, y: Range<Int>) -> Int {
    let want = rgb(colour)
    var n = 0
    for py in y where py >= 0 && py < image.height {
      for px in x where px >= 0 && px < image.width {
        let p = image[px, py]
        if abs(Int(p.red) - Int(want.red)) <= 3 && abs(Int(p.green) - Int(want.green)) <= 3
          && abs(Int(p.blue) - Int(want.blue)) <= 3
        {
          n += 1
        }
      }
    }
    return n
  }

  @Test func aCtrlDragDrawsTwoContactsMirroredAboutTheCentreAtTheirSize() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    var contacts = ContactTrails(device: emulator.device)
    let t = { (ms: Int64) in Timestamp(microseconds: 1_000_000 + ms * 1000) }
    var events = emulator.press(x: 95, y: 222, control: true, time: t(0))
    for step in 1...10 {
      events += emulator.move(x: 95 + Double(step) * 5, y: 222 + Double(step) * 10, time: t(Int64(step) * 16))
    }
    events.forEach { contacts.consume($0) }
    #expect(contacts.contacts.count == 2)
    #expect(contacts.contacts.allSatisfy { $0.isDown && $0.major == ContactTrails.defaultDiameter })
    let image = try Self.draw(contacts, HeadsUpDisplay(scenario: "pinch-pop"))
    let surface = Self.layout.surface
    // The finger under the pointer at (145, 322) pt and its mirror at (245, 522) pt: each a ring of the
    // contact colour 8 mm (50.4 pt) across, filled with it at 45 % over the surface.
    for (x, y) in [(145.0, 322.0), (245.0, 522.0)] {
      let (cx, cy) = (Int(surface.minX + x), Int(surface.minY + y))
      let ring = Self.count(image, WindowOverlay.contactColour, x: (cx - 27)..<(cx + 27), y: (cy - 27)..<(cy + 27))
      // Anti-aliased, a 2-pt ring's pixels wholly of its colour are about half of its 300 pixels' area.
      #expect(ring > 120, "a 2-pt ring of 50 pt across has about 300 pixels; got \(ring) at \(x), \(y)")
      let inside = image[cx, cy]
      #expect(inside.red > 100 && inside.red > inside.blue + 40, "filled: \(inside)")
      // Nothing of it beyond its radius.
      #expect(Self.count(image, WindowOverlay.contactColour, x: (cx + 30)..<(cx + 40), y: (cy - 5)..<(cy + 5)) == 0)
    }
    // The path the pointer took: fading dots of the contact's colour from where it went down (95, 222) to
    // where it is, none beside it.
    let orangeish = { (p: RenderImage.RGB) in Int(p.red) > Int(p.blue) + 60 && p.red > p.green }
    var path = 0
    var beside = 0
    for y in Int(surface.minY + 222)..<Int(surface.minY + 290) {
      for x in Int(surface.minX + 90)..<Int(surface.minX + 150) where orangeish(image[x, y]) {
        let along = surface.minX + 95 + (Double(y) - surface.minY - 222) / 2  // the line x = 95 + (y − 222)/2
        if abs(Double(x) - along) <= 3 { path += 1 } else { beside += 1 }
      }
    }
    #expect(path > 20 && beside == 0, "\(path) path pixels, \(beside) beside it")
  }

  @Test func theDecisionSwatchIsGreyThenGreenForFinishOrRedForCancel() throws {
    let playback = try ReplayPlaybackTests.playback()
    let band = Self.layout.headsUp
    let swatch = (x: Int(band.minX + 2)..<Int(band.minX + 8), y: Int(band.minY + 25)..<Int(band.minY + 35))
    var image = try Self.draw(playback.trails, playback.headsUp)
    #expect(Self.count(image, WindowOverlay.undecidedColour, x: swatch.x, y: swatch.y) == 60)
    while playback.headsUp.outcome == nil { playback.show(playback.frame + 1) }
    image = try Self.draw(playback.trails, playback.headsUp)
    #expect(Self.count(image, WindowOverlay.finishColour, x: swatch.x, y: swatch.y) == 60)
    // The text of the lines is drawn right of the swatch.
    #expect(Self.count(image, WindowOverlay.textColour, x: Int(band.minX + 18)..<Int(band.minX + 400), y: Int(band.minY)..<Int(band.minY + 60)) > 200)

    let (device, events) = try ReplayPlaybackTests.trace("traces/pinch-pop/cancel-slow.evemu")
    let cancel = ReplayPlayback(
      events: events, device: device, scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, framesPerSecond: 60)
    while cancel.headsUp.outcome == nil && !cancel.hasEnded { cancel.show(cancel.frame + 1) }
    #expect(cancel.headsUp.outcome == .cancel)
    image = try Self.draw(cancel.trails, cancel.headsUp)
    #expect(Self.count(image, WindowOverlay.cancelColour, x: swatch.x, y: swatch.y) == 60)
  }
}
