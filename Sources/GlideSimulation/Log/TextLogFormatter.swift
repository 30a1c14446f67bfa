import GlideAnimation
import GlideGestures
import GlideTransitions

/// `glide replay`'s readable log: one line per record, time first (seconds on the trace's clock).
public enum TextLogFormatter {
  public static func line(_ record: ReplayRecord) -> String {
    let time = LogFormatting.fixed(record.time, 4).padding(toLength: 9, withPad: " ", startingAt: 0)
    return time + "  " + text(record.kind)
  }

  public static func summary(_ s: ReplaySummary) -> String {
    var lines = ["", "\(s.scenario): \(s.outcome.rawValue)"]
    if let p = s.percentAtRelease, let t = s.releaseTime {
      let v = s.velocityAtRelease.map { ", velocity \(f($0, 3))/s" } ?? ""
      lines.append("  released at \(f(t, 4)) s, percent \(f(p, 4))\(v)")
    }
    if let d = s.decision { lines.append("  decision: \(d) (\(s.policy))") }
    if let c = s.completionTime { lines.append("  completed at \(f(c, 4)) s") }
    if let h = s.handOff { lines.append("  hand-off: " + handOff(h)) }
    lines.append(
      "  duration \(f(s.duration, 3)) s, completionSpeed \(f(s.completionSpeed, 3)), "
        + "transitions started \(s.transitionsStarted), ended \(s.transitionsEnded), frames \(s.frames)")
    return lines.joined(separator: "\n")
  }

  private static func text(_ kind: ReplayRecord.Kind) -> String {
    switch kind {
    case .gesture(let recognizer, let state, let values, let touches, let percent):
      let p = percent.map { "  → percent \(f($0, 4))" } ?? ""
      return "\(recognizer) \(state.rawValue)  \(describe(values))  touches \(touches)\(p)"
    case .scene(let kind):
      return scene(kind)
    case .frame(let index, let percent, let views):
      return "frame \(index)  percent \(f(percent, 4))  " + views.map(view).joined(separator: " | ")
    case .decision(let d):
      return "release: \(d.outcome.rawValue)  percent \(f(d.percent, 4)), velocity \(f(d.velocity, 3))/s  (\(d.reason))"
    case .handOff(let h):
      return "hand-off: " + handOff(h)
    case .gestureCancelled(let percent):
      return "gesture cancelled at percent \(f(percent, 4)): cancelling the transition"
    case .regrab(let percent):
      return "fingers took the transition back at percent \(f(percent, 4))"
    case .note(let text):
      return "note: \(text)"
    }
  }

  /// "release 1.434/s → completion 0/s (jump −1.434/s) over 0.18 s, first frame +0.0123".
  static func handOff(_ h: HandOff) -> String {
    let initial = h.initialVelocity.map { "\(f($0, 3))/s" } ?? "instant"
    let jump = h.velocityJump.map { " (jump \(f($0, 3))/s)" } ?? ""
    let frame = h.firstFrameJump.map { ", first frame off by \(f($0, 4))" } ?? ""
    return "release \(f(h.releaseVelocity, 3))/s → completion \(initial)\(jump) over \(f(h.completionDuration, 4)) s\(frame)"
  }

  private static func scene(_ kind: SceneEvent.Kind) -> String {
    switch kind {
    case .appearance(let callback, let controller): "\(controller).\(callback.rawValue)"
    case .transitionBegan(let op, let from, let to, let animated, let interactive):
      "\(op.rawValue) \(from) → \(to)\(animated ? "" : " (not animated)")\(interactive ? " (interactive)" : "")"
    case .interactionChanged(let interactive, let cancelled, let percent):
      interactive
        ? "coordinator: interactive again at percent \(f(percent, 4))"
        : "coordinator: interaction ended, \(cancelled ? "cancelling" : "finishing") from percent \(f(percent, 4))"
    case .transitionCompleted(let op, let done): "\(op.rawValue) completed: \(done ? "finished" : "cancelled")"
    case .requestQueued(let op): "\(op.rawValue) request queued"
    case .delegate(let name, let controller): "delegate \(name) \(controller)"
    }
  }

  private static func describe(_ values: GestureValues) -> String {
    switch values {
    case .pinch(let scale, let velocity): "scale \(f(scale, 4)), \(f(velocity, 3))/s"
    case .rotation(let rotation, let velocity): "rotation \(f(rotation, 4)) rad, \(f(velocity, 3)) rad/s"
    case .pan(let t, let v): "translation (\(f(t.dx, 2)), \(f(t.dy, 2))) mm, velocity (\(f(v.dx, 1)), \(f(v.dy, 1))) mm/s"
    case .swipe(let direction): "direction \(direction)"
    case .tap(let location, let taps): "\(taps) taps at (\(f(location.x, 1)), \(f(location.y, 1))) mm"
    case .longPress(let location, let t): "at (\(f(location.x, 1)), \(f(location.y, 1))) mm, moved (\(f(t.dx, 1)), \(f(t.dy, 1)))"
    }
  }

  private static func view(_ v: ViewState) -> String {
    guard v.isOnScreen else { return "\(v.name) off screen" }
    var text = "\(v.name) (\(f(v.frame.minX, 1)), \(f(v.frame.minY, 1)) \(f(v.frame.width, 1))×\(f(v.frame.height, 1)))"
    if abs(v.scale - 1) > 1e-6 { text += " scale \(f(v.scale, 3))" }
    if abs(v.rotation) > 1e-6 { text += " rot \(f(v.rotation, 3))" }
    if abs(v.alpha - 1) > 1e-6 { text += " alpha \(f(v.alpha, 2))" }
    return text
  }

  private static func f(_ value: Double, _ places: Int) -> String { LogFormatting.fixed(value, places) }
}
