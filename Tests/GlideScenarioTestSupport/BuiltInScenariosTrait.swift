import GlideScenarios
import GlideSimulation
public import Testing

/// Registers the built-in scenarios before a suite's tests, as `glide` does before a command: a trace
/// expectation, a scenario file or the choice of scenario by gesture then finds `pinch-pop` by name.
/// Registration is global to the process and happens once; a suite that looks a scenario up by name
/// says so with this trait, so it passes when run alone as in the whole run.
public struct BuiltInScenariosTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try Scenario.registerBuiltIn()
    try await function()
  }
}

extension Trait where Self == BuiltInScenariosTrait {
  /// The built-in scenarios registered (`Scenario.registerBuiltIn()`).
  public static var builtInScenarios: Self { Self() }
}
