import Foundation
import GlideRender
import GlideTestSupport
import Testing

/// The simulator window as a person uses it: `glide replay --window` and `glide live --window` on a
/// private X server (xvfb-run), keys and mouse sent with xdotool, pixels read back with xwd. SDL's
/// software renderer draws the window here, the renderer `glide render` draws with, so the screen in the
/// window can be compared with `glide render`'s frames pixel for pixel.
enum WindowCommandTests {
  static let software = ["SDL_RENDER_DRIVER": "software"]

  /// The layout at scale 1 of the default 390 × 844 screen (see WindowLayout): the screen at (16, 16).
  static let screen = (x: 16, y: 16, width: 390, height: 844)
  /// The heads-up band's decision swatch, and the touch surface's left edge.
  static let swatch = (x: 18..<24, y: 901..<911)
  static let surfaceX = 422

  /// The pushed (Detail) screen's blue, and the decision swatch's green.
  static let detailBlue = RenderImage.RGB(red: 66, green: 121, blue: 219)
  static let finishGreen = RenderImage.RGB(red: 51, green: 204, blue: 77)
  static let cancelRed = RenderImage.RGB(red: 230, green: 51, blue: 51)
  static let contactOrange = RenderImage.RGB(red: 255, green: 140, blue: 26)

  static func near(_ a: RenderImage.RGB, _ b: RenderImage.RGB, _ tolerance: Int = 3) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
      && abs(Int(a.blue) - Int(b.blue)) <= tolerance
  }

  /// The bounding box (x0, y0, x1, y1, exclusive ends) of the pixels near `colour` in the box, or nil.
  static func box(of colour: RenderImage.RGB, in image: RenderImage, x: Range<Int>, y: Range<Int>) -> (Int, Int, Int, Int)? {
    var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
    for py in y {
      for px in x where near(image[px, py], colour) {
        (x0, y0, x1, y1) = (min(x0, px), min(y0, py), max(x1, px + 1), max(y1, py + 1))
      }
    }
    return x0 == Int.max ? nil : (x0, y0, x1, y1)
  }

  static func count(of colour: RenderImage.RGB, in image: RenderImage, x: Range<Int>, y: Range<Int>) -> Int {
    var n = 0
    for py in y { for px in x where near(image[px, py], colour) { n += 1 } }
    return n
  }

  static func screenPart(_ image: RenderImage) -> RenderImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(screen.width * screen.height * 3)
    for y in screen.y..<(screen.y + screen.height) {
      let start = (y * image.width + screen.x) * 3
      pixels += image.pixels[start..<(start + screen.width * 3)]
    }
    return RenderImage(width: screen.width, height: screen.height, pixels: pixels)
  }

  static func frameNumber(_ title: String) -> Int? {
    guard let range = title.range(of: #"frame (\d+)"#, options: .regularExpression) else { return nil }
    return Int(title[range].dropFirst("frame ".count))
  }
}

