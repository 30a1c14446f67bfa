import GlideAnimation
import GlideGestures
public import GlideOutput
import GlideTransitions

/// `glide replay`'s readable log: one line per record, time first (seconds on the trace's clock).
///
/// Lines are written straight into an `OutputBuffer`, so a long replay formats without allocating
/// per line; ``line(_:)`` and ``summary(_:)`` give the same text as `String`s.
public enum TextLogFormatter {
  /// The record's line, without a line break.
  public static func line(_ record: ReplayRecord) -> String {
    let out = OutputBuffer(capacity: 256)
    write(record, to: out)
    return out.string
  }

  /// The summary: a blank line, then the outcome and its numbers (lines separated, none at the end).
  public static func summary(_ summary: ReplaySummary) -> String {
    let out = OutputBuffer(capacity: 512)
    write(summary, to: out)
    return out.string
  }

  /// Appends the record's line (no line break) to `out`: the time with four decimals in nine columns,
  /// two spaces, what happened.
  public static func write(_ record: ReplayRecord, to out: OutputBuffer) {
    let start = out.count
    out.append(fixed: record.time, places: 4)
    let width = out.count - start
    if width < 9 { out.append(repeating: UInt8(ascii: " "), count: 9 - width) }
    out.append("  " as StaticString)
    write(record.kind, to: out)
  }

  /// Appends the summary (no line break after its last line) to `out`.
  public static func write(_ s: ReplaySummary, to out: OutputBuffer) {
    out.append("\n" as StaticString)
    out.append(s.scenario)
    out.append(": " as StaticString)
    out.append(s.outcome.rawValue)
    if let p = s.percentAtRelease, let t = s.releaseTime {
      out.append("\n  released at " as StaticString)
      out.append(fixed: t, places: 4)
      out.append(" s, percent " as StaticString)
      out.append(fixed: p, places: 4)
      if let v = s.velocityAtRelease {
        out.append(", velocity " as StaticString)
        out.append(fixed: v, places: 3)
        out.append("/s" as StaticString)
      }
    }
    if let d = s.decision {
      out.append("\n  decision: " as StaticString)
      out.append(d)
      out.append(" (" as StaticString)
      out.append(s.policy)
      out.append(")" as StaticString)
    }
    if let c = s.completionTime {
      out.append("\n  completed at " as StaticString)
      out.append(fixed: c, places: 4)
      out.append(" s" as StaticString)
    }
    if let h = s.handOff {
      out.append("\n  hand-off: " as StaticString)
      write(h, to: out)
    }
    out.append("\n  duration " as StaticString)
    out.append(fixed: s.duration, places: 3)
    out.append(" s, completionSpeed " as StaticString)
    out.append(fixed: s.completionSpeed, places: 3)
    out.append(", transitions started " as StaticString)
    out.append(s.transitionsStarted)
    out.append(", ended " as StaticString)
    out.append(s.transitionsEnded)
    out.append(", frames " as StaticString)
    out.append(s.frames)
    if let motionFrames = s.motionFrames {
      out.append(", motion frames " as StaticString)
      out.append(motionFrames)
    }
  }

  // MARK: - Internals

  /// "release 1.434/s → completion 0/s (jump −1.434/s) over 0.18 s, first frame off by 0.0123".
  private static func write(_ h: HandOff, to out: OutputBuffer) {
    out.append("release " as StaticString)
    out.append(fixed: h.releaseVelocity, places: 3)
    out.append("/s → completion " as StaticString)
    if let initial = h.initialVelocity {
      out.append(fixed: initial, places: 3)
      out.append("/s" as StaticString)
    } else {
      out.append("instant" as StaticString)
    }
    if let jump = h.velocityJump {
      out.append(" (jump " as StaticString)
      out.append(fixed: jump, places: 3)
      out.append("/s)" as StaticString)
    }
    out.append(" over " as StaticString)
    out.append(fixed: h.completionDuration, places: 4)
    out.append(" s" as StaticString)
    if let frame = h.firstFrameJump {
      out.append(", first frame off by " as StaticString)
      out.append(fixed: frame, places: 4)
    }
  }

