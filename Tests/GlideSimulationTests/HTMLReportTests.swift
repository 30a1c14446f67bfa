import Foundation
import GlideAnimation
import GlideInput
import GlideReports
import GlideScenarioTestSupport
import GlideScenarios
import GlideSimulation
import GlideTestSupport
import GlideTransitions
import Testing

/// A replay of a trace with the report's recorder attached.
struct ReportRun {
  var data: ReportData
  var summary: ReplaySummary
  var records: [ReplayRecord]

  init(_ trace: String = "traces/default.evemu", scenario: Scenario = .pinchPop, set: [(String, String)] = [])
    throws
  {
    let reader = try TraceReader.open(Glide.path(trace), descriptionPath: nil, deviceIndex: 0)
    var options = scenario.defaultOptions
    for (name, value) in set { try options.set(name, to: value) }
    let replayer = Replayer(scenario: scenario, options: options, device: reader.device)
    let recorder = ReportRecorder(replayer: replayer)
    summary = try recorder.replay { try reader.next() }
    data = recorder.data(trace: trace)
    records = replayer.run.records
  }

  /// The logged display frames, in order.
  var frameRecords: [(time: Double, percent: Double, views: [ViewState])] {
    records.compactMap { if case .frame(_, let p, let v, _) = $0.kind { ($0.time, p, v) } else { nil } }
  }
}

extension ViewTreeSnapshot {
  func node(_ name: String) -> ViewNode? { nodes.first { $0.name == name } }
}

@Suite(.builtInScenarios) struct ViewTreeSnapshotTests {
  @Test func nodesMapTheirBoundsThroughEveryAncestorsPositionAndTransform() {
    let scene = Scene(size: Size(width: 390, height: 844))
    let parent = View(
      engine: scene.engine, name: "parent", frame: Rect(x: 10, y: 20, width: 200, height: 100))
    let child = View(engine: scene.engine, name: "child", frame: Rect(x: 50, y: 30, width: 40, height: 20))
    parent.transform = Transform2D(scaleX: 2, y: 2)
    child.transform = Transform2D(rotationAngle: .pi / 2)
    parent.alpha = 0.5
    child.alpha = 0.4
    child.backgroundColor = Color(red: 1, green: 0, blue: 0)
    scene.window.addSubview(parent)
    parent.addSubview(child)

    let snapshot = ViewTreeSnapshot(window: scene.window, time: 1, source: .frame, percent: nil)
    #expect(snapshot.nodes.map(\.name) == ["window", "parent", "child"])
    #expect(snapshot.nodes.map(\.depth) == [0, 1, 2])
    let node = try! #require(snapshot.node("child"))
    // The child's centre (70, 40) in the parent, scaled by 2 about the parent's centre (110, 70 in the
    // window; (100, 50) in its bounds): 110 + 2·(70 − 100) = 50, 70 + 2·(40 − 50) = 50.
    let centre = Point(x: 20, y: 10).applying(node.toWindow)
    #expect(abs(centre.x - 50) < 1e-9 && abs(centre.y - 50) < 1e-9)
    // Rotated a quarter turn and scaled by 2: 40 × 20 becomes 40 × 80 on screen.
    #expect(abs(node.frame.width - 40) < 1e-9 && abs(node.frame.height - 80) < 1e-9)
    #expect(abs(node.frame.minX - 30) < 1e-9 && abs(node.frame.minY - 10) < 1e-9)
    #expect(abs(node.effectiveAlpha - 0.2) < 1e-12)
    #expect(node.alpha == 0.4)
    #expect(node.isDrawn)
    #expect(snapshot.node("parent")?.isDrawn == false, "a clear view draws nothing")
  }

