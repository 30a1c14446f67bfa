import GlideInput
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// `ScenarioRun.capturesViews` off (what `glide-bench replay` measures: no rendering) leaves the frames'
/// views out and changes nothing else.
@Suite("ScenarioRun without view capture")
struct CapturesViewsTests {
  /// Replays the default synthetic pinch (scale 1 → 0.4 in 0.5 s, a little noise) through pinch-pop and
  /// returns every record and the summary.
  private func replay(capturesViews: Bool) -> ([ReplayRecord], ReplaySummary) {
    var recipe = SynthesisRecipe(gesture: .pinch)
    (recipe.from, recipe.to, recipe.duration, recipe.noise) = (1, 0.4, 0.5, 0.05)
    let scenario = Scenario.pinchPop
    let replayer = Replayer(
      scenario: scenario, options: scenario.defaultOptions, device: recipe.synthesizer.device)
    replayer.run.capturesViews = capturesViews
    var records: [ReplayRecord] = []
    replayer.run.onRecord = { records.append($0) }
    var iterator = recipe.events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    return (records, summary)
  }

  @Test("Frames carry no views; the other records, frame indices, percents and the summary are the same")
  func sameLogWithoutViews() throws {
    let (full, fullSummary) = replay(capturesViews: true)
    let (bare, bareSummary) = replay(capturesViews: false)
    #expect(full.count == bare.count)
    var frames = 0
    for (a, b) in zip(full, bare) {
      #expect(a.time == b.time)
      if case .frame(let index, let percent, let views, _) = a.kind {
        guard case .frame(let bareIndex, let barePercent, let bareViews, _) = b.kind else {
          Issue.record("record \(frames) is a frame only with views captured")
          continue
        }
        frames += 1
        #expect(index == bareIndex && percent == barePercent)
        #expect(views.count == 2)  // pinch-pop tracks the detail and the home screen
        #expect(bareViews.isEmpty)
      } else {
        #expect(JSONLinesFormatter.line(a) == JSONLinesFormatter.line(b))
      }
    }
    #expect(frames > 20)
    #expect(frames == fullSummary.frames)
    #expect(JSONLinesFormatter.summary(fullSummary) == JSONLinesFormatter.summary(bareSummary))
  }
}
