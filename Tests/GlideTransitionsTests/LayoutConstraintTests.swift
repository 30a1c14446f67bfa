import GlideAnimation
import Testing

@testable import GlideTransitions

/// Constraints on views: anchors, where constraints are installed, positions across the hierarchy,
/// priorities, intrinsic content size, frames that translate into constraints, and the tree changing.
/// Frames are exact to the solver's rounding (1e-9 pt).
@Suite("Layout: constraints on views")
struct LayoutConstraintTests {
  @Test("Anchors make constraints installed on the items' closest common ancestor, described as UIKit does")
  func installation() {
    let s = CardScene()
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 100)))
    #expect(s.home.constraints.map(\.description) == [
      "<LayoutConstraint Card.leading == Home.leading + 20   (active)>",
      "<LayoutConstraint Card.top == Home.top + 100   (active)>",
    ])
    #expect(s.card.constraints.map(\.description) == [
      "<LayoutConstraint Card.width == 100   (active)>", "<LayoutConstraint Card.height == 100   (active)>",
    ])
    s.leading.identifier = "card left"
    s.leading.isActive = false
    #expect(s.leading.description == "<LayoutConstraint 'card left' Card.leading == Home.leading + 20   (inactive)>")
    #expect(s.home.constraints.count == 1)
    let half = s.card.widthAnchor.constraint(equalTo: s.home.widthAnchor, multiplier: 0.5, constant: -10)
    half.priority = 750
    #expect(half.description == "<LayoutConstraint Card.width == 0.5*Home.width - 10 @750   (inactive)>")
  }

  @Test("Positions across the hierarchy add the frames of the views between an item and the common ancestor")
  func acrossTheHierarchy() {
    let s = CardScene()
    let panel = View(engine: s.engine, name: "Panel", frame: Rect(x: 10, y: 200, width: 300, height: 400))
    s.home.addSubview(panel)
    let badge = View(engine: s.engine, name: "Badge")
    badge.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: s.card.trailingAnchor, constant: 8),
      badge.topAnchor.constraint(equalTo: s.card.bottomAnchor, constant: 4),
      badge.widthAnchor.constraint(equalTo: s.card.widthAnchor, multiplier: 0.5, constant: 10),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    s.scene.window.layoutIfNeeded()
    // In Home's coordinates the badge's left is the card's right + 8 = 128, its top 204; in the panel's,
    // 128 − 10 and 204 − 200.
    #expect(close(badge.frame, Rect(x: 118, y: 4, width: 60, height: 20)))
    // The panel's frame is set by code: its pins follow it at the next pass.
    panel.frame = Rect(x: 30, y: 150, width: 300, height: 400)
    s.scene.window.layoutIfNeeded()
    #expect(close(badge.frame, Rect(x: 98, y: 54, width: 60, height: 20)))
    let centered = View(engine: s.engine, name: "Centered")
    centered.translatesAutoresizingMaskIntoConstraints = false
    s.home.addSubview(centered)
    LayoutConstraint.activate([
      centered.centerXAnchor.constraint(equalTo: s.home.centerXAnchor),
      centered.centerYAnchor.constraint(equalTo: s.home.centerYAnchor, constant: 10),
      centered.widthAnchor.constraint(equalToConstant: 100), centered.heightAnchor.constraint(equalToConstant: 50),
      s.card.rightAnchor.constraint(lessThanOrEqualTo: centered.leftAnchor),
    ])
    s.scene.window.layoutIfNeeded()
    #expect(close(centered.frame, Rect(x: 145, y: 407, width: 100, height: 50)))
  }

  @Test("A higher priority beats any number of lower ones; changing one moves the layout")
  func priorities() {
    let s = CardScene()
    s.width.isActive = false
    let minimum = s.card.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
    let eighty = s.card.widthAnchor.constraint(equalToConstant: 80)
    eighty.priority = .defaultLow
    let others = (0..<5).map { _ in
      let c = s.card.widthAnchor.constraint(equalToConstant: 80)
      c.priority = .defaultLow
      return c
    }
    let wide = s.card.widthAnchor.constraint(equalToConstant: 120)
    wide.priority = .defaultLow + 1
    LayoutConstraint.activate([minimum, eighty, wide] + others)
    s.scene.window.layoutIfNeeded()
    #expect(abs(s.card.frame.width - 120) < 1e-9)
    wide.priority = 249
    s.scene.window.layoutIfNeeded()
    #expect(abs(s.card.frame.width - 80) < 1e-9)
    minimum.constant = 90
    s.scene.window.layoutIfNeeded()
    #expect(abs(s.card.frame.width - 90) < 1e-9)
  }

  @Test("Intrinsic content size: compression resistance and hugging decide who gives, per priority")
  func intrinsicContentSize() {
    let scene = Scene()
    let row = View(engine: scene.engine, name: "Row", frame: Rect(x: 0, y: 0, width: 300, height: 40))
    scene.window.addSubview(row)
    let a = SizedView(engine: scene.engine, name: "A", size: Size(width: 200, height: 20))
    let b = SizedView(engine: scene.engine, name: "B", size: Size(width: 150, height: 20))
    row.addSubview(a)
    row.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: row.leadingAnchor), a.topAnchor.constraint(equalTo: row.topAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      b.trailingAnchor.constraint(equalTo: row.trailingAnchor), b.topAnchor.constraint(equalTo: row.topAnchor),
    ])
    a.setContentCompressionResistancePriority(751, for: .horizontal)
    scene.window.layoutIfNeeded()
    // 200 + 10 + 150 = 360 > 300: B, the less resistant, gives 60.
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 200, height: 20)))
    #expect(close(b.frame, Rect(x: 210, y: 0, width: 90, height: 20)))
    row.frame = Rect(x: 0, y: 0, width: 400, height: 40)
    b.setContentHuggingPriority(251, for: .horizontal)
    scene.window.layoutIfNeeded()
    // 40 to spare: A, the less hugging, takes it.
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 240, height: 20)))
    #expect(close(b.frame, Rect(x: 250, y: 0, width: 150, height: 20)))
    row.frame = Rect(x: 0, y: 0, width: 300, height: 40)
    a.size = Size(width: 180, height: 24)
    a.invalidateIntrinsicContentSize()
    scene.window.layoutIfNeeded()
    #expect(close(a.frame, Rect(x: 0, y: 0, width: 180, height: 24)))
    #expect(close(b.frame, Rect(x: 190, y: 0, width: 110, height: 20)))
  }

  @Test("A view that translates its autoresizing mask is pinned where code puts it, and followed")
  func autoresizingPins() {
    let s = CardScene()
    let footer = View(engine: s.engine, name: "Footer")
    footer.translatesAutoresizingMaskIntoConstraints = false
    s.home.addSubview(footer)
    LayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: s.home.leadingAnchor),
      footer.trailingAnchor.constraint(equalTo: s.home.trailingAnchor),
      footer.bottomAnchor.constraint(equalTo: s.home.bottomAnchor, constant: -10),
      footer.heightAnchor.constraint(equalToConstant: 50),
    ])
    s.scene.window.layoutIfNeeded()
    #expect(close(footer.frame, Rect(x: 0, y: 784, width: 390, height: 50)))
    s.home.frame = Rect(x: 0, y: 100, width: 300, height: 500)
    s.scene.window.layoutIfNeeded()
    #expect(close(footer.frame, Rect(x: 0, y: 440, width: 300, height: 50)))
    // Turned off, Home is placed by constraints too: nothing holds its height now but the footer's.
    s.home.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      s.home.topAnchor.constraint(equalTo: s.scene.window.topAnchor, constant: 40),
      s.home.leadingAnchor.constraint(equalTo: s.scene.window.leadingAnchor),
      s.home.widthAnchor.constraint(equalToConstant: 390), s.home.heightAnchor.constraint(equalToConstant: 600),
    ])
    s.scene.window.layoutIfNeeded()
    #expect(close(s.home.frame, Rect(x: 0, y: 40, width: 390, height: 600)))
    #expect(close(footer.frame, Rect(x: 0, y: 540, width: 390, height: 50)))
  }

  @Test("A view leaving its superview takes the constraints inside it along and deactivates the rest")
  func treeChanges() {
    let s = CardScene()
    // Built before it is in the window: its own tree, its own engine, laid out there.
    let panel = View(engine: s.engine, name: "Panel", frame: Rect(x: 0, y: 300, width: 200, height: 100))
    let label = View(engine: s.engine, name: "Label")
    label.translatesAutoresizingMaskIntoConstraints = false
    panel.addSubview(label)
    let inset = label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 16)
    LayoutConstraint.activate([
      inset, label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
      label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 10),
    ])
    panel.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 16, y: 8, width: 50, height: 10)))
    let own = LayoutEngine.of(panel, creating: false)
    #expect(own != nil)
    s.home.addSubview(panel)
    #expect(LayoutEngine.of(panel, creating: false) === LayoutEngine.of(s.scene.window, creating: false))
    #expect(panel.layoutNode?.engine == nil)
    inset.constant = 30
    s.scene.window.layoutIfNeeded()
    #expect(close(label.frame, Rect(x: 30, y: 8, width: 50, height: 10)))
    // The card leaves: its size constraints go with it, those to Home are deactivated (UIKit's rule).
    s.card.removeFromSuperview()
    #expect(!s.leading.isActive && !s.top.isActive)
    #expect(s.width.isActive && s.height.isActive)
    #expect(s.home.constraints.isEmpty)
    #expect(LayoutEngine.of(s.card, creating: false)?.active.count == 2)
    // The label moves into the card: its constraints to the panel go.
    s.card.addSubview(label)
    #expect(!inset.isActive)
    #expect(label.constraints.count == 2)
    #expect(LayoutEngine.of(s.card, creating: false)?.active.count == 4)
  }
}
