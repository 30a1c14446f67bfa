import Foundation
import GlideAnimation
import GlideSimulation
import GlideTransitions
import Testing

/// The View Programming Guide's animations as demos: their logs and views against the closed forms of
/// what the guide's listings animate, at the moments the guide describes.
@Suite("Demos: View Programming Guide")
struct ViewProgrammingGuideDemoTests {
  /// `demo` played to frame `number` (k/60 s), and its followed layers at each of `frames` on the way.
  static func run(_ demo: Demo, to number: Int, recording frames: Set<Int> = []) -> (
    run: DemoRun, values: [Int: [String: DemoRecord.LayerValues]]
  ) {
    let run = DemoRun(demo: demo)
    var values: [Int: [String: DemoRecord.LayerValues]] = [:]
    for frame in 0...number {
      let record = run.showFrame(frame)
      guard frames.contains(frame), case .frame(_, let layers) = record.kind else { continue }
      values[frame] = Dictionary(layers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    return (run, values)
  }

  /// The view named `name` under `view` (depth first), if any.
  static func find(_ name: String, in view: View) -> View? {
    if view.name == name { return view }
    for subview in view.subviews { if let found = find(name, in: subview) { return found } }
    return nil
  }

  /// The text the view named `name` under `view` draws (a label's), or nil.
  static func text(_ name: String, in view: View) -> String? { find(name, in: view)?.layer.text?.string }

  /// `angle` brought into (−π, π].
  static func normalized(_ angle: Double) -> Double {
    let turn = remainder(angle, 2 * .pi)
    return turn == -.pi ? .pi : turn
  }

  static func opacity(_ values: [Int: [String: DemoRecord.LayerValues]], _ frame: Int, _ name: String) throws -> Double
  {
    try #require(values[frame]?[name]).opacity
  }

  // MARK: - nested-blocks

  /// aView: 1 → 0 along ease-out over 1.0 s after the 1.0 s delay.
  static func aViewAlpha(_ t: Double) -> Double {
    t <= 1 ? 1 : t >= 2 ? 0 : 1 - CubicTimingFunction.easeOut.progress(at: t - 1)
  }

  /// A linear 0.2 s fade to 0 autoreversing for `count` cycles (0.4 s each) from 1.0 s; then the model, 0.
  static func reversingAlpha(_ t: Double, count: Double) -> Double {
    let u = t - 1
    guard u > 0 else { return 1 }
    guard u < 0.4 * count else { return 0 }
    let cycle = u.truncatingRemainder(dividingBy: 0.4)
    return cycle < 0.2 ? 1 - cycle / 0.2 : (cycle - 0.2) / 0.2
  }

  @Test(
    "nested-blocks: aView fades along ease-out in 1 s after 1 s; anotherView out and in every 0.2 s, linear, ending at 0 after 2.5 cycles; with 2 cycles it is back at 1, then snaps to 0"
  )
  func nestedBlocks() throws {
    let frames = [30, 60, 66, 72, 78, 84, 90, 96, 102, 105, 107, 108, 109, 114, 119, 120, 121, 140]
    let (_, values) = Self.run(.nestedBlocks, to: 140, recording: Set(frames))
    for frame in frames {
      let t = Double(frame) / 60
      #expect(abs(try Self.opacity(values, frame, "aView") - Self.aViewAlpha(t)) < 1e-9, "aView at \(t) s")
      #expect(
        abs(try Self.opacity(values, frame, "anotherView") - Self.reversingAlpha(t, count: 2.5)) < 1e-9,
        "anotherView at \(t) s")
      #expect(
        abs(try Self.opacity(values, frame, "wholeCountView") - Self.reversingAlpha(t, count: 2)) < 1e-9,
        "wholeCountView at \(t) s")
    }
    // The moments the guide describes: the nested fade is out at 1.2 s, back in at 1.4 s, out again at
    // 1.6 s, and ends out at 2.0 s with aView (never snapping); two whole cycles end back in at 1.8 s.
    #expect(
      try Self.opacity(values, 72, "anotherView") < 1e-9 && abs(try Self.opacity(values, 84, "anotherView") - 1) < 1e-9)
    #expect(try Self.opacity(values, 119, "anotherView") < 0.1 && (try Self.opacity(values, 120, "anotherView")) == 0)
    #expect(
      try Self.opacity(values, 107, "wholeCountView") > 0.9 && (try Self.opacity(values, 109, "wholeCountView")) == 0)
    #expect(try Self.opacity(values, 120, "aView") == 0 && (try Self.opacity(values, 60, "aView")) == 1)
  }
}
