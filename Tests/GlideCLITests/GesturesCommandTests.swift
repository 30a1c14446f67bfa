import Foundation
import GlideTestSupport
import Testing

/// Every synthetic trace in `traces/` produces, through `glide gestures --json`, the gestures its
/// name says, and not the ones it does not.
@Suite struct GesturesCommandTests {
  /// A trace and what its name promises.
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var testDescription: String { file }
    /// The gesture named in the file name (after the device folder).
    var gesture: String { String(file.split(separator: "/").last!.dropLast(".evemu".count)) }
  }

  static let cases: [Case] = {
    let root = Glide.root.appendingPathComponent("traces")
    let synthetic = ["synaptics", "precision", "touchscreen"].flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
        .filter { $0.hasSuffix(".evemu") }.sorted().map { Case(file: "traces/\(folder)/\($0)") }
    }
    return [Case(file: "traces/default.evemu")] + synthetic
  }()

  @Test func everySyntheticTraceHasAnExpectation() {
    #expect(Self.cases.count == 46)
    #expect(Self.cases.allSatisfy { Expectation(for: $0.gesture) != nil }, "a trace with no expectation")
  }

  @Test(arguments: cases)
  func aTraceProducesTheGestureItsNameSays(_ trace: Case) throws {
    let run = try Glide.run(["gestures", "--json", trace.file])
    try #require(run.status == 0, "\(run.stderr)")
    let log = try GestureLog(run.stdout)
    let expectation = try #require(Expectation(for: trace.gesture))
    expectation.check(log)
  }

  @Test func textOutputIsOneLinePerStateChangeWithValues() throws {
    let run = try Glide.run(["gestures", "traces/default.evemu", "--recognizers", "pinch"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("0.100000  pinch      began      scale 0.8") == true)
    #expect(lines.last?.hasPrefix("0.512500  pinch      ended      scale 0.39") == true)
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.contains(" changed ") })
  }

  @Test func exclusiveRecognisersLetOnlyOneWin() throws {
    let run = try Glide.run(["gestures", "--json", "--exclusive", "traces/synaptics/pinch-in-slow.evemu"])
    let log = try GestureLog(run.stdout)
    let began = Set(log.events.filter { $0.state == "began" || $0.state == "ended" }.map(\.recognizer))
    #expect(began == ["pinch"])
    #expect(log.events.filter { $0.recognizer != "pinch" }.allSatisfy { $0.state == "failed" })
  }

  @Test func anUnknownRecogniserIsAValidationError() throws {
    let run = try Glide.run(["gestures", "traces/default.evemu", "--recognizers", "pinch,zoom"])
    #expect(run.status != 0)
    #expect(run.stderr.contains("Please name recognisers from: pinch, rotation, pan"))
    #expect(run.stderr.contains("'zoom' is not one"))
  }

  @Test func theSameTraceGivesTheSameOutputByteForByte() throws {
    let first = try Glide.run(["gestures", "--json", "traces/precision/pinch-in-jitter.evemu"]).stdout
    let second = try Glide.run(["gestures", "--json", "traces/precision/pinch-in-jitter.evemu"]).stdout
    #expect(!first.isEmpty && first == second)
  }

  /// Found by issue 38's third hostile pass: `--recognizers ,` ran nothing and exited 0, `pinch,pinch` ran
  /// the pinch twice (one of the two "failed" in an exclusive arena), `compare --rules kwin,kwin` printed
  /// the row twice.
  @Test("A list of recognisers or rules with an empty or a repeated name is refused")
  func repeatedOrEmptyNames() throws {
    let empty = try Glide.run(["gestures", "traces/default.evemu", "--recognizers", ","])
    #expect(empty.status == 64 && empty.stderr.contains("'' is not one"), "\(empty.stderr)")
    let twice = try Glide.run(["gestures", "traces/default.evemu", "--recognizers", "pinch,pan,pinch"])
    #expect(twice.status == 64 && twice.stderr.contains("Please name each recogniser once; 'pinch' is named twice."), "\(twice.stderr)")
    let rules = try Glide.run(["compare", "--rules", "kwin,gnome,kwin"])
    #expect(rules.status == 64 && rules.stderr.contains("Please name each rule once in --rules; 'kwin' is named twice."), "\(rules.stderr)")
  }
}

/// The JSON Lines of one `glide gestures --json` run.
struct GestureLog {
  struct Event {
    var recognizer: String
    var state: String
    var object: [String: Any]
    func number(_ key: String) -> Double? { object[key] as? Double }
  }
  var events: [Event]

  init(_ output: String) throws {
    events = try output.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      return Event(
        recognizer: object["recognizer"] as? String ?? "", state: object["state"] as? String ?? "",
        object: object)
    }
  }

  func states(of recognizer: String) -> [String] {
    events.filter { $0.recognizer == recognizer }.map(\.state)
  }

  /// The last event of `recognizer` in `state`.
  func last(_ recognizer: String, _ state: String) -> Event? {
    events.last { $0.recognizer == recognizer && $0.state == state }
  }

  /// The first terminal state (ended, cancelled, failed) `recognizer` reached.
  func firstEnd(of recognizer: String) -> String? {
    states(of: recognizer).first { ["ended", "cancelled", "failed"].contains($0) }
  }

  func began(_ recognizer: String) -> Bool { states(of: recognizer).contains("began") }
}

/// What a trace's name promises, checked against its gesture log.
struct Expectation {
  let check: (GestureLog) -> Void

