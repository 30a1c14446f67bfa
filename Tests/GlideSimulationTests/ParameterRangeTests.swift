import GlideInput
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
import GlideScenarioTestSupport

/// Every number parameter has its range where it is defined, checked wherever a value is set (issue 20).
@Suite(.builtInScenarios) struct ParameterRangeTests {
  /// Every parameter of every scenario (the finish rules' and the common ones included), once by name.
  static let parameters: [ScenarioParameter] = {
    var seen: Set<String> = []
    return Scenario.builtIn.flatMap(\.parameters).filter { seen.insert("\($0.name) \($0.defaultValue)").inserted }
  }()

  @Test func everyNumberParameterHasAFiniteRangeAndItsDefaultIsInIt() {
    for parameter in Self.parameters {
      guard case .number(let value) = parameter.defaultValue else {
        #expect(parameter.range == nil && !parameter.choices.isEmpty, "\(parameter.name)")
        continue
      }
      let range = parameter.range
      #expect(range?.isFinite == true, "\(parameter.name) has no finite range: \(range?.symbol ?? "none")")
      #expect(range?.contains(value) == true, "\(parameter.name)'s default \(value) is outside \(range?.symbol ?? "")")
    }
  }

  @Test("the ranges: durations up to an hour, sizes up to 10,000 pt, fractions within 0…1", arguments: [
    ("pinch-pop", "duration", ParameterRange.duration),
    ("edge-back", "travel", .travel),
    ("pinch-pop", "completionSpeed", .factor),
    ("pinch-pop", "springDamping", .factor),
    ("pinch-pop", "screenWidth", .points),
    ("pinch-pop", "screenHeight", .points),
    ("pinch-pop", "percentThreshold", .fraction),
    ("pinch-pop", "velocityThreshold", .velocity),
    ("pinch-pop", "decelerationRate", .rate),
    ("pinch-pop", "kwin.threshold", .fraction),
    ("pinch-pop", "android-back.minimumActive", .seconds),
    ("pinch-pop", "motionlayout.velocityDivisor", .from(0.01, to: 1000)),
    ("swipe-tabs", "fingers", .whole(from: 1, to: 10)),
    ("swipe-tabs", "tabs", .whole(from: 2, to: 100)),
    ("spring-present", "velocity", .from(-100, to: 100)),
    ("drag-drawer", "openHeight", .points),
    ("drag-drawer", "closedHeight", ParameterRange(lower: 0, below: "openHeight")),
  ])
  func ranges(scenario: String, name: String, range: ParameterRange) throws {
    let parameter = try #require(try Scenario.named(scenario).parameters.first { $0.name == name })
    #expect(parameter.range == range)
  }

  @Test("no infinity, NaN or huge number gets in", arguments: ["1e400", "-1e400", "inf", "nan", "1e300", "3e9"])
  func noHugeNumber(text: String) {
    var options = Scenario.pinchLayout.defaultOptions
    #expect(throws: ScenarioError.self) { try options.set("screenWidth", to: text) }
    #expect(options.number("screenWidth") == 390)
  }

  @Test("a value out of range is refused naming the parameter, the range and the value", arguments: [
    ("duration", "-1", "parameter duration must be from 0.001 to 3600 s; got -1"),
    ("duration", "0", "parameter duration must be from 0.001 to 3600 s; got 0"),
    ("duration", "3600.5", "parameter duration must be from 0.001 to 3600 s; got 3600.5"),
    ("screenWidth", "1e21", "parameter screenWidth must be from 1 to 10000 pt; got 1e21"),
    ("percentThreshold", "1.5", "parameter percentThreshold must be from 0 to 1; got 1.5"),
    ("velocityThreshold", "-0.1", "parameter velocityThreshold must be from 0 to 1000 progress/s; got -0.1"),
    ("decelerationRate", "1", "parameter decelerationRate must be above 0 and below 1 per ms; got 1"),
    ("gnome.decelerationRate", "1", "parameter gnome.decelerationRate must be 0 or more and below 1 per ms; got 1"),
    ("completionSpeed", "0", "parameter completionSpeed must be from 0.01 to 100; got 0"),
  ])
  func refused(name: String, value: String, message: String) throws {
    var options = Scenario.pinchPop.defaultOptions
    let before = options.values[name]
    #expect(throws: ScenarioError.self) { try options.set(name, to: value) }
    do {
      try options.set(name, to: value)
    } catch {
      #expect(error.description == message)
    }
    #expect(options.values[name] == before)
  }

  @Test func theEndsOfARangeAreTakenAsItSays() throws {
    var options = Scenario.pinchPop.defaultOptions
    try options.set("percentThreshold", to: "0")
    try options.set("percentThreshold", to: "1")
    try options.set("velocityThreshold", to: "0")
    try options.set("gnome.decelerationRate", to: "0")
    try options.set("decelerationRate", to: "0.5")
    #expect(options.number("percentThreshold") == 1)
  }

  @Test func wholeNumbersAndABoundSetByAnotherParameter() throws {
    var options = Scenario.swipeTabs.defaultOptions
    #expect {
      try options.set("fingers", to: "2.5")
    } throws: { error in
      (error as? ScenarioError)?.description == "parameter fingers must be a whole number from 1 to 10; got 2.5"
    }
    // startTab is checked against tabs once both are set, whichever comes first.
    try options.set("startTab", to: "4")
    #expect {
      try options.checkRelations()
    } throws: { error in
      (error as? ScenarioError)?.description == "parameter startTab must be a whole number 0 or more and below tabs; got 4"
    }
    try options.set("tabs", to: "5")
    try options.checkRelations()
  }

  @Test func theDrawersClosedHeightStaysBelowItsOpenHeight() throws {
    var options = Scenario.dragDrawer.defaultOptions
    try options.set("closedHeight", to: "800")
    #expect {
      try options.checkRelations()
    } throws: { error in
      (error as? ScenarioError)?.description == "parameter closedHeight must be 0 pt or more and below openHeight; got 800"
    }
    try options.set("openHeight", to: "844")
    try options.checkRelations()
    #expect(throws: ScenarioError.self) { try options.set("closedHeight", to: "-1") }
  }

  @Test func aScenarioFileIsCheckedAsFlagsAre() throws {
    let file = ScenarioFile(scenario: "spring-present", parameters: [("damping", "0")])
    #expect {
      _ = try file.options()
    } throws: { error in
      (error as? ScenarioError)?.description == "parameter damping must be from 0.01 to 100; got 0"
    }
    let tabs = ScenarioFile(scenario: "swipe-tabs", parameters: [("startTab", "3")])
    #expect(throws: ScenarioError.self) { _ = try tabs.options() }
  }

  @Test("ranges in words and in symbols", arguments: [
    (ParameterRange.duration, "s", "from 0.001 to 3600 s", "0.001…3600"),
    (.velocity, "progress/s", "from 0 to 1000 progress/s", "0…1000"),
    (ParameterRange(lower: 0, includesLower: false), "s", "above 0 s", "> 0"),
    (.fraction, "", "from 0 to 1", "0…1"),
    (.rate, "per ms", "above 0 and below 1 per ms", "0<…<1"),
    (.whole(from: 1, to: 10), "", "a whole number from 1 to 10", "whole 1…10"),
    (ParameterRange(lower: 0, wholeNumbers: true, below: "tabs"), "", "a whole number 0 or more and below tabs",
     "whole ≥ 0, < tabs"),
  ])
  func words(range: ParameterRange, unit: String, phrase: String, symbol: String) {
    #expect(range.phrase(unit: unit) == phrase)
    #expect(range.symbol == symbol)
  }
}