  @Test func hiddenAncestorsHideTheirSubtree() {
    let scene = Scene()
    let parent = View(engine: scene.engine, name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(engine: scene.engine, name: "child", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    child.backgroundColor = .white
    scene.window.addSubview(parent)
    parent.addSubview(child)
    parent.isHidden = true
    let snapshot = ViewTreeSnapshot(window: scene.window, time: 0, source: .start, percent: nil)
    #expect(snapshot.node("child")?.isHidden == true)
    #expect(snapshot.node("child")?.isDrawn == false)
  }

  @Test func aViewTurnedInItsContainersPerspectiveMapsAndBoundsItsProjectedCorners() throws {
    let scene = Scene(size: Size(width: 390, height: 844))
    let container = View(engine: scene.engine, name: "container", frame: Rect(x: 45, y: 322, width: 300, height: 200))
    let card = View(engine: scene.engine, name: "card", frame: Rect(x: 50, y: 50, width: 200, height: 100))
    scene.window.addSubview(container)
    container.addSubview(card)
    container.layer.sublayerTransform = Transform3D(perspectiveDistance: 500)
    card.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    let node = try #require(ViewTreeSnapshot(window: scene.window, time: 0, source: .start, percent: nil).node("card"))
    // By hand: X across the card from its centre turns to X·cos θ across and −X·sin θ deep; the
    // container's perspective about its centre (195, 422 in the window) divides by 1 + X·sin θ / 500.
    var (x0, x1, y0, y1) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
    for (x, y) in [(0.0, 0.0), (200, 0), (200, 100), (0, 100)] {
      let (dx, dy) = (x - 100, y - 50)
      let w = 1 + dx * sin(Double.pi / 3) / 500
      let (hx, hy) = (195 + dx * cos(Double.pi / 3) / w, 422 + dy / w)
      let p = try #require(node.toWindow3D.project(x: x, y: y))
      #expect(abs(p.x - hx) < 1e-9 && abs(p.y - hy) < 1e-9, "corner (\(x), \(y))")
      (x0, x1, y0, y1) = (min(x0, hx), max(x1, hx), min(y0, hy), max(y1, hy))
    }
    #expect(abs(node.frame.minX - x0) < 1e-9 && abs(node.frame.maxX - x1) < 1e-9)
    #expect(abs(node.frame.minY - y0) < 1e-9 && abs(node.frame.maxY - y1) < 1e-9)
    // The 2-D renderers' map is the 3-D one's plane part.
    #expect(node.toWindow == node.toWindow3D.affineTransform)
    #expect(node.transform3D == card.transform3D && node.transform == card.transform)
  }

  @Test func flatViewsHaveThe2DMapEmbeddedIn3D() throws {
    let scene = Scene()
    let parent = View(engine: scene.engine, name: "parent", frame: Rect(x: 10, y: 20, width: 200, height: 100))
    parent.transform = Transform2D(rotationAngle: 0.3)
    scene.window.addSubview(parent)
    let node = try #require(ViewTreeSnapshot(window: scene.window, time: 0, source: .start, percent: nil).node("parent"))
    #expect(Transform3D(node.toWindow) == node.toWindow3D)
    #expect(node.frame == node.bounds.applying(node.toWindow))
  }

  @Test func siblingsAreInDrawingOrderByZPositionThenIndex() {
    let scene = Scene()
    let names = ["a", "b", "c"]
    for name in names { scene.window.addSubview(View(engine: scene.engine, name: name)) }
    scene.window.subviews[0].layer.zPosition = 1
    let snapshot = ViewTreeSnapshot(window: scene.window, time: 0, source: .start, percent: nil)
    #expect(snapshot.nodes.map(\.name) == ["window", "b", "c", "a"])
  }
}

@Suite(.builtInScenarios) struct ReportDataTests {
  @Test func snapshotsCoverTheStartEveryDisplayFrameAndAreInTimeOrder() throws {
    let run = try ReportRun()
    let snapshots = run.data.snapshots
    #expect(snapshots.first?.source == .start)
    #expect(zip(snapshots, snapshots.dropFirst()).allSatisfy { $0.time < $1.time })
    let frames = snapshots.filter { $0.source == .frame }
    // Every logged frame, plus the tick that saw the zoom complete (0.7 s, after the last at 0.6833).
    #expect(frames.count == run.frameRecords.count + 1)
    #expect(frames.allSatisfy { abs(($0.time * 60).rounded() - $0.time * 60) < 1e-6 })
    #expect(abs((frames.last?.time ?? 0) - 0.7) < 1e-9)
    #expect(frames.last?.percent == nil, "the transition has completed")
    #expect(frames.last?.node("Detail") == nil, "Detail was popped")
    #expect(frames.last?.node("Home")?.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func theViewTreeAtEachLoggedFrameMatchesTheLogsViews() throws {
    let run = try ReportRun()
    for record in run.frameRecords {
      let snapshot = run.data.snapshots[run.data.snapshotIndex(at: record.time)]
      #expect(abs(snapshot.time - record.time) < 1e-12)
      #expect(abs((snapshot.percent ?? -1) - record.percent) < 1e-12)
      for view in record.views where view.isOnScreen {
        let node = try #require(snapshot.node(view.name))
        #expect(
          abs(node.frame.minX - view.frame.minX) < 1e-9 && abs(node.frame.width - view.frame.width) < 1e-9)
        #expect(
          abs(node.frame.minY - view.frame.minY) < 1e-9 && abs(node.frame.height - view.frame.height) < 1e-9)
        #expect(abs(node.transform.decomposition.scaleX - view.scale) < 1e-12)
        #expect(abs(node.alpha - view.alpha) < 1e-12)
      }
    }
  }

