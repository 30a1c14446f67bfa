import ArgumentParser
import Foundation
import GlideOutput

/// A command that reads or writes paths its options do not give by type: the traces in a folder, those
/// an expectation names, the bundled default trace, or an output that is a folder (a render's frames).
/// ``declareFoundPaths(into:)`` runs after parsing and before `run()`; it may list folders and read small
/// files (expectations), never a trace.
protocol FoundPaths {
  func declareFoundPaths(into paths: inout CommandPaths) throws
}

/// A command whose output option may name a folder replaced whole rather than a file (`glide render -o
/// DIR/`), told from the option's value alone, before any check.
protocol FolderOutputs {
  /// The options (`-o`) whose outputs are folders in this run.
  var folderOutputOptions: [String] { get }
}

/// The one check of a run's paths, made by `glide` between parsing and `run()` for every command: the
/// inputs and outputs its options declare by type (``InputPath``, ``OutputPath``, in option groups too)
/// and those it finds (``FoundPaths``), compared by ``CommandPaths/check()``.
enum PathCheck {
  /// Refuses the run when an output would destroy an input or another output, or cannot be written:
  /// first those its options give, so that a bad `-o` is said before a folder is searched, then with the
  /// paths it finds.
  /// - Throws: ``OutputRefusal``, or what ``FoundPaths/declareFoundPaths(into:)`` throws.
  static func check(_ command: any ParsableCommand) throws {
    var paths = CommandPaths()
    declare(command, into: &paths)
    for option in (command as? any FolderOutputs)?.folderOutputOptions ?? [] {
      paths.setKind(.folder, forOutputsOf: option)
    }
    try paths.check()
    if paths.writesStandardOutput { FileOutput.sendReportToStandardError() }
    guard let finder = command as? any FoundPaths else { return }
    try finder.declareFoundPaths(into: &paths)
    try paths.check()
  }

  /// Adds the paths of every option, argument and option group of `arguments` (a command, or the
  /// options of a group).
  static func declare(_ arguments: Any, into paths: inout CommandPaths) {
    for child in Mirror(reflecting: arguments).children {
      guard let property = child.value as? any PathProperty else { continue }
      property.declare(label: child.label ?? "", into: &paths)
    }
  }

  /// The option a property is given with, by ArgumentParser's naming: `_scenarioFile` is
  /// `--scenario-file`; `_output` (every command's `-o`/`--output`) is `-o`.
  static func optionName(_ label: String) -> String {
    let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
    if name == "output" { return "-o" }
    var option = "--"
    for character in name {
      if character.isUppercase { option += "-" + character.lowercased() } else { option.append(character) }
    }
    return option
  }
}

extension CommandPaths {
  /// Adds the bundled default trace as an input when no trace is given (`trace` nil).
  mutating func readDefaultTrace(unless trace: InputPath?) {
    guard trace == nil, let path = DefaultTrace.path() else { return }
    read(path, as: "the bundled default trace \(path)")
  }

  /// Adds the font file `GLIDE_FONT` names, which a command that draws text reads.
  mutating func readFont() {
    guard let value = ProcessInfo.processInfo.environment["GLIDE_FONT"], !value.isEmpty else { return }
    read(value, as: "GLIDE_FONT=\(value)")
  }
}
