import Foundation
import GlideTestSupport
import Testing

/// Motion effects from the command line, as a user runs them: `glide synth tilt`, `glide inspect` on a
/// sensor, `glide replay --scenario parallax` with its log and JSON, and the refusals.
@Suite struct MotionCommandTests {
  private let tilt = "traces/parallax/tilt-right.evemu"

  @Test func inspectDescribesAnAccelerometerAndItsTilt() throws {
    let run = try Glide.run(["inspect", tilt])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("Device: Sony Interactive Entertainment Wireless Controller Motion Sensors"))
    #expect(lines.contains("  kind: accelerometer"))
    #expect(lines.contains("  gravity: 8192 units/g on ABS_X, ABS_Y, ABS_Z, ±4.0 g (the axes' resolution)"))
    #expect(lines.contains("  properties: INPUT_PROP_ACCELEROMETER"))
    #expect(lines.contains("  gravity readings: 129 (0 after SYN_DROPPED)"))
    #expect(lines.contains { $0.contains("horizontal (right edge down) 0.0…14.9°") })

    let laptop = try Glide.run(["inspect", "--json", "traces/parallax/laptop-tilt.evemu"])
    #expect(laptop.status == 0, "\(laptop.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(laptop.stdout.utf8)) as? [String: Any]
    let device = object?["device"] as? [String: Any]
    #expect(device?["kind"] as? String == "accelerometer")
    let accelerometer = device?["accelerometer"] as? [String: Any]
    #expect(accelerometer?["unitsPerG"] as? [Double] == [1000, 1000, 1000])
    #expect(accelerometer?["unitsPerGIsEstimated"] as? Bool == false)
    let readings = (object?["trace"] as? [String: Any])?["accelerometer"] as? [String: Any]
    #expect((readings?["readings"] as? Int ?? 0) > 20)

