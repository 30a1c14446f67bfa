import GlideScenarios
public import GlideSimulation

/// Every `glide` command, as a library: an app's own tool that runs them on its scenarios beside (or
/// instead of) the built-in ones.
///
/// ```swift
/// // Sources/card-dismiss/main.swift
/// import GlideCommandLine
///
/// GlideTool.main(scenarios: [.cardDismiss])
/// ```
///
/// `card-dismiss replay --scenario card-dismiss traces/drag.evemu` then replays the app's scenario as
/// `glide replay` replays a built-in one, and so do `render`, `window`, `live`, `report`, `compare`,
/// `sweep`, `expect` and `test` (an expectation names the app's scenario).
public enum GlideTool {
  /// Registers the built-in scenarios (unless `includingBuiltIn` is false) and then `scenarios`
  /// (`Scenario.register(_:)`), parses the process's arguments and runs the command they name, as
  /// `glide` does, and exits. A scenario that cannot be registered (its name is taken or malformed) is
  /// an error on standard error and exit 1. Where no scenario is named, a command runs `pinch-pop`, or
  /// the first registered scenario when the built-in ones are left out.
  public static func main(scenarios: [Scenario] = [], includingBuiltIn: Bool = true) -> Never {
    do {
      if includingBuiltIn { try Scenario.registerBuiltIn() }
      for scenario in scenarios { try Scenario.register(scenario) }
    } catch {
      GlideCommand.exit(withError: error)
    }
    GlideCommand.main()
    GlideCommand.exit()
  }
}
