import Foundation
import GlideRender
import GlideTestSupport
import Testing

/// `glide render` of the view-transition scenarios as a user runs it: the card's side facing the viewer
/// painted as its projected quad frame by frame, the side turned away not at all; the page curl turning.
@Suite(.serialized) struct RenderViewTransitionTests {
  /// The display frames `glide replay --json` logs, by time (6 decimals): the view transition's angle.
  static func angles(_ arguments: [String]) throws -> [(time: Double, angle: Double)] {
    let run = try Glide.run(["replay", "--json"] + arguments)
    #expect(run.status == 0, "\(run.stderr)")
    return try run.stdout.split(separator: "\n").compactMap { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      guard object["type"] as? String == "frame", let sample = object["viewTransition"] as? [String: Any],
        let angle = sample["angle"] as? Double, let time = object["time"] as? Double
      else { return nil }
      return (time, angle)
    }
  }

  @Test("A flip rendered frame by frame: the side facing the viewer fills its hand-projected quad, within a pixel")
  func flipFrames() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = ["traces/flip-card/finish.evemu", "--scenario", "flip-card"]
    let out = folder.appendingPathComponent("frames")
    let run = try Glide.run(["render"] + trace + ["-o", out.path + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    // "wrote N frames to DIR/: W×H pixels, FIRST s to LAST s at 60 fps; …"
    let first = try #require(Double(run.stdout.components(separatedBy: "pixels, ").last?.prefix { $0 != " " } ?? ""))
    let logged = try Self.angles(trace)
    #expect(logged.count > 20)
    var checked: [Bool] = []
    for (index, (time, angle)) in logged.enumerated() where index % 3 == 1 {
      let number = Int(((time - first) * 60).rounded())
      let png = out.appendingPathComponent(String(format: "frame-%05d.png", number))
      guard FileManager.default.fileExists(atPath: png.path) else { continue }
      let showsBack = abs(angle) > Double.pi / 2
      // The print's sides (`FlipCardScreens`): Front warm white (255, 246, 235), Back pale yellow
      // (255, 250, 225), each all round the photo or the writing on it.
      let (shown, hidden) = showsBack ? ("#fffae1", "#fff6eb") : ("#fff6eb", "#fffae1")
      let found = try Screenshot.colours(
        in: png, colours: ["shown": shown, "hidden": hidden],
        regions: [PixelRegion("screen", x: 0, y: 0, width: 390, height: 844)], tolerance: 2)["screen"] ?? [:]
      let quad = ReportViewTransitionTests.handQuad(angle: showsBack ? angle - Double.pi : angle)
      guard abs(ReportViewTransitionTests.area(quad)) > 2000 else { continue }  // edge-on: a sliver
      #expect(found["shown"]?.box != nil, "frame \(number) at \(time) s, angle \(angle)")
      // Edges are anti-aliased: along a straight edge a pixel is more than half the card's exactly when
      // its centre lies inside the quad (coverage passes ½ at the centre), so the box of the pixels nearer
      // the card's colour than the table's is the box of the pixel centres inside the hand-projected
      // quad, within a pixel; at a sharp tip (the quad nearly edge-on) the pixels round the tip are less
      // than half covered, within two.
      let image = try RenderImage(contentsOfPNG: png.path)
      let card = showsBack ? (255.0, 250.0, 225.0) : (255.0, 246.0, 235.0)
      let table = image[1, 400]
      let painted = Self.majorityBox(image, colour: card, against: (Double(table.red), Double(table.green), Double(table.blue)))
      let covered = Self.coveredBox(quad)
      for (p, q) in zip(painted, [covered.minX, covered.minY, covered.maxX, covered.maxY]) {
        let tolerance = covered.maxX - covered.minX < 40 ? 2 : 1  // nearly edge-on: sharp tips
        #expect(
          abs(p - q) <= tolerance, "frame \(number), angle \(angle): painted \(painted), pixels inside \(covered)")
      }
      let turnedAway = found["hidden"]?.count ?? 0
      #expect(turnedAway == 0, "frame \(number): the side turned away shows \(turnedAway) pixels")
      checked.append(showsBack)
    }
    #expect(checked.contains(true) && checked.contains(false) && checked.count >= 6, "\(checked)")
  }

