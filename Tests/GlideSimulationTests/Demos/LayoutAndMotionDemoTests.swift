import Foundation
import GlideDemos
import GlideAnimation
import GlideSimulation
import Testing

/// The motion-effects and layout-traps demos' logs against what UIKit does: the effects' offsets, and
/// each lane of the traps at the same moments (every position in its lane's points, exact to 1e-9).
@Suite("Demos: motion effects and the Auto Layout traps")
struct LayoutAndMotionDemoTests {
  /// Every followed layer at each of `frames`, by frame then name.
  static func values(_ demo: Demo, frames: [Int]) -> [Int: [String: DemoRecord.LayerValues]] {
    let run = DemoRun(demo: demo)
    var found: [Int: [String: DemoRecord.LayerValues]] = [:]
    for frame in 0...(frames.max() ?? 0) {
      let record = run.showFrame(frame)
      guard frames.contains(frame), case .frame(_, let layers) = record.kind else { continue }
      found[frame] = Dictionary(uniqueKeysWithValues: layers.map { ($0.name, $0) })
    }
    return found
  }

  @Test("motion-effects: the mars view's centre moves ±5 points with the drag's tilt and stays where it leaves it")
  func motionEffects() throws {
    // At rest (195, 422); the first drag tilts fully right by 0.75 s; the second, 200 points left over
    // 1 s from 1.25 s, passes the middle at 1.75 s and ends fully left; the third tilts right and down
    // to (0, 1) by 3 s.
    let expected: [(Int, Double, Double)] = [(0, 195, 422), (45, 200, 422), (60, 200, 422), (105, 195, 422), (135, 190, 422), (180, 195, 427), (209, 195, 427)]
    let values = Self.values(.motionEffects, frames: expected.map(\.0))
    for (frame, x, y) in expected {
      let mars = try #require(values[frame]?["mars"])
      #expect(abs(mars.position.x - x) < 1e-9 && abs(mars.position.y - y) < 1e-9, "frame \(frame): \(mars.position)")
    }
  }

  @Test("motion-effects given 100,000 drag steps 3 µs apart delivers each once, in order, and ends where the last puts it")
  func denseDrag() throws {
    // A drag 100 points right (a full tilt) from 0.25 s, a step every 3 µs: a trace's dense frames.
    let steps = 100_000
    let inputs = (0...steps).map { step in
      let translation = Vector(dx: 100 * Double(step) / Double(steps), dy: 0)
      let phase: DemoInput.DragPhase = step == 0 ? .began : step == steps ? .ended : .changed
      return DemoInput(
        time: 0.25 + Double(step) * 3e-6,
        .drag(phase, location: Point(x: 195 + translation.dx, y: 620), translation: translation))
    }
    let run = DemoRun(demo: .motionEffects, inputs: inputs)
    var delivered: [DemoInput.Kind] = []
    run.onRecord = { record in
      if case .input(let kind) = record.kind { delivered.append(kind) }
    }
    let record = run.showFrame(36)  // 0.6 s: the drag ended at 0.55 s
    #expect(delivered == inputs.map(\.kind))
    guard case .frame(_, let layers) = record.kind else { return #expect(Bool(false), "no frame") }
    let mars = try #require(layers.first { $0.name == "mars" })
    #expect(abs(mars.position.x - 200) < 1e-9 && abs(mars.position.y - 422) < 1e-9, "\(mars.position)")
  }

  @Test("layout-traps: at 0.75 s three cards slide on at 256.5 and the frame's, put back by the pass, is at −29.5 on its way to 42; the transform jumps to 1.6, the fixes stay at 328")
  func layoutTraps() {
    let values = Self.values(.layoutTraps, frames: [18, 30, 45, 59, 64, 72])
    func card(_ index: Int, _ frame: Int) -> DemoRecord.LayerValues? { values[frame]?["card \(index)"] }
    func close(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 1e-9 } ?? false }
    // 0.3 s: everything that slides is 30 % of the way (centre 42 + 85.8).
    for index in [1, 2, 4] { #expect(close(card(index, 18)?.position.x, 127.8), "card \(index)") }
    // The pass at 0.5 s: the constant's and the layer's animations play on.
    for index in [2, 4] { #expect(close(card(index, 45)?.position.x, 256.5), "card \(index)") }
    // The frame's animation is additive (UIKit's since iOS 8): the pass puts the model back at 42 and the
    // animation goes on adding what is left of its −286 points, so the card is at 42 − 286 · 0.25 at
    // 0.75 s and reaches 42 at 1 s, with no jump then.
    #expect(close(card(1, 45)?.position.x, 42 - 286.0 * 0.25))
    #expect(close(card(1, 59)?.position.x, 42 - 286.0 / 60))
    #expect(card(1, 64)?.position.x == 42)
    for index in [2, 4, 5] { #expect(close(card(index, 72)?.position.x, 328), "card \(index)") }
    // The snapshot lane's real card: hidden while its snapshot slides, shown at 328 once it has.
    #expect(card(5, 45)?.isHidden == true && card(5, 64)?.isHidden == false)
    // The transform: 1.6 at 0.5 s (the 0.5 s out, linear), back to 1.3 at 0.75, nearly 1 at the last
    // frame before 1 s, then the model's 1.6: the autoreverse jump.
    #expect(close(card(3, 30)?.scale, 1.6) && close(card(3, 45)?.scale, 1.3))
    #expect(close(card(3, 59)?.scale, 1 + 0.6 / 30) && close(card(3, 64)?.scale, 1.6))
    // The collapse: half its height and opacity at 0.5 s, none after 1 s, held (fill mode forwards).
    #expect(close(card(6, 30)?.size.height, 22) && close(card(6, 30)?.opacity, 0.5))
    #expect(card(6, 72)?.size.height == 0 && card(6, 72)?.opacity == 0)
  }
}
