extension Demo {
  /// Every built-in demo, in the order `glide demos` lists them.
  public static let all: [Demo] = [
    // Core Animation: Advanced Techniques
    .keyframeColour, .shipPath, .randomColour, .clock, .animationGroup, .imageTransitions, .spinningShip,
    // View Programming Guide for iOS
    .nestedBlocks, .viewAndLayer, .curlNotes, .flipViews, .withoutAnimation,
    // Motion effects and Auto Layout
    .motionEffects, .layoutTraps,
  ]

  /// The built-in demo called `name`.
  public static func named(_ name: String) -> Demo? { all.first { $0.name == name } }
}
