import ArgumentParser
import Glibc
import GlideLayout
import GlideTransitions

/// A screen of list rows as Auto Layout would see it, for `glide-bench layout`: each row has an icon,
/// a title, a detail label and an accessory, each view with a left edge, width, top and height, laid
/// out against a container whose width changes every frame (a window resize, a split view's divider,
/// a rotation's animation). About 4.5 constraints per view: pinned edges and fixed sizes (required),
/// the title's and detail's preferred widths (priorities 250 and 750, as content hugging and
/// compression resistance would give them) and minimum widths and gaps (required inequalities), so that
/// as the container narrows the detail label gives way first, then the title, row by row: real pivots,
/// not only moved constants.
struct ListLayout {
  /// The container's width, the variable every frame moves.
  let width = Variable("container.width")
  let constraints: [Constraint]
  /// The required `width == W` the `constant` mode moves instead of suggesting a value.
  let widthConstraint: Constraint
  let views: Int
  let variables: [Variable]

  init(rows: Int) {
    var made: [Constraint] = []
    var variables = [width]
    func view(_ name: String) -> (left: Variable, width: Variable, top: Variable, height: Variable) {
      let v = (Variable("\(name).left"), Variable("\(name).width"), Variable("\(name).top"), Variable("\(name).height"))
      variables += [v.0, v.1, v.2, v.3]
      return v
    }
    func add(_ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible, _ strength: Strength = .required) {
      made.append(Constraint(lhs, relation, rhs, strength: strength))
    }
    widthConstraint = Constraint(width, .equal, 1024)
    var previousBottom = Expression(constant: 0)
    for row in 0..<rows {
      let icon = view("row\(row).icon"), title = view("row\(row).title")
      let detail = view("row\(row).detail"), accessory = view("row\(row).accessory")
      add(icon.left, .equal, 16)
      add(icon.width, .equal, 40)
      add(icon.top, .equal, previousBottom + 12)
      add(icon.height, .equal, 40)
      add(title.left, .equal, icon.left + icon.width + 12)
      add(title.width, .greaterThanOrEqual, 60)
      add(title.width, .equal, 220, .weak)  // its text's width, hugged at 250
      add(title.top, .equal, icon.top)
      add(title.height, .equal, 20)
      add(detail.left, .greaterThanOrEqual, title.left + title.width + 8)
      add(detail.width, .greaterThanOrEqual, 0)
      add(detail.width, .equal, 120, .strong)  // its text's width, held at 750 against compression
      add(detail.top, .equal, title.top + 20)
      add(detail.height, .equal, 16)
      add(accessory.left + accessory.width, .equal, width - 16)
      add(accessory.left, .greaterThanOrEqual, detail.left + detail.width + 8)
      add(accessory.width, .equal, 44)
      add(accessory.top, .equal, icon.top)
      add(accessory.height, .equal, 44)
      previousBottom = icon.top + 52
    }
    constraints = made
    views = rows * 4
    self.variables = variables
  }
}

