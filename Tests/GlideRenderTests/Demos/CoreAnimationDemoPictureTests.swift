import Foundation
import GlideDemos
import GlideAnimation
import GlideInput
import GlideRender
import GlideSimulation
import Testing

/// The demos of "iOS Core Animation: Advanced Techniques" ch. 8 (and its clock) as drawn: frames read
/// back by pixel regions at the moments the book describes (frames by ``DemoPictureTests/frames(_:_:scale:)``).
@Suite("Demos: Core Animation's explicit animations, pictures")
struct CoreAnimationDemoPictureTests {
  typealias RGB = RenderImage.RGB

  static let grey = RGB(red: 184, green: 191, blue: 204)  // DemoArt.shipGrey
  static let dark = RGB(red: 31, green: 31, blue: 36)  // the clock's hour and minute hands

  /// `colour` as 8-bit levels.
  static func rgb(_ colour: Color) -> RGB {
    func level(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
    return RGB(red: level(colour.red), green: level(colour.green), blue: level(colour.blue))
  }

  /// How many of the points `from` + r·(sin θ, −cos θ), r in `radii` (a hand at θ clockwise from 12) are
  /// within `tolerance` of `colour`.
  static func along(_ image: RenderImage, from centre: Point, degrees: Double, radii: StrideThrough<Double>, _ colour: RGB, tolerance: Int = 30) -> (hits: Int, of: Int) {
    let angle = degrees * .pi / 180
    var (hits, total) = (0, 0)
    for r in radii {
      let (x, y) = (Int((centre.x + r * sin(angle)).rounded()), Int((centre.y - r * cos(angle)).rounded()))
      total += 1
      if DemoPictureTests.near(image[x, y], colour, tolerance) { hits += 1 }
    }
    return (hits, total)
  }

  /// The mean difference per channel between `a` at (x, y) and `b` at (x + dx, y + dy) over the box.
  static func meanDifference(_ a: RenderImage, _ b: RenderImage, dx: Int = 0, dy: Int = 0, x: Range<Int>, y: Range<Int>) -> Double {
    var sum = 0
    for row in y {
      for column in x {
        let (p, q) = (a[column, row], b[column + dx, row + dy])
        sum += abs(Int(p.red) - Int(q.red)) + abs(Int(p.green) - Int(q.green)) + abs(Int(p.blue) - Int(q.blue))
      }
    }
    return Double(sum) / Double(3 * x.count * y.count)
  }

  /// The least-squares a, b of m ≈ a·x + b·y + c over `samples` (x, y, m), nil when degenerate.
  static func fit(_ samples: [(Double, Double, Double)]) -> (Double, Double)? {
    let n = Double(samples.count)
    let (mx, my, mm) = (
      samples.reduce(0) { $0 + $1.0 } / n, samples.reduce(0) { $0 + $1.1 } / n, samples.reduce(0) { $0 + $1.2 } / n
    )
    var (sxx, sxy, syy, sxm, sym) = (0.0, 0.0, 0.0, 0.0, 0.0)
    for (x, y, m) in samples {
      let (dx, dy, dm) = (x - mx, y - my, m - mm)
      sxx += dx * dx; sxy += dx * dy; syy += dy * dy; sxm += dx * dm; sym += dy * dm
    }
    let det = sxx * syy - sxy * sxy
    guard abs(det) > 1e-9 else { return nil }
    return ((sxm * syy - sym * sxy) / det, (sym * sxx - sxm * sxy) / det)
  }

  @Test("random-colour: the 100-point square blue before the first tap, then each seeded colour once its 0.25 s are over")
  func randomColour() throws {
    var random = SplitMix64(seed: Demo.randomColourSeed)
    let colours = (0..<2).map { _ in Color(red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit()) }
    let images = try DemoPictureTests.frames(.randomColour, [10, 40, 59, 90])
    for (frame, colour) in [(10, Color.uiBlue), (40, colours[0]), (59, colours[0]), (90, colours[1])] {
      let image = try #require(images[frame])
      #expect(DemoPictureTests.count(Self.rgb(colour), in: image, x: 147..<243, y: 274..<370, tolerance: 2) == 96 * 96, "frame \(frame): \(image[195, 322])")
      #expect(DemoPictureTests.near(image[140, 322], DemoPictureTests.white), "frame \(frame)")
    }
  }

  @Test("clock: the hands drawn from the centre at their angles: 10 o'clock, 9 then 10 minutes, the second hand through 12")
  func clock() throws {
    let centre = Point(x: 195, y: 400)
    let images = try DemoPictureTests.frames(.clock, [30, 255])
    let start = try #require(images[30]), tick = try #require(images[255])
    // At 0.5 s: 10:09:56, the second hand at 336°, the minute hand at 54°, the hour hand at 300°.
    #expect(Self.along(start, from: centre, degrees: 336, radii: stride(from: 20, through: 105, by: 5), DemoPictureTests.red, tolerance: 60).hits == 18)
    #expect(Self.along(start, from: centre, degrees: 54, radii: stride(from: 20, through: 95, by: 5), Self.dark, tolerance: 20).hits == 16)
    #expect(Self.along(start, from: centre, degrees: 300, radii: stride(from: 15, through: 60, by: 5), Self.dark, tolerance: 20).hits == 10)
    // Where the second hand will be, nothing yet: the face's white.
    #expect(Self.along(start, from: centre, degrees: 357, radii: stride(from: 30, through: 100, by: 5), DemoPictureTests.white, tolerance: 3).hits == 15)
    // At 4.25 s, half-way through the tick to 10:10:00: the second hand at 357°, the minute hand at 57°.
    #expect(Self.along(tick, from: centre, degrees: 357, radii: stride(from: 20, through: 105, by: 5), DemoPictureTests.red, tolerance: 60).hits == 18)
    #expect(Self.along(tick, from: centre, degrees: 57, radii: stride(from: 20, through: 95, by: 5), Self.dark, tolerance: 20).hits == 16)
    #expect(Self.along(tick, from: centre, degrees: 336, radii: stride(from: 30, through: 100, by: 5), DemoPictureTests.white, tolerance: 3).hits == 15)
    // The rim, and the 3 o'clock mark.
    #expect(DemoPictureTests.near(tick[195, 400 - 136], RGB(red: 51, green: 51, blue: 56), 4), "\(tick[195, 264])")
    #expect(DemoPictureTests.near(tick[195 + 113, 400], RGB(red: 0, green: 0, blue: 0), 4), "\(tick[308, 400])")
  }

  @Test("animation-group: green at the start, half green half red at 2 s on the curve's middle turned along it, red near the end")
  func animationGroup() throws {
    let images = try DemoPictureTests.frames(.animationGroup, [1, 120, 238])
    let start = try #require(images[1]), middle = try #require(images[120]), end = try #require(images[238])
    #expect(DemoPictureTests.near(start[45 + 1, 422], DemoPictureTests.green, 4), "\(start[46, 422])")
    let half = RGB(red: 128, green: 128, blue: 0)
    #expect(DemoPictureTests.count(half, in: middle, x: 185..<205, y: 412..<432, tolerance: 2) == 400)
    // Turned 33.7° down the curve: a corner of the unturned square, 28 points up and right, is white now,
    // and 28 points along the turned side (cos, sin 33.7° = 0.832, 0.555) is inside it.
    #expect(DemoPictureTests.near(middle[195 + 28, 422 - 28], DemoPictureTests.white, 4), "\(middle[223, 394])")
    #expect(DemoPictureTests.near(middle[195 + 23, 422 + 16], half, 4), "\(middle[218, 438])")
    // 3.97 s of 4: u = 0.992, nearly red, by the curve's end (300, 150) in the container at (45, 272).
    let endPoint = (x: 45 + 297, y: 272 + 150)
    #expect(DemoPictureTests.near(end[endPoint.x - 4, endPoint.y], RGB(red: 253, green: 2, blue: 0), 4), "\(end[endPoint.x - 4, endPoint.y])")
  }

  @Test("image-transitions: half-way through the fade both photos at half strength; through the push the old photo's right half on the left, the new one's left half on the right")
  func imageTransitions() throws {
    // Before the first tap, the fade half-way, between, the push half-way, after.
    let images = try DemoPictureTests.frames(.imageTransitions, [30, 48, 72, 96, 120])
    let first = try #require(images[30]), fade = try #require(images[48]), second = try #require(images[72])
    let push = try #require(images[96]), third = try #require(images[120])
    let (rows, all) = (180..<480, 45..<345)
    // Three different photos.
    #expect(Self.meanDifference(first, second, x: all, y: rows) > 20 && Self.meanDifference(second, third, x: all, y: rows) > 20)
    // The fade half-way: the new photo at half strength over the old one, which still shows. (Fitted
    // per channel as m = a·old + b·new + c: a cross-dissolve is a = b = ½, c = 0; the compositor draws the
    // old photo at ½ and the new at ½ over it, a = ¼, c = ¼ of white, which a fit also accepts.)
    var samples: [(Double, Double, Double)] = []
    for row in stride(from: 180, to: 480, by: 3) {
      for column in stride(from: 45, to: 345, by: 3) {
        let (a, b, m) = (first[column, row], second[column, row], fade[column, row])
        samples += [(a.red, b.red, m.red), (a.green, b.green, m.green), (a.blue, b.blue, m.blue)].map { (Double($0), Double($1), Double($2)) }
      }
    }
    let (weightOld, weightNew) = try #require(Self.fit(samples))
    #expect(abs(weightNew - 0.5) < 0.03 && weightOld > 0.2 && weightOld < 0.55, "old \(weightOld), new \(weightNew)")
    // The push from the right half-way: the outgoing photo 150 points left, the incoming 150 points right.
    let left = Self.meanDifference(push, second, dx: 150, x: 45..<195, y: rows)
    let right = Self.meanDifference(push, third, dx: -150, x: 195..<345, y: rows)
    #expect(left < 1 && right < 1, "left \(left), right \(right)")
    // Not where they were before it began.
    #expect(Self.meanDifference(push, second, x: 45..<195, y: rows) > 10 && Self.meanDifference(push, third, x: 195..<345, y: rows) > 10)
  }

  @Test("spinning-ship: the nose right at rest, down a quarter turn (0.5 s) after Start, right again at once after Stop")
  func spinningShip() throws {
    let images = try DemoPictureTests.frames(.spinningShip, [10, 45, 100])
    let centre = (x: 195, y: 380)
    for (frame, noseDown) in [(10, false), (45, true), (100, false)] {
      let image = try #require(images[frame])
      #expect(DemoPictureTests.near(image[centre.x, centre.y], Self.grey, 4), "frame \(frame)")
      // 45 points along the nose is inside the hull; 45 points the other way round is clear of it.
      let (nose, side) = noseDown ? ((centre.x, centre.y + 45), (centre.x + 45, centre.y)) : ((centre.x + 45, centre.y), (centre.x, centre.y + 45))
      #expect(DemoPictureTests.near(image[nose.0, nose.1], Self.grey, 4), "frame \(frame): nose \(image[nose.0, nose.1])")
      #expect(DemoPictureTests.near(image[side.0, side.1], DemoPictureTests.white, 4), "frame \(frame): side \(image[side.0, side.1])")
    }
  }
}
