import GlideOutput

/// Why the simulator window could not be shown, in words a user can act on.
public enum WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither `DISPLAY` nor `WAYLAND_DISPLAY` is set: there is no display to open a window on.
  case noDisplay
  /// `DISPLAY` or `WAYLAND_DISPLAY` is set, but no display server answered there: SDL fell back to a
  /// driver that shows nothing (`driver`, such as `offscreen`), and the window would never be seen.
  case displayUnreachable(display: String, driver: String)
  /// An SDL call failed; `operation` says what Glide asked for.
  case sdl(operation: String, reason: String)

  public var description: String {
    switch self {
    case .noDisplay:
      "there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
        + "Draw the replay offscreen with `glide render -o frames/` (or -o replay.gif), follow it in the "
        + "terminal with `glide live` or `glide replay`, or run under a virtual display: `xvfb-run glide ...`"
    case .displayUnreachable(let display, let driver):
      "no display server answers at \(display) (SDL fell back to its '\(driver)' driver, which shows "
        + "nothing). Start the server or point DISPLAY at one that runs, run under a virtual display "
        + "(`xvfb-run glide ...`), or draw offscreen with `glide render -o frames/`"
    case .sdl(let operation, let reason): "SDL could not \(operation): \(reason)"
    }
  }

  /// The video drivers that show a window on the display that `DISPLAY` or `WAYLAND_DISPLAY` names.
  static let displayDrivers: Set<String> = ["x11", "wayland"]

  /// Throws ``displayUnreachable(display:driver:)`` when SDL started `driver` for lack of the display
  /// the environment names (X11's `DISPLAY`, Wayland's `WAYLAND_DISPLAY`), unless the environment chose
  /// the driver itself (`SDL_VIDEODRIVER`, as the tests' `dummy` does).
  public static func checkDriver(_ driver: String, environment: [String: String]) throws(WindowError) {
    guard (environment["SDL_VIDEODRIVER"] ?? "").isEmpty, !displayDrivers.contains(driver.lowercased()) else {
      return
    }
    let named = ["DISPLAY", "WAYLAND_DISPLAY"].compactMap { name in
      environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0.escapingInvisibles)" }
    }
    throw .displayUnreachable(display: named.joined(separator: " and "), driver: driver)
  }

  /// Throws ``noDisplay`` when `environment` names no display (X11's `DISPLAY`, Wayland's
  /// `WAYLAND_DISPLAY`; an empty value counts as unset).
  public static func checkDisplay(environment: [String: String]) throws(WindowError) {
    let named = ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
    guard named else { throw .noDisplay }
  }
}
