import Foundation
import GlideInput
import GlideTestSupport
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideLab
@testable import GlideReports
import GlideScenarioTestSupport

/// The finish-rule lab's library: ranges, parameter names, trace discovery, comparisons and sweeps.
@Suite(.builtInScenarios) struct SweepRangeTests {
  @Test func valuesAreFromPlusIStepWithoutDrift() throws {
    let range = try SweepRange(parsing: "0.1:0.7:0.1")
    #expect(range.count == 7)
    #expect(range.values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7], "0.1 + 2·0.1 is 0.3, not 0.30000000000000004")
    #expect(range.values.map(range.text) == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
  }

  @Test func theEndIsIncludedAndStepsMayGoDown() throws {
    #expect(try SweepRange(parsing: "0:1:0.25").values == [0, 0.25, 0.5, 0.75, 1])
    #expect(try SweepRange(parsing: "1:0:-0.5").values == [1, 0.5, 0])
    #expect(try SweepRange(parsing: "0:1:0.3").values == [0, 0.3, 0.6, 0.9], "TO is not reached exactly")
    #expect(try SweepRange(parsing: "0.5:0.5:1").values == [0.5])
    #expect(try SweepRange(parsing: "1e-3:3e-3:1e-3").values.map { SVG.number($0, 3) } == ["0.001", "0.002", "0.003"])
  }

  @Test(arguments: [
    ("0:1", "it has 2 parts, not 3"), ("a:1:0.1", "FROM 'a' is not a number"), ("0:1:0", "STEP is 0"),
    ("0:1:-0.1", "STEP -0.1 goes away from TO 1"), ("0:1e9:1", "more than 10000"),
  ])
  func malformedRangesSayWhy(text: String, reason: String) {
    #expect(throws: LabError.self) { try SweepRange(parsing: text) }
    do {
      _ = try SweepRange(parsing: text)
    } catch {
      #expect(error.description.contains(reason), "\(error)")
      #expect(error.description.contains("expected NAME=FROM:TO:STEP"))
    }
  }
}

@Suite(.builtInScenarios) struct SweepParameterTests {
  @Test func shortNamesTakeTheRulesPrefix() throws {
    #expect(try ParameterSweep.parameter(named: "velocityThreshold", of: .gnome).name == "gnome.velocityThreshold")
    #expect(try ParameterSweep.parameter(named: "gnome.distance", of: .gnome).name == "gnome.distance")
    #expect(try ParameterSweep.parameter(named: "velocityThreshold", of: .uikitClassic).name == "velocityThreshold")
    #expect(try ParameterSweep.parameter(named: "threshold", of: .kwin).name == "kwin.threshold")
    #expect(try ParameterSweep.parameter(named: "midpoint", of: .projection).name == "midpoint")
  }

  @Test func anotherRulesParameterIsNotThisOnes() {
    #expect(throws: LabError.unknownParameter("percentThreshold", rule: "kwin", known: ["threshold (kwin.threshold)"])) {
      try ParameterSweep.parameter(named: "percentThreshold", of: .kwin)
    }
  }
}