  init?(for gesture: String) {
    switch gesture {
    case "default", "pinch-in-slow", "pinch-in-fast", "pinch-in-jitter":
      check = { Self.pinch($0, scaleBelow: 0.45) }
    case "pinch-out-slow", "pinch-out-fast", "pinch-out-jitter":
      check = { Self.pinch($0, scaleAbove: 1.8) }
    case "pinch-in-syn-dropped", "pinch-in-third-finger":
      check = { log in
        #expect(log.began("pinch"))
        #expect(log.firstEnd(of: "pinch") == "cancelled", "a pinch cut short is cancelled, never ended")
        #expect(!log.began("pan"))
      }
    case "swipe-2-fingers-left", "swipe-3-fingers-left":
      let fingers = gesture.contains("-2-") ? "2" : "3"
      check = { log in
        #expect(log.last("swipe-\(fingers)", "ended")?.object["direction"] as? String == "left")
        #expect((log.last("pan", "ended")?.number("translationX") ?? 0) < -25)
        #expect(!log.began("pinch") && !log.began("rotation"))
      }
    case "swipe-3-fingers-up":
      check = { log in
        #expect(log.last("swipe-3", "ended")?.object["direction"] as? String == "up")
        #expect((log.last("pan", "ended")?.number("translationY") ?? 0) < -11, "15 mm less the decision's 3 mm for three fingers and the 0.25 mm jitter margin")
        #expect(!log.began("pinch"))
      }
    case "edge-swipe-left":
      check = { log in
        #expect(log.states(of: "edge-pan").contains("began"))
        #expect((log.last("edge-pan", "ended")?.number("translationX") ?? 0) > 25)
        #expect(log.last("swipe-1", "ended")?.object["direction"] as? String == "right")
      }
    case "tap-1-finger", "tap-2-fingers":
      let fingers = gesture.contains("-1-") ? 1 : 2
      check = { log in
        #expect(log.states(of: "tap-\(fingers)") == ["ended"])
        #expect(log.last("tap-\(fingers)", "ended")?.object["taps"] as? Int == 1)
        #expect(log.firstEnd(of: "tap-\(3 - fingers)") == "failed")
        #expect(!log.began("pan") && !log.began("pinch") && !log.began("long-press"))
      }
    case "rotate-clockwise":
      check = { log in
        #expect((log.last("rotation", "ended")?.number("rotation") ?? 0) > 0.6)
        #expect(!log.began("pan"))
      }
    default:
      return nil
    }
  }

  static func pinch(_ log: GestureLog, scaleBelow: Double = .infinity, scaleAbove: Double = -.infinity) {
    #expect(log.began("pinch"))
    #expect(log.firstEnd(of: "pinch") == "ended")
    let scale = log.last("pinch", "ended")?.number("scale") ?? .nan
    #expect(scale < scaleBelow && scale > scaleAbove, "final scale \(scale)")
    #expect(!log.began("pan"), "a pinch never starts a pan")
    #expect(log.firstEnd(of: "pan") == "failed")
  }
}

/// Real recordings whose names say what the person did.
@Suite struct RealRecordingGestureTests {
  static let wacom = "traces/real/tablets__Wacom_Bamboo_16FG_4x5_Finger.desc"

  func log(_ file: String, desc: String? = nil) throws -> GestureLog {
    let run = try Glide.run(["gestures", "--json", "traces/real/\(file)"] + (desc.map { ["--desc", $0] } ?? []))
    try #require(run.status == 0, "\(run.stderr)")
    return try GestureLog(run.stdout)
  }

  @Test func aTwoFingerSwipeAlongTheTopIsATwoFingerSwipeRight() throws {
    let log = try log("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-top-swipe.events", desc: Self.wacom)
    #expect(log.last("swipe-2", "ended")?.object["direction"] as? String == "right")
    #expect(log.last("pan", "ended")?.object["touches"] as? Int == 0)
    #expect((log.last("pan", "ended")?.number("translationX") ?? 0) > 50)
    #expect(!log.began("pinch") && !log.began("rotation"))
  }

  @Test(arguments: [
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_single-center-scroll.events", 1),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-center-scroll.events", 2),
  ])
  func aScrollIsAPanDownwardsWithItsFingers(_ file: String, _ fingers: Int) throws {
    let log = try log(file, desc: Self.wacom)
    let began = try #require(log.events.first { $0.recognizer == "pan" && $0.state == "began" })
    #expect(began.object["touches"] as? Int == fingers)
    #expect((log.last("pan", "ended")?.number("translationY") ?? 0) > 40)
    #expect(!log.began("pinch"))
  }

  @Test func aRightEdgeScrollIsAVerticalPan() throws {
    let log = try log(
      "touchpads__AlpsPS2_ALPS_GlidePoint.right-edge-scroll.events",
      desc: "traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.desc")
    let translationY = log.last("pan", "ended")?.number("translationY") ?? 0
    #expect(translationY < -25)
    #expect(abs(log.last("pan", "ended")?.number("translationX") ?? 99) < 2)
  }

  @Test(arguments: [
    ("touchpads__AlpsPS2_ALPS_GlidePoint.single-tap.events", "tap-1"),
    ("touchpads__AlpsPS2_ALPS_GlidePoint.double-tap.events", "double-tap"),
    ("touchpads__CyPS2_Cypress_Trackpad.two_finger_tap.events", "tap-2"),
    ("touchpads__CyPS2_Cypress_Trackpad.three_finger_tap.events", "tap-3"),
    ("tablets__Wacom_Bamboo_16FG_4x5_Finger_double-tap.events", "tap-2"),
  ])
  func aRecordedTapIsRecognised(_ file: String, _ recognizer: String) throws {
    let log = try log(file, desc: file.hasPrefix("tablets") ? Self.wacom : nil)
    #expect(log.states(of: recognizer) == ["ended"])
  }

}
