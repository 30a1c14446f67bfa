import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// The system's status bar and home indicator over a container controller's view (a navigation
/// controller's), where they stay put while its screens move beneath, their style following the top
/// screen: dark content over a light screen (`Appearance.light`), light content over a dark one (a
/// photo's black Detail). Holds both looks, one shown, and cross-fades between them.
///
/// When a transition changes the top screen the style follows the screen under the bar, in step with the
/// transition: it cross-fades alongside it (the transition coordinator drives the chrome with the
/// container, so the fingers scrub the change and a cancel brings the old style back with the screen).
/// UIKit takes the new style as the pop begins and fades it on the status bar's own clock (the bar lives
/// in a window of its own), so a slow interactive pop shows dark ink over a black screen the fingers still
/// hold, and a cancel snaps the old style back (bsmith11/Stack#6); Glide keeps the bar readable instead,
/// as the sheet's status bar does (the differences article).
final class SystemChrome: View {
  /// The status bar and home indicator for each style.
  private let light: [View]
  private let dark: [View]
  /// The style shown (or being faded to).
  private(set) var appearance: Appearance

  /// The chrome of `metrics`' screen in `appearance`.
  init(engine: AnimationEngine, metrics: DeviceMetrics, appearance: Appearance) {
    light = ScreenKit.chrome(engine: engine, metrics: metrics, appearance: .light)
    dark = ScreenKit.chrome(engine: engine, metrics: metrics, appearance: .dark)
    for view in dark { view.name += " (light content)" }
    self.appearance = appearance
    super.init(engine: engine, name: "system chrome", frame: Rect(origin: .zero, size: metrics.screenSize))
    for view in light + dark { addSubview(view) }
    show(appearance)
  }

  /// Shows the style for a screen in `appearance` at once.
  func show(_ appearance: Appearance) {
    self.appearance = appearance
    engine.performWithoutAnimation { setAlphas(appearance) }
  }

  /// Follows a transition to a screen in `appearance`: cross-fades to its style alongside
  /// `coordinator`'s transition (in step with its percent while the fingers drive it, and back with it
  /// when it is cancelled), or over `duration` seconds from now when there is none.
  func follow(_ appearance: Appearance, duration: Double, alongside coordinator: TransitionCoordinator?) {
    let previous = self.appearance
    guard appearance != previous else { return }
    self.appearance = appearance
    guard let coordinator else {
      return engine.animate(withDuration: duration, options: .curve(.easeInOut)) { [self] in setAlphas(appearance) }
    }
    coordinator.animateAlongsideTransition(in: self, animation: { [weak self] _ in self?.setAlphas(appearance) }) {
      [weak self] context in
      if context.isCancelled { self?.show(previous) }
    }
  }

  private func setAlphas(_ appearance: Appearance) {
    for view in light { view.alpha = appearance == .light ? 1 : 0 }
    for view in dark { view.alpha = appearance == .dark ? 1 : 0 }
  }
}
