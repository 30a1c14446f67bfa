import GlideInput

extension TouchFrame {
  /// How many fingers a tap or a press counts as down: the pad's finger count or the touches with
  /// positions, whichever is more (a 2-slot pad counts a third finger only with `BTN_TOOL_TRIPLETAP`).
  var fingersDown: Int { max(fingerCount, activeTouches.count) }
}
