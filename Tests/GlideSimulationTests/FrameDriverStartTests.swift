import Foundation
import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideTransitions
import Testing

/// The frame driver's start (``FrameDriver/start``): an app's card sliding up on a spring from 0 s, the
/// first input at 0.5 s. With a start at 0 every display frame from frame 0 runs, each showing the
/// spring's closed form at its own time; without one the driver starts at the first input, as
/// `glide replay` does.
@Suite struct FrameDriverStartTests {
  /// A card on an 844-point screen, sliding up from below it to 0 on a 1 s spring of damping ratio 0.8
  /// (`UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)`) started at 0 s; each frame logs the
  /// card's top as shown.
  final class SlidingCard: FrameDriven {
    let engine = AnimationEngine()
    let card: View
    let animator: PropertyAnimator
    /// Each display frame's time (seconds) and the card's top as shown then (points).
    var frames: [(time: Double, top: Double)] = []

    init() {
      card = View(engine: engine, name: "card", frame: Rect(x: 0, y: 844, width: 390, height: 844))
      animator = PropertyAnimator(duration: 1, dampingRatio: 0.8, engine: engine) { [card] in
        card.frame = Rect(x: 0, y: 0, width: 390, height: 844)
      }
      animator.startAnimation()
    }

    var isBusy: Bool { engine.hasScheduledWork }
    func advanceClock(to time: Double) { engine.advance(to: time) }
    func frame(at time: Double) { frames.append((time, card.layer.presentation(at: time).frame.minY)) }
  }

  /// The card's top at `time` by the closed form: 844 × x(t), x the displacement of a spring released
  /// from rest, x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d · sin ω_d t), ω_d = ω₀√(1−ζ²), with UIKit's fit of
  /// ω₀ to a 1 s duration (the envelope ζ/√(1−ζ²)·e^(−ζω₀) down to 0.001 at 1 s): ω₀ = 8.9943 rad/s.
  static func top(at time: Double) -> Double {
    let zeta = 0.8
    let root = (1 - zeta * zeta).squareRoot()
    let omega = log(zeta / (root * 0.001)) / zeta
    let damped = omega * root
    let x = exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    return 844 * x
  }

  /// The app driven from `start` by one input frame at 0.5 s (a finger down and up is not needed: a
  /// `SYN_REPORT` is what moves the clock), then drained as `glide replay` drains.
  static func drive(start: Double?) -> SlidingCard {
    let app = SlidingCard()
    let session = GestureSession(device: .synapticsTouchpad, recognizers: [], exclusive: true)
    let driver = FrameDriver(session: session, driven: app, start: start)
    driver.consume(.synReport(at: Timestamp(microseconds: 500_000)))
    driver.endInput()
    driver.drain(until: 0.5 + 30)
    return app
  }

  @Test func framesFromAStartAtZeroShowTheSpringFromFrameZeroBeforeTheFirstInput() {
    let app = Self.drive(start: 0)
    // Frames 0 to 60 (0 s to 1 s, where the spring's 1 s ends and nothing moves): 0, 1/60, 2/60, …;
    // the 30 before the input at 0.5 s among them, then the frame at 0.5 s itself and the rest.
    #expect(app.frames.map(\.time) == (0...60).map { Double($0) / 60 })
    for (time, top) in app.frames.dropLast() {
      #expect(abs(top - Self.top(at: time)) < 1e-9, "at \(time) s: \(top), closed form \(Self.top(at: time))")
    }
    #expect(app.frames.last?.top == 0)
    // Spot values: the screen's bottom at 0 s, 835.248 at 1/60 s, and past 0 from frame 28 (0.467 s)
    // with the deepest frame 12.798 points above it (the overshoot 844 × e^(−0.8π/0.6) = 12.799).
    #expect(app.frames[0].top == 844)
    #expect(abs(app.frames[1].top - 835.248) < 0.001, "\(app.frames[1].top)")
    #expect(app.frames.firstIndex { $0.top < 0 } == 28)
    #expect(abs(app.frames.map(\.top).min()! + 12.798) < 0.001, "\(app.frames.map(\.top).min()!)")
  }

  @Test func withoutAStartTheFramesBeginAfterTheFirstInputAsGlideReplayDoes() {
    let app = Self.drive(start: nil)
    // Nothing before the input at 0.5 s; the link skips past it, so the first frame is 31/60 s, where
    // the spring (started at 0 s on the same clock) already is.
    #expect(app.frames.map(\.time) == (31...60).map { Double($0) / 60 })
    #expect(abs(app.frames[0].top - Self.top(at: 31.0 / 60)) < 1e-9, "\(app.frames[0].top)")
  }

  @Test(arguments: [(0.0, 0), (0.1, 6), (0.5, 30), (0.51, 31), (1.0 / 60, 1), (-0.02, -1)])
  func aDisplayLinkStartingAtATimeBeginsWithTheFrameAtOrAfterIt(time: Double, index: Int64) {
    let link = DisplayLink(framesPerSecond: 60, startingAt: time)
    #expect(link.nextIndex == index)
    #expect(link.nextTime == Double(index) / 60)
  }
}
