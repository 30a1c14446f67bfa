public import GlideAnimation

/// A tap or a step of a drag given to a demo, at a time (seconds from the demo's start), in the demo's
/// screen points: from its script, a trace's recognised gestures, or the window's mouse.
public struct DemoInput: Hashable, Sendable {
  public var time: Double
  public var kind: Kind

  public enum Kind: Hashable, Sendable {
    /// A tap at a point.
    case tap(Point)
    /// A drag: where the finger is, and how far it has moved since the drag began (points).
    case drag(DragPhase, location: Point, translation: Vector)
  }

  /// Where a drag is.
  public enum DragPhase: String, Hashable, Sendable {
    case began, changed, ended
  }

  public init(time: Double, _ kind: Kind) { (self.time, self.kind) = (time, kind) }

  /// A tap at (`x`, `y`) at `time`.
  public static func tap(at time: Double, x: Double, y: Double) -> DemoInput {
    DemoInput(time: time, .tap(Point(x: x, y: y)))
  }

  /// A straight drag from `start` by `by` over `duration` seconds from `time`, a step each 1/60 s.
  public static func drag(at time: Double, from start: Point, by offset: Vector, duration: Double) -> [DemoInput] {
    let steps = max(Int((duration * 60).rounded()), 1)
    return (0...steps).map { step in
      let fraction = Double(step) / Double(steps)
      let translation = Vector(dx: offset.dx * fraction, dy: offset.dy * fraction)
      let location = Point(x: start.x + translation.dx, y: start.y + translation.dy)
      let phase: DragPhase = step == 0 ? .began : step == steps ? .ended : .changed
      return DemoInput(time: time + fraction * duration, .drag(phase, location: location, translation: translation))
    }
  }
}
