import Testing

@testable import GlideAnimation

/// `CAAnimationGroup`: children in the group's time, clipped to its duration, under its timing.
@Suite("Animation groups")
struct AnimationGroupTests {
  let engine = AnimationEngine()

  private func slide(duration: Double, beginTime: Double = 0, fill: FillMode = .removed) -> BasicAnimation {
    var animation = BasicAnimation(keyPath: .positionX, from: .scalar(0), to: .scalar(100), duration: duration)
    animation.timing.beginTime = beginTime
    animation.timing.fillMode = fill
    return animation
  }

  private func fade(beginTime: Double, fill: FillMode = .removed) -> BasicAnimation {
    var animation = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0), duration: 0.25)
    animation.timing.beginTime = beginTime
    animation.timing.fillMode = fill
    return animation
  }

  private func layer() -> Layer { Layer(engine: engine, state: LayerState(position: Point(x: -1, y: 0))) }

  @Test("A child longer than the group is cut at the group's end")
  func clipping() {
    let view = layer()
    view.add(AnimationGroup(animations: [slide(duration: 2)], duration: 1))
    engine.advance(to: 0.5)
    #expect(abs(view.shownX - 25) < 1e-9)  // 0.5 s of a 2 s slide to 100
    engine.advance(to: 0.99)
    #expect(abs(view.shownX - 49.5) < 1e-9)
    engine.advance(to: 1.5)
    #expect(view.shownX == -1)  // the group ended: the model shows
    #expect(view.animationKeys.isEmpty)
  }

  @Test("A child without a duration spans the group's (4 s here), not Core Animation's 0.25 s default")
  func childWithoutDuration() {
    let view = layer()
    let fade = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0))
    view.add(AnimationGroup(animations: [slide(duration: 0), fade], duration: 4))
    engine.advance(to: 1)
    #expect(abs(view.shownX - 25) < 1e-9)  // a quarter of the way to 100 after a quarter of 4 s
    #expect(abs(view.presentation().opacity - 0.75) < 1e-9)
    engine.advance(to: 3.5)
    #expect(abs(view.shownX - 87.5) < 1e-9)
    engine.advance(to: 4.5)
    #expect(view.shownX == -1)
    // Added alone, the same slide takes 0.25 s.
    let alone = layer()
    alone.add(slide(duration: 0))
    engine.advance(to: 4.625)
    #expect(abs(alone.shownX - 50) < 1e-9)
  }

  @Test("A group that holds its end holds each child at the value it had there")
  func holdingTheEnd() {
    let view = layer()
    var group = AnimationGroup(animations: [slide(duration: 2), fade(beginTime: 0.75)], duration: 1)
    group.timing.fillMode = .forwards
    group.isRemovedOnCompletion = false
    view.add(group)
    engine.advance(to: 3)
    #expect(abs(view.shownX - 50) < 1e-9)  // cut half-way
    #expect(abs(view.presentation().opacity - 0) < 1e-9)  // the fade ends exactly with the group
  }

  @Test(
    "A child's begin time counts from the group's start; its fill mode decides what shows outside it",
    arguments: [
      // fill, opacity at 0.4 s (before the child), 0.625 s (half-way), 0.9 s (after it). The model is 0.8;
      // a backwards fill shows the child's first value (1), a forwards fill its last (0).
      (FillMode.removed, 0.8, 0.5, 0.8), (.backwards, 1.0, 0.5, 0.8), (.forwards, 0.8, 0.5, 0.0),
      (.both, 1.0, 0.5, 0.0),
    ])
  func childBeginTimes(fill: FillMode, before: Double, middle: Double, after: Double) {
    let view = layer()
    view.opacity = 0.8
    // Added at engine time 2: the child's beginTime 0.5 means 2.5 on the engine's clock.
    engine.advance(to: 2)
    view.add(AnimationGroup(animations: [fade(beginTime: 0.5, fill: fill)], duration: 1))
    engine.advance(to: 2.4)
    #expect(abs(view.presentation().opacity - before) < 1e-9)
    engine.advance(to: 2.625)
    #expect(abs(view.presentation().opacity - middle) < 1e-9)
    engine.advance(to: 2.9)
    #expect(abs(view.presentation().opacity - after) < 1e-9)
  }

  @Test("The group's repeat count, autoreverse and speed apply on top of the children's timing")
  func groupTiming() {
    let repeating = layer()
    var twice = AnimationGroup(animations: [slide(duration: 1)], duration: 1)
    twice.timing.repeatCount = 2
    repeating.add(twice)
    let fast = layer()
    var double = AnimationGroup(animations: [slide(duration: 1)], duration: 1)
    double.timing.speed = 2
    fast.add(double)
    let reversing = layer()
    var back = AnimationGroup(animations: [slide(duration: 1)], duration: 1)
    back.timing.autoreverses = true
    reversing.add(back)
    engine.advance(to: 0.25)
    #expect(abs(fast.shownX - 50) < 1e-9)  // group time 0.5
    engine.advance(to: 1.25)
    #expect(abs(repeating.shownX - 25) < 1e-9)  // second iteration, 0.25 in
    #expect(abs(reversing.shownX - 75) < 1e-9)  // on the way back, 0.75
    #expect(fast.animationKeys.isEmpty)  // 1 s at speed 2 ended at 0.5 s
  }

  @Test("Children apply in order; the group affects the union of their properties")
  func orderAndProperties() {
    let view = layer()
    let toTen = BasicAnimation(keyPath: .positionX, to: .scalar(10), duration: 1)
    let group = AnimationGroup(animations: [slide(duration: 1), toTen, fade(beginTime: 0)], duration: 1)
    #expect(group.affectedProperties == [.position, .opacity])
    view.add(group)
    engine.advance(to: 0.5)
    // The second child goes from what the first produced (50) to 10: half-way is 30.
    #expect(abs(view.shownX - 30) < 1e-9)
  }

  @Test("Only the group's delegate hears start and stop")
  func delegates() {
    let view = layer()
    let groupDelegate = RecordingDelegate("group")
    let childDelegate = RecordingDelegate("child")
    var child = slide(duration: 0.5)
    child.delegate = childDelegate
    var group = AnimationGroup(animations: [child], duration: 1)
    group.delegate = groupDelegate
    view.add(group)
    engine.advance(to: 2)
    #expect(groupDelegate.log == ["group start", "group stop true"])
    #expect(childDelegate.log.isEmpty)
  }

  @Test("Groups nest: an inner group's children live in the inner group's time")
  func nesting() {
    let view = layer()
    var inner = AnimationGroup(animations: [slide(duration: 1)], duration: 0.5)
    inner.timing.beginTime = 0.25
    view.add(AnimationGroup(animations: [inner], duration: 1))
    engine.advance(to: 0.5)
    #expect(abs(view.shownX - 25) < 1e-9)  // inner time 0.25
    engine.advance(to: 0.8)
    #expect(view.shownX == -1)  // inner group over at 0.75
  }
}
