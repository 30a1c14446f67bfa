public import GlideAnimation
public import GlideTransitions

/// The home indicator of a Face ID iPhone: a capsule 134 × 5 points in ``SystemColor/label``, centred, its
/// bottom 8 points above the screen's (measured by the community from screenshots; Apple publishes the
/// 34-point inset it sits in, not its size).
public final class HomeIndicator: View {
  public init(engine: AnimationEngine, metrics: DeviceMetrics = .iPhone14, appearance: Appearance = .light) {
    let size = metrics.screenSize
    super.init(
      engine: engine, name: "home indicator",
      frame: Rect(x: (size.width - 134) / 2, y: size.height - 13, width: 134, height: 5))
    backgroundColor = SystemColor.label.color(in: appearance)
    layer.cornerRadius = 2.5
  }
}
