import GlideInput

extension TouchFrame {
  /// The frame without the touches `hidden` (a recogniser's refused touches,
  /// ``GestureArenaPolicy/shouldReceive(_:touch:)``): the finger count drops by the hidden touches
  /// still down.
  func hiding(_ hidden: [TouchID]) -> TouchFrame {
    var frame = self
    frame.touches.removeAll { hidden.contains($0.id) }
    let hiddenDown = touches.count { hidden.contains($0.id) && !$0.phase.isTerminal }
    frame.fingerCount = Swift.max(0, fingerCount - hiddenDown)
    return frame
  }
}
