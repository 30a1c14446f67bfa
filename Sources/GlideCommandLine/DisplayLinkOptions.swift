import ArgumentParser

/// `--fps`: the display link's rate, for every command that plays a scenario.
struct DisplayLinkOptions: ParsableArguments {
  @Option(help: "Display-link frames per second.")
  var fps: Double = 60

  func validate() throws {
    guard fps >= 1, fps <= 1000 else { throw ValidationError("Please give --fps between 1 and 1000; got \(fps).") }
  }
}
