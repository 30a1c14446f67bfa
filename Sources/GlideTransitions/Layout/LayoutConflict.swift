/// Required constraints that cannot all hold, and the one broken to go on: what UIKit logs as "Unable to
/// simultaneously satisfy constraints." The broken constraint is the one whose activation or new constant
/// made the set unsatisfiable (or, for a view that translates its autoresizing mask, whose frame did):
/// the others held together before, so the layout keeps every one of them. It stays active, out of the
/// layout, until its constant or priority is set again or it is activated again.
public struct LayoutConflict: Hashable, Sendable {
  /// A smallest set of required constraints that cannot all hold (each as its description, in the order
  /// they were added), the broken one among them.
  public let constraints: [String]
  /// The broken constraint's description.
  public let broken: String

  public init(constraints: [String], broken: String) {
    self.constraints = constraints
    self.broken = broken
  }

  /// UIKit's log of an unsatisfiable layout, in its words (without its debugger hints).
  public var message: String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want.",
      "\tTry this:",
      "\t\t(1) look at each constraint and try to figure out which you don't expect;",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
    ]
    if constraints.contains(where: { $0.hasPrefix("<" + Self.autoresizingName) }) {
      lines.append(
        "\t(Note: If you're seeing \(Self.autoresizingName)s that you don't understand, refer to the "
          + "documentation for the View property translatesAutoresizingMaskIntoConstraints)")
    }
    lines.append("(")
    lines += constraints.enumerated().map { index, text in
      "    \"\(text)\"" + (index + 1 < constraints.count ? "," : "")
    }
    lines += [")", "", "Will attempt to recover by breaking constraint", broken]
    return lines.joined(separator: "\n")
  }

  /// What the constraints that pin a view's frame are called in descriptions (UIKit's
  /// `NSAutoresizingMaskLayoutConstraint`).
  static let autoresizingName = "AutoresizingMaskConstraint"
}