/// The window's tests run in the umockdev suite, one at a time with the mocked touchpad's: one X server
/// or mocked device at a time, so neither starves the other of the machine's cores.
extension LiveCommandUmockdevTests {
  typealias W = WindowCommandTests
  static let xvfb = "xvfb-run, xdotool or xwd is missing (Debian xvfb, xdotool, x11-apps)"

  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func aReplayStepsPausesPlaysAndQuitsFromTheKeysAndShowsWhatGlideRenderDraws() throws {
    let glide = try #require(Glide.binary?.path)
    // The plain screens (Detail one blue), so the shrinking screen is found by its colour.
    let shown = try XvfbWindow(
      [glide, "replay", "--window", "--paused", "--set", "screens=plain"], title: "glide replay", environment: W.software)
    try shown.waitForTitle("frame 0, paused") { $0.hasSuffix("frame 0  1×  paused") }
    #expect(try shown.title() == "glide replay — default.evemu — t 0.017 s  frame 0  1×  paused")

    // → twenty times, one display frame each: the pushed screen shrinks frame by frame as the pinch goes.
    var widths: [Int] = []
    var frames: [Int: RenderImage] = [:]
    for frame in 1...20 {
      try shown.key("Right")
      try shown.waitForTitle("frame \(frame)") { W.frameNumber($0) == frame && $0.hasSuffix("paused") }
      let image = try shown.capture()
      frames[frame] = image
      let s = W.screen
      let detail = W.box(of: W.detailBlue, in: image, x: s.x..<(s.x + s.width), y: s.y..<(s.y + s.height))
      widths.append(detail.map { $0.2 - $0.0 } ?? 0)
    }
    let shrinking = widths[9...].indices.dropFirst().filter { widths[$0] < widths[$0 - 1] }
    #expect(shrinking.count == 10, "widths of the Detail screen, frames 1 to 20: \(widths)")
    #expect(widths[19] < 330 && widths[0] == 390, "\(widths)")

    // The screen in the window is the frame glide render draws at the same time, pixel for pixel.
    let folder = shown.directory + "/frames"
    let render = try Glide.run(["render", "-o", folder + "/", "--set", "screens=plain"])
    try #require(render.status == 0, "\(render.stderr)")
    for frame in [5, 12, 20] {
      let rendered = try RenderImage(contentsOfPNG: folder + String(format: "/frame-%05d.png", frame))
      let window = W.screenPart(try #require(frames[frame]))
      let differing = zip(rendered.pixels, window.pixels).filter { abs(Int($0) - Int($1)) > 2 }.count
      #expect(differing == 0, "frame \(frame): \(differing) channel values differ from glide render's")
    }

    // The contacts: two fingers on the touch surface, each a circle in the contact colour.
    let image = try #require(frames[20])
    let contacts = W.count(of: W.contactOrange, in: image, x: W.surfaceX..<812, y: 16..<400)
    #expect(contacts > 300, "\(contacts) contact-coloured pixels on the surface")

    // ← goes back one frame: the same picture as on the way there.
    try shown.key("Left")
    try shown.waitForTitle("frame 19") { W.frameNumber($0) == 19 }
    let back = try shown.capture()
    #expect(W.screenPart(back).pixels == W.screenPart(try #require(frames[19])).pixels)

    // Space plays on to the end: the decision's swatch turns green (finish), the pushed screen is gone.
    try shown.key("space")
    try shown.waitForTitle("the end") { $0.hasSuffix("ended") }
    let end = try shown.waitForPixels("the green swatch") {
      W.count(of: W.finishGreen, in: $0, x: W.swatch.x, y: W.swatch.y) == 60
    }
    let s = W.screen
    #expect(W.box(of: W.detailBlue, in: end, x: s.x..<(s.x + s.width), y: s.y..<(s.y + s.height)) == nil)
    if ProcessInfo.processInfo.environment["GLIDE_UPDATE_DOCS"] != nil {
      try frames[20]!.writePNG(to: Glide.path("docs/window.png"))
    }

    try shown.key("q")
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\npinch-pop: finished\n"), "\(run.stdout)")
    #expect(run.stdout.contains("transitions started 1, ended 1"))
    #expect(run.stderr.contains("glide replay: Frames are paced by "))
  }

  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func aSceneFileDressesTheWindowsScreens() throws {
    let glide = try #require(Glide.binary?.path)
    let shown = try XvfbWindow(
      [glide, "replay", "--window", "--scene", Glide.path("docs/example.scene")], title: "glide replay",
      environment: W.software)
    // At the end, Home as docs/example.scene draws it: the white message box at (20, 402, 350, 72) on the
    // grouped grey, below the list the grey alone.
    let s = W.screen
    let white = RenderImage.RGB(red: 255, green: 255, blue: 255)
    let grouped = RenderImage.RGB(red: 242, green: 242, blue: 247)
    // Mid-pinch the shrinking Detail already uncovers these pixels; quitting then would cancel the pop.
    try shown.waitForTitle("the end") { $0.hasSuffix("ended") }
    _ = try shown.waitForPixels("Home as the scene file draws it") { image in
      image[s.x + 360, s.y + 465] == white && image[s.x + 8, s.y + 700] == grouped
    }
    try shown.key("q")
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\npinch-pop: finished\n"), "\(run.stdout)")
  }

  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func quittingMidPinchCancelsTheTransitionAndPrintsTheSummary() throws {
    let glide = try #require(Glide.binary?.path)
    let shown = try XvfbWindow([glide, "replay", "--window", "--paused"], title: "glide replay", environment: W.software)
    try shown.waitForTitle("frame 0") { W.frameNumber($0) == 0 }
    for _ in 1...15 { try shown.key("Right") }
    try shown.waitForTitle("frame 15") { W.frameNumber($0) == 15 }
    try shown.key("Escape")
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\npinch-pop: cancelled\n"), "\(run.stdout)")
    #expect(run.stdout.contains("transitions started 1, ended 1"))
  }
}

/// `glide live --window`: the mouse as the touch surface (a Ctrl+drag pinch), recorded and replayed; a
/// mocked touchpad (umockdev) timed from input to presented frame. 
extension LiveCommandUmockdevTests {
  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func aCtrlDragPinchesThePushedScreenAwayAndItsRecordingReplaysTheSame() throws {
    let glide = try #require(Glide.binary?.path)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glide-mouse-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let recording = scratch + "/mouse.evemu"
    let shown = try XvfbWindow(
      [glide, "live", "--window", "--mouse", "--record", recording, "--latency", "--set", "screens=plain"],
      title: "glide live",
      environment: W.software)
    let window = shown.window
    _ = try shown.waitForPixels("the first frame") { W.box(of: W.detailBlue, in: $0, x: 16..<406, y: 16..<860) != nil }
    // Ctrl held, the button goes down 150 pt left of and 300 pt above the screen's centre (195, 422) and
    // drags two thirds of the way in: the fingers, mirrored about the centre, pinch to a third.
    var drag = ["xdotool", "mousemove", "--window", window, "61", "138", "windowfocus", "--sync", window,
      "keydown", "ctrl", "mousedown", "1"]
    for step in 1...20 {
      let x = 61 + step * 5
      let y = 138 + step * 10
      drag += ["sleep", "0.03", "mousemove", "--window", window, "\(x)", "\(y)"]
    }
    try shown.x(drag)
    // Still held: the pushed screen follows the fingers, smaller, and both contacts are on the surface
    // where the fingers are: under the pointer at (145, 322) pt and mirrored at (245, 522) pt.
    let held = try shown.waitForPixels("the pinch on screen") { image in
      guard let box = W.box(of: W.detailBlue, in: image, x: 16..<406, y: 16..<860) else { return false }
      return box.2 - box.0 < 300
    }
    for (x, y) in [(W.surfaceX + 145, 16 + 322), (W.surfaceX + 245, 16 + 522)] {
      let ring = W.count(of: W.contactOrange, in: held, x: (x - 28)..<(x + 28), y: (y - 28)..<(y + 28))
      // Anti-aliased, about half of a 2-pt ring's pixels are wholly its colour.
      #expect(ring > 60, "\(ring) contact-coloured pixels around (\(x), \(y))")
    }
    try shown.x(["xdotool", "mouseup", "1", "keyup", "ctrl"])
    _ = try shown.waitForPixels("the finish decision") {
      W.count(of: W.finishGreen, in: $0, x: W.swatch.x, y: W.swatch.y) == 60
        && W.box(of: W.detailBlue, in: $0, x: 16..<406, y: 16..<860) == nil
    }
    // With no input after the lift, the paths fade and the lifted contacts go 0.75 s later: the surface
    // is its background alone (it stayed as the lift left it before the window redrew with nothing moving).
    _ = try shown.waitForPixels("the surface cleared of the lifted contacts", timeout: 10) { image in
      let (x, y) = ((W.surfaceX + 2)..<810, 18..<858)
      return W.count(of: image[W.surfaceX + 6, 22], in: image, x: x, y: y) == x.count * y.count
    }
    try shown.key("q")
    let live = try shown.finish()
    #expect(live.status == 0, "\(live.stderr)")
    // Every update the drag made was timed to the present that showed it (read → presented frame).
    let presented = try #require(live.stdout.split(separator: "\n").first { $0.hasPrefix("presented: ") })
    let counts = try #require(try #/^presented: (\d+) updates, input → presented frame: p50 \d+ µs, p99 \d+ µs, max \d+ µs$/#.wholeMatch(in: presented))
    let updates = try #require(try #/^latency: (\d+) coordinator updates/#.firstMatch(in: live.stdout))
    #expect(counts.output.1 == updates.output.1 && Int(counts.output.1)! > 10, "\(live.stdout)")
    #expect(live.stdout.contains("\npinch-pop: finished\n"), "\(live.stdout)")
    #expect(live.stderr.contains("glide live: Stopped: the window was closed. Wrote "))

    // The recording replays to the same summary, byte for byte: the same release, at the same time on the
    // same display frames (the recording is on the session's timeline).
    let replay = try Glide.run(["replay", recording])
    #expect(replay.status == 0, "\(replay.stderr)")
    let summary = replay.stdout.components(separatedBy: "\n\n").last ?? ""
    #expect(summary.hasPrefix("pinch-pop: finished\n  released at "))
    #expect(summary == live.stdout.components(separatedBy: "\n\n").last, "\(summary)\n\(live.stdout)")
    let again = try Glide.run(["replay", recording])
    #expect(again.stdout == replay.stdout)
  }

