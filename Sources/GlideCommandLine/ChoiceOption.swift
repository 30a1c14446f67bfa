import ArgumentParser
import GlideOutput

/// Reads one of an enumeration's names, for options whose values are a fixed list.
func choice<T: RawRepresentable & CaseIterable & Sendable>(_ option: String)
  -> @Sendable (String) throws -> T
where T.RawValue == String {
  { text in
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("Please give \(option) one of: \(names); '\(text.escapingInvisibles)' is not one.")
    }
    return value
  }
}
