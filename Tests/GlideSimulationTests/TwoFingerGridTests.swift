import GlideInput
import Testing

import GlideGestures
@testable import GlideSimulation
@testable import GlideLab

/// Issue 15's recogniser-quality grid, a sample fast enough for every run (debug build): case by case
/// where the rule is exact, in total where jitter makes it statistical.
@Suite struct TwoFingerGridTests {
  /// One case in 97 of the whole grid (about 2,900 of 283,000), all devices, kinds and noise levels.
  static let sample = TwoFingerGridResult(running: TwoFingerGrid.cases(every: 97), jobs: 2)

  @Test func theSampleCoversEveryAxis() {
    let cases = Self.sample.entries.map(\.gridCase)
    #expect(cases.count > 2_000)
    #expect(Set(cases.map(\.device)) == Set(DevicePreset.allCases))
    #expect(Set(cases.map(\.duration)) == Set(TwoFingerGrid.durations))
    #expect(Set(cases.map(\.easing)) == Set(TwoFingerGrid.easings))
    #expect(Set(cases.map(\.noise)) == Set(TwoFingerGrid.noises))
    #expect(Set(cases.filter { $0.kind == .pinch }.map(\.scale)) == Set(TwoFingerGrid.pinchScales))
    #expect(cases.contains { $0.kind == .scroll } && cases.contains { $0.expectation == .pinch })
    let circles = cases.filter { $0.scrollPath != .straight }
    #expect(circles.count > 400)
    #expect(circles.contains { if case .circling(_, _, _, let joinsAt) = $0.scrollPath { joinsAt != nil } else { false } })
    #expect(Set(circles.map(\.scale)) == Set([1] + TwoFingerGrid.circleWobbleSizes.map { 1 + $0 }))
    #expect(Set(circles.compactMap(\.wobblesPerTurn)) == Set(TwoFingerGrid.circleWobblesPerTurn))
    #expect(Set(circles.filter { $0.wobblesPerTurn != nil }.map(\.wobblePhase)) == Set(TwoFingerGrid.circleWobblePhases))
  }

  /// Without jitter, straight scrolls and pinches that neither turn nor slide are exactly what they
  /// should be: every straight scroll a pan, every pinch of 10 % and 3 mm a pinch at its scale.
  @Test func withoutJitterStraightCasesAreExact() {
    var checked = 0
    for entry in Self.sample.entries where entry.gridCase.noise == 0 && entry.gridCase.scrollPath == .straight {
      let gridCase = entry.gridCase
      guard gridCase.kind == .scroll || (gridCase.rotationDegrees == 0 && gridCase.drift == .zero) else { continue }
      checked += 1
      #expect(entry.failure == nil, "\(gridCase.label)")
    }
    #expect(checked > 100)
  }

  /// A same-way pinch: the distance changes by 10 % and 3 mm, but the pair's drift is larger, so both
  /// fingers go the same way (libinput's octants), a scroll by libinput's rule and issue 39's
  /// definition; either outcome passes, and here it is a pan.
  @Test func aPinchWhoseFingersMoveTheSameWayIsASameWayPinch() {
    // 15 → 9 mm sliding 20 mm right: the left finger goes 23 mm right, the right one 17 mm.
    let gridCase = TwoFingerGridCase(
      kind: .pinch, device: .synaptics, duration: 1.5, easing: .linear, scale: 0.6,
      drift: MillimetreVector(dx: 20, dy: 0), noise: 0, startSpread: 15, layout: .sideBySide)
    #expect(gridCase.earlyMotion == .parallel)
    #expect(gridCase.expectation == .sameWayPinch)
    let verdict = TwoFingerGridVerdict(running: gridCase)
    // The spread-versus-travel rule began a pan at 0.3 s and cancelled it for a pinch (0.6).
    #expect(verdict.outcome == .pan)
    #expect(verdict.failure(for: gridCase) == nil)
    // The same pinch in 0.3 s sliding across its finger line by 3 mm: the fingers go south-east and
    // south-west, different ways: a pinch.
    var across = gridCase
    across.duration = 0.3
    across.drift = MillimetreVector(dx: 0, dy: 3)
    #expect(across.earlyMotion == .spread)
    #expect(across.expectation == .pinch)
    #expect(TwoFingerGridVerdict(running: across).failure(for: across) == nil)
  }

  /// The pinch reads the same decision alone and beside a pan in one arena, and the arena never ends
  /// with both.
  @Test func theArenaAgreesWithThePinchAlone() {
    for entry in Self.sample.entries {
      let (gridCase, verdict) = (entry.gridCase, entry.verdict)
      #expect(verdict.pinchBeganAlone == (verdict.outcome == .pinch), "\(gridCase.label)")
      #expect(verdict.outcome != .both, "\(gridCase.label)")
    }
  }