  private static func write(_ kind: ReplayRecord.Kind, to out: OutputBuffer) {
    switch kind {
    case .gesture(let recognizer, let state, let values, let touches, let percent):
      out.append(recognizer)
      out.append(byte: UInt8(ascii: " "))
      out.append(state.rawValue)
      out.append("  " as StaticString)
      describe(values, to: out)
      out.append("  touches " as StaticString)
      out.append(touches)
      if let percent {
        out.append("  → percent " as StaticString)
        out.append(fixed: percent, places: 4)
      }
    case .scene(let kind):
      scene(kind, to: out)
    case .frame(let index, let percent, let views, let transition):
      out.append("frame " as StaticString)
      out.append(index)
      out.append("  percent " as StaticString)
      out.append(fixed: percent, places: 4)
      if let transition { viewTransition(transition, to: out) }
      out.append("  " as StaticString)
      for (position, v) in views.enumerated() {
        if position > 0 { out.append(" | " as StaticString) }
        view(v, to: out)
      }
    case .layout(let frame):
      layout(frame, to: out)
    case .decision(let d):
      out.append("release: " as StaticString)
      out.append(d.outcome.rawValue)
      out.append("  percent " as StaticString)
      out.append(fixed: d.percent, places: 4)
      out.append(", velocity " as StaticString)
      out.append(fixed: d.velocity, places: 3)
      out.append("/s  (" as StaticString)
      out.append(d.reason)
      out.append(")" as StaticString)
    case .handOff(let h):
      out.append("hand-off: " as StaticString)
      write(h, to: out)
    case .gestureCancelled(let percent):
      out.append("gesture cancelled at percent " as StaticString)
      out.append(fixed: percent, places: 4)
      out.append(": cancelling the transition" as StaticString)
    case .regrab(let percent):
      out.append("fingers took the transition back at percent " as StaticString)
      out.append(fixed: percent, places: 4)
    case .note(let text):
      out.append("note: " as StaticString)
      out.append(text)
    case .motion(let sample):
      // "motion 12  offset 0.4213 -0.1000  Card (215.42, 422.00)  Background (187.42, 424.00)"
      out.append("motion " as StaticString)
      out.append(sample.index)
      out.append("  offset " as StaticString)
      out.append(fixed: sample.offset.horizontal, places: 4)
      out.append(byte: UInt8(ascii: " "))
      out.append(fixed: sample.offset.vertical, places: 4)
      for view in sample.views {
        out.append("  " as StaticString)
        out.append(view.name)
        out.append(" (" as StaticString)
        out.append(fixed: view.center.x, places: 2)
        out.append(", " as StaticString)
        out.append(fixed: view.center.y, places: 2)
        out.append(")" as StaticString)
      }
    }
  }

  /// `  coordinator[interactive initiallyInteractive animated cancelled]`, naming only what is true: what
  /// the controller's transition coordinator says inside the callback.
  private static func append(_ coordinator: SceneEvent.CoordinatorState, to out: OutputBuffer) {
    out.append("  coordinator[" as StaticString)
    var separator = false
    for (flag, name) in [
      (coordinator.isInteractive, "interactive" as StaticString),
      (coordinator.initiallyInteractive, "initiallyInteractive"), (coordinator.isAnimated, "animated"),
      (coordinator.isCancelled, "cancelled"),
    ] where flag {
      if separator { out.append(byte: UInt8(ascii: " ")) }
      out.append(name)
      separator = true
    }
    out.append(byte: UInt8(ascii: "]"))
  }

