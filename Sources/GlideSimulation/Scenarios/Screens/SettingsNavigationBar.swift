import GlideAnimation
import GlideKit
import GlideTransitions

/// The navigation bar of Settings → General as UIKit's navigation controller keeps it: one bar over the
/// sliding screens (not one on each), whose items change with the pop, driven alongside the transition
/// by its coordinator so the log's views and the picture agree. Popping General, its title slides right
/// and fades out, the back button's "Settings" slides right and fades as the title it stands for comes
/// back, and Settings' large title slides in from the left and fades in (UIKit, iOS 11+: the large title
/// returns with its screen); a cancel puts General's items back.
///
/// Subviews: `general bar` (inline, titled "General", the back button) and `settings bar` (the large
/// title), both at their scroll edge (transparent).
final class SettingsNavigationBar: View {
  let generalBar: NavigationBar
  let settingsBar: NavigationBar

  /// How far the moving items travel, points: a third of the screen's width.
  private let travel: Double

  init(engine: AnimationEngine, metrics: DeviceMetrics) {
    generalBar = NavigationBar(
      engine: engine, title: SettingsScreen.generalTitle, backTitle: SettingsScreen.title, isAtScrollEdge: true,
      metrics: metrics)
    settingsBar = NavigationBar(
      engine: engine, title: SettingsScreen.title, prefersLargeTitle: true, isAtScrollEdge: true, metrics: metrics)
    generalBar.name = "general bar"
    settingsBar.name = "settings bar"
    travel = metrics.screenSize.width / 3
    super.init(engine: engine, name: "navigation bars", frame: metrics.bounds)
    addSubview(settingsBar)
    addSubview(generalBar)
    show(general: true)
  }

  /// The items at rest: General's (`general`) or Settings' alone.
  func show(general: Bool) {
    engine.performWithoutAnimation {
      for view in movingViews { view.transform = .identity }
      generalBar.alpha = general ? 1 : 0
      settingsBar.alpha = general ? 0 : 1
      if general { settingsBar.largeTitleLabel?.transform = Transform2D(translationX: -travel, y: 0) }
    }
  }

  /// Moves the items from General's to Settings' alongside the pop `coordinator` runs, and settles them
  /// at its end (back at General's when it was cancelled).
  func pop(alongside coordinator: TransitionCoordinator?) {
    guard let coordinator else {
      show(general: false)
      return
    }
    coordinator.animate { [self] _ in
      generalBar.titleLabel.transform = Transform2D(translationX: travel, y: 0)
      generalBar.backButton?.transform = Transform2D(translationX: travel, y: 0)
      generalBar.alpha = 0
      settingsBar.alpha = 1
      settingsBar.largeTitleLabel?.transform = .identity
    } completion: { [weak self] context in
      self?.show(general: context.isCancelled)
    }
  }

  /// The views the pop moves.
  private var movingViews: [View] {
    [generalBar.titleLabel, generalBar.backButton, settingsBar.largeTitleLabel].compactMap { $0 }
  }
}
