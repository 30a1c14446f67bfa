/// What a key or the window asks for (the keys as `docs/commands.md` lists them).
public enum WindowCommand: Hashable, Sendable {
  /// Space: pause, or play on.
  case togglePause
  /// → and ←: one display frame forward or back (pausing).
  case stepForward, stepBack
  /// `[` and `]`: play slower or faster (0.1× to 4×).
  case slower, faster
  /// `r`: from the start again.
  case restart
  /// `q`, Escape, or the window closed.
  case quit

  /// The command of a key, by its SDL keycode (the character it types for `[`, `]`, `r`, `q` and space),
  /// or nil for a key that does nothing.
  public static func forKey(_ keycode: Int32, isRight: Bool, isLeft: Bool, isEscape: Bool) -> WindowCommand? {
    if isRight { return .stepForward }
    if isLeft { return .stepBack }
    if isEscape { return .quit }
    guard keycode > 0, keycode < 128 else { return nil }
    switch UInt8(keycode) {
    case UInt8(ascii: " "): return .togglePause
    case UInt8(ascii: "["): return .slower
    case UInt8(ascii: "]"): return .faster
    case UInt8(ascii: "r"): return .restart
    case UInt8(ascii: "q"): return .quit
    default: return nil
    }
  }
}

/// The playback speeds `[` and `]` step through.
public enum PlaybackSpeed {
  public static let steps: [Double] = [0.1, 0.25, 0.5, 1, 2, 4]

  /// The next speed down from `speed` (0.1× at least).
  public static func slower(than speed: Double) -> Double { steps.last { $0 < speed - 1e-9 } ?? steps[0] }
  /// The next speed up from `speed` (4× at most).
  public static func faster(than speed: Double) -> Double { steps.first { $0 > speed + 1e-9 } ?? steps[steps.count - 1] }
}
