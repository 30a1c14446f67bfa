public import GlideAnimation

/// The page sheet's presentation (`modalPresentationStyle = .pageSheet`; UIKit's
/// `UISheetPresentationController` at its large detent, the iPhone sheet since iOS 13): the presented
/// screen is a card with rounded top corners starting a little below the status bar, and the screen
/// beneath shrinks back into the dark, rounded and dimmed, alongside the transition (through the
/// transition coordinator, so a percent-driven interaction scrubs it and a cancel puts it back).
///
/// A drag down on the sheet dismisses it interactively, as UIKit's sheet does (see
/// ``dismissalDragBegan()``), unless the presented controller ``ViewController/isModalInPresentation`` or
/// the ``PresentationController/delegate`` refuses.
///
/// UIKit publishes none of these numbers; they are measured from iOS 15–17 screenshots of a 390 × 844
/// iPhone and named so that an app can read them.
public final class SheetPresentationController: PresentationController {
  /// The status bar's height, points (47 on the iPhone 12, 13 and 14): the sheet starts below it.
  public var statusBarHeight: Double = 47
  /// How far below the status bar the sheet's top edge is, points.
  public static let sheetTopGap = 10.0
  /// The sheet's and the shrunk screen's corner radius, points (UIKit's default `preferredCornerRadius`).
  public static let cornerRadius = 10.0
  /// How far the screen beneath is inset at either side when shrunk, points.
  public static let presenterInset = 16.0
  /// Black over the screen beneath at the end of the presentation.
  public static let dimmingAlpha = 0.15

  /// The dimming view over the screen beneath, below the sheet (in the container).
  public let dimmingView: View
  /// What the presenter's view looked like before it was shrunk, to put back after the dismissal.
  private var saved: (transform: Transform2D, cornerRadius: Double, clips: Bool)?
  /// The drag on the sheet in progress, if any (``dismissalDragBegan()``).
  var drag: SheetDismissalDrag?

  public override init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController
  ) {
    let scene = presentedViewController.scene
    dimmingView = View(engine: scene.engine, name: "dimming", frame: scene.bounds)
    dimmingView.backgroundColor = .black
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The sheet: the container's width, from just below the status bar to the bottom.
  public override var frameOfPresentedViewInContainerView: Rect {
    let bounds = containerView?.bounds ?? presentedViewController.scene.bounds
    let top = statusBarHeight + Self.sheetTopGap
    return Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
  }

  /// The screen beneath, shrunk: narrower by ``presenterInset`` at either side, its top edge at the
  /// status bar's bottom (the strip between it and the sheet shows), about its centre.
  public func shrunkTransform(for bounds: Rect) -> Transform2D {
    let scale = (bounds.width - 2 * Self.presenterInset) / bounds.width
    let top = bounds.midY - scale * bounds.height / 2
    return Transform2D(scaleX: scale, y: scale).concatenating(
      Transform2D(translationX: 0, y: bounds.minY + statusBarHeight - top))
  }

  public override func presentationTransitionWillBegin() {
    let presenter = presentingViewController.view
    let sheet = presentedView
    saved = (presenter.transform, presenter.layer.cornerRadius, presenter.clipsToBounds)
    sheet.engine.performWithoutAnimation {
      sheet.layer.cornerRadius = Self.cornerRadius
      sheet.clipsToBounds = true
      dimmingView.alpha = 0
      containerView?.insertSubview(dimmingView, at: 0)
      presenter.clipsToBounds = true
    }
    alongsideTransition { $0.showPresenter(shrunk: true) }
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { restorePresenter() }
  }

  public override func dismissalTransitionWillBegin() {
    alongsideTransition { $0.showPresenter(shrunk: false) }
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { restorePresenter() }
  }

  /// Runs `change` alongside the transition in flight (driven with the presenter's view, which lies
  /// outside the container), or at once when there is none.
  private func alongsideTransition(_ change: @escaping (SheetPresentationController) -> Void) {
    guard let coordinator = presentedViewController.transitionCoordinator else { return change(self) }
    coordinator.animateAlongsideTransition(in: presentingViewController.view, animation: { [self] _ in change(self) })
  }

  /// Sets the presenter's look: shrunk back, rounded and dimmed, or as it was before the presentation.
  private func showPresenter(shrunk: Bool) {
    let presenter = presentingViewController.view
    presenter.transform = shrunk ? shrunkTransform(for: presenter.bounds) : saved?.transform ?? .identity
    presenter.layer.cornerRadius = shrunk ? Self.cornerRadius : saved?.cornerRadius ?? 0
    dimmingView.alpha = shrunk ? Self.dimmingAlpha : 0
  }

  /// Puts the presenter's view back as it was, at once.
  private func restorePresenter() {
    let presenter = presentingViewController.view
    presenter.engine.performWithoutAnimation {
      showPresenter(shrunk: false)
      presenter.clipsToBounds = saved?.clips ?? false
    }
  }
}
