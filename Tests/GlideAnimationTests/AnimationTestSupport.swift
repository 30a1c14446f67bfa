import GlideAnimation

/// Records every delegate callback, in order, for the engine tests.
final class RecordingDelegate: AnimationDelegate {
  private(set) var log: [String] = []
  let name: String

  init(_ name: String = "a") { self.name = name }

  func animationDidStart(_ animation: any Animation) { log.append("\(name) start") }
  func animationDidStop(_ animation: any Animation, finished: Bool) { log.append("\(name) stop \(finished)") }
}

extension Layer {
  /// The presentation's `position.x` now.
  var shownX: Double { presentation().position.x }
}

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