@Suite(.builtInScenarios) struct LabTraceTests {
  @Test func eventsFilesArePairedWithTheLongestDescriptionBesideThem() throws {
    let traces = try LabTrace.find(in: [Glide.path("traces/real")])
    #expect(traces.count == 18)
    #expect(traces == traces.sorted())
    let byName = Dictionary(uniqueKeysWithValues: traces.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0) })
    let hp = byName["touchpads__SynPS2_Synaptics_TouchPad.hp8470p.two-finger-scroll-vertical.events"]
    #expect(hp?.descriptionPath.map { URL(fileURLWithPath: $0).lastPathComponent }
      == "touchpads__SynPS2_Synaptics_TouchPad.hp8470p.desc")
    let plain = byName["touchpads__SynPS2_Synaptics_TouchPad.events"]
    #expect(plain?.descriptionPath.map { URL(fileURLWithPath: $0).lastPathComponent }
      == "touchpads__SynPS2_Synaptics_TouchPad.desc")
    #expect(byName["touchpads__CyPS2_Cypress_Trackpad.two_finger_tap.events"]?.descriptionPath == nil, "its own header")
    #expect(byName["mice__Apple_Touch_Mouse.evemu"]?.descriptionPath == nil)
    #expect(!byName.keys.contains { $0.hasSuffix(".desc") || $0.hasSuffix(".md") })
  }

  @Test func anExpectationChoosesTheScenarioElseTheFirstTransitionDoes() throws {
    let index = ExpectationIndex(searching: [Glide.path("traces")])
    let third = LabTrace(path: Glide.path("traces/synaptics/pinch-in-third-finger.evemu"))
    let chosen = try ScenarioChoice.choose(for: third, index: index)
    #expect(chosen.scenario == "pinch-pop")
    #expect(chosen.source == .expectation(Glide.path("traces/pinch-pop/third-finger.expect.json")))
    let edge = try ScenarioChoice.choose(for: LabTrace(path: Glide.path("traces/precision/edge-swipe-left.evemu")), index: index)
    #expect(edge == ScenarioChoice(scenario: "edge-back", source: .gesture(recognizer: "edge-pan", time: 0.0125)))
    let tap = try ScenarioChoice.byGesture(LabTrace(path: Glide.path("traces/synaptics/tap-1-finger.evemu")))
    #expect(tap == ScenarioChoice(scenario: nil, source: .noGesture))
  }

  /// The expectation's settings of the scenario's own parameters come along (the drawer open before a
  /// closing drag); its finish rule does not (the lab varies the rule), nor does anything of a trace
  /// chosen by its gesture.
  @Test func anExpectationSetsUpTheScenesOwnParametersOnly() throws {
    let index = ExpectationIndex(searching: [Glide.path("traces")])
    let close = try ScenarioChoice.choose(for: LabTrace(path: Glide.path("traces/drag-drawer/close.evemu")), index: index)
    #expect(close.scenario == "drag-drawer")
    #expect(close.setup.map { "\($0.name)=\($0.value)" } == ["start=open"])
    #expect(close.description == "drag-drawer start=open (\(Glide.path("traces/drag-drawer/close.expect.json")))")
    // open-cancel's first expectation by path sets policy=projection: a rule, left out.
    let open = try ScenarioChoice.choose(for: LabTrace(path: Glide.path("traces/drag-drawer/open-cancel.evemu")), index: index)
    #expect(open.source == .expectation(Glide.path("traces/drag-drawer/open-cancel-projection.expect.json")))
    #expect(open.setup.isEmpty)
    #expect(Scenario.dragDrawer.setsUpScene("start") && Scenario.dragDrawer.setsUpScene("travel"))
    #expect(!Scenario.dragDrawer.setsUpScene("policy") && !Scenario.dragDrawer.setsUpScene("percentThreshold"))
    #expect(!Scenario.dragDrawer.setsUpScene("completion") && !Scenario.pinchPop.setsUpScene("start"))
  }
}

@Suite(.builtInScenarios) struct RuleComparisonTests {
  static func source(_ path: String) -> RuleComparison.Source {
    {
      let reader = try TraceReader.open(Glide.path(path))
      return (reader.device, { try reader.next() })
    }
  }

  @Test func eachRulesCurveRunsFromItsReleaseToItsEnd() throws {
    let rows = try RuleComparison.run(
      rules: FinishRule.all, scenario: .edgeBack, options: Scenario.edgeBack.defaultOptions,
      source: Self.source("traces/edge-back/cancel.evemu"))
    #expect(rows.map(\.rule) == FinishRule.all.map(\.name))
    for row in rows {
      let first = try #require(row.curve.first)
      let last = try #require(row.curve.last)
      #expect(first.time == 0 && first.percent == row.summary.percentAtRelease)
      #expect(last.percent == (row.summary.outcome == .finished ? 1 : 0))
      let completion = try #require(row.summary.completionTime) - (row.summary.releaseTime ?? 0)
      #expect(abs(last.time - completion) < 1e-9, "\(row.rule)")
      #expect(zip(row.curve, row.curve.dropFirst()).allSatisfy { $0.time <= $1.time })
      #expect(row.decision?.policy.name == row.rule)
    }
    // Flutter's cancel plays min(floor(800 · 0.1907) ms, 300 ms) = 152 ms; GNOME's finish its 400 ms cap.
    #expect(abs((rows[5].curve.last?.time ?? 0) - 0.152) < 1e-6)
    #expect(abs((rows[2].curve.last?.time ?? 0) - 0.4) < 1e-6)
  }