  private static func scene(_ kind: SceneEvent.Kind, to out: OutputBuffer) {
    switch kind {
    case .appearance(let callback, let controller, let coordinator):
      out.append(controller)
      out.append(byte: UInt8(ascii: "."))
      out.append(callback.rawValue)
      if let coordinator { append(coordinator, to: out) }
    case .transitionBegan(let op, let from, let to, let animated, let interactive):
      out.append(op.rawValue)
      out.append(byte: UInt8(ascii: " "))
      out.append(from)
      out.append(" → " as StaticString)
      out.append(to)
      if !animated { out.append(" (not animated)" as StaticString) }
      if interactive { out.append(" (interactive)" as StaticString) }
    case .interactionChanged(let interactive, let cancelled, let percent):
      if interactive {
        out.append("coordinator: interactive again at percent " as StaticString)
      } else {
        out.append("coordinator: interaction ended, " as StaticString)
        out.append(cancelled ? "cancelling" as StaticString : "finishing")
        out.append(" from percent " as StaticString)
      }
      out.append(fixed: percent, places: 4)
    case .transitionCompleted(let op, let done):
      out.append(op.rawValue)
      out.append(" completed: " as StaticString)
      out.append(done ? "finished" as StaticString : "cancelled")
    case .requestQueued(let op):
      out.append(op.rawValue)
      out.append(" request queued" as StaticString)
    case .delegate(let name, let controller):
      out.append("delegate " as StaticString)
      out.append(name)
      out.append(byte: UInt8(ascii: " "))
      out.append(controller)
    case .layout(let pass):
      out.append(pass.isAnimated ? "layout (animated)  " as StaticString : "layout  ")
      for (position, change) in pass.changes.enumerated() {
        if position > 0 { out.append(" | " as StaticString) }
        out.append(change.view)
        out.append(byte: UInt8(ascii: " "))
        rect(change.from, to: out)
        out.append(" → " as StaticString)
        rect(change.to, to: out)
      }
    case .layoutConflict(let conflict):
      // UIKit's multi-line message, its lines after the first under the first's text.
      out.append("layout conflict: " as StaticString)
      for (position, line) in conflict.message.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if position > 0 {
          out.append(byte: UInt8(ascii: "\n"))
          out.append(repeating: UInt8(ascii: " "), count: 11)
        }
        out.append(String(line))
      }
    }
  }

  /// "(x, y w×h)", one decimal.
  static func rect(_ r: Rect, to out: OutputBuffer) {
    box(x: r.minX, y: r.minY, width: r.width, height: r.height, to: out)
  }

  /// "(x, y w×h)", one decimal: a rectangle's origin, or a collection item's centre, and its size.
  private static func box(x: Double, y: Double, width: Double, height: Double, to out: OutputBuffer) {
    out.append(byte: UInt8(ascii: "("))
    out.append(fixed: x, places: 1)
    out.append(", " as StaticString)
    out.append(fixed: y, places: 1)
    out.append(byte: UInt8(ascii: " "))
    out.append(fixed: width, places: 1)
    out.append("×" as StaticString)
    out.append(fixed: height, places: 1)
    out.append(byte: UInt8(ascii: ")"))
  }

  private static func describe(_ values: GestureValues, to out: OutputBuffer) {
    switch values {
    case .pinch(let scale, let velocity):
      out.append("scale " as StaticString)
      out.append(fixed: scale, places: 4)
      out.append(", " as StaticString)
      out.append(fixed: velocity, places: 3)
      out.append("/s" as StaticString)
    case .rotation(let rotation, let velocity):
      out.append("rotation " as StaticString)
      out.append(fixed: rotation, places: 4)
      out.append(" rad, " as StaticString)
      out.append(fixed: velocity, places: 3)
      out.append(" rad/s" as StaticString)
    case .pan(let t, let v):
      out.append("translation " as StaticString)
      pair(t.dx, t.dy, places: 2, to: out)
      out.append(" mm, velocity " as StaticString)
      pair(v.dx, v.dy, places: 1, to: out)
      out.append(" mm/s" as StaticString)
    case .swipe(let direction):
      out.append("direction " as StaticString)
      out.append(direction.description)
    case .tap(let location, let taps):
      out.append(taps)
      out.append(" taps at " as StaticString)
      pair(location.x, location.y, places: 1, to: out)
      out.append(" mm" as StaticString)
    case .longPress(let location, let t):
      out.append("at " as StaticString)
      pair(location.x, location.y, places: 1, to: out)
      out.append(" mm, moved " as StaticString)
      pair(t.dx, t.dy, places: 1, to: out)
    }
  }

  /// "(x, y)".
  static func pair(_ x: Double, _ y: Double, places: Int, to out: OutputBuffer) {
    out.append(byte: UInt8(ascii: "("))
    out.append(fixed: x, places: places)
    out.append(", " as StaticString)
    out.append(fixed: y, places: places)
    out.append(byte: UInt8(ascii: ")"))
  }

  /// "layout 3  pile → grid  progress 0.4300  15 items, 15 shown: item 0 (171.6, 276.6 112.5×137.5) |
  /// item 14 (…)": the progress and the first and last items (`--json` has them all).
  private static func layout(_ frame: LayoutFrame, to out: OutputBuffer) {
    out.append("layout " as StaticString)
    out.append(frame.index)
    out.append("  " as StaticString)
    out.append(frame.from)
    if let to = frame.to {
      out.append(" → " as StaticString)
      out.append(to)
    }
    if let progress = frame.progress {
      out.append("  progress " as StaticString)
      out.append(fixed: progress, places: 4)
    }
    out.append("  " as StaticString)
    out.append(frame.items.count)
    out.append(" items, " as StaticString)
    out.append(frame.items.filter { !$0.isHidden && $0.alpha > 0 }.count)
    out.append(" shown" as StaticString)
    let ends = [frame.items.first, frame.items.count > 1 ? frame.items.last : nil].compactMap { $0 }
    for (position, item) in ends.enumerated() {
      out.append(position == 0 ? ": " as StaticString : " | ")
      out.append("item " as StaticString)
      out.append(item.indexPath.item)
      out.append(byte: UInt8(ascii: " "))
      box(x: item.center.x, y: item.center.y, width: item.size.width, height: item.size.height, to: out)
      if abs(item.rotation) > 1e-6 {
        out.append(" rot " as StaticString)
        out.append(fixed: item.rotation, places: 3)
      }
      if abs(item.alpha - 1) > 1e-6 {
        out.append(" alpha " as StaticString)
        out.append(fixed: item.alpha, places: 2)
      }
    }
  }

  /// "  flipFromLeft 0.785 rad (from)", "  curlUp curl 0.250", "  crossDissolve 0.250".
  private static func viewTransition(_ t: ViewTransitionSample, to out: OutputBuffer) {
    out.append("  " as StaticString)
    out.append(t.transition.description)
    out.append(byte: UInt8(ascii: " "))
    if let incoming = t.showsIncoming {
      out.append(fixed: t.value, places: 3)
      out.append(incoming ? " rad (to)" as StaticString : " rad (from)")
    } else if t.transition.isCurl {
      out.append("curl " as StaticString)
      out.append(fixed: t.value, places: 3)
    } else {
      out.append(fixed: t.progress, places: 3)
    }
  }

  private static func view(_ v: ViewState, to out: OutputBuffer) {
    out.append(v.name)
    guard v.isOnScreen else {
      out.append(" off screen" as StaticString)
      return
    }
    out.append(byte: UInt8(ascii: " "))
    rect(v.frame, to: out)
    if abs(v.scale - 1) > 1e-6 {
      out.append(" scale " as StaticString)
      out.append(fixed: v.scale, places: 3)
    }
    if abs(v.rotation) > 1e-6 {
      out.append(" rot " as StaticString)
      out.append(fixed: v.rotation, places: 3)
    }
    if abs(v.alpha - 1) > 1e-6 {
      out.append(" alpha " as StaticString)
      out.append(fixed: v.alpha, places: 2)
    }
    if v.shadowOpacity > 0 {
      out.append(" shadow " as StaticString)
      out.append(fixed: v.shadowOpacity, places: 2)
      out.append(byte: UInt8(ascii: "/"))
      out.append(fixed: v.shadowRadius, places: 1, trimmingZeros: true)
    }
    if let looks = v.looks { self.looks(looks, to: out) }
  }
}
