public import GlideSimulation

/// Every `glide` command, as a library: an app's own tool that runs them on its scenarios beside the
/// built-in ones.
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
  /// Registers `scenarios` (`Scenario.register(_:)`), then parses the process's
  /// arguments and runs the command they name, as `glide` does, and exits. A scenario that cannot be
  /// registered (its name is taken or malformed) is an error on standard error and exit 1.
  public static func main(scenarios: [Scenario] = []) -> Never {
    do {
      for scenario in scenarios { try Scenario.register(scenario) }
    } catch {
      GlideCommand.exit(withError: error)
    }
    GlideCommand.main()
    GlideCommand.exit()
  }
}