  @Test func seriesHaveOneSamplePerGestureRecordAndPerLoggedFrame() throws {
    let run = try ReportRun()
    let gestureRecords = run.records.filter {
      if case .gesture(_, let state, _, _, _) = $0.kind {
        [.began, .changed, .ended].contains(state)
      } else {
        false
      }
    }
    #expect(run.data.gestures.count == 1)
    #expect(run.data.gestures[0].count == gestureRecords.count)
    #expect(run.data.progress.count == 1, "one transition, one unbroken run of frames")
    #expect(run.data.progress[0].count == run.frameRecords.count)
    #expect(run.data.progress[0].count == run.summary.frames)
    #expect(run.data.valueLabel == "scale")
    #expect(run.data.percentLine == 0.3 && run.data.velocityLine == 5)
  }

  @Test func theVelocityAtReleaseIsTheDecisionsVelocity() throws {
    let run = try ReportRun()
    let ended = try #require(run.data.gestures[0].last)
    #expect(ended.state == .ended)
    let velocity = try #require(run.summary.velocityAtRelease)
    #expect(abs(ended.velocity - velocity) < 1e-12)
    #expect(abs((ended.percent ?? 0) - (run.summary.percentAtRelease ?? -1)) < 1e-12)
    // Pinching in: progress toward completion grows, so the velocity is positive throughout.
    #expect(run.data.gestures[0].allSatisfy { $0.velocity > 0 })
  }

  /// Each release's plotted velocity is the one the finish rule read: through the mapping the run used
  /// then, whatever the scene has become since (a drawer opened by the drag now closes with a downward
  /// one) and in the rule's peer's units (kwin's, GNOME's), re-grabs included.
  @Test(arguments: [
    ("traces/drag-drawer/open.evemu", "drag-drawer", [(String, String)]()),
    ("traces/drag-drawer/open-fling.evemu", "drag-drawer", []),
    ("traces/drag-drawer/open-cancel.evemu", "drag-drawer", []),
    ("traces/drag-drawer/close.evemu", "drag-drawer", [("start", "open")]),
    ("traces/drag-drawer/close-cancel.evemu", "drag-drawer", [("start", "open")]),
    ("traces/back-swipe/finish-fling.evemu", "back-swipe", []),
    ("traces/back-swipe/cancel-fling-back.evemu", "back-swipe", [("policy", "kwin")]),
    ("traces/back-swipe/finish-distance.evemu", "back-swipe", [("policy", "gnome")]),
    ("traces/pinch-pop/regrab.evemu", "pinch-pop", []),
    ("traces/default.evemu", "pinch-pop", [("policy", "kwin")]),
  ])
  func everyReleasesVelocityIsTheOneTheRuleRead(trace: String, scenario: String, set: [(String, String)]) throws {
    let run = try ReportRun(trace, scenario: try Scenario.named(scenario), set: set)
    let decisions = run.records.compactMap { if case .decision(let d) = $0.kind { d } else { nil } }
    let releases = run.data.gestures.compactMap { $0.last }.filter { $0.state == .ended && $0.percent != nil }
    try #require(!decisions.isEmpty)
    #expect(releases.count == decisions.count)
    // The rule's peer reads percent in its own units (kwin's, GNOME's); the plot keeps the transition's.
    let peerUnits = set.contains { $0.0 == "policy" }
    for (release, decision) in zip(releases, decisions) {
      #expect(abs(release.velocity - decision.velocity) < 1e-12, "\(release) against \(decision)")
      #expect(peerUnits || abs((release.percent ?? -1) - decision.percent) < 1e-12)
    }
    // A drag toward completion throughout (the drawer's both ways, the back swipe's rightward drag)
    // plots a velocity toward completion that is positive where the fingers move that way.
    if trace.hasSuffix("/open.evemu") || trace.hasSuffix("/close.evemu") {
      let moving = run.data.gestures[0].filter { $0.state == .changed && $0.velocity != 0 }
      #expect(!moving.isEmpty && moving.allSatisfy { $0.velocity > 0 }, "\(moving.map(\.velocity))")
    }
  }

