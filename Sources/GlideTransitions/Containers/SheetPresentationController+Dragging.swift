import GlideAnimation

/// UIKit's page sheet dismissed by a drag down on it. The drag's gesture (a pan recogniser on the sheet,
/// in an app that reads input) reports its vertical translation and velocity, in points and points per
/// second, down positive; the sheet does the rest:
/// - allowed (the presented controller is not ``ViewController/isModalInPresentation`` and the
///   delegate's ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)`` says
///   yes), the delegate is told ``AdaptivePresentationControllerDelegate/presentationControllerWillDismiss(_:)``
///   and an interactive dismissal starts, the sheet following the finger (progress = translation ÷ the
///   distance the slide down moves it, the container's height); the release finishes or cancels it by position and velocity (``finishesDismissal(translation:velocity:height:duration:)``),
///   and a finished one tells ``AdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)``;
/// - refused, the sheet follows the finger with resistance (``resistedOffset(_:height:)``), springs back
///   when released, and the delegate is told
///   ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
///
/// A drag that begins while a modal transition runs does nothing.
extension SheetPresentationController {
  /// UIKit's rubber-band constant (`UIScrollView`'s, 0.55): how much a resisting sheet gives.
  public static let resistance = 0.55
  /// The spring a released, resisting sheet returns with: seconds.
  public static let springBackDuration = 0.5

  /// The drag on the sheet begins.
  public func dismissalDragBegan() {
    guard drag == nil, presentingViewController.presentedViewController === presentedViewController,
      presentingViewController.modalTransition == nil
    else { return }
    let refused =
      presentedViewController.isModalInPresentation
      || !(delegate?.presentationControllerShouldDismiss(self) ?? true)
    guard !refused else {
      drag = .resisting
      return
    }
    let interactor = PercentDrivenInteractiveTransition()
    drag = .dismissing(interactor)
    delegate?.presentationControllerWillDismiss(self)
    presentingViewController.beginDismissal(animated: true, completion: nil, dragging: interactor)
  }

  /// The finger moved: `translation` points down from where the drag began.
  public func dismissalDragChanged(translation: Double) {
    switch drag {
    case .dismissing(let interactor): interactor.update(translation / slideDistance)
    case .resisting: pull(by: translation)
    case nil: break
    }
  }

  /// The finger lifted `translation` points below where the drag began, moving at `velocity` points a
  /// second (down positive).
  public func dismissalDragEnded(translation: Double, velocity: Double) {
    guard let current = drag else { return }
    drag = nil
    switch current {
    case .dismissing(let interactor):
      let height = slideDistance
      let duration = interactor.duration
      let finishes = Self.finishesDismissal(
        translation: translation, velocity: velocity, height: height, duration: duration)
      let remaining = finishes ? 1 - interactor.percentComplete : interactor.percentComplete
      interactor.completionSpeed = Swift.max(remaining, duration * abs(velocity) / height)
      finishes ? interactor.finish() : interactor.cancel()
    case .resisting:
      springBack()
      delegate?.presentationControllerDidAttemptToDismiss(self)
    }
  }

  /// The drag's gesture was cancelled: a dismissal it drove is cancelled, a resisting sheet springs back.
  public func dismissalDragCancelled() {
    guard let current = drag else { return }
    drag = nil
    switch current {
    case .dismissing(let interactor): interactor.cancel()
    case .resisting: springBack()
    }
  }

  /// Whether a drag released `translation` points down at `velocity` points a second dismisses a sheet
  /// that slides `height` points down in a dismissal lasting `duration` seconds: the position projected
  /// one transition duration ahead, `translation + velocity × duration`, is past half the way.
  ///
  /// UIKit does not publish its sheet's rule; this is its interactive pop's (reference §10.3,
  /// without the acceleration term) with the threshold at half the sheet.
  public static func finishesDismissal(
    translation: Double, velocity: Double, height: Double, duration: Double
  ) -> Bool {
    guard height > 0 else { return true }
    return (translation + velocity * duration) / height > 0.5
  }

  /// How far a resisting sheet moves for a finger `translation` points down (negative up): UIKit's
  /// rubber band, `(1 − 1 / (|t| × c / h + 1)) × h` with c = ``resistance``, signed as `t`.
  public static func resistedOffset(_ translation: Double, height: Double) -> Double {
    guard height > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(translation) * resistance / height + 1)) * height
    return translation < 0 ? -magnitude : magnitude
  }

  // MARK: - Internals

  /// How far the dismissal's slide moves the sheet, points: the container's height (the standard
  /// cover-vertical slide), which a drag travels for progress 1.
  private var slideDistance: Double {
    Swift.max(containerView?.bounds.height ?? presentedViewController.scene.bounds.height, 1)
  }

  /// The sheet's height in points, the rubber band's dimension.
  private var sheetHeight: Double {
    let frame = frameOfPresentedViewInContainerView
    return Swift.max(frame.height, 1)
  }

  private func pull(by translation: Double) {
    let offset = Self.resistedOffset(translation, height: sheetHeight)
    presentedView.engine.performWithoutAnimation {
      presentedView.transform = Transform2D(translationX: 0, y: offset)
    }
  }

  private func springBack() {
    let sheet = presentedView
    sheet.engine.animate(
      withDuration: Self.springBackDuration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { sheet.transform = .identity })
  }
}
