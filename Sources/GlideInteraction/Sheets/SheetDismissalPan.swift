public import GlideGestures
import GlideInput
public import GlideTransitions

/// The pan on a page sheet that drags it down to dismiss it, as UIKit's sheet has one built in: a
/// `PanGestureRecognizer` whose actions drive the sheet's drag API (`dismissalDragBegan()`,
/// `dismissalDragChanged(translation:)`, `dismissalDragEnded(translation:velocity:)`,
/// `dismissalDragCancelled()` on `SheetPresentationController`), which decides everything else: whether
/// the sheet may go (`isModalInPresentation`, the adaptive delegate), following the finger or resisting
/// it, and finishing, cancelling or springing back at the release.
///
/// The touchpad's vertical travel is the finger's on the sheet, down positive, at ``pointsPerMillimetre``
/// points a millimetre (the pan's own `translationInPoints` scale unless set).
/// `GlideTransitions` knows nothing of input, so this lives here: add ``recognizer`` to the arena or
/// session that reads the input, and keep the scene's clock in step with it (a ``FrameDriver`` does).
///
/// ```swift
/// let pan = SheetDismissalPan(sheet: sheet)          // sheet: B's SheetPresentationController
/// let arena = GestureArena([pan.recognizer])
/// for frame in frames { engine.advance(to: frame.time.seconds); arena.process(frame) }
/// ```
public final class SheetDismissalPan {
  /// The pan whose actions drive the sheet (one finger by default, as a finger on a sheet).
  public let recognizer: PanGestureRecognizer
  /// The sheet it drags, held weakly: the pan does nothing once the presentation is gone.
  public private(set) weak var sheet: SheetPresentationController?
  /// Points on the screen per millimetre of travel on the touchpad.
  public var pointsPerMillimetre: Double

  /// A pan driving `sheet`'s dismissal drag. `recognizer` defaults to a one-finger pan named
  /// `"sheet-pan"`.
  public init(
    sheet: SheetPresentationController, recognizer: PanGestureRecognizer? = nil,
    pointsPerMillimetre: Double = GlideGestures.pointsPerMillimetre
  ) {
    self.sheet = sheet
    self.recognizer = recognizer ?? PanGestureRecognizer(name: "sheet-pan", minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)
    self.pointsPerMillimetre = pointsPerMillimetre
    self.recognizer.addTarget { [weak self] event in self?.handle(event) }
  }

  /// UIKit's action message: each state change turns into the sheet's drag call.
  private func handle(_ event: GestureEvent) {
    guard let sheet, case .pan(let translation, let velocity) = event.values else { return }
    let down = translation.dy * pointsPerMillimetre
    switch event.state {
    case .began: sheet.dismissalDragBegan()
    case .changed: sheet.dismissalDragChanged(translation: down)
    case .ended: sheet.dismissalDragEnded(translation: down, velocity: velocity.dy * pointsPerMillimetre)
    case .cancelled: sheet.dismissalDragCancelled()
    case .possible, .failed: break
    }
  }
}
