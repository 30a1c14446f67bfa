import Foundation
import GlideGestures
public import GlideInput
import GlideSimulation
public import GlideTraceTesting

/// Which built-in scenario the lab runs on a trace, and why: the one the user named, else the scenario
/// of an `*.expect.json` that names the trace, else the scenario whose own recogniser starts a
/// transition first on it (its gesture recognised; ties go to the earlier in `glide scenarios`).
public struct ScenarioChoice: Hashable, Sendable, CustomStringConvertible {
  public enum Source: Hashable, Sendable {
    /// `--scenario` or `--scenario-file`.
    case option
    /// The expectation file that names the trace.
    case expectation(String)
    /// The scenario's recogniser (this name) began a transition first, this many seconds after the
    /// trace's first event.
    case gesture(recognizer: String, time: Double)
    /// No scenario starts a transition on the trace (a tap, a mouse, a scroll no scenario takes).
    case noGesture
  }

  /// The scenario's name; nil when none starts a transition.
  public let scenario: String?
  public let source: Source
  /// How the expectation sets up the scenario's scene (drag-drawer's `start=open`): its overrides of
  /// the scenario's own parameters, in its order. The lab varies the finish rule, so the expectation's
  /// rule and completion overrides are left out.
  public let setup: [TraceExpectation.ParameterOverride]

  public init(scenario: String?, source: Source, setup: [TraceExpectation.ParameterOverride] = []) {
    self.scenario = scenario
    self.source = source
    self.setup = setup
  }

  /// "pinch-pop (traces/default.expect.json)", "drag-drawer start=open (traces/drag-drawer/close.expect.json)",
  /// "edge-back (edge-pan began at 0.0375 s)", "none (…)".
  public var description: String {
    switch source {
    case .option: "\(scenario ?? "none") (--scenario)"
    case .expectation(let path):
      "\(scenario ?? "none")\(setup.isEmpty ? "" : " " + setup.map { "\($0.name)=\($0.value)" }.joined(separator: " ")) (\(path))"
    case .gesture(let recognizer, let time):
      "\(scenario ?? "none") (\(recognizer) began at \(SVG.number(time, 4)) s)"
    case .noGesture: "none (no scenario's recogniser began a transition)"
    }
  }

  /// The scenario for `trace`: the expectation's in `index`, else the recognised gesture's.
  /// - Throws: `TraceError` when the trace cannot be read.
  public static func choose(for trace: LabTrace, index: ExpectationIndex) throws(TraceError) -> ScenarioChoice {
    if let entry = index.entry(for: trace.path) {
      return ScenarioChoice(scenario: entry.scenario, source: .expectation(entry.expectation), setup: entry.setup)
    }
    return try byGesture(trace)
  }

  /// Runs every scenario (`Scenario.all`, default options) over `trace` at once and picks the one whose
  /// transition starts first; only the input up to that start is read.
  public static func byGesture(_ trace: LabTrace) throws(TraceError) -> ScenarioChoice {
    let reader = try trace.open()
    let runs = Scenario.all.map { ScenarioRun(scenario: $0, options: $0.defaultOptions, device: reader.device) }
    var started: [Int: Double] = [:]
    for (index, run) in runs.enumerated() {
      run.retainsRecords = false
      run.onRecord = { record in
        if case .scene(.transitionBegan) = record.kind, started[index] == nil { started[index] = record.time }
      }
    }
    let session = GestureSession(device: reader.device, recognizers: runs.compactMap(\.recognizer), exclusive: false)
    var origin: Double?
    while started.isEmpty, let event = try reader.next() {
      if origin == nil { origin = event.time.seconds }
      session.consume(event)
    }
    if started.isEmpty { session.finish() }
    guard let first = started.keys.min(), let time = started[first] else {
      return ScenarioChoice(scenario: nil, source: .noGesture)
    }
    let since = time - (origin ?? 0)
    return ScenarioChoice(
      scenario: runs[first].scenario.name, source: .gesture(recognizer: runs[first].recognizer?.name ?? "", time: since))
  }
}

/// The `*.expect.json` files of some folders, by the trace each names (paths compared after resolving
/// `.`, `..` and the working directory). When several name one trace, the first by path counts.
/// Expectations that cannot be read are left out and kept in ``unreadable``, for the command to say.
public struct ExpectationIndex: Sendable {
  public struct Entry: Hashable, Sendable {
    public let expectation: String
    public let scenario: String
    /// The expectation's overrides of the scenario's own parameters (`Scenario.setsUpScene(_:)`).
    public let setup: [TraceExpectation.ParameterOverride]
  }

  private var entries: [String: Entry] = [:]
  /// Why each expectation file found that could not be read was left out, in path order.
  public private(set) var unreadable: [TraceExpectationError] = []

  /// An empty index.
  public init() {}

  /// The expectations under every folder of `paths` (recursively) and beside every file of `paths`.
  public init(searching paths: [String]) {
    var files: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        files.formUnion((try? TraceTestRunner.expectationFiles(in: [path])) ?? [])
      } else {
        files.formUnion(Self.beside(path))
      }
    }
    for file in files.sorted() {
      let expectation: TraceExpectation
      do {
        expectation = try TraceExpectation.load(file)
      } catch {
        unreadable.append(error)
        continue
      }
      let key = Self.key(expectation.trace)
      if entries[key] == nil {
        let scenario = try? Scenario.named(expectation.scenario)
        let setup = expectation.parameters.filter { scenario?.setsUpScene($0.name) == true }
        entries[key] = Entry(expectation: file, scenario: expectation.scenario, setup: setup)
      }
    }
  }

  /// The expectation that names the trace at `path`, if any.
  public func entry(for path: String) -> Entry? { entries[Self.key(path)] }

  private static func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

  /// The expectation files in the folder of `file` (not below it).
  private static func beside(_ file: String) -> [String] {
    let directory = TracePaths.directory(of: file)
    let listing = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    return listing.filter { $0.hasSuffix(TraceTestRunner.suffix) }.map {
      directory.isEmpty ? $0 : TracePaths.join(directory, $0)
    }
  }
}
