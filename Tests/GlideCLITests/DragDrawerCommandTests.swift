import Foundation
import GlideTestSupport
import Testing

/// The drag-drawer scenario as a user sees it: `glide replay` (text and JSON), `glide compare`, and
/// `glide report` drawn by headless Chromium, the sheet's height in every filmstrip cell.
@Suite struct DragDrawerCommandTests {
  static let open = ["traces/drag-drawer/open.evemu", "--scenario", "drag-drawer"]

  @Test func theLogShowsTheDetentChangeAndEveryLayoutPass() throws {
    let run = try Glide.run(["replay"] + Self.open)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    // Two fingers up 1 mm a frame (80 Hz): the pan begins once both moved 1.5 mm the same way, at the
    // second frame (2 mm, 0.025 s; libinput's direction test), and the transition with it.
    #expect(lines.contains("0.0250     expand closed → open (interactive)"))
    // The first frame the fingers move it: the constant 134.5 pt, the sheet's top and its content follow.
    #expect(lines.contains(
      "0.0375     layout  Sheet (0.0, 724.0 390.0×120.0) → (0.0, 709.5 390.0×134.5) | "
        + "Content (16.0, 25.0 358.0×79.0) → (16.0, 25.0 358.0×93.5)"))
    // One pass per moving frame from 0.0375 s to the last move at 0.3 s: 22.
    #expect(lines.filter { $0.hasPrefix("0.") && $0.contains("     layout  Sheet") }.count == 22)
    // The release's animated pass takes the constant to the open detent, from 21.75 mm of the 30 mm
    // (percent 0.725: the sheet 120 + 0.725 × 580 = 540.5 pt high).
    #expect(lines.contains(
      "0.3125     layout (animated)  Sheet (0.0, 303.5 390.0×540.5) → (0.0, 144.0 390.0×700.0) | "
        + "Content (16.0, 25.0 358.0×499.5) → (16.0, 25.0 358.0×659.0)"))
    // The rest of the transition, (1 − 0.725) × 0.5 s, done at 0.3125 + 0.1375 s.
    #expect(lines.contains("0.4500     expand completed: finished"))
    #expect(lines.contains("drag-drawer: finished"))
  }

  @Test func theJSONLogHasTheLayoutPassesAndTheSheetInEveryFrame() throws {
    let run = try Glide.run(["replay", "--json"] + Self.open)
    #expect(run.status == 0, "\(run.stderr)")
    let objects = try run.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let began = objects.first { $0["type"] as? String == "transitionBegan" }
    #expect(began?["operation"] as? String == "expand" && began?["from"] as? String == "closed")
    let layouts = objects.filter { $0["type"] as? String == "layout" }
    // The 22 passes of the text log and the animated one.
    #expect(layouts.count == 23)
    let animated = layouts.filter { $0["animated"] as? Bool == true }
    #expect(animated.count == 1)
    let sheet = (animated.first?["views"] as? [[String: Any]])?.first
    #expect(sheet?["name"] as? String == "Sheet" && sheet?["height"] as? Double == 700 && sheet?["y"] as? Double == 144)
    let frames = objects.filter { $0["type"] as? String == "frame" }
    #expect(frames.count == 26)
    let heights = frames.compactMap { frame in
      ((frame["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Sheet" })?["height"] as? Double
    }
    #expect(heights.count == frames.count)
    #expect(heights.first == 120 && abs((heights.last ?? 0) - 700) < 1e-6)
  }

  @Test func compareRunsEveryRuleOnTheDrawer() throws {
    let run = try Glide.run(["compare", "traces/drag-drawer/open-cancel.evemu", "--scenario", "drag-drawer"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("traces/drag-drawer/open-cancel.evemu · scenario drag-drawer (given)\n"))
    let rows = run.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
    let outcome = { (rule: String) in rows.first { $0.count > 2 && $0[0] == rule }?[1] }
    // The slow drag: the classic rule lets it fall back; GNOME's 300 units (7.6 mm) take it past half-way.
    // The pan begins once both fingers moved 1.5 mm the same way, 1 mm sooner than at 2.5 mm of travel
    // (the spread line's pan), so its percent is 1/30 more: 0.142 + 0.033.
    #expect(outcome("uikit-classic") == "cancelled")
    #expect(outcome("projection") == "cancelled")
    #expect(outcome("gnome") == "finished")
    #expect(run.stdout.contains("uikit-classic      velocity 0.386 < 5.0 and percent 0.175 ≤ 0.3"))
  }

  /// The report's filmstrip, drawn by headless Chromium: each phone shows the map above the sheet with
  /// its search field, the sheet as high as the JSON's frame says, growing from the first cell to the
  /// last, the map shrinking.
  @Test func theFilmstripShowsTheSheetsHeight() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try ReportCommandTests.report(Self.open + ["--at", "0.1,release,completion"], in: folder)
    #expect(run.stdout.hasSuffix("drag-drawer finished, 28 frames\n"), "\(run.stdout) \(run.stderr)")
    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let layout = try PageLayout(page)
    #expect(layout.cells.count == 3)
    let regions = layout.cells.indices.map { layout.screen($0) }
    // The map's land (`DragDrawerMap.Palette.land`) and the sheet's search field (systemGray6).
    let found = try Screenshot.colours(in: png, colours: ["land": "#f5f2eb", "field": "#f2f2f7"], regions: regions)
    let frames =
      try #require(
        try JSONSerialization.jsonObject(with: Data((ReportCommandTests.frameJSON(page) ?? "").utf8)) as? [String: Any])[
        "frames"] as? [[String: Any]]
    let scale = layout.phone.width / layout.viewBox[2]
    var (heights, lands): ([Double], [Double]) = ([], [])
    for (index, frame) in layout.frames.enumerated() {
      let views = try #require(frames?[frame]["views"] as? [[String: Any]])
      let sheet = (views.first { $0["name"] as? String == "Sheet" }?["frame"] as? [Double]) ?? [0, 0, 0, 0]
      let screen = found["screen-\(index)"] ?? [:]
      // The search field (358 × 36 points, its name written across it) rides in the sheet in every cell
      // (the rows' anti-aliased edges come near its colour too: at least, not at most).
      let field = Double(screen["field"]?.count ?? 0) / (358 * 36 * scale * scale)
      #expect(field > 0.75, "cell \(index + 1): the search field covers \(field) of its frame")
      lands.append(Double(screen["land"]?.count ?? 0))
      heights.append(sheet[3])
    }
    // The map shows less and less as the sheet rises.
    #expect(lands.count == 3 && lands[0] > lands[1] && lands[1] > lands[2], "land pixels: \(lands)")
    #expect(heights.count == 3 && heights[0] < 300 && heights[0] < heights[1] && heights[1] < heights[2])
    #expect(heights.last == 700)
  }
}
