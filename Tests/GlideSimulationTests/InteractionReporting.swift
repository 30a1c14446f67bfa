import Foundation
import GlideInput

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideTransitions

// MARK: - Determinism

extension InteractionInvariants {
  /// Renders and plays the plan again and compares the events and the records, line for line.
  static func determinismProblems(_ first: Play) -> [String] {
    let second = play(first.plan)
    defer { second.tearDown() }
    guard second.events == first.events else { return ["not deterministic: the plan rendered other events"] }
    let (a, b) = (first.lines, second.lines)
    guard a != b else { return [] }
    let common = min(a.count, b.count)
    let index = (0..<common).first { a[$0] != b[$0] } ?? common
    let before = index < a.count ? a[index] : "(end)"
    let after = index < b.count ? b[index] : "(end)"
    return ["not deterministic: record \(index) is \(before) then \(after)"]
  }
}

// MARK: - Failures

extension InteractionInvariants {
  /// A problem with its numbers left out, to tell whether two runs fail the same way.
  static func signature(_ problem: String) -> String {
    String(problem.filter { !$0.isNumber && $0 != "." && $0 != "-" })
  }

  /// The failing sequences of a run, grouped by the signature of their first problem.
  struct FailureLog {
    struct Entry {
      var plan: Plan
      var problems: [String]
      var count: Int
    }

    private(set) var count = 0
    private(set) var signatures: [String] = []
    private var entries: [String: Entry] = [:]

    mutating func add(_ plan: Plan, _ problems: [String]) {
      count += 1
      let key = signature(problems[0])
      if entries[key] == nil {
        signatures.append(key)
        entries[key] = Entry(plan: plan, problems: problems, count: 0)
      }
      entries[key]?.count += 1
    }

    /// The first failing plan of each kind, in the order the kinds appeared.
    var firstOfEachKind: [Entry] { signatures.compactMap { entries[$0] } }
  }

  /// The problems of a plan (invariants only: shrinking does not replay twice).
  static func problems(in plan: Plan) -> [String] {
    let played = play(plan)
    defer { played.tearDown() }
    return Checker.check(played)
  }

  /// A smaller plan that still shows the first problem's signature: strokes removed, then each stroke's
  /// finger changes, drops and stalls, then options and the live polling (at most `budget` plays).
  static func shrink(_ plan: Plan, budget: Int = 300) -> Plan {
    guard let first = problems(in: plan).first.map(signature) else { return plan }
    var best = plan
    var plays = 0
    var improved = true
    while improved && plays < budget {
      improved = false
      for candidate in smaller(best) where plays < budget {
        plays += 1
        if problems(in: candidate).contains(where: { signature($0) == first }) {
          best = candidate
          improved = true
          break
        }
      }
    }
    return best
  }

  /// Plans one step simpler than `plan`, most promising first.
  static func smaller(_ plan: Plan) -> [Plan] {
    var out: [Plan] = []
    func variant(_ change: (inout Plan) -> Void) {
      var copy = plan
      change(&copy)
      out.append(copy)
    }
    for k in plan.strokes.indices.reversed() where plan.strokes.count > 1 {
      variant { $0.strokes.remove(at: k) }
    }
    for k in plan.strokes.indices {
      let stroke = plan.strokes[k]
      if !stroke.drops.isEmpty { variant { $0.strokes[k].drops.removeLast() } }
      if !stroke.extras.isEmpty { variant { $0.strokes[k].extras.removeLast() } }
      if !stroke.earlyLifts.isEmpty { variant { $0.strokes[k].earlyLifts.removeLast() } }
      if stroke.segments.count > 1 {
        variant { $0.strokes[k].segments = [Segment(hold: 0, share: 1, easing: .linear)] }
      }
      if stroke.liftStagger > 0 { variant { $0.strokes[k].liftStagger = 0 } }
    }
    if let tilt = plan.tilt {
      if !tilt.drops.isEmpty { variant { $0.tilt?.drops.removeLast() } }
      for k in tilt.timeline.moves.indices.reversed() where tilt.timeline.moves.count > 1 {
        variant { $0.tilt?.timeline.moves.remove(at: k) }
      }
      if tilt.noise > 0 { variant { $0.tilt?.noise = 0 } }
    }
    if plan.livePoll != nil { variant { $0.livePoll = nil } }
    if plan.noise > 0 { variant { $0.noise = 0 } }
    for k in plan.overrides.indices.reversed() { variant { $0.overrides.remove(at: k) } }
    return out
  }