  @Test func theDefaultFilmstripSpreadsFiveTimesAndAddsTheReleaseAndTheCompletion() throws {
    let data = try ReportRun().data
    let cells = data.filmstrip()
    // First gesture 0.1 s to the completed screen 0.7 s: 0.1, 0.25, 0.4, 0.55, 0.7; release 0.5125.
    let expected: [(Double, String)] = [
      (0.1, ""), (0.25, ""), (0.4, ""), (0.5125, "release"), (0.55, ""), (0.7, "completion"),
    ]
    #expect(cells.count == expected.count)
    for (cell, (time, label)) in zip(cells, expected) {
      #expect(abs(cell.requested - time) < 1e-4, "\(cell)")
      #expect(cell.label == label)
      #expect(cell.snapshot == data.snapshotIndex(at: cell.requested))
    }
    #expect(data.snapshots[cells[5].snapshot].node("Detail") == nil)
    #expect(data.snapshots[cells[0].snapshot].source == .start)
  }

  @Test func chosenTimesKeepTheirOrderAndShowEachSnapshotOnce() throws {
    let data = try ReportRun().data
    let cells = data.filmstrip(at: [
      .seconds(0.3), .completion, .seconds(0.301), .release, .seconds(0.65), .seconds(99),
    ])
    // 0.301 shows the frame of 0.3, and 99 the completed screen: each appears once, first asked first.
    #expect(cells.map(\.label) == ["", "completion", "release", ""])
    #expect(cells.map(\.requested) == [0.3, data.completionTimes[0], data.releaseTimes[0], 0.65])
    #expect(cells.map { data.snapshots[$0.snapshot].time }.map { ($0 * 60).rounded() } == [18, 42, 30, 39])
    #expect(data.snapshotIndex(at: 99) == data.snapshots.count - 1)
    #expect(data.snapshotIndex(at: -1) == 0)
  }

  @Test func aCancelledReleaseIsMarkedWithItsDecision() throws {
    let data = try ReportRun(set: [("percentThreshold", "0.6")]).data
    let releases = data.events.compactMap { if case .release(let d) = $0.kind { d } else { nil } }
    #expect(releases.map(\.outcome) == [.cancel])
    #expect(data.events.contains { $0.kind == .completed(finished: false) })
    let last = try #require(data.snapshots.last)
    #expect(last.node("Detail")?.frame == Rect(x: 0, y: 0, width: 390, height: 844), "Detail is back")
  }
}

@Suite(.builtInScenarios) struct HTMLReportTests {
  static let page: (data: ReportData, html: String) = {
    // swift-format-ignore: NeverForceUnwrap (the default trace is in the repository)
    let data = try! ReportRun().data
    return (data, HTMLReport(data: data).html())
  }()

