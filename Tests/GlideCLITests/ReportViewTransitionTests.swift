import Foundation
import GlideTestSupport
import Testing

/// `glide report` of the view-transition scenarios as a person sees it in headless Chromium: the flip's
/// card drawn as its projected quad, the side turned away left out, and the page curl as a page turning
/// (the flat part, the roll, the back laid over, what is under it revealed).
@Suite struct ReportViewTransitionTests {
  /// The card's colours (`FlipCardScenario`) and the table's, the pages' and a page's back laid flat
  /// (`PageCurl.backColor`: halfway to white, at full brightness).
  static let colours = [
    "Front": "#fff6eb", "Back": "#fffae1", "Table": "#f2f2f7", "Page 1": "#faf5e6", "Page 2": "#d9e8fa",
    "Page 1 back": "#fcfaf2",
  ]

  /// A frame's views by name, from the scrubber's JSON.
  static func views(_ page: String, frame: Int) throws -> [String: [String: Any]] {
    let json = try #require(ReportCommandTests.frameJSON(page))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    let views = try #require(frames[frame]["views"] as? [[String: Any]])
    return Dictionary(views.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }

  static func percent(_ page: String, frame: Int) throws -> Double {
    let json = try #require(ReportCommandTests.frameJSON(page))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    return try #require(frames[frame]["percent"] as? Double)
  }

  /// Twice the signed area of a polygon given as x0, y0, x1, y1, …
  static func area(_ flat: [Double]) -> Double {
    let n = flat.count / 2
    return (0..<n).reduce(0) { sum, i in
      let j = (i + 1) % n
      return sum + flat[2 * i] * flat[2 * j + 1] - flat[2 * j] * flat[2 * i + 1]
    } / 2
  }

  /// The corners of the card's side turned by `angle` about y through its centre (195, 422), seen with
  /// m34 = −1/480 (the flip's perspective, twice the card's 240-point width), by hand: (X, Y) from the
  /// centre goes to (X cos φ, Y, −X sin φ), then divided by w = 1 − z/480.
  static func handQuad(angle: Double) -> [Double] {
    [(-120.0, -170.0), (120, -170), (120, 170), (-120, 170)].flatMap { corner -> [Double] in
      let (x, y) = corner
      let w = 1 + x * sin(angle) / 480
      return [195 + x * cos(angle) / w, 422 + y / w]
    }
  }

  @Test("A flip in the filmstrip: the side facing the viewer as its projected quad, the other side left out")
  func flipFilmstrip() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try ReportCommandTests.report(
      ["traces/flip-card/finish.evemu", "--scenario", "flip-card", "--at", "0.1,0.2,0.3"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let layout = try PageLayout(page)
    #expect(layout.cells.count == 3)
    let regions = layout.cells.indices.map { layout.screen($0) }
    // Within 3 levels: the print's two papers are 4–10 apart, and the names written across the views
    // (dark on the paper, white on the views without a background) fade into each paper's edge pixels.
    let found = try Screenshot.colours(in: png, colours: Self.colours, regions: regions, tolerance: 3)
    let scale = layout.phone.width / layout.viewBox[2]
    var sides: [Bool] = []
    for (index, frame) in layout.frames.enumerated() {
      let views = try Self.views(page, frame: frame)
      let p = try Self.percent(page, frame: frame)
      let showsBack = p > 0.5
      sides.append(showsBack)
      let (shown, hidden) = showsBack ? ("Back", "Front") : ("Front", "Back")
      let side = try #require(views["\(shown) snapshot"])
      #expect(views["\(hidden) snapshot"]?["culled"] as? Bool == true, "cell \(index + 1): \(hidden) is turned away")
      #expect(side["culled"] == nil)
      // The quad the page draws is the hand projection at φ = π·p (the outgoing side) or φ − π.
      let quad = try #require(side["quad"] as? [Double], "cell \(index + 1): \(shown) drawn as a quad")
      let hand = Self.handQuad(angle: showsBack ? Double.pi * p - Double.pi : Double.pi * p)
      for (seen, want) in zip(quad, hand) {
        #expect(abs(seen - want) < 0.5, "cell \(index + 1) at percent \(p): \(quad) vs \(hand)")
      }
      // On screen: the side's colour fills that quad (box within 3.5 px: a sharp corner of a narrow quad
      // is a wedge whose last pixels are only partly covered; area within 16 %, the names of the side and
      // of the labels and photos on it written across it), the other's none.
      let screen = found["screen-\(index)"] ?? [:]
      let drawn = try #require(screen[shown])
      let expected = abs(Self.area(quad)) * scale * scale
      #expect(abs(Double(drawn.count) - expected) < 0.16 * expected, "cell \(index + 1): \(drawn) vs \(expected) px")
      let box = try #require(drawn.box)
      let origin = (x: regions[index].x, y: regions[index].y)
      let xs = stride(from: 0, to: 8, by: 2).map { origin.x + quad[$0] * scale }
      let ys = stride(from: 1, to: 8, by: 2).map { origin.y + quad[$0] * scale }
      for (seen, want) in [
        (box.minX, xs.min()!), (box.maxX + 1, xs.max()!), (box.minY, ys.min()!), (box.maxY + 1, ys.max()!),
      ] {
        #expect(abs(Double(seen) - want) <= 3.5, "cell \(index + 1): box \(box) vs quad \(xs) \(ys)")
      }
      #expect((screen[hidden]?.count ?? 0) == 0, "cell \(index + 1): \(hidden) shows \(screen[hidden]!)")
      // The nearer edge is drawn taller: the left one turning from the left (the fingers push right).
      let (left, right) = (quad[7] - quad[1], quad[5] - quad[3])
      #expect(showsBack ? right > left + 10 : left > right + 10)
    }
    #expect(sides.contains(true) && sides.contains(false), "cells on both sides of the half turn: \(sides)")
  }

  @Test("A curl in the filmstrip: the flat page above the roll, its back laid over, the next page below")
  func curlFilmstrip() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try ReportCommandTests.report(
      ["traces/curl-page/finish.evemu", "--scenario", "curl-page", "--at", "0.15,0.27,0.39"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let layout = try PageLayout(page)
    let regions = layout.cells.indices.map { layout.screen($0) }
    let scale = layout.phone.width / layout.viewBox[2]
    // A strip down each screen, 358–372 points across, where the notes (`CurlPageNotes`) have only
    // paper: no view's name is written there (they are named across their middles, in white where they
    // have no background), no photo, and the display's corners clip it by under a pixel. It starts below
    // the status bar, which stays over the curling page (its battery, named, reaches into the strip).
    let (stripX, stripWidth, stripTop) = (358.0, 14.0, 47.0)
    let strips = regions.map {
      PixelRegion(
        "\($0.name)-strip", x: $0.x + stripX * scale, y: $0.y + stripTop * scale, width: stripWidth * scale,
        height: $0.height - stripTop * scale)
    }
    let found = try Screenshot.colours(in: png, colours: Self.colours, regions: regions + strips, tolerance: 3)
    let (height, radius) = (844.0, 48.75)
    var percents: [Double] = []
    for (index, frame) in layout.frames.enumerated() {
      let p = try Self.percent(page, frame: frame)
      percents.append(p)
      // The model (PageCurl.sweep): the contact line from the bottom edge to π·r beyond the top, linearly;
      // the page it passed by more than the half turn lies face down above the line.
      let line = height - (height + Double.pi * radius) * p
      let flap = max(0, height - line - Double.pi * radius)
      let flapTop = max(0, line - flap)
      let views = try Self.views(page, frame: frame)
      let curl = try #require(views["Book content before"]?["curl"] as? [String: Any], "cell \(index + 1)")
      let clip = try #require(curl["clip"] as? [Double])
      let clipBottom = stride(from: 1, to: clip.count, by: 2).map { clip[$0] }.max() ?? 0
      // (The percent is logged with 4 decimals: the line within 997 pt × 0.00005.)
      #expect(abs(clipBottom - line) < 0.06, "cell \(index + 1): the flat part ends at the line")
      let screen = found["screen-\(index)"] ?? [:]
      // Page pixels, and heights in points down the screen as pixels down the page.
      let top = regions[index].y
      let y = { (points: Double) in top + points * scale }
      // Under the page: Page 2 from the roll's far side (r below the line) to the bottom.
      let under = try #require(screen["Page 2"]?.box, "cell \(index + 1)")
      #expect(abs(Double(under.minY) - y(line + radius)) <= 1.5, "cell \(index + 1): \(under), line \(line)")
      #expect(abs(Double(under.maxY + 1) - y(height)) <= 1.5)
      // Page 2 all the way across a band right of its photo, from the roll's far side down to the display's
      // rounded corner.
      let band = PixelRegion(
        "band", x: regions[index].x + 372 * scale, y: y(line + radius) + 1, width: 14 * scale,
        height: (height - 48 - line - radius) * scale - 1)
      let counted = try Screenshot.colours(
        in: png, colours: ["Page 2": Self.colours["Page 2"]!], regions: [band], tolerance: 3)["band"]?["Page 2"]?.count ?? 0
      let pixels = band.width.rounded(.down) * band.height.rounded(.down)
      #expect(Double(counted) >= 0.92 * pixels, "cell \(index + 1): Page 2 fills \(counted) of the band's \(pixels) pixels")
      let strip = found["screen-\(index)-strip"] ?? [:]
      // The back laid over: from the line up by the length turned past the half turn (and, hardly darker,
      // over the top of the roll, below the line).
      let back = try #require(strip["Page 1 back"]?.box, "cell \(index + 1)")
      #expect(abs(Double(back.minY) - y(max(flapTop, stripTop))) <= 1.5, "cell \(index + 1): back \(back), top \(flapTop)")
      #expect(Double(back.maxY + 1) >= y(line) - 1 && Double(back.maxY + 1) <= y(line + radius / 2) + 1)
      // The page's front above that, where the back does not cover it.
      if flapTop > 20 {
        let front = try #require(screen["Page 1"]?.box, "cell \(index + 1)")
        #expect(abs(Double(front.minY) - top) <= 1 && abs(Double(front.maxY + 1) - y(flapTop)) <= 1.5, "cell \(index + 1): \(front)")
      } else {
        #expect((screen["Page 1"]?.count ?? 0) < 10, "cell \(index + 1): the front is all under the back")
      }
      // Nothing of Page 1's front below the line.
      #expect(Double(screen["Page 1"]?.box?.maxY ?? 0) <= y(line) + 1)
    }
    #expect(percents.first! < 0.35 && percents.last! > 0.65, "\(percents)")
  }

  @Test("The scrubber draws the same flip and curl as the filmstrip")
  func scrubber() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (trace, scenario) in [("flip-card/finish", "flip-card"), ("curl-page/finish", "curl-page")] {
      let (run, page) = try ReportCommandTests.report(
        ["traces/\(trace).evemu", "--scenario", scenario, "--at", "0.27"], in: folder, name: "\(scenario).html")
      #expect(run.status == 0, "\(run.stderr)")
      let layout = try PageLayout(page)
      let frame = try #require(layout.frames.first)
      let film = Self.group(page, id: "film-0-views")
      let dom = try Screenshot.dom(folder.appendingPathComponent("\(scenario).html"), fragment: "frame=\(frame + 1)")
      let scrub = Self.group(dom, id: "scrub-phone-views")
      // The same shapes, whether written by Swift or by the page's script (ids aside).
      let shapes = { (svg: String) in
        svg.components(separatedBy: "<polygon").dropFirst().map { $0.prefix { $0 != ">" } }
          .map { $0.replacingOccurrences(of: "\"/", with: "\"") }
      }
      #expect(!shapes(film).isEmpty && shapes(film) == shapes(scrub), "\(scenario): \(film)\n\(scrub)")
      #expect(film.contains("clip-path=\"url(#film-0-curl-") == (scenario == "curl-page"))
      #expect(scrub.contains("clip-path=\"url(#scrub-phone-curl-") == (scenario == "curl-page"))
    }
  }

  /// The markup inside `<g id="ID">` up to the phone's end.
  static func group(_ html: String, id: String) -> String {
    html.components(separatedBy: "id=\"\(id)\">").dropFirst().first?.components(separatedBy: "</g></g></svg>").first ?? ""
  }
}
