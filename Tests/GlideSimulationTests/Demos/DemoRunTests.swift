import Foundation
import GlideDemos
import GlideAnimation
import GlideSimulation
import Testing

/// Demos played frame by frame: what their logs say against the closed forms of what the articles
/// animate, their inputs delivered at their own times, and every built-in demo playing to its end.
@Suite("Demos: runs and logs")
struct DemoRunTests {
  /// The followed layer `name` at frame `number` of `demo` played from the start.
  static func values(_ demo: Demo, _ name: String, atFrame number: Int) throws -> DemoRecord.LayerValues {
    let run = DemoRun(demo: demo)
    var found: DemoRecord.LayerValues?
    for frame in 0...number {
      let record = run.showFrame(frame)
      if frame == number, case .frame(_, let layers) = record.kind { found = layers.first { $0.name == name } }
    }
    return try #require(found)
  }

  static func close(_ a: Color, _ b: Color, within tolerance: Double = 1e-9) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
  }

  @Test("keyframe-colour: tapped at 0.25 s, blue, red, green, blue at 0, ⅓, ⅔ and all of 2 s, linear between")
  func keyframeColour() throws {
    // Frame k is at k/60 s; the animation starts at the tap (frame 15, 0.25 s).
    let colours: [(frame: Int, colour: Color)] = [
      (15, .uiBlue), (55, .uiRed), (95, .uiGreen), (134, Color(red: 0, green: 1.0 / 40, blue: 39.0 / 40)),
      (35, Color(red: 0.5, green: 0, blue: 0.5)), (75, Color(red: 0.5, green: 0.5, blue: 0)),
      (135, .uiBlue), (160, .uiBlue),
    ]
    for (frame, colour) in colours {
      let layer = try Self.values(.keyframeColour, "colorLayer", atFrame: frame)
      #expect(Self.close(layer.backgroundColor, colour), "frame \(frame): \(layer.backgroundColor), expected \(colour)")
    }
    // Before the tap nothing animates.
    #expect(Self.close(try Self.values(.keyframeColour, "colorLayer", atFrame: 14).backgroundColor, .uiBlue))
  }

  @Test("ship-path: the ship on the cubic B(u), u = t / 4 s, turned along B′(u), back at (0, 150) unturned after")
  func shipPath() throws {
    let (p0, p1, p2, p3) = (Point(x: 0, y: 150), Point(x: 75, y: 0), Point(x: 225, y: 300), Point(x: 300, y: 150))
    func bezier(_ u: Double) -> Point {
      let v = 1 - u
      return Point(
        x: v * v * v * p0.x + 3 * v * v * u * p1.x + 3 * v * u * u * p2.x + u * u * u * p3.x,
        y: v * v * v * p0.y + 3 * v * v * u * p1.y + 3 * v * u * u * p2.y + u * u * u * p3.y)
    }
    func tangent(_ u: Double) -> Double {
      let v = 1 - u
      let dx = 3 * v * v * (p1.x - p0.x) + 6 * v * u * (p2.x - p1.x) + 3 * u * u * (p3.x - p2.x)
      let dy = 3 * v * v * (p1.y - p0.y) + 6 * v * u * (p2.y - p1.y) + 3 * u * u * (p3.y - p2.y)
      return atan2(dy, dx)
    }
    for frame in [1, 60, 120, 180, 239] {
      let u = Double(frame) / 60 / 4
      let ship = try Self.values(.shipPath, "shipLayer", atFrame: frame)
      let expected = bezier(u)
      #expect(abs(ship.position.x - expected.x) < 1e-6 && abs(ship.position.y - expected.y) < 1e-6, "frame \(frame): \(ship.position) vs \(expected)")
      #expect(abs(ship.rotation - tangent(u)) < 1e-6, "frame \(frame): rotation \(ship.rotation) vs \(tangent(u))")
    }
    // Removed on completion: the model shows again, at the path's start and unturned.
    let after = try Self.values(.shipPath, "shipLayer", atFrame: 250)
    #expect(after.position == p0 && after.rotation == 0)
  }

  @Test("Inputs arrive at their own times, before a frame at the same time (as a replay's events), and in the log")
  func inputsInOrder() {
    let run = DemoRun(demo: .keyframeColour, inputs: [.tap(at: 0.1, x: 1, y: 1), .tap(at: 0.05, x: 2, y: 2)])
    var log: [String] = []
    run.onRecord = { record in
      switch record.kind {
      case .input(let input): log.append("\(DemoLogFormatter.describe(input)) at \(record.time)")
      case .frame(let number, _): if number <= 7 { log.append("frame \(number)") }
      }
    }
    run.play()
    #expect(
      log == [
        "frame 0", "frame 1", "frame 2", "tap at (2.0, 2.0) at 0.05", "frame 3", "frame 4", "frame 5",
        "tap at (1.0, 1.0) at 0.1", "frame 6", "frame 7",
      ])
  }

  @Test("Every demo plays to its end the same way twice: the same JSON log, byte for byte", arguments: Demo.all.map(\.name))
  func deterministic(name: String) throws {
    let demo = try #require(Demo.named(name))
    func log() -> String {
      let run = DemoRun(demo: demo)
      var lines: [String] = []
      run.onRecord = { lines.append(DemoLogFormatter.json($0)) }
      run.play()
      return lines.joined(separator: "\n")
    }
    let first = log()
    #expect(first == log())
    #expect(first.split(separator: "\n").count >= Int(demo.duration * 60))
    #expect(!first.contains("nan") && !first.contains("inf"))
  }

  @Test("Names are unique and each demo names its article's section")
  func catalogue() {
    #expect(Set(Demo.all.map(\.name)).count == Demo.all.count)
    for demo in Demo.all {
      #expect(!demo.source.isEmpty && !demo.title.isEmpty && demo.duration > 0, "\(demo.name)")
      #expect(Demo.named(demo.name)?.name == demo.name)
    }
  }
}
