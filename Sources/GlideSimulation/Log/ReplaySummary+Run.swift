extension ReplaySummary {
  /// The summary of what a run has done so far.
  public init(run: ScenarioRun) {
    let tally = run.tally
    self.init(
      scenario: run.scenario.name, outcome: tally.outcome, percentAtRelease: tally.percent,
      velocityAtRelease: tally.velocity, releaseTime: tally.releaseTime, completionTime: tally.completionTime,
      duration: Self.duration(run.options), completionSpeed: run.interactor.completionSpeed,
      transitionsStarted: run.transitionsStarted, transitionsEnded: run.transitionsEnded,
      policy: run.policy.description, decision: tally.reason, frames: tally.frames,
      appearanceOrder: tally.appearance, rule: run.policy.name, handOff: tally.handOff,
      motionFrames: run.motion == nil ? nil : tally.motionFrames)
  }

  /// The transition's duration parameter; 0 for a scenario that has none (parallax starts no transition).
  private static func duration(_ options: ScenarioOptions) -> Double {
    if case .number(let duration)? = options.values["duration"] { return duration }
    return 0
  }
}
