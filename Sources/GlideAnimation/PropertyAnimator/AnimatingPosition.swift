/// Where an animator's properties end up when it ends: UIKit's `UIViewAnimatingPosition`, with UIKit's
/// raw values. Completion handlers receive it.
public enum AnimatingPosition: Int, Hashable, Sendable, CustomStringConvertible {
  /// The values the animation blocks set (the animator ran forward to its end).
  case end = 0
  /// The values from before the animation blocks (the animator ran reversed back to its start).
  case start = 1
  /// The values on screen when the animator was stopped.
  case current = 2

  public var description: String {
    switch self {
    case .end: "end"
    case .start: "start"
    case .current: "current"
    }
  }
}
