import Foundation
import GlideAnimation
import GlideRender
import GlideSimulation
import Testing

/// The View Programming Guide's demos as drawn: frames read back by pixel regions at the moments the
/// guide describes (with ``DemoPictureTests``' helpers).
@Suite("Demos: View Programming Guide pictures")
struct ViewProgrammingGuideDemoPictureTests {
  typealias RGB = RenderImage.RGB
  static let white = DemoPictureTests.white
  static let systemBlue = RGB(red: 0, green: 122, blue: 255)
  static let systemOrange = RGB(red: 255, green: 149, blue: 0)
  static let systemPurple = RGB(red: 175, green: 82, blue: 222)
  static let systemGray6 = RGB(red: 242, green: 242, blue: 247)
  static let black = RGB(red: 0, green: 0, blue: 0)
  /// The notes' paper, #FFF8D6.
  static let paper = RGB(red: 255, green: 248, blue: 214)

  /// `colour` at `alpha` over white.
  static func overWhite(_ colour: RGB, _ alpha: Double) -> RGB {
    func mix(_ c: UInt8) -> UInt8 { UInt8((255 + (Double(c) - 255) * alpha).rounded()) }
    return RGB(red: mix(colour.red), green: mix(colour.green), blue: mix(colour.blue))
  }

  static func count(_ colour: RGB, in image: RenderImage, x: Range<Int>, y: Range<Int>, tolerance: Int = 40) -> Int {
    DemoPictureTests.count(colour, in: image, x: x, y: y, tolerance: tolerance)
  }

