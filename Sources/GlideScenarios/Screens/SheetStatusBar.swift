import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// The status bar over spring-present's page sheet. iOS draws the status bar in a window of its own, above
/// the app's, so a page sheet neither shrinks nor moves it: while the sheet is up it sits over the black
/// strip the shrunk screen beneath uncovers, its ink white (light content), and turns back to the screen's
/// dark ink as the sheet goes.
///
/// Glide's screens carry their own status bar, which shrinks with the screen. So from the moment a
/// presentation begins until its dismissal completes (or the presentation is cancelled), the screen's
/// status bar is hidden, and two copies stand in the presentation's container, above the dimming view and
/// beneath the sheet (the sheet starts 10 points below the 47-point bar): one in the screen's ink and one
/// white, cross-fading alongside the transition through its coordinator, so the fingers scrub the change
/// and a cancel puts it back.
final class SheetStatusBar {
  /// The status bar in the screen's ink (`Appearance.light`: dark), shown while the sheet comes and goes.
  let dark: StatusBar
  /// The white status bar (`Appearance.dark`'s label), shown over the black strip.
  let light: StatusBar
  /// The screen's own status bar, hidden while the copies stand in.
  private weak var screenBar: View?

  /// Stands in for `screenBar` (the presenting screen's status bar) on a screen of `metrics`.
  init(screenBar: View, engine: AnimationEngine, metrics: DeviceMetrics) {
    self.screenBar = screenBar
    dark = StatusBar(engine: engine, metrics: metrics, appearance: .light)
    light = StatusBar(engine: engine, metrics: metrics, appearance: .dark)
    dark.name = "status bar (dark)"
    light.name = "status bar (light)"
  }

  /// The presenting screen's status bar, if it has one (a scene file may have dressed it without).
  static func statusBar(of screen: View) -> View? { screen.subviews.first { $0 is StatusBar } }

  /// Call right after `sheet`'s presentation began: the copies go into its container in the screen's
  /// ink, and turn white alongside it.
  func presentationBegan(of sheet: ViewController) {
    guard let coordinator = sheet.transitionCoordinator, let container = sheet.presentationController?.containerView
    else { return }
    let (dark, light) = (dark, light)
    container.engine.performWithoutAnimation {
      screenBar?.isHidden = true
      (dark.alpha, light.alpha) = (1, 0)
      for bar in [dark, light] {
        if sheet.view.superview === container {
          container.insertSubview(bar, belowSubview: sheet.view)
        } else {
          container.addSubview(bar)
        }
      }
    }
    coordinator.animate(alongsideTransition: { _ in (dark.alpha, light.alpha) = (0, 1) }) { [self] context in
      if context.isCancelled { restore() }
    }
  }

  /// Call right after `sheet`'s dismissal began: the copies turn back to the screen's ink alongside it,
  /// and the screen's own status bar returns when it completes.
  func dismissalBegan(of sheet: ViewController) {
    guard let coordinator = sheet.transitionCoordinator else { return restore() }
    let (dark, light) = (dark, light)
    coordinator.animate(alongsideTransition: { _ in (dark.alpha, light.alpha) = (1, 0) }) { [self] context in
      if !context.isCancelled { restore() }
    }
  }

  /// The screen's status bar back, the copies gone (their container goes with the sheet).
  private func restore() {
    dark.removeFromSuperview()
    light.removeFromSuperview()
    screenBar?.isHidden = false
  }
}
