import Foundation
import GlideTestSupport
import Testing

/// What each two-finger decision makes of every real recording of `traces/real`, as the article on the
/// decision (`TwoFingerDecision.md`) tabulates it: `glide gestures FILE --desc DESC --exclusive
/// --recognizers pinch,pan` under the spread rule of issues 15 and 27 (kept here as what it printed:
/// the rule is no longer in the code) and under issue 39's octant rule (run now). The test rebuilds
/// the table and finds it in the article, so the article cannot go stale.
@Suite struct RealRecordingsDecisionTests {
  /// One gesture that began: the recogniser, when (seconds from the first frame), its scale at the
  /// begin (a pinch's), and whether it was cancelled.
  struct Began: Equatable {
    var name: String
    var time: Double
    var scale: Double?
    var cancelled = false
  }

  /// The recordings, in the table's order: the events file and its description (the longest `.desc`
  /// its name starts with; none for the Cypress traces and the whole `.evemu`).
  static let recordings: [(file: String, desc: String?)] = [
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-center-circle.events", "tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-center-scroll.events", "tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-tap.events", "tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-top-swipe.events", "tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_single-center-scroll.events", "tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"),
    ("touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events", "touchpads__AlpsPS2_ALPS_GlidePoint.desc"),
    ("touchpads__AlpsPS2_ALPS_GlidePoint.right-edge-scroll.events", "touchpads__AlpsPS2_ALPS_GlidePoint.desc"),
    ("touchpads__AlpsPS2_ALPS_GlidePoint.single-tap.events", "touchpads__AlpsPS2_ALPS_GlidePoint.desc"),
    ("touchpads__CyPS2_Cypress_Trackpad.three_finger_tap.events", nil),
    ("touchpads__CyPS2_Cypress_Trackpad.two_finger_tap.events", nil),
    ("touchpads__ETPS2_Elantech_Touchpad.events", "touchpads__ETPS2_Elantech_Touchpad.desc"),
    ("touchpads__SynPS2_Synaptics_TouchPad.events", "touchpads__SynPS2_Synaptics_TouchPad.desc"),
    (
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events",
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.desc"
    ),
    (
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.events",
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.desc"
    ),
    (
      "touchscreens__Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events",
      "touchscreens__Atmel_maXTouch_Touchscreen.desc"
    ),
    (
      "touchscreens__Atmel_maXTouch_Touchscreen.2-fingers-touch-release.events",
      "touchscreens__Atmel_maXTouch_Touchscreen.desc"
    ),
    ("touchscreens__ELAN_CANDO_Windows7.1-finger-drag-up-down.events", "touchscreens__ELAN_CANDO_Windows7.desc"),
    ("mice__Apple_Touch_Mouse.evemu", nil),
  ]

