import Foundation
public import GlideInput
public import GlideOutput
public import GlideSimulation

/// Runs trace-based tests: finds `*.expect.json` files, replays each one's trace through its scenario
/// (the same `Replayer` as `glide replay`), and judges the summary.
///
/// ```swift
/// let files = try TraceTestRunner.expectationFiles(in: ["traces"])
/// let verdicts = files.map(TraceTestRunner.run)
/// ```
public enum TraceTestRunner {
  /// The file name ending that marks an expectation.
  public static let suffix = ".expect.json"

  /// The expectation files `paths` name: files as given, directories searched recursively (hidden
  /// folders skipped) for `*.expect.json`, sorted by path within each directory; each file once (by device
  /// and inode: under another name or through a link too). A FIFO,
  /// device or socket found in a directory is left out (see ``findExpectations(in:)``).
  /// - Throws: ``TraceTestError`` when a path does not exist or nothing was found.
  public static func expectationFiles(in paths: [String]) throws(TraceTestError) -> [String] {
    try findExpectations(in: paths).files
  }

  /// The expectation files `paths` name (as ``expectationFiles(in:)``), and those found in a directory
  /// that are not regular files (a FIFO, whose reading would wait for a writer, a device, a socket):
  /// left out, for the caller to warn of. One named as a file is kept, and ``run(_:strict:)-(String,_)`` refuses it.
  /// - Throws: ``TraceTestError`` when a path does not exist or nothing was found.
  public static func findExpectations(in paths: [String]) throws(TraceTestError)
    -> (files: [String], skipped: [SpecialFile])
  {
    var found: [String] = []
    /// The files found, by device and inode: one named twice (`X`, `./X`, a link to it) is run once.
    var identities: Set<[UInt64]> = []
    var skipped: [SpecialFile] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .noSuchPath(path)
      }
      var files = [path]
      if isDirectory.boolValue {
        files = expectations(under: path).filter { file in
          guard let special = SpecialFile(file) else { return true }
          if !skipped.contains(special) { skipped.append(special) }
          return false
        }
      }
      for file in files where !found.contains(file) {
        var status = stat()
        if stat(file, &status) == 0 {
          guard identities.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { continue }
        }
        found.append(file)
      }
    }
    if found.isEmpty { throw .noExpectations(paths) }
    return (found, skipped)
  }

  /// Loads, replays and judges the expectation at `path`; every problem becomes an error verdict.
  /// - Parameters:
  ///   - path: The `*.expect.json` file.
  ///   - strict: Whether input the trace reader drops or doubts (`InputWarnings`) is an error.
  public static func run(_ path: String, strict: Bool = false) -> TraceVerdict {
    do {
      return try run(TraceExpectation.load(path), strict: strict)
    } catch {
      return TraceVerdict(expectation: path, error: error.description)
    }
  }

  /// Replays `expectation`'s trace and judges the summary; what the trace reader dropped or doubted is
  /// in the verdict's ``TraceVerdict/inputWarnings``.
  public static func run(_ expectation: TraceExpectation, strict: Bool = false) -> TraceVerdict {
    var verdict = TraceVerdict(
      expectation: expectation.path, trace: expectation.trace, scenario: expectation.scenario)
    do {
      let (summary, motion) = try replayFollowingMotion(expectation, strict: strict) { verdict.inputWarnings = $0 }
      verdict.summary = summary
      verdict.checks = expectation.judge(summary, motion: motion)
    } catch let error as TraceExpectationError {
      verdict.error = error.description
    } catch let error as TraceError {
      verdict.error = "\(expectation.path): the trace cannot be replayed: \(error.description)"
    } catch {
      verdict.error = "\(expectation.path): \(error)"
    }
    return verdict
  }

  /// The summary of `expectation`'s trace replayed through its scenario; `warnings` gets what the
  /// trace reader dropped or doubted.
  public static func replay(
    _ expectation: TraceExpectation, strict: Bool = false, warnings: (InputWarnings) -> Void = { _ in }
  ) throws -> ReplaySummary {
    try replayFollowingMotion(expectation, strict: strict, warnings: warnings).summary
  }

  /// The summary, and the motion frames the expectation's checkpoints look at (one per checkpoint, nil
  /// where no motion frame came at or before its time); `warnings` gets what the reader dropped.
  static func replayFollowingMotion(
    _ expectation: TraceExpectation, strict: Bool = false, warnings: (InputWarnings) -> Void = { _ in }
  ) throws -> (summary: ReplaySummary, motion: [MotionSample?]) {
    let (scenario, options) = try expectation.scenarioOptions()
    try expectation.requireFiles()
    let reader = try TraceReader.open(expectation.trace, descriptionPath: expectation.desc, strict: strict)
    do {
      try scenario.check(options, for: reader.device)
    } catch {
      throw TraceExpectationError.invalidParameter(
        path: expectation.path, field: "parameters", reason: error.description)
    }
    let replayer = Replayer(
      scenario: scenario, options: options, device: reader.device,
      framesPerSecond: expectation.framesPerSecond)
    let summary = try replayer.replay { try reader.next() }
    warnings(reader.warnings)
    var shown: [MotionSample?] = Array(repeating: nil, count: expectation.motion.count)
    for record in replayer.run.records {
      guard case .motion(let sample) = record.kind else { continue }
      for (index, checkpoint) in expectation.motion.enumerated() where record.time <= checkpoint.time + 1e-9 {
        shown[index] = sample
      }
    }
    return (summary, shown)
  }

  // MARK: - Internals

  /// `*.expect.json` files under `directory`, sorted, hidden folders skipped.
  private static func expectations(under directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var relative: [String] = []
    let prefix = base.standardizedFileURL.path + "/"
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      let path = url.standardizedFileURL.path
      relative.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return relative.sorted().map { TracePaths.join(directory, $0) }
  }
}

