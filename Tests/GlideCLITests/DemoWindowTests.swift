import Foundation
import GlideRender
import GlideTestSupport
import Testing

/// `glide demos NAME --window`: a demo in the simulator window, its button pressed by a click.
extension LiveCommandUmockdevTests {
  @Test(.enabled(if: XvfbWindow.isAvailable, Comment(rawValue: xvfb)))
  func aClickOnADemosButtonPlaysItsAnimationInTheWindow() throws {
    let glide = try #require(Glide.binary?.path)
    let shown = try XvfbWindow([glide, "demos", "keyframe-colour", "--window"], title: "glide demos", environment: W.software)
    let s = W.screen
    let blue = RenderImage.RGB(red: 0, green: 0, blue: 255)
    // The square (145, 272)–(245, 372) on the screen, blue until the button is pressed.
    let square = (x: (s.x + 150)..<(s.x + 240), y: (s.y + 277)..<(s.y + 367))
    _ = try shown.waitForPixels("the blue square") { W.count(of: blue, in: $0, x: square.x, y: square.y) == 90 * 90 }
    // Nothing plays by itself in the window (the script is for renders and logs): still blue a moment later.
    Thread.sleep(forTimeInterval: 0.5)
    #expect(W.count(of: blue, in: try shown.capture(), x: square.x, y: square.y) == 90 * 90)
    // A click on "Change Color" (its centre at (195, 522)): the square leaves blue, reaches red…
    try shown.x([
      "xdotool", "mousemove", "--window", shown.window, "\(s.x + 195)", "\(s.y + 522)", "click", "1",
    ])
    _ = try shown.waitForPixels("the square turning red") { image in
      let pixel = image[s.x + 195, s.y + 322]
      return pixel.red > 200 && pixel.blue < 60
    }
    // … and green, then blue again when the 2 s are over.
    _ = try shown.waitForPixels("the square turning green") { image in
      let pixel = image[s.x + 195, s.y + 322]
      return pixel.green > 200 && pixel.red < 60
    }
    _ = try shown.waitForPixels("the square blue again", timeout: 10) {
      W.count(of: blue, in: $0, x: square.x, y: square.y) == 90 * 90
    }
    try shown.key("q")
    let run = try shown.finish()
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try #/^keyframe-colour: played \d+\.\d{3} s\n$/#.wholeMatch(in: run.stdout) != nil, "\(run.stdout)")
    #expect(run.stderr.contains("glide demos: Frames are paced by "))
  }
}