  /// What the spread rule (`S > 0.2 × T + 0.5 mm` against the midpoint's path; main at e199fa1, before
  /// issue 39) began on each recording, by file: the gestures that began, in order.
  static let spreadRule: [String: [Began]] = {
    func pans(_ times: [Double]) -> [Began] { times.map { Began(name: "pan", time: $0) } }
    return [
      "tablets__Wacom_Bamboo_16FG_4x5_Finger_double-center-circle.events": pans([0.479988]),
      "tablets__Wacom_Bamboo_16FG_4x5_Finger_double-center-scroll.events": pans([0.577998]),
      "tablets__Wacom_Bamboo_16FG_4x5_Finger_double-top-swipe.events": pans([0.681983]),
      "tablets__Wacom_Bamboo_16FG_4x5_Finger_single-center-scroll.events": pans([0.42999]),
      "touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events": pans([0.008083, 0.171377]),
      "touchpads__AlpsPS2_ALPS_GlidePoint.right-edge-scroll.events": pans([0.064652]),
      "touchpads__AlpsPS2_ALPS_GlidePoint.single-tap.events": pans([0.010207]),
      "touchpads__ETPS2_Elantech_Touchpad.events": pans([0.127554, 4.880599, 11.852913]),
      "touchpads__SynPS2_Synaptics_TouchPad.events": pans([
        0.162057, 1.800248, 2.581283, 3.238919, 3.786282, 4.356311, 4.926532, 5.904991, 7.856038, 15.647361,
        16.030441, 16.414961, 16.784491, 17.159628, 17.494971, 17.878473, 18.276107, 18.673222, 19.008189,
        19.381426, 19.766561, 20.088688, 22.12424, 24.24592, 24.568311, 24.914748, 25.250836, 25.598171,
        25.920446, 26.280056, 26.628095, 26.96319, 27.285526, 27.621732, 28.477372, 28.800309, 29.159534,
        29.494778, 29.842436, 30.151962, 30.500098, 30.859925, 31.207599, 31.554689, 31.90253,
      ]),
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events": [
        Began(name: "pan", time: 0.161935, cancelled: true), Began(name: "pinch", time: 3.306417, scale: 2.264111),
      ] + pans([4.248141, 5.330026]),
      "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.events": pans([0.013293]),
      "touchscreens__Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.events": pans([0.081453]),
      "touchscreens__ELAN_CANDO_Windows7.1-finger-drag-up-down.events": pans([0.105895]),
    ]
  }()

  /// What the octant rule begins on `file` now.
  static func octantRule(_ file: String, desc: String?) throws -> [Began] {
    let run = try Glide.run(
      ["gestures", "traces/real/\(file)"] + (desc.map { ["--desc", "traces/real/\($0)"] } ?? [])
        + ["--exclusive", "--recognizers", "pinch,pan", "--json"])
    #expect(run.status == 0, "\(file): \(run.stderr)")
    var began: [Began] = []
    for line in run.stdout.split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard let name = object["recognizer"] as? String, let state = object["state"] as? String,
        let time = object["time"] as? Double
      else { continue }
      if state == "began" {
        began.append(Began(name: name, time: time, scale: name == "pinch" ? object["scale"] as? Double : nil))
      } else if state == "cancelled", let last = began.lastIndex(where: { $0.name == name }) {
        began[last].cancelled = true
      }
    }
    return began
  }

  /// A rule's verdict on one recording, in words: the gestures that began, repeats counted.
  static func verdict(_ began: [Began]) -> String {
    guard !began.isEmpty else { return "nothing" }
    var words: [String] = []
    var index = 0
    while index < began.count {
      let gesture = began[index]
      if gesture.name == "pinch" {
        words.append("pinch at \(seconds(gesture.time)) (scale \(String(format: "%.2f", gesture.scale ?? 1)))")
        index += 1
      } else if gesture.cancelled {
        words.append("\(gesture.name) at \(seconds(gesture.time)), cancelled for the pinch")
        index += 1
      } else {
        var end = index
        while end + 1 < began.count && began[end + 1].name == gesture.name && !began[end + 1].cancelled { end += 1 }
        let count = end - index + 1
        let at = seconds(gesture.time)
        words.append(count == 1 ? "\(gesture.name) at \(at)" : "\(count) \(gesture.name)s from \(at)")
        index = end + 1
      }
    }
    return words.joined(separator: "; ")
  }

  /// How the octant rule's gestures differ in time from the spread rule's (the same gestures, by
  /// position), or "same gestures, same times".
  static func difference(_ spread: [Began], _ octant: [Began]) -> String {
    guard spread.map(\.name) == octant.map(\.name), spread.map(\.cancelled) == octant.map(\.cancelled) else {
      return "different gestures"
    }
    var words: [String] = []
    for (old, new) in zip(spread, octant) {
      let milliseconds = Int(((old.time - new.time) * 1000).rounded())
      guard milliseconds != 0 else { continue }
      var word = "\(new.name) \(abs(milliseconds)) ms \(milliseconds > 0 ? "sooner" : "later")"
      if let scale = new.scale, let before = old.scale {
        word += String(format: ", scale %.2f (was %.2f)", scale, before)
      }
      words.append(word)
    }
    return words.isEmpty ? "same gestures, same times" : "same gestures; " + words.joined(separator: ", ")
  }

  static func seconds(_ time: Double) -> String { String(format: "%.3f s", time) }

  /// The article's table, rebuilt from both rules' gestures.
  static func table() throws -> String {
    var rows = [
      "| recording | spread rule (issues 15, 27) | octant rule (issue 39) | difference |", "|---|---|---|---|",
    ]
    for (file, desc) in recordings {
      let spread = spreadRule[file] ?? []
      let octant = try octantRule(file, desc: desc)
      rows.append("| `\(file)` | \(verdict(spread)) | \(verdict(octant)) | \(difference(spread, octant)) |")
    }
    return rows.joined(separator: "\n")
  }

  @Test func theArticleTabulatesBothRulesOnEveryRealRecording() throws {
    let article = try String(
      contentsOfFile: Glide.path("Sources/GlideGestures/GlideGestures.docc/Articles/TwoFingerDecision.md"),
      encoding: .utf8)
    let table = try Self.table()
    #expect(article.contains("<!-- real-recordings: begin -->\n\(table)\n<!-- real-recordings: end -->"), "\(table)")
  }

  /// Every recording of `traces/real` is in the table (a new one must be added to it).
  @Test func theTableHasEveryRecording() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Glide.path("traces/real"))
      .filter { $0.hasSuffix(".events") || $0.hasSuffix(".evemu") }
    #expect(Set(files) == Set(Self.recordings.map(\.file)))
  }

  /// Issue 39: the real recordings keep their verdicts under the octant rule; only timings move.
  @Test func everyRecordingKeepsItsGestures() throws {
    for (file, desc) in Self.recordings {
      let octant = try Self.octantRule(file, desc: desc)
      let spread = Self.spreadRule[file] ?? []
      #expect(octant.map(\.name) == spread.map(\.name), "\(file)")
      #expect(octant.map(\.cancelled) == spread.map(\.cancelled), "\(file)")
    }
  }
}
