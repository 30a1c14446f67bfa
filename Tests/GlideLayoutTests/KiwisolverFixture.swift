import Foundation
import GlideLayout
import GlideTestSupport

/// One family of `Fixtures/*.json`, written by `tools/layout-fixtures` (its docstring has the format):
/// random systems and kiwisolver's answers.
struct KiwisolverFixture: Decodable {
  let generator: String
  let kiwisolver: String
  let seed: Int
  let family: String
  let summary: String
  /// One string per system: the number of variables, then the operations, separated by spaces.
  let systems: [String]

  static func load(_ family: String) throws -> KiwisolverFixture {
    let path = Glide.path("Tests/GlideLayoutTests/Fixtures/\(family).json")
    return try JSONDecoder().decode(KiwisolverFixture.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
}

/// A constraint as a fixture writes it: `Σ coefficient · x[variable] + constant relation 0`.
struct FixtureConstraint: Equatable {
  var terms: [(coefficient: Double, variable: Int)]
  var constant: Double
  var relation: Relation
  var strength: Strength

  static func == (a: FixtureConstraint, b: FixtureConstraint) -> Bool {
    a.terms.elementsEqual(b.terms) { $0 == $1 } && a.constant == b.constant && a.relation == b.relation
      && a.strength == b.strength
  }

  func constraint(_ xs: [Variable]) -> Constraint {
    Constraint(Expression(terms.map { Term(xs[$0.variable], $0.coefficient) }, constant: constant), relation, strength: strength)
  }

  /// The left side's value at `values`.
  func value(_ values: [Double]) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
  }

  /// How far `values` are from satisfying it (≥ 0).
  func error(_ values: [Double]) -> Double {
    let v = value(values)
    switch relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
  }
}

/// A refusal a fixture expects: the conflict's constraint ids and whether it is the only smallest one.
struct FixtureRefusal: Equatable {
  var conflict: [Int]
  var isUnique: Bool
}

/// One operation of a fixture system.
enum FixtureOperation: Equatable {
  case add(FixtureConstraint, refusal: FixtureRefusal?)
  case addAgain(Int)
  case remove(Int)
  case removeUnknown(Int)
  case setConstant(Int, Double, refusal: FixtureRefusal?)
  case addEdit(Int, Strength)
  case addEditAgain(Int)
  case suggest(Int, Double)
  case suggestUnknown(Int)
  case removeEdit(Int)
  /// The values (nil where optima differ) and the least weighted error per optional priority (absent: 0).
  case check(values: [Double?], errors: [Double: Double])
}

/// Why a fixture line could not be read.
struct FixtureFormatError: Error, CustomStringConvertible {
  let text: String
  let expected: String
  var description: String { "cannot read '\(text)': expected \(expected)" }
}

/// A fixture system: its variable count and operations.
struct FixtureSystem {
  let variables: Int
  let operations: [FixtureOperation]

  init(_ line: String) throws {
    let words = line.split(separator: " ").map(String.init)
    guard let count = words.first.flatMap({ Int($0) }) else { throw FixtureFormatError(text: line, expected: "a variable count first") }
    variables = count
    operations = try words.dropFirst().map(FixtureSystem.operation)
  }

