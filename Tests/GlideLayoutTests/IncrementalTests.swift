import GlideInput
import GlideLayout
import Testing

/// A random system with a weak stay of its own weight on every variable (so the optimum is one point),
/// and random required and optional constraints that all fit (each between two variables, ordered).
private struct RandomSystem {
  let xs: [Variable]
  var base: [Constraint] = []
  var extra: [Constraint] = []

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    xs = (0..<6).map { Variable("x\($0)") }
    for (index, x) in xs.enumerated() {
      let weight = 1 + Double(index) * 0.37 + random.nextUnit()
      base.append(Constraint(x, .equal, Double(Int(random.nextUnit() * 200) - 100), strength: Strength.weak.weighted(weight)))
    }
    for step in 0..<10 {
      // x[i] + gap REL x[j] with i < j: required ones only as ≤ (gaps that a line of views can always keep).
      let i = Int(random.nextUnit() * 5)
      let j = i + 1 + Int(random.nextUnit() * Double(5 - i))
      let gap = Double(Int(random.nextUnit() * 40))
      let required = random.nextUnit() < 0.4
      let relation: Relation = required ? .lessThanOrEqual : [.lessThanOrEqual, .equal, .greaterThanOrEqual][Int(random.nextUnit() * 3)]
      let strength = required ? Strength.required : [Strength.strong, .medium].randomElement(using: &random)!.weighted(1 + random.nextUnit())
      let constraint = Constraint(xs[i] + gap, relation, xs[j], strength: strength)
      if step < 4 { base.append(constraint) } else { extra.append(constraint) }
    }
  }

  func values(_ solver: inout Solver) -> [Double] {
    solver.updateVariables()
    return xs.map { solver.value(of: $0) }
  }
}

private func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
  zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite("Incremental changes: removals, constants, determinism")
struct IncrementalTests {
  @Test("Removing what was added, in any order, gives back the solution before (200 random systems)")
  func removalRestores() throws {
    for seed in 1...200 as ClosedRange<UInt64> {
      let system = RandomSystem(seed: seed)
      var solver = Solver()
      for c in system.base { try solver.add(c) }
      let before = system.values(&solver)
      for c in system.extra { try solver.add(c) }
      let during = system.values(&solver)
      var random = SplitMix64(seed: seed &+ 1000)
      for c in system.extra.shuffled(using: &random) { try solver.remove(c) }
      #expect(close(system.values(&solver), before), "seed \(seed)")
      // Adding them again gives the same solution as the first time.
      for c in system.extra { try solver.add(c) }
      #expect(close(system.values(&solver), during, 1e-7), "seed \(seed)")
    }
  }

  @Test("A card pinned to a screen: removing the pin lets it fall back to its stay, adding it again pins it")
  func pinAndUnpin() throws {
    var solver = Solver()
    let (top, height) = (Variable("top"), Variable("height"))
    try solver.add(Constraint(height, .equal, 200))
    try solver.add(Constraint(top, .equal, 100, strength: .weak))
    let pin = Constraint(top + height, .equal, 844)  // bottom pinned to the screen's bottom
    try solver.add(pin)
    solver.updateVariables()
    #expect(solver.value(of: top) == 644)
    try solver.remove(pin)
    solver.updateVariables()
    #expect(solver.value(of: top) == 100)
    try solver.add(pin)
    solver.updateVariables()
    #expect(solver.value(of: top) == 644)
  }

  @Test("Setting a constant gives what removing the constraint and adding it with that constant gives (200 random systems)")
  func setConstantMatchesReadding() throws {
    for seed in 1...200 as ClosedRange<UInt64> {
      let system = RandomSystem(seed: seed)
      var random = SplitMix64(seed: seed &+ 2000)
      var moving = Solver()
      var rebuilt = Solver()
      let originals = system.base + system.extra
      var current = originals  // the rebuilt solver's copies
      for c in originals {
        try moving.add(c)
        try rebuilt.add(c)
      }
      for _ in 0..<6 {
        let index = Int(random.nextUnit() * Double(current.count))
        let old = current[index]
        // Optional ones anywhere; required gaps only wider or narrower within what fits (≤ keeps fitting
        // when the gap shrinks).
        let constant = old.strength.isRequired
          ? old.expression.constant * random.nextUnit() : Double(Int(random.nextUnit() * 200) - 100)
        try moving.setConstant(constant, for: originals[index])
        let replacement = Constraint(Expression(old.expression.terms, constant: constant), old.relation, strength: old.strength)
        try rebuilt.remove(old)
        try rebuilt.add(replacement)
        current[index] = replacement
        #expect(close(system.values(&moving), system.values(&rebuilt), 1e-7), "seed \(seed)")
      }
    }
  }

  @Test("The same operations give the same values bit for bit and the same conflicts in the same order")
  func deterministic() throws {
    func run() throws -> ([UInt64], [String]) {
      var solver = Solver()
      let system = RandomSystem(seed: 7)
      for c in system.base + system.extra { try solver.add(c) }
      var bits: [UInt64] = []
      var conflicts: [String] = []
      try solver.addEditVariable(system.xs[0], strength: .strong)
      for frame in 0..<300 {
        try solver.suggestValue(Double(frame % 97) * 1.5 - 40, for: system.xs[0])
        bits += system.values(&solver).map(\.bitPattern)
        let squeeze = Constraint(system.xs[5] + Double(frame % 13), .lessThanOrEqual, system.xs[0] - 200)
        do { try solver.add(squeeze) } catch { conflicts.append("\(error)") }
      }
      return (bits, conflicts)
    }
    let (first, second) = (try run(), try run())
    #expect(first.0 == second.0)
    #expect(first.1 == second.1 && !first.1.isEmpty)
  }
}
