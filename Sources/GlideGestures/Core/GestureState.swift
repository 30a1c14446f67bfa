/// Where a gesture recogniser is in its life: UIKit's `UIGestureRecognizer.State`.
///
/// Continuous recognisers (pan, pinch, rotation, edge pan, long press) go
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`. Discrete ones (tap, swipe)
/// go `possible → recognized | failed` and never pass through `began`/`changed`. ``recognized`` is
/// ``ended``, as in UIKit. Every other move is illegal and rejected (see ``canMove(to:discrete:)``).
public enum GestureState: String, Hashable, Sendable, CaseIterable {
  case possible
  case began
  case changed
  case ended
  case cancelled
  case failed

  /// A discrete recogniser's success: the same state as ``ended``.
  public static var recognized: GestureState { .ended }

  /// `began` or `changed`: the gesture is in progress.
  public var isActive: Bool { self == .began || self == .changed }

  /// `ended`, `cancelled` or `failed`: nothing more happens until the recogniser is reset.
  public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

  /// Whether UIKit allows moving from this state to `next` (Chameleon's table, which matches the
  /// documentation). `changed → changed` is legal: every change is reported.
  public func canMove(to next: GestureState, discrete: Bool) -> Bool {
    switch (self, next) {
    case (.possible, .failed): true
    case (.possible, .ended): discrete
    case (.possible, .began): !discrete
    case (.began, .changed), (.began, .ended), (.began, .cancelled),
      (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
      !discrete
    default: false
    }
  }
}
