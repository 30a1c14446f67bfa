import GlideAnimation
import Testing

@testable import GlideTransitions

/// Required constraints that cannot all hold: UIKit's log, one constraint broken, never a trap.
@Suite("Layout: unsatisfiable constraints")
struct LayoutConflictTests {
  static func conflicts(_ scene: Scene) -> [LayoutConflict] {
    scene.events.compactMap { if case .layoutConflict(let c) = $0.kind { c } else { nil } }
  }

  @Test("A contradicting constraint is logged in UIKit's words and broken; the layout keeps the others")
  func contradictionOnActivation() throws {
    let s = CardScene()
    let tall = s.card.heightAnchor.constraint(equalToConstant: 300)
    tall.identifier = "tall"
    tall.isActive = true
    let conflict = try #require(Self.conflicts(s.scene).first)
    #expect(Self.conflicts(s.scene).count == 1)
    #expect(conflict.message == """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      \tTry this:
      \t\t(1) look at each constraint and try to figure out which you don't expect;
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
      (
          "<LayoutConstraint Card.height == 100   (active)>",
          "<LayoutConstraint 'tall' Card.height == 300   (active)>"
      )

      Will attempt to recover by breaking constraint
      <LayoutConstraint 'tall' Card.height == 300   (active)>
      """)
    #expect(tall.isActive && tall.isBroken)
    s.scene.window.layoutIfNeeded()
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 100)))
    // Its constant set to something that fits: back in the layout, nothing logged.
    tall.constant = 100
    #expect(!tall.isBroken)
    #expect(Self.conflicts(s.scene).count == 1)
    // The other one moved now: that one, whose new constant makes the set unsatisfiable, is broken,
    // and 'tall' decides the height.
    s.height.constant = 60
    let second = try #require(Self.conflicts(s.scene).last)
    #expect(second.broken == "<LayoutConstraint Card.height == 60   (active)>")
    #expect(second.constraints == [
      "<LayoutConstraint Card.height == 60   (active)>", "<LayoutConstraint 'tall' Card.height == 100   (active)>",
    ])
    tall.constant = 250
    s.scene.window.layoutIfNeeded()
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 250)))
  }

  @Test("Forgetting translatesAutoresizingMaskIntoConstraints gives UIKit's best-known log, with its note")
  func autoresizingConflict() throws {
    let scene = Scene()
    let label = View(engine: scene.engine, name: "Label", frame: Rect(x: 10, y: 20, width: 80, height: 30))
    scene.window.addSubview(label)
    label.widthAnchor.constraint(equalToConstant: 120).isActive = true
    let conflict = try #require(Self.conflicts(scene).first)
    #expect(conflict.constraints == [
      "<AutoresizingMaskConstraint Label.width == 80   (active)>",
      "<LayoutConstraint Label.width == 120   (active)>",
    ])
    #expect(conflict.message.contains(
      "\t(Note: If you're seeing AutoresizingMaskConstraints that you don't understand, refer to the "
        + "documentation for the View property translatesAutoresizingMaskIntoConstraints)"))
    scene.window.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 10, y: 20, width: 80, height: 30)))
  }

  @Test("A chain of three that cannot hold names exactly its members, and the scene's description says which broke")
  func chain() throws {
    let s = CardScene()
    let other = View(engine: s.engine, name: "Other")
    other.translatesAutoresizingMaskIntoConstraints = false
    s.home.addSubview(other)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: s.card.trailingAnchor, constant: 10),
      other.widthAnchor.constraint(equalToConstant: 50),
    ])
    other.trailingAnchor.constraint(lessThanOrEqualTo: s.home.leadingAnchor, constant: 150).isActive = true
    let conflict = try #require(Self.conflicts(s.scene).first)
    #expect(conflict.constraints == [
      "<LayoutConstraint Card.leading == Home.leading + 20   (active)>",
      "<LayoutConstraint Card.width == 100   (active)>",
      "<LayoutConstraint Other.leading == Card.trailing + 10   (active)>",
      "<LayoutConstraint Other.width == 50   (active)>",
      "<LayoutConstraint Other.trailing <= Home.leading + 150   (active)>",
    ])
    #expect(s.layoutLog.last == "0.0 layout conflict, breaking <LayoutConstraint Other.trailing <= Home.leading + 150   (active)>")
    s.scene.window.layoutIfNeeded()
    #expect(close(other.frame, Rect(x: 130, y: 0, width: 50, height: 0)))
  }

  @Test("An optional constraint never conflicts; deactivating a broken one forgets it")
  func optionalNeverConflicts() {
    let s = CardScene()
    let wish = s.card.heightAnchor.constraint(equalToConstant: 300)
    wish.priority = .defaultHigh
    wish.isActive = true
    #expect(Self.conflicts(s.scene).isEmpty)
    let bad = s.card.heightAnchor.constraint(equalToConstant: 5)
    bad.isActive = true
    #expect(bad.isBroken)
    bad.isActive = false
    #expect(!bad.isBroken && !bad.isActive)
    s.scene.window.layoutIfNeeded()
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 100)))
  }
}
