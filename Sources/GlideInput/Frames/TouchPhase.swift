/// Where a touch is in its life, frame by frame (UIKit's `UITouch.Phase` for touchpad contacts).
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// The contact appeared in this frame.
  case began
  /// The contact is down and its position changed in this frame.
  case moved
  /// The contact is down and did not move in this frame.
  case stationary
  /// The finger lifted in this frame; the position is the last one seen.
  case ended
  /// The contact can no longer be trusted (events were dropped, or the device went away). A
  /// cancelled touch never means the user lifted: gestures must cancel, not end, on it.
  case cancelled

  /// True for `ended` and `cancelled`: the touch is not in the next frame.
  public var isTerminal: Bool { self == .ended || self == .cancelled }
}
