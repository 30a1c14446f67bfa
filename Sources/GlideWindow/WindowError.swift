/// Why the simulator window could not be shown, in words a user can act on.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set: there is no display to open a window on.
  case noDisplay
  /// An SDL call failed; `operation` says what Glide asked for.
  case sdl(operation: String, reason: String)

  public var description: String {
    switch self {
    case .noDisplay:
      "there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        + "Draw the replay offscreen with `glide render -o frames/` (or -o replay.gif), follow it in the "
        + "terminal with `glide live` or `glide replay`, or run under a virtual display: `xvfb-run glide ...`"
    case .sdl(let operation, let reason): "SDL could not \(operation): \(reason)"
    }
  }

  /// Throws ``noDisplay`` when `environment` names no display (X11's `DISPLAY`, Wayland's
  /// `WAYLAND_DISPLAY`; an empty value counts as unset).
  public static func checkDisplay(environment: [String: String]) throws(WindowError) {
    let named = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    guard named else { throw .noDisplay }
  }
}
