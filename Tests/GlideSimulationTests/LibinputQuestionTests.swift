import GlideGestures
import GlideInput
import Testing

@testable import GlideSimulation
@testable import GlideLab

/// The recogniser grid's oracle: libinput's question, read as libinput reads it, exactly, and leaning
/// either way by what a measurement may be off.
@Suite struct LibinputQuestionTests {
  /// One frame's answer from a fresh question, 0.4 s after the pair came down.
  func answer(
    _ reading: LibinputQuestion.Reading, _ a: MillimetreVector, _ b: MillimetreVector, distanceChange: Double
  ) -> TwoFingerMotion? {
    var question = LibinputQuestion(reading)
    return question.ask(a, b, distanceChange: distanceChange, elapsed: 0.4)
  }

  /// West-south-west (5, 2.3 mm) and south-east (1.7, 2.3 mm): south-west and west against south-east
  /// and south, the same way by one octant, 100° apart. Turned by what 0.93 mm sideways shows on
  /// either motion, they go different ways; with the distance changed 3 mm that is a pinch.
  @Test func leaningApartTurnsMotionsAtAnOctantsEdge() {
    let a = MillimetreVector(dx: -5.1, dy: 2.3), b = MillimetreVector(dx: 1.66, dy: 2.3)
    let margins = LibinputQuestion.Margins(motion: 0.93, distance: 1.28)
    #expect(answer(.exact, a, b, distanceChange: 3.5) == .parallel)
    #expect(answer(.leaningApart(margins), a, b, distanceChange: 3.5) == .spread)
    #expect(answer(.leaningTogether(margins), a, b, distanceChange: 3.5) == .parallel)
    // Without the margin's reach, no turn does it.
    let tiny = LibinputQuestion.Margins(motion: 0.01, distance: 0.01)
    #expect(answer(.leaningApart(tiny), a, b, distanceChange: 3.5) == .parallel)
  }

  /// A slower finger 0.6 mm along, the same way as the other, follows it (no pinch from a resting
  /// thumb) unless the measurement may be off by more than its 0.1 mm past 0.5 mm; a distance changed
  /// 2.5 mm spreads only when leaning apart by 0.5 mm or more.
  @Test func leaningMovesTheFollowingAndSpreadThresholds() {
    let fast = MillimetreVector(dx: -4, dy: 0), slow = MillimetreVector(dx: -0.6, dy: 0)
    let margins = LibinputQuestion.Margins(motion: 0.2, distance: 0.6)
    #expect(answer(.exact, fast, slow, distanceChange: 3.4) == nil)
    #expect(answer(.leaningApart(margins), fast, slow, distanceChange: 3.4) == .spread)
    #expect(answer(.leaningTogether(margins), fast, slow, distanceChange: 3.4) == nil)
    let apart = (MillimetreVector(dx: -2, dy: 0), MillimetreVector(dx: 0.5, dy: 0))
    #expect(answer(.exact, apart.0, apart.1, distanceChange: 2.5) == nil)
    #expect(answer(.leaningApart(margins), apart.0, apart.1, distanceChange: 2.5) == .spread)
  }

  /// libinput's quadrant against the exact angle: a slower finger 0.79 mm east-south-east "follows"
  /// one going west by its quadrant (south, south-east, east: south neighbours south-west), and not by
  /// its angle.
  @Test func theExactReadingReadsTheSlowerFingerByItsAngle() {
    let slow = MillimetreVector(dx: 0.79, dy: 0.38), fast = MillimetreVector(dx: -4.61, dy: 0.38)
    #expect(answer(.libinput, slow, fast, distanceChange: 5.4) == nil)
    #expect(answer(.exact, slow, fast, distanceChange: 5.4) == .spread)
  }

  /// The same way past 300 ms settles a scroll; before it there is no answer, and at the lift the
  /// last reading is the word.
  @Test func theSameWaySettlesAScrollOnlyAfter300Milliseconds() {
    var question = LibinputQuestion(.exact)
    let a = MillimetreVector(dx: 0, dy: 3), b = MillimetreVector(dx: 0.5, dy: 3)
    #expect(question.ask(a, b, distanceChange: 0.5, elapsed: 0.1) == nil)
    #expect(question.answerAtLift == .parallel)
    #expect(question.ask(a, b, distanceChange: 0.5, elapsed: 0.3) == .parallel)
  }
}