  /// Writes the plan's trace as an evemu file (for `glide replay`) and returns its path.
  static func writeTrace(_ plan: Plan) -> String {
    let path = NSTemporaryDirectory() + "glide-interaction-\(plan.seed).evemu"
    let document = EvemuWriter.document(
      device: plan.inputDevice, comments: ["Glide interaction invariants, seed \(plan.seed)"],
      events: plan.events)
    try? document.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// What a failure prints: the problems, the plan, a shrunk plan with its problems and the end of its
  /// log, and how to replay both.
  /// `strokes` is the run's `GLIDE_INTERACTION_STROKES`, which the seed needs to draw the same plan.
  static func report(_ plan: Plan, problems: [String], count: Int, strokes: Int, logTail: Int = 60) -> String
  {
    let shrunk = shrink(plan)
    let play = play(shrunk)
    let shrunkProblems = Checker.check(play)
    let path = writeTrace(shrunk)
    let environment = "GLIDE_INTERACTION_REPLAY=\(plan.seed) GLIDE_INTERACTION_STROKES=\(strokes)"
    return """
      invariants broken by \(count) sequence(s) like seed \(plan.seed):
      \(problems.prefix(12).map { "  - \($0)" }.joined(separator: "\n"))
      \(plan)
      shrunk to:
      \(shrunk)
      problems of the shrunk plan:
      \(shrunkProblems.prefix(12).map { "  - \($0)" }.joined(separator: "\n"))
      its log (last \(logTail) records):
      \(play.lines.suffix(logTail).map { "    \($0)" }.joined(separator: "\n"))
      the shrunk plan in Swift, for a regression test:
      \(shrunk.swiftLiteral)
      replay the sequence: \(environment) swift test --filter InteractionInvariantTests/replay
      replay the shrunk trace: \(shrunk.command(tracePath: path))
      """
  }
}

// MARK: - Statistics

extension InteractionInvariants {
  /// What one played plan exercised, as counts.
  static func statistics(of play: Play) -> [String: Int] {
    let plan = play.plan
    var counts: [String: Int] = [
      "sequences": 1, "scenario \(plan.scenario)": 1, "device \(plan.inputName)": 1,
      "strokes": plan.strokes.count, "rule \(play.run.policy.name)": 1,
    ]
    counts["sequences played live"] = plan.livePoll == nil ? 0 : 1
    counts["events"] = play.events.count
    counts["SYN_DROPPED"] = play.events.filter { $0.type == .syn && $0.code == .synDropped }.count
    counts["extra fingers"] = plan.strokes.map(\.extras.count).reduce(0, +)
    counts["early lifts"] = plan.strokes.map(\.earlyLifts.count).reduce(0, +)
    var interactive = 0
    for record in play.records {
      switch record.kind {
      case .scene(.transitionBegan(let operation, _, _, _, let isInteractive)):
        if isInteractive { interactive += 1 }
        counts[isInteractive ? "transitions interactive" : "transitions set-up", default: 0] += 1
        counts["\(plan.scenario) \(operation.rawValue)", default: 0] += 1
      case .scene(.transitionCompleted(let operation, let done)):
        counts[done ? "completed finished" : "completed cancelled", default: 0] += 1
        counts["\(plan.scenario) completed \(done ? "finished" : "cancelled")", default: 0] += 1
        if operation == .transition {
          counts[done ? "view transitions finished" : "view transitions cancelled", default: 0] += 1
        }
      case .decision(let decision): counts["decisions \(decision.outcome.rawValue)", default: 0] += 1
      case .gestureCancelled: counts["gestures cancelled", default: 0] += 1
      case .regrab:
        counts["re-grabs", default: 0] += 1
        counts["\(plan.scenario) re-grabs", default: 0] += 1
        if [Scenario.flipCard.name, Scenario.curlPage.name].contains(plan.scenario) {
          counts["view-transition re-grabs", default: 0] += 1
        }
      case .motion: counts["motion frames", default: 0] += 1
      case .note(let text) where text.hasPrefix("input ended"):
        counts["input ended mid-interaction", default: 0] += 1
      default: break
      }
    }
    counts["sequences without a transition"] = interactive == 0 ? 1 : 0
    counts["sequences without a transition, \(plan.scenario)"] = interactive == 0 ? 1 : 0
    counts["sequences without a transition, \(plan.inputName)"] = interactive == 0 ? 1 : 0
    counts["tilts"] = plan.tilt == nil ? 0 : 1
    return counts
  }
}
