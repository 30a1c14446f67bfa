public import Foundation
public import Testing

// Shared by the test targets: where the repository is, how to run the built `glide`, and which
// description each real recording needs.

/// What one run of `glide` printed, and how it exited.
public struct GlideRun: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

public enum Glide {
  /// The package root, found from this file's path.
  public static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  /// The `glide` executable next to the test bundle (`swift build` puts both in one folder).
  public static let binary: URL? = {
    let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .flatMap { [$0.deletingLastPathComponent(), $0.deletingLastPathComponent().deletingLastPathComponent()] }
    return candidates.map { $0.appendingPathComponent("glide") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The absolute path of a repository file.
  public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// Runs `glide arguments…` in the package root; its standard output goes to `standardOutput` when
  /// given (then the run's `stdout` is empty), else it is captured. `environment` replaces the variables
  /// it names (the rest are inherited).
  public static func run(
    _ arguments: [String], standardOutput: FileHandle? = nil, environment: [String: String] = [:]
  ) throws -> GlideRun {
    guard let binary else { throw GlideNotBuilt() }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = root
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = standardOutput ?? out
    process.standardError = err
    try process.run()
    if standardOutput != nil { try out.fileHandleForWriting.close() }
    // Read both pipes before waiting, so a large output cannot block the child.
    let outData = standardOutput == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return GlideRun(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

struct GlideNotBuilt: Error, CustomStringConvertible {
  var description: String { "the glide binary was not found beside the test bundle: run `swift build` first" }
}

/// The real recordings in `traces/real/`, each events file with the `.desc` it needs (the longest
/// description whose name starts its own), or none when it carries its own header.
public enum RealTraces {
  public struct Recording: CustomTestStringConvertible, Sendable {
    /// The recording, relative to the repository root.
    public var file: String
    /// The `.desc` it needs, relative to the repository root, or `nil` when it has its own header.
    public var description: String?
    public var testDescription: String { file }
  }

  public static let all: [Recording] = {
    let folder = Glide.root.appendingPathComponent("traces/real")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
    let descs = names.filter { $0.hasSuffix(".desc") }
    return names.filter { $0.hasSuffix(".events") || $0.hasSuffix(".evemu") }.map { name in
      let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      let hasHeader = text.split(separator: "\n").contains { $0.hasPrefix("N: ") }
      let desc = hasHeader ? nil : descs
        .filter { name.hasPrefix(String($0.dropLast(".desc".count))) }
        .max { $0.count < $1.count }
      return Recording(file: "traces/real/\(name)", description: desc.map { "traces/real/\($0)" })
    }
  }()
}
