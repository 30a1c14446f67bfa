extension Demo {
  /// Every built-in demo, in the order `glide demos` lists them.
  public static let all: [Demo] = [
    .keyframeColour, .shipPath, .nestedBlocks, .viewAndLayer, .curlNotes, .flipViews, .withoutAnimation,
  ]

  /// The built-in demo called `name`.
  public static func named(_ name: String) -> Demo? { all.first { $0.name == name } }
}