  /// With jitter up to 0.2 mm. Measured on this sample with libinput's rule (issue 39), the lagging
  /// finger that follows the other (``TwoFingerMotion/slowerFingerFollows(_:_:moving:exactly:)``) and the
  /// oracle's four readings (``TwoFingerGridCase/readings``): 580 of 582 pinches (99.66 %), no scroll
  /// as a pinch; every 50th case 1,149 of 1,155 (99.48 %) and none; the whole grid (282,688 cases)
  /// 56,772 of 57,026 (99.55 %) and none. With libinput's reading alone the whole grid pinched 406
  /// circling scrolls; the exact reading took 111 of them, the thresholds moved by what a measurement
  /// may be off the other 295 (and 1 more at two standard deviations instead of three).
  @Test func withJitterTheSampleMeetsTheGoals() {
    let result = Self.sample
    #expect(Double(result.pinchesRecognised) >= 0.99 * Double(result.pinchCount))
    #expect(result.scrollsAsPinches == 0)
    #expect(result.nothingAfterFiveMillimetres == 0)
    #expect(result.arenaDisagreements == 0)
    #expect(abs(result.scaleError.mean) < 0.002)
    #expect(result.meetsGoals)
  }

  /// The readings that hold a case to one outcome are not where the recognisers fail: of the sample's
  /// scrolls that only the exact reading or the moved thresholds make apart-first, the recognisers
  /// pan most (measured: 41 pans, 18 pinches among all 59 apart-first scrolls), and those classes stay
  /// a small part of the sample (59 of 1,313 scrolls, 89 of 1,312 pinches of 10 % and 3 mm).
  @Test func theMarginsAreNotWhereTheRecognisersFail() {
    let banded = Self.sample.entries.filter { entry in
      entry.expectation == .apartFirstScroll && entry.readings[0] != .spread
    }
    #expect(banded.count > 20)
    let pans = banded.count { $0.verdict.outcome == .pan }
    #expect(pans * 2 > banded.count, "\(pans) pans of \(banded.count)")
    let scrolls = Self.sample.entries.filter { $0.gridCase.kind == .scroll }
    #expect(scrolls.count { $0.expectation == .apartFirstScroll } * 10 < scrolls.count)
    let pinches = Self.sample.entries.filter { $0.expectation == .pinch || $0.expectation == .sameWayPinch }
    let bandedPinches = pinches.count { $0.expectation == .sameWayPinch && $0.readings[0] != .parallel }
    #expect(bandedPinches * 10 < pinches.count)
  }

  /// libinput reads a motion under 2 mm on both axes by its quadrant: here a finger 3.2 mm south-
  /// south-west and one 2.5 mm west-north-west (|dy| 1.99 mm, no device can tell it from 2.00) read
  /// the same way while their distance closed 4.5 mm, and their exact directions, 115° apart, do not.
  /// The recogniser, reading the device's 0.08 mm units, saw 2.00 mm and began a pinch; the case is
  /// either, not a scroll that must pan.
  @Test func theCoarseQuadrantAloneMakesNoScroll() {
    var gridCase = TwoFingerGridCase(
      kind: .scroll, device: .precision, duration: 3, easing: .easeIn, scale: 1.45, noise: 0, startSpread: 12,
      layout: .stacked)
    gridCase.scrollPath = .circling(radius: 5, turns: 0.5, clockwise: false, secondJoinsAt: 0.25)
    gridCase.wobblesPerTurn = 4
    gridCase.wobblePhase = Double.pi
    let readings = gridCase.readings
    #expect(readings[0] == .parallel)
    #expect(readings[1] == .spread)
    #expect(gridCase.expectation == .apartFirstScroll)
  }

  /// What a measurement may be off: three standard deviations of the jitter of a motion (`noise × √2`
  /// on each axis) and of a change of distance (`noise × 2`), and a device unit.
  @Test func theMarginsAreThreeStandardDeviationsAndAUnit() {
    let gridCase = TwoFingerGridCase(
      kind: .scroll, device: .touchscreen, duration: 1, easing: .linear, scale: 1, noise: 0.2, startSpread: 18,
      layout: .sideBySide)
    let geometry = DevicePreset.touchscreen.device.geometry
    let unit = 1 / min(geometry.unitsPerMillimetreX, geometry.unitsPerMillimetreY)
    #expect(abs(gridCase.measurementMargins.motion - (0.6 * 2.0.squareRoot() + unit)) < 1e-12)
    #expect(abs(gridCase.measurementMargins.distance - (1.2 + unit)) < 1e-12)
    var still = gridCase
    still.noise = 0
    #expect(still.measurementMargins.motion == unit && still.measurementMargins.distance == unit)
  }

  /// A scroll far from every threshold is held to a pan by every reading: straight, 18 mm apart,
  /// 25 mm, the distance steady, with the most jitter.
  @Test func aScrollFarFromEveryThresholdIsHeldToAPan() {
    let gridCase = TwoFingerGridCase(
      kind: .scroll, device: .synaptics, duration: 0.8, easing: .easeInOut, scale: 1,
      drift: MillimetreVector(dx: 0, dy: 25), noise: 0.2, startSpread: 18, layout: .sideBySide)
    #expect(gridCase.readings == [.parallel, .parallel, .parallel, .parallel])
    #expect(gridCase.expectation == .pan)
    #expect(TwoFingerGridVerdict(running: gridCase).failure(for: gridCase) == nil)
  }