/// Why `glide test` found nothing to run.
public enum TraceTestError: Error, Hashable, Sendable, CustomStringConvertible {
  case noSuchPath(String)
  case noExpectations([String])

  public var description: String {
    switch self {
    case .noSuchPath(let path):
      "'\(path.escapingInvisibles)' \(OpenFailure.missing(path))"
    case .noExpectations(let paths):
      "no *\(TraceTestRunner.suffix) files in \(paths.joined(separator: ", ").escapingInvisibles)"
    }
  }
}

// MARK: - Judging

extension TraceExpectation {
  /// Every check this expectation makes on `summary` and, for its motion checkpoints, on the motion
  /// frame each saw (`motion`, in checkpoint order), in field order.
  public func judge(_ summary: ReplaySummary, motion: [MotionSample?]) -> [TraceCheck] {
    var checks = judge(summary)
    if let motionFrames {
      checks.append(Self.check("motionFrames", motionFrames, summary.motionFrames ?? 0))
    }
    for (index, checkpoint) in self.motion.enumerated() {
      let field = "motion[\(index)] at \(TraceCheck.number(checkpoint.time)) s"
      let sample = index < motion.count ? motion[index] : nil
      guard let sample else {
        checks.append(TraceCheck(field: field, expected: "a motion frame", seen: "none", passed: false))
        continue
      }
      if let horizontal = checkpoint.horizontal {
        checks.append(Self.check("\(field) horizontal", horizontal, sample.offset.horizontal))
      }
      if let vertical = checkpoint.vertical {
        checks.append(Self.check("\(field) vertical", vertical, sample.offset.vertical))
      }
      if let view = checkpoint.view {
        let center = sample.center(of: view)
        if let x = checkpoint.x { checks.append(Self.check("\(field) \(view).x", x, center?.x)) }
        if let y = checkpoint.y { checks.append(Self.check("\(field) \(view).y", y, center?.y)) }
      }
    }
    return checks
  }

  /// Every check this expectation makes on `summary`, in field order (the motion checkpoints aside).
  public func judge(_ summary: ReplaySummary) -> [TraceCheck] {
    var checks = [
      TraceCheck(
        field: "outcome", expected: outcome.rawValue, seen: summary.outcome.rawValue,
        passed: summary.outcome == outcome),
      Self.check("percentAtRelease", percentAtRelease, summary.percentAtRelease),
      Self.check("releaseTime", releaseTime, summary.releaseTime),
      Self.check("completionTime", completionTime, summary.completionTime),
    ]
    if let velocityAtRelease {
      checks.append(Self.check("velocityAtRelease", velocityAtRelease, summary.velocityAtRelease))
    }
    if let transitionsStarted {
      checks.append(Self.check("transitionsStarted", transitionsStarted, summary.transitionsStarted))
    }
    if let transitionsEnded {
      checks.append(Self.check("transitionsEnded", transitionsEnded, summary.transitionsEnded))
    }
    if let appearance {
      let list = { (names: [String]) in "[" + names.joined(separator: ", ") + "]" }
      checks.append(
        TraceCheck(
          field: "appearance", expected: list(appearance), seen: list(summary.appearanceOrder),
          passed: appearance == summary.appearanceOrder))
    }
    if let decision {
      checks.append(
        TraceCheck(
          field: "decision", expected: "a reason containing \"\(decision)\"",
          seen: summary.decision.map { "\"\($0)\"" } ?? "none",
          passed: summary.decision?.contains(decision) ?? false))
    }
    return checks
  }

  private static func check(_ field: String, _ expected: ExpectedNumber, _ seen: Double?) -> TraceCheck {
    TraceCheck(
      field: field, expected: expected.description, seen: seen.map(TraceCheck.number) ?? "none",
      passed: expected.accepts(seen))
  }

  private static func check(_ field: String, _ expected: Int, _ seen: Int) -> TraceCheck {
    TraceCheck(field: field, expected: "\(expected)", seen: "\(seen)", passed: expected == seen)
  }
}
