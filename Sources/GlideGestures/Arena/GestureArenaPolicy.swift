/// What decides between recognisers in an arena: UIKit's `UIGestureRecognizerDelegate`.
public protocol GestureArenaPolicy: AnyObject {
  /// Whether `recognizer` may leave `possible` now. `false` makes it fail.
  func shouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Whether `a` and `b` may be active at the same time. Asked both ways; one `true` suffices.
  func shouldRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool
}

extension GestureArenaPolicy {
  public func shouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func shouldRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool { false }
}