  @Test func thePageNeedsNothingFromTheNetwork() {
    let html = Self.page.html
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(
      !html.contains("<link") && !html.contains(" src=") && !html.contains("@import")
        && !html.contains("url(h"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func theSameDataGivesTheSameBytes() throws {
    let again = try ReportRun().data
    #expect(HTMLReport(data: again).html() == Self.page.html)
  }

  @Test func polylinesHaveOnePointPerSample() throws {
    let (data, html) = Self.page
    let counts = polylinePointCounts(html)
    #expect(counts["percent"] == [data.summary.frames])
    #expect(counts["value"] == [data.gestures[0].count])
    #expect(counts["velocity"] == [data.gestures[0].count])
    #expect(counts["input-percent"] == [data.gestures[0].count - 1], "began has no percent yet")
  }

  @Test func theScrubbersJSONParsesAndHoldsEverySnapshot() throws {
    let (data, html) = Self.page
    let json = try #require(scriptJSON(html))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.count == data.snapshots.count)
    let initial = try #require(object["initial"] as? Int)
    #expect(initial == data.snapshotIndex(at: data.releaseTimes[0]))
    let views = try #require(frames[initial]["views"] as? [[String: Any]])
    #expect(views.compactMap { $0["name"] as? String } == data.snapshots[initial].nodes.map(\.name))
    let detail = try #require(views.first { $0["name"] as? String == "Detail" })
    #expect(detail["color"] as? String == "#000000")  // the photo's black backdrop
    let scale = try #require(detail["scale"] as? Double)
    #expect(abs(scale - (data.snapshots[initial].node("Detail")?.transform.decomposition.scaleX ?? 0)) < 1e-4)
  }

  @Test func theFilmstripHasOnePhonePerCellWithItsScreens() {
    let html = Self.page.html
    #expect(html.components(separatedBy: "<figure class=\"cell\"").count - 1 == 6)
    #expect(html.contains("<b>4</b> 0.5125 s · release"))
    #expect(html.contains("<b>6</b> 0.7 s · completion"))
  }

  /// pinch-pop's report with its plain screens (Home #eeeef2, Detail #4078d9, nothing on them), so a
  /// screenshot reads where the filmstrip draws each.
  static let plainPage: (data: ReportData, html: String) = {
    // swift-format-ignore: NeverForceUnwrap (the default trace is in the repository)
    let data = try! ReportRun(set: [("screens", "plain")]).data
    return (data, HTMLReport(data: data).html())
  }()

  /// Headless Chromium draws the page; the plot's curves and the filmstrip's screens are where the
  /// layout puts them, in their colours.
  @Test func aScreenshotShowsThePlotAndTheFilmstrip() throws {
    let (data, html) = Self.plainPage
    let report = HTMLReport(data: data)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glide-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("report.html")
    try Data(html.utf8).write(to: page)
    let png = try Screenshot.take(page)

    let layout = HTMLReport.Layout.self
    let plot = PixelRegion(
      "plot", x: layout.margin + layout.panelsLeft, y: layout.plotTop + layout.panelsTop,
      width: layout.panelsRight - layout.panelsLeft, height: layout.panelsBottom - layout.panelsTop)
    let screens = report.filmstrip.indices.map { screenRegion(report, cell: $0) }
    var colours = HTMLReport.seriesColors
    colours["Detail"] = "#4078d9"
    colours["Home"] = "#eeeef2"
    let found = try Screenshot.colours(in: png, colours: colours, regions: [plot] + screens)

    checkPlot(found["plot"] ?? [:], data: data)
    checkFilmstrip(found, report: report)
  }

  // MARK: - Helpers

  private func checkPlot(_ plot: [String: ColourCount], data: ReportData) {
    for series in ["percent", "value", "velocity", "finish"] {
      #expect((plot[series]?.count ?? 0) > 150, "\(series): \(plot[series]?.description ?? "none")")
    }
    // The percent curve runs from the first logged frame to the last, and climbs to ~1 at the top.
    let axis = timeAxis(data)
    let first = HTMLReport.Layout.margin + axis(data.progress[0].first!.time)
    let last = HTMLReport.Layout.margin + axis(data.progress[0].last!.time)
    if let box = plot["percent"]?.box {
      #expect(abs(Double(box.minX) - first) <= 3, "percent starts at x \(box.minX), expected \(first)")
      #expect(abs(Double(box.maxX) - last) <= 3, "percent ends at x \(box.maxX), expected \(last)")
    }
    // The gesture's value stops at the release; nothing purple after it.
    let release = HTMLReport.Layout.margin + axis(data.releaseTimes[0])
    if let box = plot["value"]?.box { #expect(Double(box.maxX) <= release + 3) }
    #expect(plot["cancel"]?.count ?? 0 < 10, "a finishing release draws no cancel colour")
  }

  private func checkFilmstrip(_ found: [String: [String: ColourCount]], report: HTMLReport) {
    let data = report.data
    for (index, cell) in report.filmstrip.enumerated() {
      let region = found["screen-\(index)"] ?? [:]
      let snapshot = data.snapshots[cell.snapshot]
      let detail = snapshot.node("Detail")
      let (w, h) = screenSize(report)
      if let detail, detail.isDrawn {
        // Detail is drawn at its presented frame, scaled to the phone.
        let box = region["Detail"]?.box
        let expectedWidth = detail.frame.width / data.screenSize.width * w
        let expectedHeight = detail.frame.height / data.screenSize.height * h
        #expect(
          box.map { abs(Double($0.maxX - $0.minX + 1) - expectedWidth) <= 3 } == true,
          "cell \(index + 1): \(region["Detail"]?.description ?? "")")
        #expect(
          box.map { abs(Double($0.maxY - $0.minY + 1) - expectedHeight) <= 3 } == true, "cell \(index + 1)")
      } else {
        #expect((region["Detail"]?.count ?? 0) == 0, "cell \(index + 1) shows no Detail")
      }
      // Home shows wherever Detail does not cover it.
      let covered =
        detail.map { $0.frame.width * $0.frame.height / (data.screenSize.width * data.screenSize.height) }
        ?? 0
      let homeShare = Double(region["Home"]?.count ?? 0) / (w * h)
      // A shadow Detail casts (the zoom's, while it floats) darkens Home in a band round it, as wide as
      // twice its blur and its offset, scaled with Detail: Home's colour shows less by up to that band.
      var band = 0.0
      if let detail, let shadow = detail.shadow, detail.bounds.width > 0 {
        let scale = detail.frame.width / detail.bounds.width
        let width = (2 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height)) * scale
        band = 2 * (detail.frame.width + detail.frame.height) * width / (data.screenSize.width * data.screenSize.height)
      }
      #expect(
        homeShare < 1 - covered + 0.06 && homeShare > 1 - covered - 0.06 - band,
        "cell \(index + 1): Home covers \(homeShare)")
    }
  }