  /// The scale's tolerance is the 0.05 unless two samples of the jitter cannot be that close:
  /// a doubling from 15 mm at 0.2 mm of jitter has 0.042 of its own.
  @Test func theScaleToleranceIsTheMeasurementsOwnWhereThatIsWider() {
    func gridCase(_ scale: Double, spread: Double, noise: Double) -> TwoFingerGridCase {
      TwoFingerGridCase(
        kind: .pinch, device: .synaptics, duration: 1, easing: .linear, scale: scale, noise: noise,
        startSpread: spread, layout: .sideBySide)
    }
    #expect(abs(gridCase(2, spread: 15, noise: 0.2).scaleJitter - 0.0422) < 0.0005)
    #expect(abs(gridCase(2, spread: 15, noise: 0.2).scaleTolerance - 0.1265) < 0.001)
    #expect(gridCase(2, spread: 15, noise: 0).scaleTolerance == 0.05)
    #expect(gridCase(0.8, spread: 60, noise: 0.2).scaleTolerance == 0.05)
  }

  @Test func theReportIsTheMatrixTheGoalsAndTheMisses() {
    let report = Self.sample.report(missLimit: 3)
    #expect(report.hasPrefix("| \(Self.sample.entries.count) cases | pinch | pan | both | nothing |\n"))
    #expect(report.contains("| pinches | \(Self.sample.count(.pinches, .pinch)) | "))
    #expect(report.contains("pinches recognised with the right scale: \(Self.sample.pinchesRecognised) of "))
    #expect(report.contains("goals: NOT met") == !Self.sample.meetsGoals)
  }

  /// Issue 15's table: slow pinches on the Synaptics pad, 40 mm apart, eased, 0.05 mm jitter.
  @Test(arguments: [(0.78, 0.8), (0.5, 1.2), (0.7, 1.2), (1.3, 1.2), (0.85, 0.8), (0.78, 0.3)])
  func aSlowPinchBeginsAndEndsAtItsScale(_ scale: Double, _ duration: Double) {
    let gridCase = TwoFingerGridCase(
      kind: .pinch, device: .synaptics, duration: duration, easing: .easeInOut, scale: scale, noise: 0.05,
      startSpread: 40, layout: .sideBySide)
    let verdict = TwoFingerGridVerdict(running: gridCase)
    #expect(verdict.outcome == .pinch)
    #expect(verdict.pinchBeganAlone)
    #expect(abs((verdict.finalScale ?? 0) - scale) <= 0.01)
  }

  /// Issue 27's circling scrolls: two fingers 12 or 18 mm apart going round circles of 5–20 mm
  /// radius up to three times, their distance swinging by ±35 %, both landing together or the second
  /// joining a quarter of the way in: a pan, and no pinch even on its own. The previous rule (travel
  /// as the midpoint's net displacement, no established scroll) began a pinch in 14 of these 16.
  @Test(arguments: [5.0, 10, 15, 20], [1.0, 3])
  func aCirclingScrollIsAPan(_ radius: Double, _ turns: Double) {
    for (wobble, joinsAt) in [(0.35, nil), (-0.35, 0.25)] as [(Double, Double?)] {
      let gridCase = TwoFingerGridCase(
        kind: .scroll, device: .touchscreen, duration: turns, easing: .easeInOut, scale: 1 + wobble,
        noise: 0.1, startSpread: 18, layout: .sideBySide, seed: 7)
      var circling = gridCase
      circling.scrollPath = .circling(radius: radius, turns: turns, clockwise: wobble > 0, secondJoinsAt: joinsAt)
      #expect(circling.fits)
      let verdict = TwoFingerGridVerdict(running: circling)
      #expect(verdict.outcome == .pan, "\(circling.label)")
      #expect(verdict.pinchBegan == nil, "\(circling.label)")
    }
  }

  /// The circle's wobble: once a turn, or once per 200 mm of path where a turn is shorter.
  @Test func theWobbleIsOnceATurnOrOncePer200Millimetres() {
    #expect(abs(TwoFingerGrid.wobbleCycles(radius: 20, turns: 3) - 3 * 2 * Double.pi * 20 / 200) < 1e-12)
    #expect(TwoFingerGrid.wobbleCycles(radius: 40, turns: 2) == 2)
  }

  /// A scroll whose fingers' distance wobbles 15 % is a pan at any speed.
  @Test(arguments: [0.1, 0.3, 0.8, 1.5, 3.0])
  func aWobblingScrollIsAPanAtAnySpeed(_ duration: Double) {
    for wobble in [0.15, -0.15] {
      let gridCase = TwoFingerGridCase(
        kind: .scroll, device: .precision, duration: duration, easing: .easeInOut, scale: 1 + wobble,
        drift: MillimetreVector(dx: 0, dy: 25), noise: 0.05, startSpread: 18, layout: .sideBySide)
      let verdict = TwoFingerGridVerdict(running: gridCase)
      #expect(verdict.outcome == .pan, "\(gridCase.label)")
      #expect(verdict.pinchBegan == nil)
    }
  }
}
