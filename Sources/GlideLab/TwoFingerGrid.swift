import Foundation
public import GlideInput
import GlideSimulation
import GlideTraceTesting

/// The recogniser-quality grid: synthetic pinches and two-finger scrolls over every bundled device,
/// speed, ease, scale, turn, drift, jitter, spread and layout, each run through the pinch and pan
/// recognisers, so that a change to the two-finger decision shows as a confusion matrix.
///
/// Axes (the cases that would leave the surface are left out):
/// - pinches: duration 0.1–3 s × 4 eases × scale 0.4–2.0 × turn 0–45° × drift 0–20 mm (along or
///   across the finger line) × jitter 0–0.2 mm × start spread 15–60 mm × side by side or stacked;
/// - scrolls: the same durations, eases and jitter × 8 directions × 20 or 40 mm of travel × a
///   distance wobble of 0, ±8 % or ±15 % (a ramp over the scroll), and 40 or 60 mm whose fingers
///   drift apart or together by 30 %, × spreads of 12 and 18 mm (real two-finger scrolls in
///   `traces/real` hold their fingers 11–18 mm apart) × both layouts;
/// - curved and circling scrolls: the same × a circle of 5, 10 or 20 mm radius × ¼, ½, 1 or 3 turns
///   × a distance wobble of 0 or ±35 % × either sense × both fingers landing together or the second
///   joining a quarter of the way in (circles faster than ``maximumCircleSpeed`` left out).
public enum TwoFingerGrid {
  /// A pinch must change the fingers' distance by at least this much to have to begin (mm).
  public static let pinchMinimumChangeMillimetres = 3.0
  /// …and by at least this fraction of the start spread.
  public static let pinchMinimumChangeFraction = 0.1
  /// A gesture whose fingers moved this far (mm) must begin a pinch or a pan.
  public static let neverNothingMillimetres = 5.0
  /// How close a recognised pinch's final scale must be to the case's: the 0.05, unless the
  /// measurement itself cannot be that close (``TwoFingerGridCase/scaleTolerance``).
  public static let scaleTolerance = 0.05

