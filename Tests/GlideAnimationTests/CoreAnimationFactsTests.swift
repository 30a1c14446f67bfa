import Foundation
import Testing

@testable import GlideAnimation

/// design.md §6 "Core Animation facts" and oracles 61–62, on a simulated clock.
@Suite("Core Animation facts")
struct CoreAnimationFactsTests {
  let engine = AnimationEngine()

  private func layer(x: Double = 0) -> Layer {
    Layer(engine: engine, name: "card", state: LayerState(position: Point(x: x, y: 0)))
  }

  private func slide(from: Double, to: Double, duration: Double = 1) -> BasicAnimation {
    BasicAnimation(keyPath: .positionX, from: .scalar(from), to: .scalar(to), duration: duration)
  }

  @Test("Adding an animation leaves the model alone; the presentation moves")
  func modelVersusPresentation() {
    let card = layer()
    card.add(slide(from: 0, to: 100))
    engine.advance(to: 0.25)
    #expect(card.position.x == 0)
    #expect(close(card.shownX, 25))
  }

  @Test("A removed animation reports finished == false; one that runs out reports true")
  func delegateFinishedFlag() {
    let card = layer()
    let early = RecordingDelegate("early")
    let late = RecordingDelegate("late")
    var a = slide(from: 0, to: 100)
    a.delegate = early
    var b = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0), duration: 1)
    b.delegate = late
    card.add(a, forKey: "slide")
    card.add(b, forKey: "fade")
    engine.advance(to: 0.5)
    card.removeAnimation(forKey: "slide")
    #expect(early.log == ["early start"])  // the stop is delivered on the next advance, never inside the call
    engine.advance(to: 2)
    #expect(early.log == ["early start", "early stop false"])
    #expect(late.log == ["late start", "late stop true"])
    #expect(card.animationKeys.isEmpty)
  }

  @Test("Replacing an animation under the same key stops the old one with finished == false")
  func replacement() {
    let card = layer()
    let first = RecordingDelegate("first")
    var a = slide(from: 0, to: 100)
    a.delegate = first
    card.add(a, forKey: "slide")
    engine.advance(to: 0.2)
    card.add(slide(from: 50, to: 60), forKey: "slide")
    engine.advance(to: 0.3)
    #expect(first.log == ["first start", "first stop false"])
    #expect(close(card.shownX, 51))
  }

  @Test("Oracle 62: with fillMode removed and the model not updated, the value snaps back to the model")
  func oracle62SnapBack() {
    let card = layer(x: 0)
    card.add(slide(from: 0, to: 100))
    engine.advance(to: 0.999)
    #expect(close(card.shownX, 99.9, 1e-6))
    engine.advance(to: 1.5)
    #expect(card.shownX == 0)
    #expect(card.animationKeys.isEmpty)
  }

  @Test("Oracle 62: fillMode forwards with isRemovedOnCompletion false holds the end value")
  func oracle62FillForwards() {
    let card = layer(x: 0)
    var hold = slide(from: 0, to: 100)
    hold.timing.fillMode = .forwards
    hold.isRemovedOnCompletion = false
    card.add(hold, forKey: "hold")
    engine.advance(to: 3)
    #expect(card.shownX == 100)
    #expect(card.position.x == 0)
    #expect(card.animationKeys == ["hold"])
    // fillMode forwards alone is not enough: the animation is removed, so nothing holds the value.
    var removed = slide(from: 0, to: 100)
    removed.timing.fillMode = .forwards
    let other = layer()
    other.add(removed)
    engine.advance(to: 5)
    #expect(other.shownX == 0)
  }

  @Test("Updating the model to the final value keeps it after the animation is removed")
  func modelUpdated() {
    let card = layer(x: 0)
    card.add(slide(from: 0, to: 100))
    card.position.x = 100  // outside an animation block: changes at once, no implicit animation
    engine.advance(to: 0.5)
    #expect(close(card.shownX, 50))
    engine.advance(to: 2)
    #expect(card.shownX == 100)
  }

  @Test("transform.rotation by 2π spins a full turn; a transform to a 2π rotation matrix does nothing")
  func rotationByValue() {
    let spinner = layer()
    spinner.add(BasicAnimation(keyPath: .transformRotation, by: .scalar(2 * .pi), duration: 1))
    let matrix = layer()
    matrix.add(
      BasicAnimation(keyPath: .transform, to: .affineTransform(Transform2D(rotationAngle: 2 * .pi)), duration: 1))
    for (time, expected) in [(0.25, Double.pi / 2), (0.5, Double.pi), (0.75, -Double.pi / 2)] {
      engine.advance(to: time)
      let angle = spinner.presentation().affineTransform.decomposition.rotation
      // Decomposed angles come back in (−π, π]; 3π/2 reads as −π/2.
      #expect(close(remainder(angle - expected, 2 * .pi), 0, 1e-9), "spinner at \(time) s")
      #expect(close(matrix.presentation().affineTransform.decomposition.rotation, 0, 1e-9), "matrix at \(time) s")
    }
  }

  @Test("Additive animations add to the model value")
  func additive() {
    let card = layer(x: 40)
    var wiggle = slide(from: 0, to: 10)
    wiggle.isAdditive = true
    card.add(wiggle)
    engine.advance(to: 0.5)
    #expect(close(card.shownX, 45))
  }

  @Test("Core Animation's from/to/by rules pick the end points from the value underneath")
  func endpointRules() {
    let u = AnimatableValue.scalar(10)
    func ends(_ from: Double?, _ to: Double?, _ by: Double?) -> (Double?, Double?) {
      let a = BasicAnimation(keyPath: .opacity, from: from.map { .scalar($0) }, to: to.map { .scalar($0) }, by: by.map { .scalar($0) })
      let (start, end) = a.endpoints(underlying: u)
      return (start.scalar, end.scalar)
    }
    #expect(ends(1, 2, nil) == (1, 2))
    #expect(ends(1, nil, 5) == (1, 6))
    #expect(ends(nil, 2, 5) == (-3, 2))
    #expect(ends(1, nil, nil) == (1, 10))
    #expect(ends(nil, 2, nil) == (10, 2))
    #expect(ends(nil, nil, 5) == (10, 15))
  }

  @Test("Oracle 61: speed 0 with timeOffset 0.3 shows 30; resuming per QA1673 continues from 30 to 100 in 0.7 s")
  func oracle61PauseAndResume() {
    let card = layer()
    let delegate = RecordingDelegate()
    var a = slide(from: 0, to: 100)
    a.delegate = delegate
    card.add(a, forKey: "slide")
    card.speed = 0
    card.timeOffset = 0.3
    engine.advance(to: 2)
    #expect(close(card.shownX, 30))
    #expect(delegate.log == ["a start"])  // a frozen layer never ends its animations
    // QA1673's resume: speed 1, offset 0, beginTime 0, then beginTime = now (in layer time) − paused time.
    let paused = card.timeOffset
    card.speed = 1
    card.timeOffset = 0
    card.beginTime = 0
    card.beginTime = card.convertTime(engine.currentTime, from: nil) - paused
    #expect(close(card.shownX, 30))
    engine.advance(to: 2.35)
    #expect(close(card.shownX, 65))
    engine.advance(to: 2.6999)
    #expect(delegate.log == ["a start"])
    engine.advance(to: 2.7001)
    #expect(delegate.log == ["a start", "a stop true"])
  }

  @Test("A sublayer's animations follow every ancestor's time")
  func inheritedTime() {
    let container = layer()
    let child = layer()
    container.addSublayer(child)
    child.add(slide(from: 0, to: 100))
    container.speed = 0.5
    engine.advance(to: 1)
    #expect(close(child.shownX, 50))
    #expect(close(child.localTime(atEngineTime: 1), 0.5))
  }

  @Test("The engine fires starts and stops at their exact times, in time order")
  func exactTimes() {
    let card = layer()
    var log: [String] = []
    final class Timestamping: AnimationDelegate {
      let engine: AnimationEngine
      let name: String
      let sink: (String) -> Void
      init(_ engine: AnimationEngine, _ name: String, _ sink: @escaping (String) -> Void) {
        (self.engine, self.name, self.sink) = (engine, name, sink)
      }
      func animationDidStop(_ animation: any Animation, finished: Bool) { sink("\(name)@\(engine.currentTime)") }
    }
    var long = slide(from: 0, to: 1, duration: 0.75)
    long.delegate = Timestamping(engine, "long") { log.append($0) }
    var short = BasicAnimation(keyPath: .opacity, from: .scalar(0), to: .scalar(1), duration: 0.5)
    short.delegate = Timestamping(engine, "short") { log.append($0) }
    card.add(long)
    card.add(short)
    #expect(engine.nextDeadline == 0)
    engine.advance(to: 10)
    #expect(log == ["short@0.5", "long@0.75"])
    #expect(engine.currentTime == 10)
    #expect(engine.nextDeadline == nil)
    #expect(!engine.hasScheduledWork)
  }
}
