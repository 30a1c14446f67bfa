import Foundation
import GlideSimulation

extension JSONValue {
  /// The top-level object of `data`.
  /// - Throws: ``TraceExpectationError/invalidJSON(path:line:column:reason:)`` with the line and column
  ///   where the parser stopped, when it says; `invalidField` when the top level is not an object.
  static func parseObject(_ data: Data, path: String) throws(TraceExpectationError) -> [String: JSONValue] {
    let value: JSONValue
    do {
      value = try parse(data)
    } catch {
      throw .invalidJSON(path: path, line: error.line, column: error.column, reason: error.reason)
    }
    guard case .object(let members) = value else {
      throw .invalidField(
        path: path, field: "(top level)",
        expected: "an object with \"trace\", \"scenario\", \"outcome\", …",
        found: value.shortDescription)
    }
    return members
  }
}