  /// The screen inside filmstrip cell `cell`'s phone, pixels, inset by 2 px from the bezel's edge.
  private func screenRegion(_ report: HTMLReport, cell: Int) -> PixelRegion {
    let layout = HTMLReport.Layout.self
    let origin = report.cellOrigin(cell)
    let (bezel, scale) = phoneMetrics(report)
    let x = origin.x + (layout.cellWidth - layout.phoneWidth) / 2 + bezel * scale
    let y = origin.y + bezel * scale
    let (w, h) = screenSize(report)
    return PixelRegion("screen-\(cell)", x: x.rounded(.up), y: y.rounded(.up), width: w, height: h)
  }

  private func screenSize(_ report: HTMLReport) -> (Double, Double) {
    let (_, scale) = phoneMetrics(report)
    return (
      (report.data.screenSize.width * scale).rounded(.down),
      (report.data.screenSize.height * scale).rounded(.down)
    )
  }

  /// The phone's bezel (points) and its scale (pixels per point): 5% of the short side.
  private func phoneMetrics(_ report: HTMLReport) -> (Double, Double) {
    let size = report.data.screenSize
    let bezel = (min(size.width, size.height) * 0.05).rounded()
    return (bezel, HTMLReport.Layout.phoneWidth / (size.width + 2 * bezel))
  }

  /// The plot's time-to-x mapping (relative to the plot), as the JSON gives it to the script.
  private func timeAxis(_ data: ReportData) -> (Double) -> Double {
    let json = scriptJSON(HTMLReport(data: data).html()) ?? "{}"
    let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    let plot = object?["plot"] as? [String: Double] ?? [:]
    let (t0, t1, x0, x1) = (plot["t0"] ?? 0, plot["t1"] ?? 1, plot["x0"] ?? 0, plot["x1"] ?? 1)
    return { x0 + ($0 - t0) / (t1 - t0) * (x1 - x0) }
  }
}

