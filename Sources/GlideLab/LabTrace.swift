import Foundation
public import GlideInput
import GlideOutput
import GlideSimulation
import GlideTraceTesting

/// A trace the lab (`glide compare`, `glide sweep`) replays: a file, and the evemu description it needs
/// when it holds only events (a `.desc` + `.events` pair, as in `traces/real/`).
public struct LabTrace: Hashable, Sendable, Comparable {
  /// The trace as it was named (or found under a named folder).
  public let path: String
  /// The `.desc` read before the events, or nil when the file carries its own header.
  public let descriptionPath: String?

  public init(path: String, descriptionPath: String? = nil) {
    self.path = path
    self.descriptionPath = descriptionPath
  }

  /// Extensions of the files a folder search takes as traces (evemu, events-only evemu, libinput
  /// record YAML). Everything else (`.desc`, `.expect.json`, notes) is skipped.
  public static let extensions: Set<String> = ["evemu", "events", "yml", "yaml"]

  /// Opens the trace for reading from the start.
  public func open() throws(TraceError) -> TraceReader {
    try TraceReader.open(path, descriptionPath: descriptionPath)
  }

  public static func < (a: LabTrace, b: LabTrace) -> Bool { a.path < b.path }

  // MARK: - Finding traces

  /// The traces `paths` name: files as given, folders searched recursively (hidden entries skipped)
  /// for files with one of ``extensions``; each `.events` file paired with the `.desc` beside it whose
  /// name (without `.desc`) is the longest prefix of its own. Sorted by path, each once.
  /// - Throws: ``LabError/noSuchPath(_:)`` for a path that does not exist,
  ///   ``LabError/noTraces(_:)`` when nothing was found.
  public static func find(in paths: [String]) throws(LabError) -> [LabTrace] {
    var found: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .noSuchPath(path)
      }
      if isDirectory.boolValue { found.formUnion(files(under: path)) } else { found.insert(path) }
    }
    if found.isEmpty { throw .noTraces(paths) }
    return found.sorted().map { LabTrace(path: $0, descriptionPath: pairedDescription($0)) }
  }

  /// The `.desc` an events-only file needs: beside it, the longest whose name starts the file's name.
  /// Nil for other files, or when there is none.
  public static func pairedDescription(_ path: String) -> String? {
    guard path.hasSuffix(".events") else { return nil }
    let directory = TracePaths.directory(of: path)
    let name = URL(fileURLWithPath: path).lastPathComponent
    let listing = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
    let stems = listing.filter { $0.hasSuffix(".desc") }.map { String($0.dropLast(".desc".count)) }
    guard let stem = stems.filter({ name.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { return nil }
    return directory.isEmpty ? stem + ".desc" : TracePaths.join(directory, stem + ".desc")
  }

  private static func files(under directory: String) -> [String] {
    let base = URL(fileURLWithPath: directory)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    let prefix = base.standardizedFileURL.path + "/"
    var relative: [String] = []
    for case let url as URL in enumerator where extensions.contains(url.pathExtension) {
      let path = url.standardizedFileURL.path
      relative.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return relative.map { TracePaths.join(directory, $0) }
  }
}

/// Why the lab could not start: paths, rules, parameters and ranges it was given. Messages say what
/// is expected instead.
public enum LabError: Error, Hashable, Sendable, CustomStringConvertible {
  case noSuchPath(String)
  case noTraces([String])
  case unknownRule(String, known: [String])
  case unknownParameter(String, rule: String, known: [String])
  case notANumberParameter(String, rule: String)
  case malformedRange(String, reason: String)

  public var description: String {
    switch self {
    case .noSuchPath(let path):
      "'\(path.escapingInvisibles)' \(OpenFailure.missing(path))"
    case .noTraces(let paths):
      "no trace files (*.\(LabTrace.extensions.sorted().joined(separator: ", *."))) in \(paths.joined(separator: ", ").escapingInvisibles)"
    case .unknownRule(let name, let known):
      "unknown rule '\(name.escapingInvisibles)'; expected one of: \(known.joined(separator: ", "))"
    case .unknownParameter(let name, let rule, let known):
      "rule \(rule) has no parameter '\(name.escapingInvisibles)'; expected one of: \(known.joined(separator: ", "))"
    case .notANumberParameter(let name, let rule):
      "parameter \(name) of rule \(rule) is not a number, so it cannot be swept"
    case .malformedRange(let text, let reason):
      "'\(text.escapingInvisibles)' is not a range: \(reason.escapingInvisibles); expected NAME=FROM:TO:STEP with numbers, e.g. velocityThreshold=0.2:1.2:0.1"
    }
  }
}