extension GlideBench {
  struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Solve a list screen's layout (GlideLayout), then move the container's width every frame.",
      discussion: """
        Builds ROWS list rows of four views each (icon, title, detail, accessory: left, width, top and
        height each, about 4.5 constraints per view), adds every constraint to a new solver one by one,
        then for each of FRAMES frames moves the container's width along a cosine from 1024 pt to 320 pt
        and back (the detail labels, then the titles, give way as it narrows) and publishes the values
        (updateVariables), as a layout pass does. --edit suggest (the default) moves it as an edit
        variable (strong); --edit constant moves the constant of a required `width == W`, as setting
        NSLayoutConstraint.constant does.

        --level views builds the same screen from views in a scene's window with anchors (ListScreen:
        the container's leading, top and bottom pinned to the window and its width a LayoutConstraint)
        and each frame sets that constraint's constant and calls layoutIfNeeded(), as an app does: the
        view tree's engine, the solver, the published values and every frame that moved (--edit is
        constant there). The scene's log keeps nothing, as a live session's does; each pass is still
        reported to it. build_ms is then activating the constraints and the first layout pass, and
        changed_per_frame the frames a pass set.

        Output, one line: layout views V constraints C build_ms B frames F best_s S us_per_frame U
        changed_per_frame K checksum X required_error E peak_rss_kb R (the fastest of --runs runs of the
        frames; the checksum sums every published value, so two builds can be seen to agree; E is the
        largest amount by which a required constraint misses at the last frame, points).

        Example:
          taskset -c 1 glide-bench layout --rows 50 --frames 1000 --runs 5
        """)

    @Option(help: "List rows (four views each).")
    var rows = 50

    @Option(help: "Frames to animate.")
    var frames = 1000

    @Option(help: "How to move the width: suggest (an edit variable, the default) or constant (a required constraint's constant).")
    var edit: String?

    @Option(help: "Timed runs; the fastest is printed.")
    var runs = 5

    @Option(help: "What a frame goes through: solver (GlideLayout alone) or views (a constraint's constant and layoutIfNeeded).")
    var level = "solver"

    func validate() throws {
      guard rows > 0, frames > 0, runs > 0 else { throw ValidationError("--rows, --frames and --runs must be positive.") }
      guard edit == nil || edit == "suggest" || edit == "constant" else {
        throw ValidationError("--edit is suggest or constant, not '\(edit ?? "")'.")
      }
      guard level == "solver" || level == "views" else {
        throw ValidationError("--level is solver or views, not '\(level)'.")
      }
      guard level == "solver" || edit != "suggest" else {
        throw ValidationError("--level views moves a constraint's constant: leave --edit out or give constant.")
      }
    }

    func run() throws {
      if level == "views" { return runViews() }
      let edit = edit ?? "suggest"
      let layout = ListLayout(rows: rows)
      var best = Double.infinity
      var bestBuild = Double.infinity
      var checksum = 0.0
      var changed = 0
      var worst = 0.0
      for _ in 0..<runs {
        let buildStart = monotonicSeconds()
        var solver = Solver()
        for constraint in layout.constraints { try solver.add(constraint) }
        if edit == "suggest" {
          try solver.addEditVariable(layout.width, strength: .strong)
        } else {
          try solver.add(layout.widthConstraint)
        }
        solver.updateVariables()
        bestBuild = min(bestBuild, monotonicSeconds() - buildStart)
        var (sum, moved) = (0.0, 0)
        let start = monotonicSeconds()
        for frame in 0..<frames {
          let phase = Double(frame) / Double(frames) * 2 * Double.pi
          let width = 672 + 352 * cos(phase)
          if edit == "suggest" {
            try solver.suggestValue(width, for: layout.width)
          } else {
            try solver.setConstant(-width, for: layout.widthConstraint)
          }
          moved += solver.updateVariables().count
        }
        let elapsed = monotonicSeconds() - start
        for variable in layout.variables { sum += solver.value(of: variable) }
        if elapsed < best { (best, checksum, changed) = (elapsed, sum, moved) }
        worst = max(worst, requiredError(solver, layout.constraints))
      }
      let fields = [
        "layout", "views", "\(layout.views)", "constraints", "\(layout.constraints.count + 1)",
        "build_ms", fixed(bestBuild * 1e3, 3), "frames", "\(frames)", "best_s", fixed(best, 6),
        "us_per_frame", fixed(best / Double(frames) * 1e6, 2), "changed_per_frame", fixed(Double(changed) / Double(frames), 1),
        "checksum", fixed(checksum, 6), "required_error", "\(worst)", "peak_rss_kb", "\(peakResidentKilobytes())",
      ]
      print(fields.joined(separator: " "))
    }
  }
}

extension GlideBench.Layout {
  /// `--level views`: ``ListScreen``, its width constraint's constant set and the window laid out every
  /// frame.
  func runViews() {
    var best = Double.infinity
    var bestBuild = Double.infinity
    var checksum = 0.0
    var changed = 0
    var views = 0
    var constraints = 0
    for _ in 0..<runs {
      let buildStart = monotonicSeconds()
      let screen = ListScreen(rows: rows)
      screen.scene.retainsEvents = false
      var moved = 0
      screen.scene.onEvent = { event in
        if case .layout(let pass) = event.kind { moved += pass.changes.count }
      }
      screen.scene.window.layoutIfNeeded()
      bestBuild = min(bestBuild, monotonicSeconds() - buildStart)
      moved = 0
      let start = monotonicSeconds()
      for frame in 0..<frames {
        let phase = Double(frame) / Double(frames) * 2 * Double.pi
        screen.width.constant = 672 + 352 * cos(phase)
        screen.scene.window.layoutIfNeeded()
      }
      let elapsed = monotonicSeconds() - start
      if elapsed < best { (best, checksum, changed) = (elapsed, screen.checksum, moved) }
      (views, constraints) = (screen.views.count - 1, screen.constraints)
      screen.scene.onEvent = nil
    }
    let fields = [
      "layout-views", "views", "\(views)", "constraints", "\(constraints)", "build_ms", fixed(bestBuild * 1e3, 3),
      "frames", "\(frames)", "best_s", fixed(best, 6), "us_per_frame", fixed(best / Double(frames) * 1e6, 2),
      "changed_per_frame", fixed(Double(changed) / Double(frames), 1), "checksum", fixed(checksum, 6),
      "peak_rss_kb", "\(peakResidentKilobytes())",
    ]
    print(fields.joined(separator: " "))
  }
}

/// The largest amount by which a required constraint of `constraints` misses at the published values.
private func requiredError(_ solver: Solver, _ constraints: [Constraint]) -> Double {
  var worst = 0.0
  for constraint in constraints where constraint.strength.isRequired {
    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
      $0 + $1.coefficient * solver.value(of: $1.variable)
    }
    let miss = switch constraint.relation {
    case .equal: abs(value)
    case .lessThanOrEqual: max(0, value)
    case .greaterThanOrEqual: max(0, -value)
    }
    worst = max(worst, miss)
  }
  return worst
}
