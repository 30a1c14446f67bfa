/// What a mouse drag in the window stands for, chosen when the button goes down, as in the iOS
/// Simulator: the keys held then decide, and changing them mid-drag changes nothing.
public enum PointerGesture: String, Hashable, Sendable, CaseIterable {
  /// A plain drag: one finger under the pointer.
  case oneFinger = "one-finger"
  /// A drag that began within ``PointerTouchEmulator/edgeBandPoints`` of the left edge: one finger
  /// that lands on the edge itself and follows the pointer from there (an edge pan).
  case leftEdge = "left-edge"
  /// Ctrl+drag: two fingers mirrored about the screen's centre, one under the pointer (a pinch or a
  /// rotation about the centre).
  case pinch
  /// Shift+drag: two fingers side by side moving together (a two-finger pan or scroll).
  case twoFingerPan = "two-finger-pan"

  /// The gesture a press at `x` points from the left edge stands for with these keys held; Ctrl wins
  /// over Shift when both are.
  public static func forPress(atX x: Double, control: Bool, shift: Bool) -> PointerGesture {
    if control { return .pinch }
    if shift { return .twoFingerPan }
    return x < PointerTouchEmulator.edgeBandPoints ? .leftEdge : .oneFinger
  }
}
