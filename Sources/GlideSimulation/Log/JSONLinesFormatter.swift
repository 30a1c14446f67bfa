import GlideAnimation
import GlideGestures
import GlideTransitions

/// `glide replay --json`: one JSON object per record, then the summary. Every object has `"type"` and
/// `"time"` (seconds on the trace's clock, 6 decimals); the README documents each type's fields. The
/// schema is stable: fields are only ever added.
public enum JSONLinesFormatter {
  public static func line(_ record: ReplayRecord) -> String {
    let time = ("time", LogFormatting.fixed(record.time))
    let fields: [(String, String)]
    switch record.kind {
    case .gesture(let recognizer, let state, let values, let touches, let percent):
      fields =
        [("type", q("gesture")), time, ("recognizer", q(recognizer)), ("state", q(state.rawValue)),
          ("touches", "\(touches)")] + valueFields(values) + [("percent", percent.map { n($0) } ?? "null")]
    case .scene(let kind):
      fields = sceneFields(kind, time: time)
    case .frame(let index, let percent, let views):
      fields = [
        ("type", q("frame")), time, ("index", "\(index)"), ("percent", n(percent)),
        ("views", "[" + views.map(viewObject).joined(separator: ",") + "]"),
      ]
    case .decision(let d):
      fields = [
        ("type", q("decision")), time, ("outcome", q(d.outcome.rawValue)), ("percent", n(d.percent)),
        ("velocity", n(d.velocity)), ("policy", q(d.policy.name)), ("projected", d.projected.map { n($0) } ?? "null"),
        ("ruleVelocity", d.ruleVelocity.map { n($0) } ?? "null"), ("reason", q(d.reason)),
      ]
    case .handOff(let h):
      fields = [("type", q("handOff")), time] + handOffFields(h)
    case .gestureCancelled(let percent):
      fields = [("type", q("gestureCancelled")), time, ("percent", n(percent))]
    case .regrab(let percent):
      fields = [("type", q("regrab")), time, ("percent", n(percent))]
    case .note(let text):
      fields = [("type", q("note")), time, ("text", q(text))]
    }
    return LogFormatting.object(fields)
  }

  /// The last line: `{"type":"summary", …}`.
  public static func summary(_ s: ReplaySummary) -> String {
    LogFormatting.object([
      ("type", q("summary")), ("scenario", q(s.scenario)), ("outcome", q(s.outcome.rawValue)),
      ("percentAtRelease", s.percentAtRelease.map { n($0) } ?? "null"),
      ("velocityAtRelease", s.velocityAtRelease.map { n($0) } ?? "null"),
      ("releaseTime", s.releaseTime.map { n($0) } ?? "null"),
      ("completionTime", s.completionTime.map { n($0) } ?? "null"),
      ("duration", n(s.duration)), ("completionSpeed", n(s.completionSpeed)),
      ("transitionsStarted", "\(s.transitionsStarted)"), ("transitionsEnded", "\(s.transitionsEnded)"),
      ("policy", q(s.policy)), ("decision", s.decision.map { q($0) } ?? "null"), ("frames", "\(s.frames)"),
      ("appearance", "[" + s.appearanceOrder.map { q($0) }.joined(separator: ",") + "]"),
      ("rule", q(s.rule)), ("handOff", s.handOff.map { LogFormatting.object(handOffFields($0)) } ?? "null"),
    ])
  }

  /// A hand-off's fields: velocities in progress per second, jumps in progress, times in seconds.
  static func handOffFields(_ h: HandOff) -> [(String, String)] {
    [
      ("outcome", q(h.outcome.rawValue)), ("releaseTime", n(h.releaseTime)), ("releasePercent", n(h.releasePercent)),
      ("releaseVelocity", n(h.releaseVelocity)), ("initialVelocity", h.initialVelocity.map { n($0) } ?? "null"),
      ("velocityJump", h.velocityJump.map { n($0) } ?? "null"), ("completionDuration", n(h.completionDuration)),
      ("firstFrameTime", h.firstFrameTime.map { n($0) } ?? "null"),
      ("firstFrameJump", h.firstFrameJump.map { n($0) } ?? "null"),
    ]
  }

  private static func q(_ text: String) -> String { LogFormatting.json(text) }
  private static func n(_ value: Double) -> String { LogFormatting.fixed(value) }

  private static func valueFields(_ values: GestureValues) -> [(String, String)] {
    switch values {
    case .pinch(let scale, let velocity): [("scale", n(scale)), ("velocity", n(velocity))]
    case .rotation(let rotation, let velocity): [("rotation", n(rotation)), ("velocity", n(velocity))]
    case .pan(let t, let v):
      [("translationX", n(t.dx)), ("translationY", n(t.dy)), ("velocityX", n(v.dx)), ("velocityY", n(v.dy))]
    case .swipe(let direction): [("direction", q(direction.description))]
    case .tap(let location, let taps): [("x", n(location.x)), ("y", n(location.y)), ("taps", "\(taps)")]
    case .longPress(let location, let t):
      [("x", n(location.x)), ("y", n(location.y)), ("translationX", n(t.dx)), ("translationY", n(t.dy))]
    }
  }

  private static func sceneFields(_ kind: SceneEvent.Kind, time: (String, String)) -> [(String, String)] {
    switch kind {
    case .appearance(let callback, let controller):
      [("type", q("appearance")), time, ("controller", q(controller)), ("callback", q(callback.rawValue))]
    case .transitionBegan(let op, let from, let to, let animated, let interactive):
      [
        ("type", q("transitionBegan")), time, ("operation", q(op.rawValue)), ("from", q(from)), ("to", q(to)),
        ("animated", "\(animated)"), ("interactive", "\(interactive)"),
      ]
    case .interactionChanged(let interactive, let cancelled, let percent):
      [
        ("type", q("interactionChanged")), time, ("interactive", "\(interactive)"), ("cancelled", "\(cancelled)"),
        ("percent", n(percent)),
      ]
    case .transitionCompleted(let op, let done):
      [("type", q("transitionCompleted")), time, ("operation", q(op.rawValue)), ("didComplete", "\(done)")]
    case .requestQueued(let op):
      [("type", q("requestQueued")), time, ("operation", q(op.rawValue))]
    case .delegate(let name, let controller):
      [("type", q("delegate")), time, ("callback", q(name)), ("controller", q(controller))]
    }
  }

  private static func viewObject(_ v: ViewState) -> String {
    LogFormatting.object([
      ("name", q(v.name)), ("x", n(v.frame.minX)), ("y", n(v.frame.minY)), ("width", n(v.frame.width)),
      ("height", n(v.frame.height)), ("scale", n(v.scale)), ("rotation", n(v.rotation)), ("alpha", n(v.alpha)),
      ("onScreen", "\(v.isOnScreen)"),
    ])
  }
}
