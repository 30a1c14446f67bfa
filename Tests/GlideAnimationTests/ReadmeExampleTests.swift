import Testing

@testable import GlideAnimation

/// The README's animation example, line for line, with its printed numbers checked.
@Suite("README: driving an animation on a simulated clock")
struct ReadmeExampleTests {
  @Test("The block animation and the property animator hand-off print what the README says")
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
}