/// The point counts of every `<polyline class="series KIND">`, by kind, in page order.
func polylinePointCounts(_ html: String) -> [String: [Int]] {
  var counts: [String: [Int]] = [:]
  for part in html.components(separatedBy: "<polyline class=\"series ").dropFirst() {
    guard let kindEnd = part.firstIndex(of: "\""), let start = part.range(of: "points=\"") else { continue }
    let kind = String(part[..<kindEnd])
    let points = part[start.upperBound...].prefix { $0 != "\"" }
    counts[kind, default: []].append(points.split(separator: " ").count)
  }
  return counts
}

/// The text of `<script type="application/json" id="glide-frames">`.
func scriptJSON(_ html: String) -> String? {
  guard let open = html.range(of: "<script type=\"application/json\" id=\"glide-frames\">"),
    let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
  else { return nil }
  return String(html[open.upperBound..<close.lowerBound])
}

/// Issue 28: a report of any length is bounded, its memory flat in the trace's length.
@Suite(.builtInScenarios) struct BoundedReportTests {
  /// A pinch from scale 1 to 0.6 over `seconds` (at most 60), each timestamp multiplied by `stretch`.
  private func slowPinch(seconds: Double, stretch: Int64) -> (DeviceDescription, [InputEvent]) {
    var recipe = SynthesisRecipe(gesture: .pinch)
    (recipe.from, recipe.to, recipe.duration) = (1, 0.6, seconds)
    let events = recipe.events.map { event in
      var stretched = event
      stretched.time = Timestamp(microseconds: event.time.microseconds * stretch)
      return stretched
    }
    return (recipe.synthesizer.device, events)
  }

  private func report(_ input: (DeviceDescription, [InputEvent]), retainsRecords: Bool) -> (ReportRecorder, ReportData) {
    let replayer = Replayer(scenario: .pinchPop, options: Scenario.pinchPop.defaultOptions, device: input.0)
    replayer.run.retainsRecords = retainsRecords
    let recorder = ReportRecorder(replayer: replayer)
    var iterator = input.1.makeIterator()
    _ = recorder.replay { iterator.next() }
    return (recorder, recorder.data(trace: "slow"))
  }

  @Test("A report of 27,000 frames keeps at most 2,048 snapshots and 4,096 points a series")
  func longTraceIsThinnedOut() {
    let (recorder, data) = report(slowPinch(seconds: 45, stretch: 10), retainsRecords: false)
    #expect(recorder.framesSeen > 20_000)
    #expect(recorder.isDecimated)
    #expect(data.snapshots.count <= ReportRecorder.maximumSnapshots)
    // pinch-pop's screens hold about 80 views: the views' budget keeps over 50 snapshots, no more views.
    let views = data.snapshots.reduce(0) { $0 + $1.nodes.count }
    #expect(views <= ReportRecorder.maximumViews && data.snapshots.count > 50, "\(data.snapshots.count), \(views) views")
    #expect(data.progress.reduce(0) { $0 + $1.count } <= ReportRecorder.maximumPoints)
    #expect(data.gestures.reduce(0) { $0 + $1.count } <= ReportRecorder.maximumPoints)
    #expect(data.summary.outcome == .finished)
    // The timeline still spans the whole gesture, in time order, from its beginning to its end.
    let samples = data.gestures.flatMap { $0 }
    #expect(samples.first?.state == .began && samples.last?.state == .ended)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.time < $1.time })
    let html = HTMLReport(data: data).html()
    #expect(html.utf8.count < 4_000_000)
  }

  @Test("Read as the records come, without the run keeping them, a short report is the same page")
  func streamingReadsTheSame() throws {
    let input = slowPinch(seconds: 0.5, stretch: 1)
    let (kept, keptData) = report(input, retainsRecords: true)
    let (_, streamedData) = report(input, retainsRecords: false)
    #expect(!kept.isDecimated)
    #expect(HTMLReport(data: keptData).html() == HTMLReport(data: streamedData).html())
  }
}