  static func operation(_ word: String) throws -> FixtureOperation {
    func fail(_ expected: String) -> FixtureFormatError { FixtureFormatError(text: word, expected: expected) }
    func int(_ text: Substring) throws -> Int {
      guard let value = Int(text) else { throw fail("a whole number, not '\(text)'") }
      return value
    }
    func double(_ text: Substring) throws -> Double {
      guard let value = Double(text) else { throw fail("a number, not '\(text)'") }
      return value
    }
    /// `body?3,5,7u` → (body, refusal).
    func refusal(_ text: Substring) throws -> (Substring, FixtureRefusal?) {
      guard let mark = text.firstIndex(of: "?") else { return (text, nil) }
      let tail = text[text.index(after: mark)...]
      guard let flag = tail.last, flag == "u" || flag == "n" else { throw fail("u or n after a conflict") }
      let ids = try tail.dropLast().split(separator: ",").map(int)
      return (text[..<mark], FixtureRefusal(conflict: ids, isUnique: flag == "u"))
    }
    /// `3:-25` → (3, −25).
    func pair(_ text: Substring) throws -> (Int, Double) {
      let parts = text.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { throw fail("INDEX:NUMBER") }
      return (try int(parts[0]), try double(parts[1]))
    }
    func strength(_ text: Substring) throws -> Strength {
      if text == "!" { return .required }
      let parts = text.split(separator: "*", maxSplits: 1)
      return Strength(priority: try double(parts[0]), weight: parts.count == 2 ? try double(parts[1]) : 1)
    }

    let rest = word.dropFirst()
    switch word.first {
    case "+" where rest.first == "!": return .addAgain(try int(rest.dropFirst()))
    case "+":
      let (body, refused) = try refusal(rest)
      return .add(try constraint(body, strength: strength, fail: fail), refusal: refused)
    case "-" where rest.first == "!": return .removeUnknown(try int(rest.dropFirst()))
    case "-": return .remove(try int(rest))
    case "k":
      let (body, refused) = try refusal(rest)
      let (id, constant) = try pair(body)
      return .setConstant(id, constant, refusal: refused)
    case "e" where rest.first == "!": return .addEditAgain(try int(rest.dropFirst()))
    case "e":
      let parts = rest.split(separator: "@", maxSplits: 1)
      guard parts.count == 2 else { throw fail("eVAR@PRIORITY") }
      return .addEdit(try int(parts[0]), try strength(parts[1]))
    case "s" where rest.first == "!": return .suggestUnknown(try int(rest.dropFirst()))
    case "s":
      let (variable, value) = try pair(rest)
      return .suggest(variable, value)
    case "x": return .removeEdit(try int(rest))
    case "=":
      let parts = rest.split(separator: "|", omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw fail("=VALUES|ERRORS") }
      let values = try parts[0].split(separator: ",").map { $0 == "*" ? nil : try double($0) }
      var errors: [Double: Double] = [:]
      for entry in parts[1].split(separator: ",") {
        let level = entry.split(separator: ":")
        guard level.count == 2 else { throw fail("PRIORITY:ERROR") }
        errors[try double(level[0])] = try double(level[1])
      }
      return .check(values: values, errors: errors)
    default:
      throw fail("an operation: + - k e s x or =")
    }
  }

  /// `x0-2x1+34.5<!` → the constraint.
  static func constraint(
    _ text: Substring, strength: (Substring) throws -> Strength, fail: (String) -> FixtureFormatError
  ) throws -> FixtureConstraint {
    guard let mark = text.firstIndex(where: { "<=>".contains($0) }) else { throw fail("a relation < = >") }
    let relation: Relation = switch text[mark] {
    case "<": .lessThanOrEqual
    case ">": .greaterThanOrEqual
    default: .equal
    }
    var terms: [(coefficient: Double, variable: Int)] = []
    var constant = 0.0
    var start = text.startIndex
    while start < mark {
      var end = text.index(after: start)
      while end < mark && text[end] != "+" && text[end] != "-" { end = text.index(after: end) }
      let token = text[start..<end]
      start = end
      if let x = token.firstIndex(of: "x") {
        let factor = token[..<x]
        let coefficient: Double? = switch factor {
        case "", "+": 1
        case "-": -1
        default: Double(factor)
        }
        guard let coefficient, let variable = Int(token[token.index(after: x)...]) else { throw fail("a term like 2x1") }
        terms.append((coefficient, variable))
      } else {
        guard let value = Double(token) else { throw fail("a number, not '\(token)'") }
        constant += value
      }
    }
    return FixtureConstraint(
      terms: terms, constant: constant, relation: relation, strength: try strength(text[text.index(after: mark)...]))
  }
}
