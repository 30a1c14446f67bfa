import GlideAnimation
import GlideGestures
public import GlideOutput
import GlideTransitions

/// `glide replay --json`: one JSON object per record, then the summary. Every object has `"type"` and
/// `"time"` (seconds on the trace's clock, 6 decimals); `docs/commands.md` documents each type's fields. The
/// schema is stable: fields are only ever added.
///
/// The objects are written straight into an `OutputBuffer` (numbers with six decimals, rounded as
/// `printf("%.6f")` rounds, no negative zero), so a long replay formats without allocating per line.
public enum JSONLinesFormatter {
  /// The record's object, as text without a line break.
  public static func line(_ record: ReplayRecord) -> String {
    let out = OutputBuffer(capacity: 512)
    write(record, to: out)
    return out.string
  }

  /// The last line, `{"type":"summary", …}`, as text without a line break.
  public static func summary(_ summary: ReplaySummary) -> String {
    let out = OutputBuffer(capacity: 512)
    write(summary, to: out)
    return out.string
  }

  /// Appends the record's object (no line break) to `out`.
  public static func write(_ record: ReplayRecord, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    switch record.kind {
    case .gesture(let recognizer, let state, let values, let touches, let percent):
      begin(&w, "gesture", record.time)
      w.field("recognizer", recognizer)
      w.field("state", state.rawValue)
      w.field("touches", touches)
      valueFields(values, into: &w)
      w.field("percent", percent)
    case .scene(let kind):
      sceneFields(kind, time: record.time, into: &w)
    case .frame(let index, let percent, let views, let transition):
      begin(&w, "frame", record.time)
      w.field("index", index)
      w.field("percent", percent)
      w.array("views", views) { view in
        viewObject(view, to: out)
      }
      if let transition {
        w.key("viewTransition")
        viewTransitionObject(transition, to: out)
      }
    case .layout(let frame):
      begin(&w, "layout", record.time)
      w.field("index", frame.index)
      w.field("from", frame.from)
      w.field("to", frame.to)
      w.field("progress", frame.progress)
      w.array("items", frame.items) { item in
        itemObject(item, to: out)
      }
    case .decision(let d):
      begin(&w, "decision", record.time)
      w.field("outcome", d.outcome.rawValue)
      w.field("percent", d.percent)
      w.field("velocity", d.velocity)
      w.field("policy", d.policy.name)
      w.field("projected", d.projected)
      w.field("ruleVelocity", d.ruleVelocity)
      w.field("reason", d.reason)
    case .handOff(let h):
      begin(&w, "handOff", record.time)
      handOffFields(h, into: &w)
    case .gestureCancelled(let percent):
      begin(&w, "gestureCancelled", record.time)
      w.field("percent", percent)
    case .regrab(let percent):
      begin(&w, "regrab", record.time)
      w.field("percent", percent)
    case .note(let text):
      begin(&w, "note", record.time)
      w.field("text", text)
    case .motion(let sample):
      begin(&w, "motion", record.time)
      w.field("index", sample.index)
      w.field("horizontal", sample.offset.horizontal)
      w.field("vertical", sample.offset.vertical)
      w.array("views", sample.views) { view in
        var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
        inner.field("name", view.name)
        inner.field("centerX", view.center.x)
        inner.field("centerY", view.center.y)
        inner.close()
      }
    }
    w.close()
  }

  /// Appends the summary's object (no line break) to `out`.
  public static func write(_ s: ReplaySummary, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    w.field("type", literal: "summary")
    w.field("scenario", s.scenario)
    w.field("outcome", s.outcome.rawValue)
    w.field("percentAtRelease", s.percentAtRelease)
    w.field("velocityAtRelease", s.velocityAtRelease)
    w.field("releaseTime", s.releaseTime)
    w.field("completionTime", s.completionTime)
    w.field("duration", s.duration)
    w.field("completionSpeed", s.completionSpeed)
    w.field("transitionsStarted", s.transitionsStarted)
    w.field("transitionsEnded", s.transitionsEnded)
    w.field("policy", s.policy)
    w.field("decision", s.decision)
    w.field("frames", s.frames)
    w.array("appearance", s.appearanceOrder) { name in
      out.append(jsonString: name)
    }
    w.field("rule", s.rule)
    if let handOff = s.handOff {
      w.key("handOff")
      var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
      handOffFields(handOff, into: &inner)
      inner.close()
    } else {
      w.null("handOff")
    }
    if let motionFrames = s.motionFrames { w.field("motionFrames", motionFrames) }
    w.close()
  }

  // MARK: - Internals

  /// `"type":"…","time":…`, the first two fields of every record.
  private static func begin(_ w: inout JSONObjectWriter, _ type: StaticString, _ time: Double) {
    w.field("type", literal: type)
    w.field("time", time)
  }

  /// A hand-off's fields: velocities in progress per second, jumps in progress, times in seconds.
  private static func handOffFields(_ h: HandOff, into w: inout JSONObjectWriter) {
    w.field("outcome", h.outcome.rawValue)
    w.field("releaseTime", h.releaseTime)
    w.field("releasePercent", h.releasePercent)
    w.field("releaseVelocity", h.releaseVelocity)
    w.field("initialVelocity", h.initialVelocity)
    w.field("velocityJump", h.velocityJump)
    w.field("completionDuration", h.completionDuration)
    w.field("firstFrameTime", h.firstFrameTime)
    w.field("firstFrameJump", h.firstFrameJump)
  }

