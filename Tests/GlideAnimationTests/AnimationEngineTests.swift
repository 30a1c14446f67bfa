import Testing

@testable import GlideAnimation

@Suite("Animation engine: timers and time ramps")
struct AnimationEngineTests {
  let engine = AnimationEngine()

  @Test("Timers run at their times, in order, after animations due at the same time")
  func timers() {
    var log: [String] = []
    let layer = Layer(engine: engine)
    var slide = BasicAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(1), duration: 0.5)
    final class Stop: AnimationDelegate {
      let sink: () -> Void
      init(_ sink: @escaping () -> Void) { self.sink = sink }
      func animationDidStop(_ animation: any Animation, finished: Bool) { sink() }
    }
    slide.delegate = Stop { log.append("animation stop @\(self.engine.currentTime)") }
    layer.add(slide)
    engine.schedule(at: 0.5) { log.append("timer A @\(self.engine.currentTime)") }
    engine.schedule(at: 0.25) { log.append("timer B @\(self.engine.currentTime)") }
    let cancelled = engine.schedule(at: 0.3) { log.append("cancelled") }
    engine.schedule(at: 0.5) { log.append("timer C @\(self.engine.currentTime)") }
    engine.cancel(cancelled)
    #expect(engine.nextDeadline == 0)  // the animation's start
    engine.advance(to: 1)
    #expect(log == ["timer B @0.25", "animation stop @0.5", "timer A @0.5", "timer C @0.5"])
  }

  @Test("A timer scheduled from a timer at the same time runs in the same advance")
  func chainedTimers() {
    var log: [Double] = []
    engine.schedule(at: 1) {
      log.append(self.engine.currentTime)
      self.engine.schedule(at: 1) { log.append(self.engine.currentTime) }
      self.engine.schedule(at: 3) { log.append(self.engine.currentTime) }
    }
    engine.advance(to: 2)
    #expect(log == [1, 1])
    engine.advance(to: 5)
    #expect(log == [1, 1, 3])
  }

  @Test("A time ramp plays a frozen timeline's remainder along a curve, then holds")
  func timeRamp() {
    let container = Layer(engine: engine)
    let card = Layer(engine: engine)
    container.addSublayer(card)
    card.add(BasicAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(100), duration: 1))
    container.speed = 0
    container.timeOffset = 0.5
    engine.advance(to: 3)
    #expect(close(card.shownX, 50))
    // Play 0.5 → 1.0 of local time over 0.5 s of engine time with ease-in-out (oracle 11's re-timing).
    container.timeRamp = Layer.TimeRamp(start: 3, end: 3.5, from: 0.5, to: 1, timing: .curve(.easeInOut))
    engine.advance(to: 3.125)
    #expect(close(card.shownX, 50 + 50 * 0.1292, 0.01))
    // The animation's end (local 1.0) is due when the ramp ends.
    #expect(engine.nextDeadline == 3.5)
    engine.advance(to: 3.4)
    #expect(card.animationKeys.count == 1)
    engine.advance(to: 3.5)
    #expect(card.animationKeys.isEmpty)
  }

  @Test("A backward ramp never reaches the end of an animation")
  func backwardRamp() {
    let container = Layer(engine: engine)
    let card = Layer(engine: engine)
    container.addSublayer(card)
    card.add(BasicAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(100), duration: 1))
    container.speed = 0
    container.timeOffset = 0.4
    engine.advance(to: 1)
    container.timeRamp = Layer.TimeRamp(start: 1, end: 1.4, from: 0.4, to: 0, timing: .linear)
    engine.advance(to: 1.2)
    #expect(close(card.shownX, 20))
    engine.advance(to: 5)
    #expect(card.shownX == 0)
    #expect(card.animationKeys.count == 1)
    #expect(engine.nextDeadline == nil)
  }
}