  @Test func theRulesPlotDrawsOneLabelledCurvePerRuleAndTheRelease() throws {
    let rows = try RuleComparison.run(
      rules: [.uikitClassic, .gnome], scenario: .edgeBack, options: Scenario.edgeBack.defaultOptions,
      source: Self.source("traces/edge-back/cancel.evemu"))
    let svg = RuleCurvesPlot(rows: rows).svg()
    #expect(svg.hasPrefix("<svg id=\"rule-curves\""))
    #expect(svg.components(separatedBy: "<polyline class=\"rc-curve\"").count - 1 == 2)
    #expect(svg.contains("data-rule=\"gnome\"") && svg.contains(">gnome: finished in 0.4 s<"))
    #expect(svg.contains(">uikit-classic: cancelled in 0.067 s<"))
    #expect(svg.contains("<line class=\"rc-release\"") && svg.contains(">release<"))
  }

  @Test func theReportMovesDownByThePlotOnlyWhenItHasOne() throws {
    let reader = try TraceReader.open(Glide.path("traces/edge-back/cancel.evemu"))
    let replayer = Replayer(scenario: .edgeBack, options: Scenario.edgeBack.defaultOptions, device: reader.device)
    let recorder = ReportRecorder(replayer: replayer)
    _ = try recorder.replay { try reader.next() }
    let data = recorder.data(trace: "cancel.evemu")
    let plain = HTMLReport(data: data)
    let rows = try RuleComparison.run(
      rules: FinishRule.all, scenario: .edgeBack, options: Scenario.edgeBack.defaultOptions,
      source: Self.source("traces/edge-back/cancel.evemu"))
    let ruled = HTMLReport(data: data, ruleCurves: RuleCurvesPlot(rows: rows))
    #expect(plain.ruleCurvesShift == 0 && !plain.html().contains("rule-curves"))
    #expect(ruled.ruleCurvesShift == RuleCurvesPlot.height + 8)
    #expect(ruled.cellOrigin(0).y == plain.cellOrigin(0).y + ruled.ruleCurvesShift)
    let top = HTMLReport.Layout.filmstripTop
    #expect(plain.html().contains("<section id=\"filmstrip\" style=\"top:\(SVG.number(top, 2))px\">"))
    #expect(ruled.html().contains("<section id=\"filmstrip\" style=\"top:\(SVG.number(top + 308, 2))px\">"))
    #expect(ruled.html().contains("<section id=\"rules\" style=\"top:\(SVG.number(top, 2))px\">"))
  }
}

@Suite(.builtInScenarios) struct ParameterSweepTests {
  static func sweep(_ range: String, jobs: Int) throws -> SweepResult {
    let sweep = ParameterSweep(
      rule: .kwin, parameter: try ParameterSweep.parameter(named: "threshold", of: .kwin),
      range: try SweepRange(parsing: range), scenario: .perTrace(ExpectationIndex(searching: [Glide.path("traces")]))
    ) { name, setup in
      let scenario = try Scenario.named(name)
      var options = scenario.defaultOptions
      for override in setup { try options.set(override.name, to: override.value) }
      return (scenario, options)
    }
    let traces = try LabTrace.find(in: [Glide.path("traces/edge-back"), Glide.path("traces/pinch-pop")])
    return sweep.run(traces, jobs: jobs)
  }

  @Test func kwinsPositionRuleOverItsOwnUnits() throws {
    let result = try Self.sweep("0.5:1:0.5", jobs: 2)
    #expect(result.traces.count == 12 && result.unreadable.isEmpty, "seven that start a transition, five circling scrolls that start none")
    // KWin's 200 units (5.08 mm) and |s − 1| / 0.2 put every release past half-way: the slowest,
    // cancel-slow, at |0.75/0.8958 − 1| / 0.2 = 0.81, edge-back/cancel at 7.625/5.08 > 1.
    let rows = result.rows
    #expect(rows.map(\.value) == ["0.5", "1"])
    #expect(rows.map(\.started) == [7, 7])
    #expect(rows[0].finished == 7 && rows[1].finished == 0, "a threshold of 1 is never passed")
    #expect(rows[1].flips.map(\.path).map { URL(fileURLWithPath: $0).lastPathComponent } == [
      "cancel.evemu", "finish.evemu", "cancel-slow.evemu", "finish.evemu", "fling.evemu", "regrab.evemu",
      "syn-dropped-regrab.evemu",
    ])
    #expect(rows[1].flips.allSatisfy { $0.from == .finished && $0.to == .cancelled })
    #expect(try Self.sweep("0.5:1:0.5", jobs: 1) == result)
  }
}
