import GlideLayout
import Testing

/// The example of GlideLayout's article "The layout solver" (GlideLayout.docc/Articles/LayoutSolver.md).
@Suite("The layout solver article's example")
struct ReadmeExampleTests {
  @Test("The example's numbers are what the article says they are")
  func example() throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // The article's example, as written there.
    var solver = Solver()
    let screen = Variable("screen.width")
    let (left, width) = (Variable("card.left"), Variable("card.width"))
    let margin = Constraint(left, .equal, 16)  // 16 pt from the left edge
    try solver.add(margin)
    try solver.add(Constraint(left + width, .lessThanOrEqual, screen - 16))  // never past the right margin
    try solver.add(Constraint(width, .greaterThanOrEqual, 200))  // never narrower than 200 pt
    try solver.add(Constraint(width, .equal, 320, strength: .weak))  // 320 pt when there is room (250)
    try solver.addEditVariable(screen, strength: .strong)  // the window's width, moved every frame

    for frame in [390.0, 300, 200] {
      try solver.suggestValue(frame, for: screen)
      solver.updateVariables()
      print(solver.value(of: width), solver.value(of: screen))  // 320 390, 268 300, 200 232
    }

    try solver.setConstant(-24, for: margin)  // margin.constant = 24, as NSLayoutConstraint's
    solver.updateVariables()
    print(solver.value(of: left), solver.value(of: width))  // 24 200: the screen grows to 240

    do {
      try solver.add(Constraint(width, .lessThanOrEqual, 150))
    } catch {
      print(error)
    }

    #expect(
      printed == [
        "320.0 390.0", "268.0 300.0", "200.0 232.0", "24.0 200.0",
        """
        cannot satisfy the required constraint card.width - 150 <= 0 (required) together with the others: these cannot all hold:
          card.width - 200 >= 0 (required)
          card.width - 150 <= 0 (required)
        make one of them optional (a priority below 1000) or remove it
        """,
      ])
  }
}
