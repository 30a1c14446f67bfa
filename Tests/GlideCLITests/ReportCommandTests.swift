import Foundation
import GlideTestSupport
import Testing

/// `glide report` as a user runs it: the page it writes, its determinism, its agreement with
/// `glide replay --json`, its errors, and what headless Chromium shows of it.
@Suite struct ReportCommandTests {
  /// A scratch folder, removed by the caller.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glide-report-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs `glide report ARGUMENTS -o FOLDER/NAME` and reads the page.
  static func report(_ arguments: [String], in folder: URL, name: String = "report.html") throws -> (
    GlideRun, String
  ) {
    let path = folder.appendingPathComponent(name).path
    let run = try Glide.run(["report"] + arguments + ["-o", path])
    let page = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (run, page)
  }

  @Test func theDefaultReportIsOneSelfContainedPage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report([], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let path = folder.appendingPathComponent("report.html").path
    #expect(run.stdout == "wrote \(path): pinch-pop finished, 37 frames\n")
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains("http://") && !page.contains("https://"), "no network references")
    #expect(!page.contains("<link") && !page.contains(" src=") && !page.contains("@import"))
    #expect(page.contains("<span class=\"outcome finished\">finished</span>"))
    #expect(page.contains("trace traces/default.evemu · 60 fps"))
  }

  /// The floating screen's rounded corners and shadow (the zoom's to the centre, pinch-pop's plain screens:
  /// 39 points at the small end, blur 16, 8 down, 30 % black) are drawn in the filmstrip's SVG and carried
  /// in the scrubber's JSON.
  @Test func theFilmstripShowsCornerRadiusAndShadow() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report(["--at", "0.45", "--set", "screens=plain"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let shadow = "drop-shadow(0px 8px 32px rgba(0,0,0,0.3))"
    // Detail's rectangle in the filmstrip: its corner radius (animating from 0 toward 39) and the shadow.
    let rect = try #require(page.range(of: "style=\"filter: \(shadow)\"/><text"), "the shadowed rectangle")
    let before = page[page.index(rect.lowerBound, offsetBy: -40)..<rect.lowerBound]
    let radius = try #require(before.range(of: "rx=\"")).upperBound
    let value = try #require(Double(before[radius...].prefix { $0 != "\"" }))
    #expect(value > 0 && value < 39, "rx \(value)")
    #expect(page.contains("\"shadow\":\"\(shadow)\""))
    #expect(page.contains("\"radius\":"))
  }

  @Test func theSameTraceAndOptionsGiveTheSameBytes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["traces/default.evemu", "--fps", "120", "--completion", "spring"]
    let (first, a) = try Self.report(arguments, in: folder, name: "a.html")
    let (second, b) = try Self.report(arguments, in: folder, name: "b.html")
    #expect(first.status == 0 && second.status == 0)
    #expect(!a.isEmpty && a == b)
  }

  @Test func theCurvesHaveAPointPerRecordOfTheReplayLog() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report(["--set", "percentThreshold=0.6"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let log = try Glide.run(["replay", "--json", "--set", "percentThreshold=0.6"]).stdout.split(
      separator: "\n")
    let frames = log.filter { $0.hasPrefix("{\"type\":\"frame\"") }.count
    let gestures = log.filter {
      $0.hasPrefix("{\"type\":\"gesture\"") && !$0.contains("\"state\":\"cancelled\"")
        && !$0.contains("\"state\":\"failed\"")
    }.count
    #expect(frames > 20 && gestures > 20)
    let counts = Self.polylinePoints(page)
    #expect(counts["percent"]?.reduce(0, +) == frames)
    #expect(counts["value"] == [gestures])
    #expect(counts["velocity"] == [gestures])
    #expect(log.last?.contains("\"frames\":\(frames)") == true)
  }

  @Test func theScrubbersJSONParsesWithEveryFrame() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Plain screens: Detail and Home are the last views of their trees.
    let (_, page) = try Self.report(["--set", "screens=plain"], in: folder)
    let json = try #require(Self.frameJSON(page))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.count == 37)
    #expect(frames.first?["source"] as? String == "start")
    let first = Self.names(frames.first)
    let last = Self.names(frames.last)
    #expect(first.first == "window" && first.last == "Detail" && !first.contains("Home"), "\(first)")
    #expect(last.first == "window" && last.last == "Home" && !last.contains("Detail"), "popped: \(last)")
    #expect((object["screen"] as? [String: Double]) == ["width": 390, "height": 844])
  }

  @Test func atChoosesTheFilmstripTimes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report(["--at", "0.2,release,completion"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(page.components(separatedBy: "<figure class=\"cell\"").count - 1 == 3)
    #expect(page.contains("<b>1</b> 0.2 s<br>percent 0.119</figcaption>"))
    #expect(
      page.contains(
        "<b>2</b> 0.5125 s · release<br>percent 0.526<br><span class=\"shown\">frame at 0.5 s</span>"))
    #expect(page.contains("<b>3</b> 0.7 s · completion<br>no transition"))
  }

  @Test(arguments: [("0.2,soon", "'soon'"), ("0.1,,0.3", "''"), ("nan", "'nan'")])
  func aBadTimeIsAValidationError(_ times: String, _ quoted: String) throws {
    let run = try Glide.run(["report", "--at", times, "-o", "/tmp/never-written.html"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("Please give --at as times in seconds"))
    #expect(run.stderr.contains("\(quoted) is neither"))
  }

  @Test func aMissingTraceIsNamedInTheError() throws {
    let run = try Glide.run(["report", "traces/no-such-trace.evemu", "-o", "/tmp/never-written.html"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("traces/no-such-trace.evemu"))
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.html"))
  }

  @Test func anUnwritableOutputIsNamedInTheError() throws {
    let run = try Glide.run(["report", "-o", "/no-such-folder/report.html"])
    #expect(run.status != 0)
    // Said before the replay, naming the option and the folder that is missing.
    #expect(
      run.stderr == "Error: -o /no-such-folder/report.html cannot be written: /no-such-folder is not a folder (or "
        + "does not exist); please give a path in an existing folder\n")
  }

  @Test func aDashWritesThePageToStandardOutput() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, page) = try Self.report([], in: folder)
    let run = try Glide.run(["report", "-o", "-"])
    #expect(run.status == 0)
    #expect(run.stdout == page)
  }

  @Test func theHelpShowsTheOptions() throws {
    let run = try Glide.run(["report", "--help"])
    let expected = [
      "--output", "--at <T1,T2,…>", "--fps", "--scenario", "--set", "glide report -o report.html",
    ]
    for text in expected
    {
      #expect(run.stdout.contains(text), "\(text)")
    }
  }

  // MARK: - In a browser

  /// A cancelled pinch-pop, drawn by headless Chromium: the release is in the cancel colour, the percent
  /// curve falls back, and the filmstrip ends with Detail back on the whole screen.
  @Test func aScreenshotShowsACancelledRelease() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report(
      ["--set", "percentThreshold=0.6", "--set", "screens=plain", "--at", "0.1,0.3,release,completion"], in: folder)
    #expect(run.stdout.hasSuffix("pinch-pop cancelled, 39 frames\n"), "\(run.stdout)")
    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let layout = try PageLayout(page)
    #expect(layout.cells.count == 4)
    var regions = [
      PixelRegion(
        "plot", x: layout.left, y: layout.plotTop, width: layout.plotWidth, height: layout.plotHeight)
    ]
    regions += layout.cells.indices.map { layout.screen($0) }
    let colours = [
      "cancel": "#c92a2a", "finish": "#2b8a3e", "percent": "#0a58ca", "Detail": "#4078d9", "Home": "#eeeef2",
    ]
    let found = try Screenshot.colours(in: png, colours: colours, regions: regions)
    let plot = found["plot"] ?? [:]
    #expect(
      (plot["cancel"]?.count ?? 0) > 150, "the cancel release line: \(plot["cancel"]?.description ?? "")")
    #expect((plot["finish"]?.count ?? 0) == 0, "nothing finishes")
    #expect((plot["percent"]?.count ?? 0) > 400)
    // Each screen shows Detail over the area its presented frame covers (the JSON's, for the cell's
    // frame), and Home around it: full at 0.1 s, shrunk at 0.3 s and at the release, full again once
    // the cancel completes.
    let frames =
      try #require(
        try JSONSerialization.jsonObject(with: Data((Self.frameJSON(page) ?? "").utf8)) as? [String: Any])[
        "frames"] as? [[String: Any]]
    let screenArea = Double(layout.screenSize.width * layout.screenSize.height)
    var shares: [Double] = []
    for (index, frame) in layout.frames.enumerated() {
      let views = try #require(frames?[frame]["views"] as? [[String: Any]])
      let view = views.first { $0["name"] as? String == "Detail" }
      let detail = (view?["frame"] as? [Double]) ?? [0, 0, 0, 0]
      // While it floats, Detail casts the zoom's shadow (blur 16 points, 8 down, scaled with it), which
      // darkens Home in a band round it: Home's colour shows less by up to that band.
      let scale = (view?["scale"] as? Double) ?? 1
      let band = view?["shadow"] == nil ? 0 : 2 * (detail[2] + detail[3]) * (2 * 16 + 8) * scale / (390 * 844)
      let expected = detail[2] * detail[3] / (390 * 844)
      let drawn = Double(found["screen-\(index)"]?["Detail"]?.count ?? 0) / screenArea
      let home = Double(found["screen-\(index)"]?["Home"]?.count ?? 0) / screenArea
      #expect(abs(drawn - expected) < 0.04, "cell \(index + 1): Detail covers \(drawn), expected \(expected)")
      #expect(home < 1 - expected + 0.06 && home > 1 - expected - 0.06 - band, "cell \(index + 1): Home covers \(home)")
      shares.append(expected)
    }
    #expect(shares[0] > 0.99 && shares[3] > 0.99)
    // Shrunk toward the photo's cell (a third of the width, a sixth of the height, at the end).
    #expect(shares[1] < 0.9 && shares[2] < shares[1], "Detail's shares of the screen: \(shares)")
  }

  /// pinch-layout's spread, drawn by headless Chromium: in every filmstrip cell the photos are where the
  /// report's frames put them (the collection view's cells as presented). The top photo of the pile
  /// (photo 1, in front of the others at these four times) covers the box of its presented frame in each cell, the
  /// pile's transparent photos are not drawn at 0.1 s, and at the completion every photo of the grid
  /// fills its own 75 × 75 pt square.
  @Test func theFilmstripDrawsPinchLayoutsPhotosWhereTheyArePresented() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try Self.report(
      [
        "traces/pinch-layout/open-finish.evemu", "--scenario", "pinch-layout", "--set", "screens=plain", "--at",
        "0.1,0.3,release,completion",
      ],
      in: folder)
    #expect(run.stdout.hasSuffix("pinch-layout finished, 45 frames\n"), "\(run.stdout)")
    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let layout = try PageLayout(page)
    #expect(layout.cells.count == 4)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data((Self.frameJSON(page) ?? "").utf8)) as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    let scale = layout.phone.width / layout.viewBox[2]
    for (index, frame) in layout.frames.enumerated() {
      let photos = try #require(frames[frame]["views"] as? [[String: Any]]).filter {
        ($0["name"] as? String)?.hasPrefix("photo ") == true
      }
      #expect(photos.count == 15)
      // Photo 1 in every cell; every photo at the completion; the transparent ones of the pile.
      let last = index == layout.frames.count - 1
      let checked = photos.filter { last || $0["name"] as? String == "photo 1" }
      let hidden = index == 0 ? photos.filter { ($0["alpha"] as? Double) == 0 } : []
      if index == 0 { #expect(hidden.count == 9, "the pile shows 6 photos") }
      var colours: [String: String] = [:]
      for photo in checked + hidden { colours[photo["name"] as! String] = photo["color"] as? String }
      let screen = layout.screen(index)
      let found = try Screenshot.colours(in: png, colours: colours, regions: [screen])[screen.name] ?? [:]
      // The screen's origin in the page, unrounded: a point (x, y) of the window is drawn at origin + scale · (x, y).
      let origin = (
        x: layout.cells[index].x + (layout.cellWidth - layout.phone.width) / 2 - layout.viewBox[0] * scale,
        y: layout.cells[index].y - layout.viewBox[1] * scale
      )
      for photo in checked {
        let name = photo["name"] as! String
        let box = try #require(photo["frame"] as? [Double])
        let drawn = try #require(found[name]?.box, "cell \(index + 1): \(name) not drawn")
        let expected = (
          minX: origin.x + box[0] * scale, minY: origin.y + box[1] * scale,
          maxX: origin.x + (box[0] + box[2]) * scale, maxY: origin.y + (box[1] + box[3]) * scale
        )
        // Within 2 px of the presented frame's box (antialiased edges, a label over the middle).
        let edges = [
          Double(drawn.minX) - expected.minX, Double(drawn.minY) - expected.minY,
          Double(drawn.maxX + 1) - expected.maxX, Double(drawn.maxY + 1) - expected.maxY,
        ]
        #expect(
          edges.allSatisfy { abs($0) <= 2 },
          "cell \(index + 1): \(name) drawn \(found[name]!), frame \(box), off by \(edges)")
        if last {
          // A grid square, mostly its colour (the label takes some).
          #expect(abs(box[2] - 75) < 0.01 && abs(box[3] - 75) < 0.01)
          #expect(Double(found[name]?.count ?? 0) > 0.6 * box[2] * box[3] * scale * scale, "\(name)")
        }
      }
      for photo in hidden {
        let name = photo["name"] as! String
        #expect(found[name]?.count ?? 0 == 0, "cell 1: \(name) is transparent in the pile")
      }
    }
  }

  /// The scrubber's script redraws the phone and the view tree for the frame in the address.
  @Test(arguments: [
    (1, "frame 1 of 37 · 0 s · start · no transition in flight", true),
    (37, "frame 37 of 37 · 0.7 s · frame · no transition in flight", false),
    (20, "frame 20 of 37 · 0.4167 s · frame · percent 0.4245", true),
  ])
  func theScrubberShowsTheViewTreeAtAnyFrame(_ frame: Int, _ label: String, _ detail: Bool) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, page) = try Self.report(["--set", "screens=plain"], in: folder)
    let dom = try Screenshot.dom(folder.appendingPathComponent("report.html"), fragment: "frame=\(frame)")
    #expect(dom.contains("<span id=\"scrub-label\">\(label)</span>"))
    let views =
      dom.components(separatedBy: "id=\"scrub-phone-views\">").dropFirst().first?
      .components(separatedBy: "</g></g></svg>").first ?? ""
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data((Self.frameJSON(page) ?? "").utf8)) as? [String: Any])
    let names = Self.names((json["frames"] as? [[String: Any]])?[frame - 1])
    #expect(names.contains("Detail") == detail)
    #expect(views.contains("fill=\"#4078d9\"") == detail, "Detail drawn: \(views)")
    #expect(views.contains(">Home</text>") == names.contains("Home"))
    // One row per view of the frame, indented by depth, the same as the page drew for the release.
    let rows =
      dom.components(separatedBy: "<tbody>").dropFirst().first?.components(separatedBy: "</tbody>").first
      ?? ""
    #expect(rows.components(separatedBy: "<tr").count - 1 == names.count)
    #expect(names.allSatisfy { rows.contains("</i>\($0)</td>") })
  }

  // MARK: - Reading the page

  /// Point counts of `<polyline class="series KIND">`, by kind.
  static func polylinePoints(_ html: String) -> [String: [Int]] {
    var counts: [String: [Int]] = [:]
    for part in html.components(separatedBy: "<polyline class=\"series ").dropFirst() {
      guard let kindEnd = part.firstIndex(of: "\""), let start = part.range(of: "points=\"") else { continue }
      let points = part[start.upperBound...].prefix { $0 != "\"" }
      counts[String(part[..<kindEnd]), default: []].append(points.split(separator: " ").count)
    }
    return counts
  }

  /// The view names of one frame of the scrubber's JSON.
  static func names(_ frame: [String: Any]?) -> [String] {
    ((frame?["views"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
  }

  static func frameJSON(_ html: String) -> String? {
    guard let open = html.range(of: "<script type=\"application/json\" id=\"glide-frames\">"),
      let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
    else { return nil }
    return String(html[open.upperBound..<close.lowerBound])
  }
}

/// Where the page puts its plot and its filmstrip's screens, read from the page itself: the sections'
/// `left`/`top`, the plot's size, each cell's offset, and the phones' size and view box.
struct PageLayout {
  var left: Double
  var plotTop: Double
  var plotWidth: Double
  var plotHeight: Double
  var cells: [(x: Double, y: Double)]
  /// The snapshot each cell shows (its `data-frame`).
  var frames: [Int]
  var cellWidth: Double
  /// The phone's size on the page, and its view box in points (x, y, width, height).
  var phone: (width: Double, height: Double)
  var viewBox: [Double]
  var screenSize: (width: Int, height: Int)

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  init(_ html: String) throws {
    left = try Self.number(html, after: "header, section { position: absolute; left: ")
    plotTop = try Self.number(html, after: "<section id=\"plot\" style=\"top:")
    plotWidth = try Self.number(html, after: "<svg id=\"timeline\" width=\"")
    plotHeight = try Self.number(html, after: "<svg id=\"timeline\" width=\"\(Int(plotWidth))\" height=\"")
    let filmTop = try Self.number(html, after: "<section id=\"filmstrip\" style=\"top:")
    cellWidth = try Self.number(html, after: ".cell { position: absolute; margin: 0; width: ")
    let origin = (x: left, y: filmTop)
    frames = html.components(separatedBy: "<figure class=\"cell\" data-frame=\"").dropFirst().compactMap {
      Int($0.prefix { $0 != "\"" })
    }
    cells = html.components(separatedBy: "<figure class=\"cell\"").dropFirst().map { part in
      let x = (try? Self.number(part, after: "style=\"left:")) ?? 0
      let y = (try? Self.number(part, after: "top:")) ?? 0
      return (origin.x + x, origin.y + y)
    }
    let film = html.components(separatedBy: "<svg class=\"phone\" id=\"film-0\"").dropFirst().first ?? ""
    phone = (try Self.number(film, after: "width=\""), try Self.number(film, after: "height=\""))
    viewBox = try Self.text(film, after: "viewBox=\"").split(separator: " ").compactMap { Double($0) }
    let scale = phone.width / viewBox[2]
    screenSize = (
      Int(((viewBox[2] + 2 * viewBox[0]) * scale).rounded(.down)),
      Int(((viewBox[3] + 2 * viewBox[1]) * scale).rounded(.down))
    )
  }

  /// The screen of cell `index`'s phone (inside the bezel), pixels.
  func screen(_ index: Int) -> PixelRegion {
    let scale = phone.width / viewBox[2]
    let x = cells[index].x + (cellWidth - phone.width) / 2 - viewBox[0] * scale
    let y = cells[index].y - viewBox[1] * scale
    return PixelRegion(
      "screen-\(index)", x: x.rounded(.up), y: y.rounded(.up), width: Double(screenSize.width),
      height: Double(screenSize.height))
  }

  static func text(_ html: String, after marker: String) throws -> Substring {
    guard let range = html.range(of: marker) else { throw Missing(description: "no \(marker) in the page") }
    return html[range.upperBound...].prefix { $0 != "\"" && $0 != "p" && $0 != ";" }
  }

  static func number(_ html: String, after marker: String) throws -> Double {
    let text = try Self.text(html, after: marker)
    guard let value = Double(text) else {
      throw Missing(description: "\(marker) is not followed by a number")
    }
    return value
  }
}
