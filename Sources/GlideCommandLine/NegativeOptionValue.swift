import ArgumentParser

/// A negative number after an option that does not take one as a value (`--duration -1`): ArgumentParser
/// reads `-1` as the next option and says only "Missing value for '--duration <duration>'", which names
/// neither the value nor what to write. Told instead with the value and the spelling that reaches the
/// option's own range check (`--duration=-1`).
enum NegativeOptionValue {
  /// The error to tell for `error`, ArgumentParser's, raised on `arguments`: a "missing value" for an
  /// option followed by a negative number is explained; any other error is returned as it is.
  static func explained(_ error: any Error, arguments: [String]) -> any Error {
    let message = GlideCommand.message(for: error)
    let prefix = "Missing value for '"
    guard message.hasPrefix(prefix) else { return error }
    let named = message.dropFirst(prefix.count).prefix { $0 != " " && $0 != "'" }
    guard
      let at = arguments.firstIndex(where: { $0 == named }), at + 1 < arguments.count,
      case let value = arguments[at + 1], value.hasPrefix("-"), Double(value) != nil
    else { return error }
    return ValidationError(
      "\(named) \(value): a value starting with '-' is read as the next option; please write \(named)=\(value)")
  }
}
