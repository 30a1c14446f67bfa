import GlideInput

/// What a continuous recogniser's state machine asks its recogniser to do after a frame or a tick.
///
/// The machines (``PanStateMachine``, ``TwoFingerMeasurement``) are values that decide; the recogniser
/// that owns one makes the move with ``GestureRecognizer/perform(_:at:)``, after the machine has
/// finished changing, so that observers reading the values during the move see the machine settled.
enum ContinuousAction: Equatable, Sendable {
  case none, begin, change, end, cancel, fail

  /// The state the action moves to; `nil` for ``none``.
  var state: GestureState? {
    switch self {
    case .none: nil
    case .begin: .began
    case .change: .changed
    case .end: .ended
    case .cancel: .cancelled
    case .fail: .failed
    }
  }
}

extension GestureRecognizer {
  /// Moves to the state `action` asks for, at `time`; `.none` does nothing.
  ///
  /// - Returns: what ``transition(to:at:)`` returns (false for `.none`): for `.begin`, whether the
  ///   arena admitted the begin now or holds it back.
  @discardableResult
  func perform(_ action: ContinuousAction, at time: Timestamp) -> Bool {
    guard let next = action.state else { return false }
    return transition(to: next, at: time)
  }
}