  /// The box of the pixels whose centres lie inside the convex quad x0, y0, … x3, y3 (either winding).
  /// The box, [minX, minY, maxX, maxY], of the pixels nearer `colour` than `background`.
  static func majorityBox(
    _ image: RenderImage, colour: (Double, Double, Double), against background: (Double, Double, Double)
  ) -> [Int] {
    func distance(_ p: RenderImage.RGB, _ c: (Double, Double, Double)) -> Double {
      let (r, g, b) = (Double(p.red) - c.0, Double(p.green) - c.1, Double(p.blue) - c.2)
      return r * r + g * g + b * b
    }
    var box = [Int.max, Int.max, Int.min, Int.min]
    for y in 0..<image.height {
      for x in 0..<image.width where distance(image[x, y], colour) < distance(image[x, y], background) {
        box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
      }
    }
    return box
  }

  static func coveredBox(_ quad: [Double]) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    let points = (0..<4).map { (x: quad[2 * $0].rounded(), y: quad[2 * $0 + 1].rounded()) }
    func inside(_ x: Double, _ y: Double) -> Bool {
      let sides = (0..<4).map { i -> Double in
        let (a, b) = (points[i], points[(i + 1) % 4])
        return (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x)
      }
      return sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 }
    }
    var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
    let xs = points.map(\.x), ys = points.map(\.y)
    for y in Int(ys.min()!.rounded(.down))...Int(ys.max()!.rounded(.up)) {
      for x in Int(xs.min()!.rounded(.down))...Int(xs.max()!.rounded(.up)) where inside(Double(x) + 0.5, Double(y) + 0.5) {
        box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
      }
    }
    return box
  }

  @Test("A curl rendered frame by frame: the page under shows from the roll down, more each frame")
  func curlFrames() throws {
    let folder = try RenderCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = ["traces/curl-page/finish.evemu", "--scenario", "curl-page"]
    let out = folder.appendingPathComponent("frames")
    let run = try Glide.run(["render"] + trace + ["-o", out.path + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    let first = try #require(Double(run.stdout.components(separatedBy: "pixels, ").last?.prefix { $0 != " " } ?? ""))
    let log = try Glide.run(["replay", "--json"] + trace).stdout.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
    var tops: [Double] = []
    for object in log where object["type"] as? String == "frame" {
      guard let sample = object["viewTransition"] as? [String: Any], let progress = sample["curlProgress"] as? Double,
        let time = object["time"] as? Double, progress > 0.05, progress < 0.95
      else { continue }
      let number = Int(((time - first) * 60).rounded())
      let png = out.appendingPathComponent(String(format: "frame-%05d.png", number))
      // Page 2 (0.85, 0.91, 0.98) under the page: from the roll's far side, r = 48.75 below the contact
      // line, which sweeps from the bottom (844) to π·r above the top; next to the roll, darkened by its
      // shadow (each channel the same share of Page 2's, within 2 levels).
      let image = try RenderImage(contentsOfPNG: png.path)
      let under = (0..<image.height).first { y in
        (0..<image.width).contains { x in
          let p = image[x, y]
          let k = Double(p.green) / 232
          return k >= 0.65 && k <= 1.01 && abs(Double(p.red) - k * 217) <= 2 && abs(Double(p.blue) - k * 250) <= 2
        }
      }
      // (Until the line has passed a quarter turn of the page, the lifted edge is r·sin(t/r) below it.)
      let line = 844 - (844 + Double.pi * 48.75) * progress
      let reach = 48.75 * sin(min((844 - line) / 48.75, Double.pi / 2))
      let top = try #require(under, "at \(time) s, curl \(progress)")
      #expect(abs(Double(top) - max(0, line + reach)) <= 1, "at \(time) s, curl \(progress): \(top), line \(line)")
      tops.append(Double(top))
    }
    #expect(tops.count > 10 && tops == tops.sorted(by: >), "\(tops)")
  }
}
