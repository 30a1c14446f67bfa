public import GlideInput

/// The view a touch sequence was hit-tested to, as far as touches go: UIKit's `UIResponder` touch
/// methods. A ``GestureArena`` with a ``GestureArena/view`` tells it of each frame's touches after its
/// recognisers have seen them, holding them back or cancelling them as the recognisers'
/// ``GestureRecognizer/cancelsTouchesInView``, ``GestureRecognizer/delaysTouchesBegan`` and
/// ``GestureRecognizer/delaysTouchesEnded`` say. `time` is when the view is told: a held touch is told
/// late, with the touch as it was in its frame.
public protocol TouchResponder: AnyObject {
  func touchesBegan(_ touches: [Touch], at time: Timestamp)
  func touchesMoved(_ touches: [Touch], at time: Timestamp)
  func touchesEnded(_ touches: [Touch], at time: Timestamp)
  func touchesCancelled(_ touches: [Touch], at time: Timestamp)
}
