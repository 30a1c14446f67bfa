import ArgumentParser
import GlideOutput

/// A path a command reads, as an option or argument gives it: a trace, `--desc`, `--scene`,
/// `--scenario-file`, an expectation or a folder of them, a device node. Declaring an option or argument
/// with this type is what puts it among the run's inputs, which ``PathCheck`` compares with every output
/// before the command runs: a path option typed `String` would be forgotten.
struct InputPath: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  /// The path as given (`-` is standard input).
  var path: String

  init(_ path: String) { self.path = path }
  init?(argument: String) { path = argument }

  var description: String { path }
  static var defaultCompletionKind: CompletionKind { .file() }
}

/// A path a command writes, as an option gives it: `-o`, `--csv`, `--svg`, `--junit`, `--record`. Declaring
/// an option with this type is what puts it among the run's outputs (see ``InputPath``); a file unless the
/// command says otherwise (``FoundPaths``: a render's folder of frames).
struct OutputPath: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  /// The path as given (`-` is standard output).
  var path: String

  init(_ path: String) { self.path = path }
  init?(argument: String) { path = argument }

  var description: String { path }
  static var defaultCompletionKind: CompletionKind { .file() }
}

/// The value of an option or argument that holds paths: ``InputPath``, ``OutputPath``, or an optional or
/// array of them.
protocol PathValue {
  /// Each path with whether it is read (true) or written.
  var declaredPaths: [(path: String, isInput: Bool)] { get }
}

extension InputPath: PathValue {
  var declaredPaths: [(path: String, isInput: Bool)] { [(path, true)] }
}

extension OutputPath: PathValue {
  var declaredPaths: [(path: String, isInput: Bool)] { [(path, false)] }
}

extension Optional: PathValue where Wrapped: PathValue {
  var declaredPaths: [(path: String, isInput: Bool)] { self?.declaredPaths ?? [] }
}

extension Array: PathValue where Element: PathValue {
  var declaredPaths: [(path: String, isInput: Bool)] { flatMap(\.declaredPaths) }
}

/// A parsed command's property that holds paths: an option or argument of a ``PathValue`` type, or a
/// group of options (searched in turn).
protocol PathProperty {
  /// Adds the paths to `paths`; `label` is the property's name (`_scenarioFile`).
  func declare(label: String, into paths: inout CommandPaths)
}

extension Option: PathProperty where Value: PathValue {
  func declare(label: String, into paths: inout CommandPaths) {
    let option = PathCheck.optionName(label)
    for (path, isInput) in wrappedValue.declaredPaths {
      if isInput { paths.read(path, as: "\(option) \(path)") } else { paths.write(path, option: option) }
    }
  }
}

extension Argument: PathProperty where Value: PathValue {
  func declare(label: String, into paths: inout CommandPaths) {
    for (path, isInput) in wrappedValue.declaredPaths {
      if isInput { paths.read(path, as: "the input \(path)") } else { paths.write(path, option: "the output") }
    }
  }
}

extension OptionGroup: PathProperty {
  func declare(label: String, into paths: inout CommandPaths) {
    PathCheck.declare(wrappedValue, into: &paths)
  }
}