  public static let durations = [0.1, 0.3, 0.8, 1.5, 3.0]
  public static let easings: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut]
  public static let noises = [0.0, 0.1, 0.2]
  public static let layouts = TwoFingerGridCase.Layout.allCases
  public static let pinchScales = [0.4, 0.6, 0.8, 0.9, 1.15, 1.4, 2.0]
  public static let pinchTurns = [0.0, 20, 45]
  public static let pinchDrifts = [0.0, 5, 10, 20]
  public static let pinchSpreads = [15.0, 30, 45, 60]
  public static let scrollTravels = [20.0, 40]
  public static let scrollWobbles = [0.0, 0.08, -0.08, 0.15, -0.15]
  public static let scrollSpreads = [12.0, 18]
  /// Straight scrolls over a long travel whose fingers drift apart or together by 30 % (mm of travel,
  /// and the distance at the end over the distance at the start).
  public static let longScrollTravels = [40.0, 60]
  public static let longScrollDrifts = [0.7, 1.3]
  /// Curved and circling scrolls: the radius of the midpoint's circle (mm) and how many times round
  /// (a fraction is an arc).
  public static let circleRadii = [5.0, 10, 20]
  public static let circleTurns = [0.25, 0.5, 1, 3]
  /// Each circle is run steady and with two wobbles of the fingers' distance (issue 39's "every wobble
  /// shape"), each wobble the next of the ``circleWobbleShapes`` in turn, so that the grid holds
  /// every shape many times over and a sample of it every shape.
  public static let circleWobblesPerCircle = 2
  /// The wobble's size (± of the distance), how many times it swings in one turn, and where in its
  /// cycle it starts (radians: π/2 lands at the widest, π turns a widening into a narrowing): the
  /// 4 × 4 × 8 shapes the circling scrolls go through.
  public static let circleWobbleSizes = [0.1, 0.2, 0.3, 0.45]
  public static let circleWobblesPerTurn = [0.5, 1, 2, 4]
  public static let circleWobblePhases = (0..<8).map { Double($0) * Double.pi / 4 }
  /// Every wobble shape, size fastest: ``circleWobbleSizes`` × ``circleWobblesPerTurn`` ×
  /// ``circleWobblePhases``.
  public static let circleWobbleShapes: [(size: Double, perTurn: Double, phase: Double)] =
    circleWobblePhases.flatMap { phase in
      circleWobblesPerTurn.flatMap { perTurn in circleWobbleSizes.map { (size: $0, perTurn: perTurn, phase: phase) } }
    }
  /// Where the second finger of a circling scroll lands, as a fraction of the duration (nil: both
  /// land together).
  public static let circleJoins: [Double?] = [nil, 0.25]
  /// The fastest a circling scroll's midpoint goes along its path, in mm/s (on average): faster
  /// circles are left out, as nobody scrolls round at that speed (the real circling scroll of
  /// `traces/real`, Wacom's double-center-circle, goes 235 mm in 3.8 s: 62 mm/s).
  public static let maximumCircleSpeed = 300.0
  /// The shortest path over which a circling scroll's distance wobbles once, in mm: 200 mm. A hand
  /// going round changes its fingers' spread slowly against its travel: the real circling scroll
  /// changes its distance by 0.4 mm over its first 5 mm of travel and by under 2.5 mm in all, the
  /// real straight scrolls by under a tenth of their travel. A wobble of a third of the distance
  /// within a few mm of the landing is a pinch that drifts by every measure a recogniser has (the
  /// grid's pinches include 5 mm of spread over 20 mm of drift, which must pinch). At one cycle per
  /// 200 mm, ±35 % of 18 mm changes the distance by 0.6 mm over the first 10 mm (a fifth of the
  /// travel less the margin leaves 0.9 mm to spare) and by up to 6.3 mm once the scroll is under way.
  public static let shortestWobbleMillimetres = 200.0

  /// How many times a circling scroll's distance wobbles: once a turn, or once per
  /// ``shortestWobbleMillimetres`` of path where a turn is shorter.
  public static func wobbleCycles(radius: Double, turns: Double) -> Double {
    let path = 2 * Double.pi * radius * turns
    return min(turns, path / shortestWobbleMillimetres)
  }

  /// Every case of the grid on `devices` that fits its surface, in a fixed order; `every` keeps one
  /// case in that many (1: all), starting with the first.
  public static func cases(devices: [DevicePreset] = DevicePreset.allCases, every: Int = 1) -> [TwoFingerGridCase] {
    var all: [TwoFingerGridCase] = []
    var seed: UInt64 = 0
    var wobbleShape = 0
    for device in devices {
      for duration in durations {
        for easing in easings {
          for noise in noises {
            for layout in layouts {
              let base = TwoFingerGridCase(
                kind: .pinch, device: device, duration: duration, easing: easing, scale: 1, noise: noise,
                startSpread: 0, layout: layout)
              for var gridCase in pinches(like: base) + scrolls(like: base, wobbleShape: &wobbleShape) {
                seed += 1
                gridCase.seed = seed
                if gridCase.fits { all.append(gridCase) }
              }
            }
          }
        }
      }
    }
    guard every > 1 else { return all }
    return all.enumerated().compactMap { $0.offset % every == 0 ? $0.element : nil }
  }

  /// The pinches with `base`'s device, duration, ease, jitter and layout: every spread, scale, turn
  /// and drift, the drift along the finger line and across it.
  static func pinches(like base: TwoFingerGridCase) -> [TwoFingerGridCase] {
    var cases: [TwoFingerGridCase] = []
    for spread in pinchSpreads {
      for scale in pinchScales {
        for turn in pinchTurns {
          for drift in pinchDrifts {
            for along in drift == 0 ? [true] : [true, false] {
              let alongX = (base.layout == .sideBySide) == along
              var gridCase = base
              gridCase.startSpread = spread
              gridCase.scale = scale
              gridCase.rotationDegrees = turn
              gridCase.drift = alongX ? MillimetreVector(dx: drift, dy: 0) : MillimetreVector(dx: 0, dy: drift)
              cases.append(gridCase)
            }
          }
        }
      }
    }
    return cases
  }

  /// The two-finger scrolls with `base`'s device, duration, ease, jitter and layout: every spread,
  /// wobble and travel, in 8 directions (and the long ones, whose fingers drift apart or together);
  /// then the curved and circling ones (``circlingScrolls(like:)``).
  static func scrolls(like base: TwoFingerGridCase, wobbleShape: inout Int) -> [TwoFingerGridCase] {
    var cases: [TwoFingerGridCase] = []
    let shapes = scrollWobbles.flatMap { wobble in scrollTravels.map { (wobble, $0) } }
      + longScrollDrifts.flatMap { drift in longScrollTravels.map { (drift - 1, $0) } }
    for spread in scrollSpreads {
      for (wobble, travel) in shapes {
        for direction in 0..<8 {
          let angle = Double(direction) * .pi / 4
          var gridCase = base
          gridCase.kind = .scroll
          gridCase.startSpread = spread
          gridCase.scale = 1 + wobble
          gridCase.drift = MillimetreVector(dx: travel * cos(angle), dy: travel * sin(angle))
          cases.append(gridCase)
        }
      }
    }
    return cases + circlingScrolls(like: base, wobbleShape: &wobbleShape)
  }

  /// The curved and circling scrolls with `base`'s device, duration, ease, jitter and layout: every
  /// spread, radius, number of turns and sense, both landings (together; the second finger
  /// mid-scroll), each steady and with ``circleWobblesPerCircle`` wobbles, the next shapes of
  /// ``circleWobbleShapes`` from `wobbleShape` on; circles faster than ``maximumCircleSpeed`` left out.
  static func circlingScrolls(like base: TwoFingerGridCase, wobbleShape: inout Int) -> [TwoFingerGridCase] {
    var cases: [TwoFingerGridCase] = []
    for spread in scrollSpreads {
      for radius in circleRadii {
        for turns in circleTurns where 2 * Double.pi * radius * turns / base.duration <= maximumCircleSpeed {
          for wobbled in 0...circleWobblesPerCircle {
            for clockwise in [true, false] {
              for joinsAt in circleJoins {
                var gridCase = base
                gridCase.kind = .scroll
                gridCase.startSpread = spread
                if wobbled > 0 {
                  let shape = circleWobbleShapes[wobbleShape % circleWobbleShapes.count]
                  wobbleShape += 1
                  gridCase.scale = 1 + shape.size
                  gridCase.wobblesPerTurn = shape.perTurn
                  gridCase.wobblePhase = shape.phase
                }
                gridCase.scrollPath = .circling(
                  radius: radius, turns: turns, clockwise: clockwise, secondJoinsAt: joinsAt)
                cases.append(gridCase)
              }
            }
          }
        }
      }
    }
    return cases
  }
}