  @Test(
    "nested-blocks: at 1.2 s anotherView is out and aView part way; at 1.4 s anotherView is back in; at 1.78 s the two-cycle view is nearly in, at 1.82 s gone; at 2 s all are out"
  )
  func nestedBlocks() throws {
    let images = try DemoPictureTests.frames(.nestedBlocks, [60, 72, 84, 107, 109, 120, 126])
    // The middles of the three squares: aView, anotherView, wholeCountView.
    let (a, another, whole) = ((65, 300), (195, 300), (325, 300))
    func pixel(_ frame: Int, _ point: (Int, Int)) -> RGB { images[frame].map { $0[point.0, point.1] } ?? Self.black }
    #expect(images.count == 7)
    #expect(DemoPictureTests.near(pixel(60, a), Self.systemBlue))
    #expect(DemoPictureTests.near(pixel(60, another), Self.systemOrange))
    let aAlpha = 1 - CubicTimingFunction.easeOut.progress(at: 0.2)
    #expect(DemoPictureTests.near(pixel(72, a), Self.overWhite(Self.systemBlue, aAlpha)), "\(pixel(72, a))")
    #expect(
      DemoPictureTests.near(pixel(72, another), Self.white) && DemoPictureTests.near(pixel(72, whole), Self.white))
    #expect(
      DemoPictureTests.near(pixel(84, another), Self.systemOrange)
        && DemoPictureTests.near(pixel(84, whole), Self.systemPurple))
    let nearlyIn = (107.0 / 60 - 1 - 0.6) / 0.2
    #expect(
      DemoPictureTests.near(pixel(107, whole), Self.overWhite(Self.systemPurple, nearlyIn)), "\(pixel(107, whole))")
    #expect(DemoPictureTests.near(pixel(109, whole), Self.white))
    // At 2 s all are out, and stay out: the 2.5 cycles ended there, on the new value.
    for frame in [120, 126] {
      for point in [a, another, whole] { #expect(DemoPictureTests.near(pixel(frame, point), Self.white), "frame \(frame)") }
    }
  }

  @Test(
    "view-and-layer: the man's raised hand top right at the start, bottom left at 0.5 s (view and layer both a quarter turn clockwise), top right again at 1.5 s while the view's title is on its right side"
  )
  func viewAndLayer() throws {
    let images = try DemoPictureTests.frames(.viewAndLayer, [0, 30, 90])
    let centre = (x: 195, y: 372)
    /// Black pixels of the man near (dx, dy) from the middle.
    func ink(_ frame: Int, dx: Int, dy: Int) throws -> Int {
      let image = try #require(images[frame])
      return Self.count(
        Self.black, in: image, x: (centre.x + dx - 6)..<(centre.x + dx + 6),
        y: (centre.y + dy - 6)..<(centre.y + dy + 6), tolerance: 60)
    }
    /// The view's white title pixels in a box about (dx, dy) from the middle, `w` by `h`.
    func title(_ frame: Int, dx: Int, dy: Int, w: Int, h: Int) throws -> Int {
      let image = try #require(images[frame])
      return Self.count(
        Self.white, in: image, x: (centre.x + dx - w / 2)..<(centre.x + dx + w / 2),
        y: (centre.y + dy - h / 2)..<(centre.y + dy + h / 2), tolerance: 30)
    }
    // The hand at (+22, −26) from the middle, drawn upright; turned half way round at 0.5 s.
    #expect(try ink(0, dx: 22, dy: -26) > 10 && (try ink(0, dx: -22, dy: 26)) == 0)
    #expect(try ink(30, dx: -22, dy: 26) > 10 && (try ink(30, dx: 22, dy: -26)) == 0)
    #expect(try ink(90, dx: 22, dy: -26) > 10 && (try ink(90, dx: -22, dy: 26)) == 0)
    // The title "backingView" across the top of the view at the start; on its right side, running down,
    // at 0.5 s (+90°) and at 1.5 s (+90.5°, on its way back).
    #expect(try title(0, dx: 0, dy: -96, w: 100, h: 16) > 40 && (try title(0, dx: 96, dy: 0, w: 16, h: 100)) == 0)
    for frame in [30, 90] {
      #expect(
        try title(frame, dx: 96, dy: 0, w: 16, h: 100) > 40 && (try title(frame, dx: 0, dy: -96, w: 100, h: 16)) == 0,
        "frame \(frame)")
    }
  }

  @Test(
    "curl-notes: 0.3 s into the curl the written note's top is still there over the empty page its lifted bottom uncovers; half way its upper half is covered by its own back; the second curl lifts the new page off the emptied one"
  )
  func curlNotes() throws {
    let images = try DemoPictureTests.frames(.curlNotes, [29, 48, 60, 198])
    // "Groceries", the first line of note 1, at (36, 130) on the screen; the empty page's lower part.
    let text = (x: 34..<120, y: 128..<152)
    func ink(_ frame: Int) throws -> Int {
      Self.count(Self.black, in: try #require(images[frame]), x: text.x, y: text.y, tolerance: 90)
    }
    #expect(try ink(29) > 60)
    let lifted = try #require(images[48])
    #expect(try ink(48) > 60)
    // Below the curl: the next page, empty paper to its rounded bottom edge, white beyond.
    #expect(Self.count(Self.paper, in: lifted, x: 40..<350, y: 640..<680, tolerance: 4) == 310 * 40)
    #expect(DemoPictureTests.near(lifted[195, 694], Self.white, 4))
    // The curl itself: shaded, darker than paper or white, in a band across the page above.
    let shaded = (0..<390).filter { x in (560..<620).contains { y in Int(lifted[x, y].red) < 215 } }.count
    #expect(shaded > 300)
    // Half way the back of the lifted half lies over the upper half: no text shows there.
    #expect(try ink(60) < 5)
    // The second curl (tapped at 3.0 s), 0.3 s in: "To do" at the top of the new page, the emptied
    // first page under it.
    let second = try #require(images[198])
    #expect(Self.count(Self.black, in: second, x: text.x, y: text.y, tolerance: 90) > 30)
    #expect(Self.count(Self.paper, in: second, x: 40..<350, y: 640..<680, tolerance: 4) == 310 * 40)
  }

  @Test(
    "flip-views: the blue primary card before; a quarter in, its right edge nearer (taller) than its left; edge-on half way; the orange secondary card after; and back"
  )
  func flipViews() throws {
    let images = try DemoPictureTests.frames(.flipViews, [29, 45, 60, 95, 180])
    let card = (x: 0..<390, y: 100..<640)
    func coloured(_ frame: Int, _ colour: RGB) throws -> Int {
      Self.count(colour, in: try #require(images[frame]), x: card.x, y: card.y, tolerance: 12)
    }
    #expect(try coloured(29, Self.systemBlue) > 100_000 && (try coloured(29, Self.systemOrange)) == 0)
    // A quarter in (0.25 s): narrower than 300 points, and taller at the right (coming toward us).
    let quarter = try #require(images[45])
    func height(atColumn x: Int) -> Int {
      card.y.filter { DemoPictureTests.near(quarter[x, $0], Self.systemBlue, 12) }.count
    }
    let columns = card.x.filter { height(atColumn: $0) > 0 }
    let (left, right) = (try #require(columns.first), try #require(columns.last))
    #expect(right - left < 290 && right - left > 150, "\(left)…\(right)")
    #expect(
      height(atColumn: right - 8) > height(atColumn: left + 8) + 20,
      "\(height(atColumn: left + 8)) vs \(height(atColumn: right - 8))")
    // Edge-on: hardly any of either colour.
    #expect(try coloured(60, Self.systemBlue) + coloured(60, Self.systemOrange) < 3_000)
    #expect(try coloured(95, Self.systemOrange) > 100_000 && (try coloured(95, Self.systemBlue)) < 2_000)
    #expect(try coloured(180, Self.systemBlue) > 100_000 && (try coloured(180, Self.systemOrange)) == 0)
  }

  @Test(
    "without-animation: half way, the animated square half way across, the other already across; the card half faded; the snapshot after screen updates blank, the one before the card in full"
  )
  func withoutAnimation() throws {
    let images = try DemoPictureTests.frames(.withoutAnimation, [29, 60])
    let image = try #require(images[60])
    let mid = RGB(red: 26, green: 160, blue: 172)  // (systemBlue + systemGreen) / 2
    // The left square at 16 + 87, the right one at its end, 199 + 137, and gone from its start.
    #expect(DemoPictureTests.near(image[103, 231], mid, 3), "\(image[103, 231])")
    #expect(DemoPictureTests.near(image[336, 231], mid, 3), "\(image[336, 231])")
    #expect(
      DemoPictureTests.near(image[236, 231], Self.systemGray6, 2)
        && DemoPictureTests.near(image[53, 231], Self.systemGray6, 2))
    // The card at alpha ½ over its panel.
    let half = RGB(red: 249, green: 196, blue: 124)
    #expect(DemoPictureTests.near(image[45, 422], half, 3), "\(image[45, 422])")
    // The panel with the snapshot taken after screen updates: nothing but its background under its title
    // (inside its rounded corners).
    #expect(Self.count(Self.systemGray6, in: image, x: 150..<240, y: 390..<528, tolerance: 2) == 90 * 138)
    // The one taken before: the card, opaque, with its white star.
    #expect(Self.count(Self.systemOrange, in: image, x: 280..<354, y: 414..<486, tolerance: 3) > 3_500)
    #expect(Self.count(Self.white, in: image, x: 300..<334, y: 430..<470, tolerance: 30) > 100)
    // Before the tap both snapshot panels are empty.
    #expect(
      Self.count(Self.systemGray6, in: try #require(images[29]), x: 272..<362, y: 390..<528, tolerance: 2) == 90 * 138)
  }
}
