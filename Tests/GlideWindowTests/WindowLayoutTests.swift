import GlideAnimation
import GlideInput
import GlideWindow
import Testing

@Suite struct WindowLayoutTests {
  @Test func theMouseSurfaceSitsBesideTheScreenAtItsSize() {
    let device = DeviceDescription.pointerSurface(widthPoints: 390, heightPoints: 844)
    let geometry = device.geometry
    let layout = WindowLayout(
      screenSize: Size(width: 390, height: 844),
      surfaceMillimetres: Size(width: geometry.widthMillimetres, height: geometry.heightMillimetres), scale: 1)
    #expect(layout.screen == Rect(x: 16, y: 16, width: 390, height: 844))
    #expect(abs(layout.surface.minX - 422) < 1e-9 && abs(layout.surface.width - 390) < 1e-9)
    #expect(abs(layout.surface.height - 844) < 1e-6)
    // 10 units a point and 63 a millimetre: 6.3 points a millimetre.
    #expect(abs(layout.pointsPerMillimetre - 6.3) < 1e-9)
    #expect(layout.headsUp == Rect(x: 16, y: 876, width: 796, height: 60))
    #expect(layout.size == Size(width: 828, height: 952))
  }

  @Test func aWideTouchpadIsAsWideAsTheScreenAndAStillWiderOneNoTaller() {
    let pad = WindowLayout(screenSize: Size(width: 390, height: 844), surfaceMillimetres: Size(width: 100, height: 60), scale: 2)
    #expect(pad.surface == Rect(x: 422, y: 16, width: 390, height: 234))
    #expect(pad.pixelSize == (1656, 1904))
    let tall = WindowLayout(screenSize: Size(width: 200, height: 100), surfaceMillimetres: Size(width: 50, height: 100), scale: 1)
    #expect(tall.surface == Rect(x: 232, y: 16, width: 50, height: 100))
    // The heads-up band is never narrower than its text needs.
    #expect(tall.headsUp.width == 560)
  }

  @Test func windowPixelsMapToScreenPointsAtTheScale() throws {
    let layout = WindowLayout(screenSize: Size(width: 390, height: 844), surfaceMillimetres: Size(width: 100, height: 60), scale: 2)
    let point = try #require(layout.screenPoint(pixelX: 32 + 100, pixelY: 32 + 50))
    #expect(point == Point(x: 50, y: 25))
    #expect(layout.screenPoint(pixelX: 10, pixelY: 100) == nil)  // the margin
    #expect(layout.screenPoint(pixelX: 900, pixelY: 100) == nil)  // the surface
    #expect(layout.clampedScreenPoint(pixelX: 2000, pixelY: -5) == Point(x: 390, y: 0))
    #expect(layout.pixels(layout.screen) == (32, 32, 780, 1688))
  }

  @Test func keysMapToCommandsAndSpeedsStepFromATenthToFourTimes() {
    let key = { (c: Character) in WindowCommand.forKey(Int32(c.asciiValue!), isRight: false, isLeft: false, isEscape: false) }
    #expect(key(" ") == .togglePause)
    #expect(key("[") == .slower && key("]") == .faster)
    #expect(key("r") == .restart && key("q") == .quit)
    #expect(key("x") == nil)
    #expect(WindowCommand.forKey(0, isRight: true, isLeft: false, isEscape: false) == .stepForward)
    #expect(WindowCommand.forKey(0, isRight: false, isLeft: true, isEscape: false) == .stepBack)
    #expect(WindowCommand.forKey(27, isRight: false, isLeft: false, isEscape: true) == .quit)
    var speed = 1.0
    var slower: [Double] = []
    for _ in 0..<5 {
      speed = PlaybackSpeed.slower(than: speed)
      slower.append(speed)
    }
    #expect(slower == [0.5, 0.25, 0.1, 0.1, 0.1])
    var faster: [Double] = []
    for _ in 0..<8 {
      speed = PlaybackSpeed.faster(than: speed)
      faster.append(speed)
    }
    #expect(faster == [0.25, 0.5, 1, 2, 4, 4, 4, 4])
  }

  @Test func noDisplayIsAnErrorThatSuggestsRenderOrTheTerminal() {
    #expect(throws: WindowError.noDisplay) { try WindowError.checkDisplay(environment: [:]) }
    #expect(throws: WindowError.noDisplay) { try WindowError.checkDisplay(environment: ["DISPLAY": ""]) }
    #expect(throws: Never.self) { try WindowError.checkDisplay(environment: ["DISPLAY": ":1"]) }
    #expect(throws: Never.self) { try WindowError.checkDisplay(environment: ["WAYLAND_DISPLAY": "wayland-0"]) }
    let text = WindowError.noDisplay.description
    #expect(text.contains("glide render -o frames/"))
    #expect(text.contains("glide live"))
    #expect(text.contains("xvfb-run"))
  }

  @Test("A display that nobody answers: SDL's fallback drivers are refused unless SDL_VIDEODRIVER chose them")
  func unreachableDisplayIsAnError() {
    #expect(throws: WindowError.displayUnreachable(display: "DISPLAY=:77", driver: "offscreen")) {
      try WindowError.checkDriver("offscreen", environment: ["DISPLAY": ":77"])
    }
    #expect(throws: WindowError.displayUnreachable(display: "DISPLAY=:7\\u{7}", driver: "dummy")) {
      try WindowError.checkDriver("dummy", environment: ["DISPLAY": ":7\u{7}"])
    }
    #expect(throws: Never.self) { try WindowError.checkDriver("x11", environment: ["DISPLAY": ":1"]) }
    #expect(throws: Never.self) { try WindowError.checkDriver("wayland", environment: ["WAYLAND_DISPLAY": "w-0"]) }
    #expect(throws: Never.self) {
      try WindowError.checkDriver("dummy", environment: ["DISPLAY": ":1", "SDL_VIDEODRIVER": "dummy"])
    }
    let text = WindowError.displayUnreachable(display: "DISPLAY=:77", driver: "offscreen").description
    #expect(text.hasPrefix("no display server answers at DISPLAY=:77"))
    #expect(text.contains("xvfb-run"))
  }
}