  /// traces/default.evemu played into a mocked Synaptics touchpad: every one of its 34 coordinator
  /// updates is timed to the present that first shows it. SDL draws through its offscreen ("dummy")
  /// video driver here: with its X11 driver up in the same process, umockdev hands the mocked node's
  /// events over cut mid-event (a 4095-byte read, which libevdev refuses with EINVAL), which a kernel
  /// node never does; the mouse test above times the same path with the X server in it.
  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func aMockedTouchpadIsTimedFromInputToPresentedFrame() throws {
    let glide = try #require(Glide.binary?.path)
    let bench = try LiveBench()
    let shown = try XvfbWindow(
      try bench.umockdevPrefix(playing: nil, start: 0.2)
        + [glide, "live", "--window", "--latency", "--device", LiveBench.node, "--once", "--duration", "20"],
      title: nil, environment: W.software.merging(["SDL_VIDEODRIVER": "dummy"]) { $1 })
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("latency: 34 coordinator updates of 42 input frames, read → update: p50 ") })
    let presented = try #require(lines.first { $0.hasPrefix("presented: ") }, "\(run.stdout)")
    let pattern = #/^presented: 34 updates, input → presented frame: p50 (\d+) µs, p99 (\d+) µs, max (\d+) µs$/#
    let match = try #require(try pattern.wholeMatch(in: presented), "\(presented)")
    let (p50, p99) = (try #require(Int(match.output.1)), try #require(Int(match.output.2)))
    #expect(p50 > 0 && p50 <= p99)
    #expect(run.stdout.contains("pinch-pop: finished"))
    #expect(run.stderr.contains("glide live: Stopped after the first transition completed."))
  }
}

@Suite struct NoDisplayTests {
  @Test func withoutADisplayTheWindowIsRefusedWithTheWayOut() throws {
    let run = try Glide.run(["replay", "--window"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
    #expect(run.status == 1)
    #expect(run.stderr.contains("there is no display to open a window on"))
    #expect(run.stderr.contains("glide render -o frames/"))
    #expect(run.stdout.isEmpty)
    let live = try Glide.run(["live", "--window", "--mouse"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
    #expect(live.status == 1)
    #expect(live.stderr.contains("there is no display to open a window on"))
  }
}