    // A touchpad's report has no accelerometer fields.
    let pad = try Glide.run(["inspect", "--json", "traces/default.evemu"])
    #expect(!pad.stdout.contains("accelerometer"))
  }

  @Test func replayLogsAMotionFrameAtEveryDisplayFrameUntilTheOffsetSettles() throws {
    let text = try Glide.run(["replay", tilt, "--scenario", "parallax"])
    #expect(text.status == 0, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "0.0167     motion 0  offset 0.0010 0.0000  Card (195.02, 422.00)  Background (194.99, 422.00)")
    #expect(lines.contains("0.5000     motion 29  offset 0.5092 0.0000  Card (205.18, 422.00)  Background (189.91, 422.00)"))
    #expect(lines.last == "  duration 0.000 s, completionSpeed 1.000, transitions started 0, ended 0, frames 0, motion frames 810")

    let json = try Glide.run(["replay", tilt, "--scenario", "parallax", "--json"])
    let objects = try json.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    #expect(objects.dropLast().allSatisfy { $0["type"] as? String == "motion" })
    let frame = objects[29]
    #expect(frame["index"] as? Int == 29 && frame["time"] as? Double == 0.5)
    #expect(abs((frame["horizontal"] as? Double ?? 0) - 0.5092) < 1e-4)
    let views = frame["views"] as? [[String: Any]] ?? []
    #expect(views.map { $0["name"] as? String } == ["Card", "Background"])
    #expect(abs((views.first?["centerX"] as? Double ?? 0) - 205.18) < 0.01)
    #expect(objects.last?["motionFrames"] as? Int == 810)
    // Same trace, same options: the same bytes.
    #expect(json.stdout == (try Glide.run(["replay", tilt, "--scenario", "parallax", "--json"])).stdout)
  }

  @Test func theViewerOffsetFollowsAFingerWithoutASensor() throws {
    let run = try Glide.run(["replay", "traces/synaptics/edge-swipe-left.evemu", "--scenario", "parallax", "--viewer-offset", "touch"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("0.1000     motion 5  offset -0.5138 0.0000  Card (184.72, 422.00)"))
  }

  @Test func aSourceTheDeviceCannotFeedIsRefused() throws {
    let sensor = try Glide.run(["replay", "traces/default.evemu", "--scenario", "parallax", "--viewer-offset", "sensor"])
    #expect(sensor.status != 0)
    #expect(sensor.stderr.contains("parameter viewerOffset cannot be 'sensor'"))
    #expect(sensor.stderr.contains("\"SynPS/2 Synaptics TouchPad\" is not an accelerometer"))
    let touch = try Glide.run(["replay", tilt, "--scenario", "parallax", "--viewer-offset", "touch"])
    #expect(touch.status != 0)
    #expect(touch.stderr.contains("has no touch axes"))
    let other = try Glide.run(["replay", "--scenario", "pinch-pop", "--viewer-offset", "touch"])
    #expect(other.status != 0)
    #expect(other.stderr.contains("scenario pinch-pop has no parameter 'viewerOffset'"))
  }

  @Test func synthTiltRefusesWhatIsNotATilts() throws {
    let touchOption = try Glide.run(["synth", "tilt", "--fingers", "2", "-o", "-"])
    #expect(touchOption.status != 0)
    #expect(touchOption.stderr.contains("Please leave out --fingers for tilt"))
    let device = try Glide.run(["synth", "tilt", "--device", "synaptics", "-o", "-"])
    #expect(device.status != 0)
    #expect(device.stderr.contains("Please give --device one of: dualshock4, lis3lv02d for tilt"))
    let tiltOption = try Glide.run(["synth", "pinch", "--hold", "1", "-o", "-"])
    #expect(tiltOption.status != 0)
    #expect(tiltOption.stderr.contains("Please leave out --hold for pinch"))
    let range = try Glide.run(["synth", "tilt", "--horizontal", "95", "-o", "-"])
    #expect(range.status != 0)
    #expect(range.stderr.contains("Please give --horizontal from -80 to 80 degrees"))
  }

  @Test func reportDrawsTheParallaxScene() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-parallax-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("parallax.html").path
    let run = try Glide.run(["report", tilt, "--scenario", "parallax", "-o", page])
    #expect(run.status == 0, "\(run.stderr)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("Card") && html.contains("Background"))
    #expect(html.contains("no gesture: parallax starts no transition; its motion effects move the views below"))
    // The first panel plots the viewer offset instead: a point per motion record on each axis.
    let counts = ReportCommandTests.polylinePoints(html)
    #expect(counts["offset-horizontal"] == [810] && counts["offset-vertical"] == [810])
    #expect(html.contains("viewer offset: horizontal (solid), vertical (dashed), −1…1"))
  }

  /// `glide render` of a tilt: the renderer reads the presentation, so the card's pixels are where its
  /// presented frame is (the log's centre, 300 × 200 pt around it), within a pixel, at the start, at the
  /// largest offset and late in the drift back.
  @Test func renderDrawsTheCardWhereItsPresentationIs() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frames")
    let run = try Glide.run(["render", tilt, "--scenario", "parallax", "-o", out.path + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    // "wrote 812 frames to DIR/: 390×844 pixels, 0.017 s to 13.533 s at 60 fps; parallax none"
    let span = try #require(run.stdout.components(separatedBy: "pixels, ").last?.split(separator: " ").first)
    let first = try #require(Double(span), "\(run.stdout)")
    let log = try Glide.run(["replay", tilt, "--scenario", "parallax", "--json"]).stdout.split(separator: "\n")
      .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
      .filter { $0["type"] as? String == "motion" }
    let largest = try #require(log.indices.max { abs(log[$0]["horizontal"] as? Double ?? 0) < abs(log[$1]["horizontal"] as? Double ?? 0) })
    var shown: [Double] = []
    for record in [log[0], log[largest], log[400]] {
      let time = try #require(record["time"] as? Double)
      let card = try #require((record["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Card" })
      let center = (x: card["centerX"] as? Double ?? 0, y: card["centerY"] as? Double ?? 0)
      let frame = Int(((time - first) * 60).rounded())
      let png = out.appendingPathComponent(String(format: "frame-%05d.png", frame))
      let found = try Screenshot.colours(
        in: png, colours: ["Card": "#faf7ed"], regions: [PixelRegion("screen", x: 0, y: 0, width: 390, height: 844)],
        tolerance: 2)
      let box = try #require(found["screen"]?["Card"]?.box, "frame \(frame) shows no card")
      let drawn = [Double(box.minX), Double(box.minY), Double(box.maxX + 1), Double(box.maxY + 1)]
      let expected = [center.x - 150, center.y - 100, center.x + 150, center.y + 100]
      for (edge, (a, b)) in zip(["left", "top", "right", "bottom"], zip(drawn, expected)) {
        #expect(abs(a - b) <= 1, "frame \(frame) at \(time) s: the card's \(edge) edge at \(a) px, its presentation at \(b) pt")
      }
      shown.append(drawn[0])
    }
    #expect(shown[1] - shown[0] >= 11, "the card 11.6 pt right at the largest offset: \(shown)")
  }

  /// The report as a person sees it: headless Chromium draws the filmstrip, whose default times include
  /// the frame of the largest viewer offset, and in every cell the card is where its presented frame is
  /// (the scrubber's JSON, which the log's motion records agree with), within a pixel: at the largest
  /// offset 11.4 pt right of the middle, about 4 px at the filmstrip's scale.
  @Test func theReportsFilmstripShowsTheCardWhereItsPresentationIs() throws {
    let folder = try ReportCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, page) = try ReportCommandTests.report([tilt, "--scenario", "parallax"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(page.contains(" · largest offset"))
    let layout = try PageLayout(page)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data((ReportCommandTests.frameJSON(page) ?? "").utf8))
        as? [String: Any])
    let frames = try #require(json["frames"] as? [[String: Any]])
    func card(_ frame: Int) -> [Double] {
      let views = frames[frame]["views"] as? [[String: Any]] ?? []
      return views.first { $0["name"] as? String == "Card" }?["frame"] as? [Double] ?? []
    }
    // The cell of the largest offset: the replay log's Card centre at that frame is the JSON's.
    let peakCell = try #require(page.components(separatedBy: "<figure class=\"cell\"").dropFirst().firstIndex {
      $0.contains("largest offset")
    } .map { $0 - 1 })
    let peak = card(layout.frames[peakCell])
    try #require(peak.count == 4)
    let log = try Glide.run(["replay", tilt, "--scenario", "parallax", "--json"]).stdout.split(separator: "\n")
      .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
      .filter { $0["type"] as? String == "motion" }
    let largest = try #require(log.max { abs($0["horizontal"] as? Double ?? 0) < abs($1["horizontal"] as? Double ?? 0) })
    let logged = (largest["views"] as? [[String: Any]])?.first { $0["name"] as? String == "Card" }
    #expect(abs(peak[0] + peak[2] / 2 - (logged?["centerX"] as? Double ?? 0)) < 0.01, "\(peak), \(largest)")
    #expect(peak[0] + peak[2] / 2 > 206, "the card 11 pt right of the middle: \(peak)")

    let png = try Screenshot.take(folder.appendingPathComponent("report.html"))
    let regions = layout.cells.indices.map { layout.screen($0) }
    let found = try Screenshot.colours(in: png, colours: ["Card": "#faf7ed"], regions: regions)
    let scale = layout.phone.width / layout.viewBox[2]
    var lefts: [Double] = []
    for (index, frame) in layout.frames.enumerated() {
      let presented = card(frame)
      try #require(presented.count == 4)
      let box = try #require(found["screen-\(index)"]?["Card"]?.box, "cell \(index + 1) shows no card")
      // The screen's top-left corner, pixels, unrounded (``PageLayout/screen(_:)`` rounds it for counting).
      let origin = (
        x: layout.cells[index].x + (layout.cellWidth - layout.phone.width) / 2 - layout.viewBox[0] * scale,
        y: layout.cells[index].y - layout.viewBox[1] * scale
      )
      let drawn = [Double(box.minX), Double(box.minY), Double(box.maxX + 1), Double(box.maxY + 1)]
      let expected = [
        origin.x + presented[0] * scale, origin.y + presented[1] * scale,
        origin.x + (presented[0] + presented[2]) * scale, origin.y + (presented[1] + presented[3]) * scale,
      ]
      for (edge, (a, b)) in zip(["left", "top", "right", "bottom"], zip(drawn, expected)) {
        #expect(abs(a - b) <= 1, "cell \(index + 1): the card's \(edge) edge at \(a) px, its presentation at \(b) px")
      }
      lefts.append(drawn[0] - origin.x)
    }
    // Moved as a person sees it: the peak's card is 11.4 pt (4 px) right of where the first cell has it.
    #expect(abs((lefts[peakCell] - lefts[0]) - (peak[0] - card(layout.frames[0])[0]) * scale) <= 1)
    #expect(lefts[peakCell] - lefts[0] >= 3)
  }
}