  private static func valueFields(_ values: GestureValues, into w: inout JSONObjectWriter) {
    switch values {
    case .pinch(let scale, let velocity):
      w.field("scale", scale)
      w.field("velocity", velocity)
    case .rotation(let rotation, let velocity):
      w.field("rotation", rotation)
      w.field("velocity", velocity)
    case .pan(let t, let v):
      w.field("translationX", t.dx)
      w.field("translationY", t.dy)
      w.field("velocityX", v.dx)
      w.field("velocityY", v.dy)
    case .swipe(let direction):
      w.field("direction", direction.description)
    case .tap(let location, let taps):
      w.field("x", location.x)
      w.field("y", location.y)
      w.field("taps", taps)
    case .longPress(let location, let t):
      w.field("x", location.x)
      w.field("y", location.y)
      w.field("translationX", t.dx)
      w.field("translationY", t.dy)
    }
  }

  private static func sceneFields(_ kind: SceneEvent.Kind, time: Double, into w: inout JSONObjectWriter) {
    switch kind {
    case .appearance(let callback, let controller, let coordinator):
      begin(&w, "appearance", time)
      w.field("controller", controller)
      w.field("callback", callback.rawValue)
      if let coordinator {
        w.key("coordinator")
        var inner = JSONObjectWriter(w.out, numbers: .fixed(places: 6))
        inner.field("interactive", coordinator.isInteractive)
        inner.field("initiallyInteractive", coordinator.initiallyInteractive)
        inner.field("animated", coordinator.isAnimated)
        inner.field("cancelled", coordinator.isCancelled)
        inner.close()
      }
    case .transitionBegan(let op, let from, let to, let animated, let interactive):
      begin(&w, "transitionBegan", time)
      w.field("operation", op.rawValue)
      w.field("from", from)
      w.field("to", to)
      w.field("animated", animated)
      w.field("interactive", interactive)
    case .interactionChanged(let interactive, let cancelled, let percent):
      begin(&w, "interactionChanged", time)
      w.field("interactive", interactive)
      w.field("cancelled", cancelled)
      w.field("percent", percent)
    case .transitionCompleted(let op, let done):
      begin(&w, "transitionCompleted", time)
      w.field("operation", op.rawValue)
      w.field("didComplete", done)
    case .requestQueued(let op):
      begin(&w, "requestQueued", time)
      w.field("operation", op.rawValue)
    case .delegate(let name, let controller):
      begin(&w, "delegate", time)
      w.field("callback", name)
      w.field("controller", controller)
    case .layout(let pass):
      begin(&w, "layout", time)
      w.field("animated", pass.isAnimated)
      let out = w.out
      w.array("views", pass.changes) { change in
        var inner = JSONObjectWriter(out, numbers: .fixed(places: 6))
        inner.field("name", change.view)
        inner.field("x", change.to.minX)
        inner.field("y", change.to.minY)
        inner.field("width", change.to.width)
        inner.field("height", change.to.height)
        inner.field("fromX", change.from.minX)
        inner.field("fromY", change.from.minY)
        inner.field("fromWidth", change.from.width)
        inner.field("fromHeight", change.from.height)
        inner.close()
      }
    case .layoutConflict(let conflict):
      begin(&w, "layoutConflict", time)
      let out = w.out
      w.array("constraints", conflict.constraints) { text in
        out.append(jsonString: text)
      }
      w.field("broken", conflict.broken)
      w.field("message", conflict.message)
    }
  }

  /// A collection view item as drawn: centre and untransformed size in points, rotation in radians.
  private static func itemObject(_ item: LayoutFrame.Item, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    w.field("item", item.indexPath.item)
    w.field("section", item.indexPath.section)
    w.field("centerX", item.center.x)
    w.field("centerY", item.center.y)
    w.field("width", item.size.width)
    w.field("height", item.size.height)
    w.field("rotation", item.rotation)
    w.field("scale", item.scale)
    w.field("alpha", item.alpha)
    w.field("zIndex", item.zIndex)
    w.field("hidden", item.isHidden)
    w.close()
  }

  /// `{"transition":…,"progress":…}` and a flip's `angle` and `side` (`from`/`to`, the side facing
  /// the viewer) or a curl's `curlProgress`.
  private static func viewTransitionObject(_ t: ViewTransitionSample, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    w.field("transition", t.transition.description)
    w.field("progress", t.progress)
    if let incoming = t.showsIncoming {
      w.field("angle", t.value)
      w.field("side", incoming ? "to" : "from")
    } else if t.transition.isCurl {
      w.field("curlProgress", t.value)
    }
    w.close()
  }

  private static func viewObject(_ v: ViewState, to out: OutputBuffer) {
    var w = JSONObjectWriter(out, numbers: .fixed(places: 6))
    w.field("name", v.name)
    w.field("x", v.frame.minX)
    w.field("y", v.frame.minY)
    w.field("width", v.frame.width)
    w.field("height", v.frame.height)
    w.field("scale", v.scale)
    w.field("rotation", v.rotation)
    w.field("alpha", v.alpha)
    w.field("onScreen", v.isOnScreen)
    // Only where they apply, so frames of views without them read as before.
    if v.cornerRadius > 0 { w.field("cornerRadius", v.cornerRadius) }
    if v.shadowOpacity > 0 {
      w.field("shadowOpacity", v.shadowOpacity)
      w.field("shadowRadius", v.shadowRadius)
    }
    if let looks = v.looks { lookFields(looks, into: &w) }
    w.close()
  }
}
