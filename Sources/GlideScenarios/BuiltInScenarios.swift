public import GlideSimulation

extension Scenario {
  /// Every built-in scenario, in the order `glide scenarios` lists them. Each is made with
  /// `GlideSimulation`'s public scenario API alone, as an app makes its own.
  public static let builtIn: [Scenario] = [
    .pinchPop, .edgeBack, .swipeTabs, .dropDismiss, .springPresent, .backSwipe, .parallax, .pinchLayout,
    .dragDrawer, .flipCard, .curlPage,
  ]

  /// Makes the built-in scenarios known by name to every tool and lookup (`Scenario.register(_:)`),
  /// as `glide` does before it runs a command; again does nothing.
  /// - Throws: `ScenarioError.invalidScenarioName` when a scenario registered before has a built-in
  ///   one's name.
  public static func registerBuiltIn() throws(ScenarioError) {
    for scenario in builtIn { try register(scenario) }
  }
}
