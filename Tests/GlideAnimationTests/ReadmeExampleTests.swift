import Foundation
import Testing

@testable import GlideAnimation

/// The example of GlideAnimation's article "Animation on a clock" (GlideAnimation.docc/Articles/AnimationOnAClock.md),
/// line for line, with its printed numbers checked.
@Suite("Animation on a clock: driving an animation on a simulated clock")
struct ReadmeExampleTests {
  @Test("The block animation and the property animator hand-off print what the article says")
  func readmeExample() {
    let engine = AnimationEngine()
    let card = Layer(engine: engine, name: "card", state: LayerState(position: Point(x: 0, y: 0)))

    var finished: Bool?
    engine.animate(withDuration: 0.5, options: .curveEaseOut, animations: {
      card.position.x = 100  // the model changes now; the screen follows the curve
    }) { finished = $0 }

    var shown: [Double] = []
    for frame in stride(from: 0, through: 30, by: 6) {  // a 60 Hz display link, every 6th frame
      engine.advance(to: Double(frame) / 60)
      shown.append(card.presentation().position.x)
    }
    // easeOut (0, 0, 0.58, 1) at 0.2, 0.4, 0.6, 0.8 of 0.5 s, by bisection on the Bézier in Python.
    let expected = [0, 30.8366, 57.0880, 78.5139, 93.7718, 100]
    for (value, reference) in zip(shown, expected) { #expect(abs(value - reference) < 1e-3) }
    #expect(finished == true)

    let fade = PropertyAnimator(duration: 1, curve: .easeInOut, engine: engine) { card.opacity = 0 }
    fade.fractionComplete = 0.3  // paused and scrubbed: 30 % of the way
    #expect(abs(card.presentation().opacity - 0.7) < 1e-9)
    fade.continueAnimation(
      withTimingParameters: PropertyAnimator.springHandOff(
        dampingRatio: 1, progressVelocity: 2, from: 0.3, toward: 1),
      durationFactor: 0.5)
    let before = engine.currentTime
    engine.advance(to: before + 1e-4)
    // The spring starts at the hand-off speed: 2 progress/s, so opacity falls at 2 per second.
    #expect(abs((0.7 - card.presentation().opacity) / 1e-4 - 2) < 0.01)
    engine.advance(to: engine.currentTime + 1)
    #expect(fade.state == .inactive)
    #expect(card.presentation().opacity == 0)
  }

  @Test("The flip in perspective projects the corners the article says")
  func readmeFlip() throws {
    let engine = AnimationEngine(time: 1.5)
    let container = Layer(engine: engine, name: "container", state: LayerState(
      position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 300, height: 200),
      sublayerTransform: Transform3D(perspectiveDistance: 500)))
    let page = Layer(engine: engine, name: "page", state: LayerState(
      position: Point(x: 150, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 100)))
    container.addSublayer(page)
    page.add(BasicAnimation(keyPath: .transformRotationY, from: .scalar(0), to: .scalar(.pi), duration: 1))
    engine.advance(to: engine.currentTime + 0.25)
    let toContainer = page.presentation().transform(toSuperlayer: container.presentation())
    // The article rounds to 2 decimals. By hand: 100 pt right of the centre turns to 100·cos 45° across
    // and 100·sin 45° away; w = 1 + that/500.
    let far = try #require(toContainer.project(x: 200, y: 0))
    let w = 1 + 100 * sin(Double.pi / 4) / 500
    #expect(abs(far.x - (150 + 100 * cos(Double.pi / 4) / w)) < 1e-9 && abs(far.y - (100 - 50 / w)) < 1e-9)
    #expect(abs(far.x - 211.95) < 0.01 && abs(far.y - 56.20) < 0.01)
    let near = try #require(toContainer.project(x: 0, y: 0))
    #expect(abs(near.x - 67.64) < 0.01 && abs(near.y - 41.76) < 0.01)
    let frame = try #require(page.presentation().frame(inSuperlayer: container.presentation()))
    #expect(abs(frame.minX - near.x) < 1e-9 && abs(frame.maxX - far.x) < 1e-9 && abs(frame.minY - near.y) < 1e-9)
  }
}
