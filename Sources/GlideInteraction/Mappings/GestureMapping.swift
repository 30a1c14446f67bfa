/// How a gesture's value turns into transition progress, anchored where the fingers took hold.
public enum GestureMapping: Hashable, Sendable {
  /// A pinch: percent = (1 − scale / startScale) / scaleChange. With `scaleChange` 1 this is the pinch
  /// example's 1 − scale/startScale (pinching in completes); KWin's is 0.2 (|s − 1| / 0.2). Re-anchored
  /// on a re-grab at percent p₀ so that it continues from p₀: startScale = scale / (1 − p₀ · scaleChange).
  case pinch(startScale: Double, scaleChange: Double = 1)
  /// A straight drag: percent = p₀ + direction · (g − g₀) / travel, with g a translation in mm.
  case linear(origin: Double, percent: Double, travel: Double, direction: Double)
  /// A spread (fingers moving apart): percent = (scale / startScale − 1) / scaleChange: with
  /// `scaleChange` 1, twice the distance the fingers had when they took hold completes it (KWin's
  /// |s − 1| / 0.2 is `scaleChange` 0.2). Re-anchored on a re-grab at p₀ as startScale = scale / (1 + p₀ ·
  /// scaleChange).
  case spread(startScale: Double, scaleChange: Double = 1)

  /// Progress for gesture value `g`.
  public func percent(for g: Double) -> Double {
    switch self {
    case .pinch(let s0, let change): s0 > 0 && change > 0 ? (1 - g / s0) / change : 0
    case .linear(let g0, let p0, let travel, let direction): p0 + direction * (g - g0) / travel
    case .spread(let s0, let change): s0 > 0 && change > 0 ? (g / s0 - 1) / change : 0
    }
  }

  /// Progress per second for the gesture's velocity `gv` (its unit per second).
  public func velocity(for gv: Double) -> Double {
    switch self {
    case .pinch(let s0, let change): s0 > 0 && change > 0 ? -gv / s0 / change : 0
    case .linear(_, _, let travel, let direction): direction * gv / travel
    case .spread(let s0, let change): s0 > 0 && change > 0 ? gv / s0 / change : 0
    }
  }

  /// The same kind of mapping, re-anchored so that value `g` gives `percent`.
  public func anchored(at g: Double, percent p0: Double) -> GestureMapping {
    switch self {
    case .pinch(_, let change):
      // Fingers that land on one spot (scale 0) give no start scale to anchor at: keep the old one.
      g > 0 ? .pinch(startScale: p0 * change < 1 ? g / (1 - p0 * change) : g, scaleChange: change) : self
    case .linear(_, _, let travel, let direction): .linear(origin: g, percent: p0, travel: travel, direction: direction)
    case .spread(_, let change): g > 0 ? .spread(startScale: g / (1 + p0 * change), scaleChange: change) : self
    }
  }
}
