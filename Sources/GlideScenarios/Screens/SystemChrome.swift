import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// The system's status bar and home indicator over a container controller's view (a navigation
/// controller's), where they stay put while its screens move beneath, their style following the top
/// screen: dark content over a light screen (`Appearance.light`), light content over a dark one (a
/// photo's black Detail). Holds both looks, one shown, and cross-fades between them.
///
/// When a transition changes the top screen the new style is taken as UIKit takes it: at the
/// transition's start, not at its end, and on the status bar's own clock rather than in step with the
/// percent. UIKit's navigation controller asks its new top controller for `preferredStatusBarStyle` as
/// the pop begins (its `topViewController` is already the new one) and updates the bar inside the
/// transition's animation block, so the bar fades over the transition's duration; the bar lives outside
/// the transition's container (in the status bar's window), so an interactive pop's frozen layers do
/// not hold it, and the fade plays out in time while the fingers still scrub the screens. A cancelled
/// pop puts the old style back at once, without a fade (seen on iOS 7–16 and reported by developers of
/// interactive transitions, e.g. bsmith11/Stack#6: "the UIStatusBar starts its appearance animation when
/// the interactive pop is started and if cancelled, will reappear non-animated").
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

  /// Follows a transition to a screen in `appearance`: fades to its style over `duration` seconds from
  /// now, and back at once if `coordinator`'s transition is cancelled.
  func follow(_ appearance: Appearance, duration: Double, alongside coordinator: TransitionCoordinator?) {
    let previous = self.appearance
    guard appearance != previous else { return }
    self.appearance = appearance
    engine.animate(withDuration: duration, options: .curve(.easeInOut)) { [self] in setAlphas(appearance) }
    coordinator?.animate(alongsideTransition: nil) { [weak self] context in
      if context.isCancelled { self?.show(previous) }
    }
  }

  private func setAlphas(_ appearance: Appearance) {
    for view in light { view.alpha = appearance == .light ? 1 : 0 }
    for view in dark { view.alpha = appearance == .dark ? 1 : 0 }
  }
}
