public import GlideInput

/// What decides between recognisers in an arena: UIKit's `UIGestureRecognizerDelegate`, one for every
/// recogniser of the arena (so each question names the recogniser it is about).
public protocol GestureArenaPolicy: AnyObject {
  /// Whether `recognizer` may leave `possible` now. `false` makes it fail.
  func shouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Whether `a` and `b` may be active at the same time. Asked both ways; one `true` suffices.
  func shouldRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool
  /// Whether `recognizer` waits for `other` to fail before it begins or is recognised (UIKit's
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`): a failure requirement for one touch sequence, as
  /// ``GestureRecognizer/require(toFail:)`` sets one for good. Asked when a touch sequence begins, for
  /// every pair of enabled recognisers of the arena starting a new attempt; `true` from this,
  /// ``shouldBeRequiredToFail(_:by:)`` or either recogniser's override suffices.
  func shouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool
  /// Whether `other` waits for `recognizer` to fail (UIKit's
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`): ``shouldRequireFailure(_:of:)`` asked from the
  /// other side.
  func shouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Bool
  /// Whether `recognizer` is given `touch` (UIKit's `gestureRecognizer(_:shouldReceive:)`): asked once
  /// for each new touch, in the frame it lands in, before the recogniser sees that frame. `false` hides
  /// the touch from the recogniser until it lifts: its frames come without it.
  func shouldReceive(_ recognizer: GestureRecognizer, touch: Touch) -> Bool
}

extension GestureArenaPolicy {
  public func shouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func shouldRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool { false }
  public func shouldRequireFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool { false }
  public func shouldBeRequiredToFail(_ recognizer: GestureRecognizer, by other: GestureRecognizer) -> Bool { false }
  public func shouldReceive(_ recognizer: GestureRecognizer, touch: Touch) -> Bool { true }
}
