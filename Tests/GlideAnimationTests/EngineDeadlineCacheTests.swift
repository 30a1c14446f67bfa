import Testing

@testable import GlideAnimation

/// The engine keeps its next deadline until something it depends on changes; each test changes one such
/// thing after the deadline was asked for and checks the deadline moved with it.
@Suite("Animation engine: the cached next deadline follows every change")
struct EngineDeadlineCacheTests {
  let engine = AnimationEngine()

  /// A 1 s animation on `layer`, started and with its end as the next deadline (seconds).
  private func running(on layer: Layer) -> Double? {
    layer.add(BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1), duration: 1))
    engine.advance(to: 0)  // starts it
    return engine.nextDeadline
  }

  @Test("An ancestor's speed, offset and begin time move a running animation's end")
  func ancestorTiming() {
    let root = Layer(engine: engine)
    let child = Layer(engine: engine)
    root.addSublayer(child)
    #expect(running(on: child) == 1)
    root.speed = 2
    #expect(engine.nextDeadline == 0.5)
    root.speed = 0
    #expect(engine.nextDeadline == nil)  // frozen short of its end
    root.timeOffset = 1  // scrubbed to its end: due now
    #expect(engine.nextDeadline == 0)
    root.speed = 1
    root.timeOffset = 0
    root.beginTime = 0.25
    #expect(engine.nextDeadline == 1.25)
  }

  @Test("Moving a layer under a frozen parent, and out again, moves its deadline")
  func treeChanges() {
    let frozen = Layer(engine: engine)
    frozen.speed = 0
    let layer = Layer(engine: engine)
    #expect(running(on: layer) == 1)
    frozen.addSublayer(layer)
    #expect(engine.nextDeadline == nil)
    layer.removeFromSuperlayer()
    #expect(engine.nextDeadline == 1)
  }

  @Test("Adding, removing and finishing animations, and timers, change the deadline")
  func animationsAndTimers() {
    let layer = Layer(engine: engine)
    #expect(engine.nextDeadline == nil)
    #expect(running(on: layer) == 1)
    engine.schedule(at: 0.75) {}
    #expect(engine.nextDeadline == 0.75)
    let token = engine.schedule(at: 0.5) {}
    #expect(engine.nextDeadline == 0.5)
    engine.cancel(token)
    #expect(engine.nextDeadline == 0.75)
    layer.removeAllAnimations()
    engine.advance(to: 0.8)  // the stop callback and the timer run
    #expect(engine.nextDeadline == nil)
  }

  @Test("A deadline already reached stays due as the clock moves on")
  func dueStaysDue() {
    let layer = Layer(engine: engine)
    layer.speed = 0
    #expect(running(on: layer) == nil)  // frozen at its start: started, never ends
    layer.timeOffset = 2
    #expect(engine.nextDeadline == 0)
    engine.advance(to: 3)
    #expect(engine.currentTime == 3)
    #expect(engine.nextDeadline == nil)  // it finished at 0 and is gone
  }

  @Test("A ramp's end is the deadline of the animations it carries past their end")
  func ramps() {
    let layer = Layer(engine: engine)
    layer.speed = 0
    _ = running(on: layer)
    layer.timeRamp = Layer.TimeRamp(start: 0, end: 0.4, from: 0, to: 1, timing: .linear)
    #expect(engine.nextDeadline == 0.4)
    layer.timeRamp = Layer.TimeRamp(start: 0, end: 0.4, from: 0, to: 0.5, timing: .linear)
    #expect(engine.nextDeadline == nil)
  }

  @Test("An interruptible animator's end follows pause and continue")
  func animators() {
    let layer = Layer(engine: engine)
    let animator = PropertyAnimator(duration: 1, timingParameters: .linear, engine: engine)
    animator.addAnimations { layer.opacity = 0 }
    animator.startAnimation()
    engine.advance(to: 0.25)
    #expect(engine.nextDeadline == 1)
    animator.pauseAnimation()
    #expect(engine.nextDeadline == nil)
    animator.startAnimation()
    #expect(engine.nextDeadline == 1)
  }
}

@Suite("Layer key paths")
struct LayerKeyPathTableTests {
  @Test("Every key path reads and writes the property its name says, by name or by constant")
  func table() {
    for keyPath in LayerKeyPath.all {
      #expect(LayerKeyPath(rawValue: keyPath.rawValue) == keyPath)
      let whole = String(keyPath.rawValue.split(separator: ".").first ?? "")
      // A page curl is not animatable as a whole: its progress is a property of its own.
      #expect(keyPath.property.rawValue == (keyPath == .pageCurlProgress ? keyPath.rawValue : whole), "\(keyPath)")
      var state = LayerState()
      let before = keyPath.get(state)
      state.setValue(before, forKeyPath: keyPath)
      #expect(keyPath.get(state) == before, "\(keyPath)")
    }
    #expect(Set(LayerKeyPath.all).count == LayerKeyPath.all.count)
    #expect(LayerKeyPath(rawValue: "position.z") == nil)
    #expect(LayerKeyPath.positionX != LayerKeyPath.positionY)
  }
}
