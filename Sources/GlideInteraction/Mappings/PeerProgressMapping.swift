/// How a peer turns finger travel into progress, where it defines it: GNOME's touchpad units (400 per
/// transition horizontally, 300 vertically) and KWin's (200 units, or |scale − 1| / 0.2 for a pinch).
/// libinput's unaccelerated units are normalised to 1000 per inch, so a unit is 0.0254 mm.
public struct PeerProgressMapping: Hashable, Sendable {
  /// Millimetres of horizontal travel for the whole transition.
  public let horizontalTravel: Double
  /// Millimetres of vertical travel for the whole transition.
  public let verticalTravel: Double
  /// Relative scale change for the whole transition of a pinch or a spread (nil keeps the scenario's).
  public let pinchScaleChange: Double?

  /// Millimetres per libinput unaccelerated unit (1000 units per inch).
  public static let millimetresPerUnit = 0.0254

  /// GNOME Shell's `TOUCHPAD_BASE_WIDTH` 400 and `TOUCHPAD_BASE_HEIGHT` 300: 10.16 mm and 7.62 mm.
  public static let gnomeTouchpad = PeerProgressMapping(
    horizontalTravel: 400 * millimetresPerUnit, verticalTravel: 300 * millimetresPerUnit, pinchScaleChange: nil)
  /// KWin's `SwipeGesture::s_minimumDelta` 200 (5.08 mm) and `DEFAULT_UNIT_SCALE_DELTA` 0.2.
  public static let kwin = PeerProgressMapping(
    horizontalTravel: 200 * millimetresPerUnit, verticalTravel: 200 * millimetresPerUnit, pinchScaleChange: 0.2)

  /// `mapping` with this peer's units, for a gesture along `axis`.
  public func applied(to mapping: GestureMapping, axis: GestureAxis) -> GestureMapping {
    switch mapping {
    case .pinch(let startScale, let change): .pinch(startScale: startScale, scaleChange: pinchScaleChange ?? change)
    case .spread(let startScale, let change): .spread(startScale: startScale, scaleChange: pinchScaleChange ?? change)
    case .linear(let origin, let percent, _, let direction):
      .linear(
        origin: origin, percent: percent, travel: axis == .horizontal ? horizontalTravel : verticalTravel,
        direction: direction)
    }
  }
}

/// The axis a scenario's drag runs along.
public enum GestureAxis: String, Hashable, Sendable {
  case horizontal
  case vertical
}
