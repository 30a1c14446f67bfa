import Foundation
public import GlideInput

/// The recogniser-quality grid: synthetic pinches and two-finger scrolls over every bundled device,
/// speed, ease, scale, turn, drift, jitter, spread and layout, each run through the pinch and pan
/// recognisers, so that a change to the two-finger decision shows as a confusion matrix.
///
/// Axes (the cases that would leave the surface are left out):
/// - pinches: duration 0.1–3 s × 4 eases × scale 0.4–2.0 × turn 0–45° × drift 0–20 mm (along or
///   across the finger line) × jitter 0–0.2 mm × start spread 15–60 mm × side by side or stacked;
/// - scrolls: the same durations, eases and jitter × 8 directions × 20 or 40 mm of travel × a
///   distance wobble of 0, ±8 % or ±15 % (a ramp over the scroll) × spreads of 12 and 18 mm (real
///   two-finger scrolls in `traces/real` hold their fingers 11–18 mm apart) × both layouts.
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

  /// Every case of the grid on `devices` that fits its surface, in a fixed order; `every` keeps one
  /// case in that many (1: all), starting with the first.
  public static func cases(devices: [DevicePreset] = DevicePreset.allCases, every: Int = 1) -> [TwoFingerGridCase] {
    var all: [TwoFingerGridCase] = []
    var seed: UInt64 = 0
    for device in devices {
      for duration in durations {
        for easing in easings {
          for noise in noises {
            for layout in layouts {
              let base = TwoFingerGridCase(
                kind: .pinch, device: device, duration: duration, easing: easing, scale: 1, noise: noise,
                startSpread: 0, layout: layout)
              for var gridCase in pinches(like: base) + scrolls(like: base) {
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
  /// wobble and travel, in 8 directions.
  static func scrolls(like base: TwoFingerGridCase) -> [TwoFingerGridCase] {
    var cases: [TwoFingerGridCase] = []
    for spread in scrollSpreads {
      for wobble in scrollWobbles {
        for travel in scrollTravels {
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
    }
    return cases
  }
}
