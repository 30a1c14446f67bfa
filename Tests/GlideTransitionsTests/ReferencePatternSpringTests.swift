import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// The spring presentation on a 768 × 1024 scene (iPad portrait): the full-screen modal travels 1024
/// points up from just below the bottom edge in 0.5 s. Expected numbers come from the closed form of
/// uikit-semantics §9.5 with Framer's duration fit (ω₀ = ln(ζ / (√(1−ζ²)·0.001)) / (ζ·d)), computed
/// independently of Glide: at ζ 0.8, ω₀ = 17.9886 rad/s and the peak is 15.554 points past the final
/// position at 0.2878 s.
@Suite("Reference patterns: the spring presentation")
struct ReferencePatternSpringTests {
  static let size = Size(width: 768, height: 1024)

  /// Presents B with the spring animator and returns its top edge (points, final position 0) at every
  /// 60 Hz frame up to 0.5 s.
  static func present(
    dampingRatio: Double
  ) throws -> (Scene, ViewController, ViewController, [Double], ModalDelegate) {
    let (scene, a, b) = modalScene(size: size)
    let delegate = ModalDelegate(present: SpringPresentAnimator(dampingRatio: dampingRatio))
    b.transitioningDelegate = delegate
    try a.present(b, animated: true)
    var tops: [Double] = []
    for index in 0...30 {
      scene.engine.advance(to: frameTime(index))
      tops.append(b.view.presentation.frame.minY)
    }
    return (scene, a, b, tops, delegate)
  }

  /// Sign changes of the offset from the final position, ignoring frames within `dead` points of it
  /// (a half-point wobble is not a visible bounce).
  static func crossings(_ tops: [Double], dead: Double = 0.5) -> Int {
    let signs = tops.filter { abs($0) > dead }.map { $0 > 0 }
    return zip(signs, signs.dropFirst()).filter { $0 != $1 }.count
  }

  @Test("ζ 0.8 from 1024 points: starts at the bottom edge at 1024 pt/s and overshoots by 15.55 points")
  func overshoot() throws {
    let (scene, a, b) = modalScene(size: Self.size)
    let delegate = ModalDelegate(present: SpringPresentAnimator())
    b.transitioningDelegate = delegate
    try a.present(b, animated: true)
    // What the animation will show, asked before it runs: the start, the initial speed, the true peak.
    let layer = b.view.layer
    #expect(layer.presentation(at: 0).frame.minY == 1024)
    // Initial velocity 1.0 (normalised): the whole distance per second.
    let early = layer.presentation(at: 1e-6).frame.minY
    #expect(close((1024 - early) / 1e-6, 1024, 0.5))
    let fine = stride(from: 0.25, through: 0.33, by: 0.0005).map { (time: Double) in
      (t: time, top: layer.presentation(at: time).frame.minY)
    }
    let peak = try #require(fine.min { $0.top < $1.top })
    #expect(close(peak.top, -15.554, 0.005))
    #expect(close(peak.t, 0.2878, 0.001))
    // At 60 Hz: the highest frame is frame 17 (0.2833 s); frames match the closed form to 0.01 point.
    var tops: [Double] = []
    for index in 0...30 {
      scene.engine.advance(to: frameTime(index))
      tops.append(b.view.presentation.frame.minY)
    }
    #expect(tops.indices.min { tops[$0] < tops[$1] } == 17)
    #expect(close(tops[17], -15.50, 0.01))
    let expected: [Int: Double] = [1: 971.46, 6: 380.22, 13: 8.98, 14: -3.13, 20: -12.21, 29: -0.59]
    for (index, top) in expected {
      #expect(close(tops[index], top, 0.01), "frame \(index): \(tops[index])")
    }
    withExtendedLifetime(delegate) {}
  }

  @Test("ζ 0.8 crosses the final position once; ζ 0.5 three times; ζ 0.6 bounces more than once too")
  func crossings() throws {
    let (_, _, _, stiff, d1) = try Self.present(dampingRatio: 0.8)
    let (_, _, _, bouncy, d2) = try Self.present(dampingRatio: 0.5)
    let (_, _, _, middle, d3) = try Self.present(dampingRatio: 0.6)
    defer { withExtendedLifetime([d1, d2, d3]) {} }
    #expect(Self.crossings(stiff) == 1)
    #expect(Self.crossings(bouncy) == 3)
    #expect(Self.crossings(middle) >= 2)
    // ζ 0.5: 167 points past, 27 short, 4.4 past (closed form: −167.08, 27.24, −4.44 at 0.141, 0.284,
    // 0.426 s); frames 8, 17 and 26 are the nearest.
    #expect(
      close(bouncy[8], -163.65, 0.01) && close(bouncy[17], 27.24, 0.01) && close(bouncy[26], -4.37, 0.01))
    // ζ 0.6 comes back 9.2 points short after going 97 past.
    #expect(close(middle.min() ?? 0, -95.92, 0.01) && close(middle[21], 9.18, 0.01))
  }

  @Test(
    "ζ 0.8 settles within half a point by 0.4872 s and lands exactly at 0.5 s, when the presentation completes"
  )
  func settles() throws {
    let (scene, a, b) = modalScene(size: Self.size)
    let delegate = ModalDelegate(present: SpringPresentAnimator())
    b.transitioningDelegate = delegate
    try a.present(b, animated: true)
    scene.engine.advance(to: 0.25)
    // Every 0.1 ms of what the running animation will show: the last moment more than half a point away.
    let layer = b.view.layer
    let samples = stride(from: 0.25, to: 0.5, by: 0.0001).map { (time: Double) in
      (t: time, top: layer.presentation(at: time).frame.minY)
    }
    let lastAway = try #require(samples.last { abs($0.top) > 0.5 })
    #expect(close(lastAway.t, 0.4872, 0.0002))
    scene.engine.advance(to: frameTime(29))
    #expect(completionTime(scene, .present) == nil)
    #expect(abs(b.view.presentation.frame.minY) < 0.6)
    scene.engine.advance(to: 0.5)
    #expect(close(completionTime(scene, .present) ?? -1, 0.5, 1e-9))
    #expect(b.view.presentation.frame == scene.bounds)
    #expect(b.view.frame == scene.bounds)
    #expect(a.view.superview == nil)
    #expect(
      scene.appearanceLog == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    withExtendedLifetime(delegate) {}
  }
}
