import GlideAnimation
import Testing

@testable import GlideTransitions

/// Layout passes: the order UIKit runs them in, what they log, and how they animate.
@Suite("Layout: passes and animation")
struct LayoutPassTests {
  /// window → Root → A → B, A inset 10 in Root, B inset 5 in A.
  struct Tree {
    let scene = Scene()
    let journal = RecordingView.Journal()
    let root: RecordingView
    let a: RecordingView
    let b: RecordingView

    init() {
      root = RecordingView(
        engine: scene.engine, name: "Root", frame: Rect(x: 0, y: 0, width: 200, height: 100), journal: journal)
      a = RecordingView(engine: scene.engine, name: "A", journal: journal)
      b = RecordingView(engine: scene.engine, name: "B", journal: journal)
      scene.window.addSubview(root)
      root.addSubview(a)
      a.addSubview(b)
      for (view, parent, inset) in [(a, root as View, 10.0), (b, a as View, 5.0)] {
        view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
          view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
          view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
          view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
        ])
      }
    }
  }

  @Test("A pass places each view's subviews before its layoutSubviews runs, top-down")
  func orderTopDown() {
    let t = Tree()
    t.scene.window.layoutIfNeeded()
    #expect(t.journal.entries == [
      "Root.layoutSubviews [\"A (10.0, 10.0, 180.0, 80.0)\"]",
      "A.layoutSubviews [\"B (5.0, 5.0, 170.0, 70.0)\"]",
      "B.layoutSubviews []",
    ])
    let pass = t.scene.events.compactMap { if case .layout(let p) = $0.kind { p } else { nil } }
    #expect(pass == [
      LayoutPass(
        changes: [
          .init(view: "A", from: .zero, to: Rect(x: 10, y: 10, width: 180, height: 80)),
          .init(view: "B", from: .zero, to: Rect(x: 5, y: 5, width: 170, height: 70)),
        ], isAnimated: false)
    ])
    // Nothing pending: nothing runs.
    t.journal.entries = []
    t.scene.window.layoutIfNeeded()
    #expect(t.journal.entries.isEmpty)
  }

  @Test("layoutIfNeeded lays out from the highest ancestor that needs it (CALayer's rule), no higher")
  func fromTheHighestAncestorThatNeedsIt() {
    let t = Tree()
    t.scene.window.layoutIfNeeded()
    t.journal.entries = []
    t.a.setNeedsLayout()
    #expect(t.a.needsLayout() && !t.root.needsLayout())
    t.b.layoutIfNeeded()
    #expect(t.journal.entries == ["A.layoutSubviews [\"B (5.0, 5.0, 170.0, 70.0)\"]"])
    #expect(!t.a.needsLayout())
  }

  @Test("updateConstraints runs where asked, the deepest first, before the frames are placed")
  func updateConstraintsBottomUp() {
    let t = Tree()
    t.scene.window.layoutIfNeeded()
    t.journal.entries = []
    t.a.setNeedsUpdateConstraints()
    t.b.setNeedsUpdateConstraints()
    #expect(t.a.needsUpdateConstraints())
    t.scene.window.layoutIfNeeded()
    #expect(t.journal.entries == ["B.updateConstraints", "A.updateConstraints"])
    #expect(!t.a.needsUpdateConstraints() && !t.b.needsUpdateConstraints())
  }

  @Test("A layoutSubviews that changes a constraint is laid out again in the same call")
  func layoutSubviewsChangingConstraints() {
    let t = Tree()
    let inset = t.root.constraints.first { $0.firstItem === t.a && $0.firstAttribute == .leading }!
    t.root.onLayout = { inset.constant = 30 }
    t.scene.window.layoutIfNeeded()
    #expect(close(t.a.frame, Rect(x: 30, y: 10, width: 160, height: 80)))
    #expect(close(t.b.frame, Rect(x: 5, y: 5, width: 150, height: 70)))
  }

  @Test("Inside an animation block a pass animates every frame the solver changed, from what is on screen")
  func animatedPass() {
    let s = CardScene()
    let shadow = View(engine: s.engine, name: "Shadow")
    shadow.translatesAutoresizingMaskIntoConstraints = false
    s.home.addSubview(shadow)
    LayoutConstraint.activate([
      shadow.leadingAnchor.constraint(equalTo: s.card.trailingAnchor, constant: 10),
      shadow.topAnchor.constraint(equalTo: s.card.topAnchor),
      shadow.widthAnchor.constraint(equalTo: s.card.widthAnchor), shadow.heightAnchor.constraint(equalToConstant: 10),
    ])
    s.scene.window.layoutIfNeeded()
    s.scene.clearEvents()
    s.leading.constant = 220
    s.width.constant = 50
    s.engine.animate(withDuration: 1, options: .curve(.linear)) { s.scene.window.layoutIfNeeded() }
    #expect(s.layoutLog == [
      "0.0 layout (animated) Card (20.0, 100.0, 100.0, 100.0) → (220.0, 100.0, 50.0, 100.0), "
        + "Shadow (130.0, 100.0, 100.0, 10.0) → (280.0, 100.0, 50.0, 10.0)"
    ])
    #expect(close(s.card.frame, Rect(x: 220, y: 100, width: 50, height: 100)))  // the model at once
    #expect(close(s.shown(at: 0.5), Rect(x: 120, y: 100, width: 75, height: 100)))
    let shadowHalf = shadow.layer.presentation(at: 0.5)
    #expect(abs(shadowHalf.position.x - 242.5) < 1e-9 && abs(shadowHalf.bounds.width - 75) < 1e-9)
    s.engine.advance(to: 1)
    #expect(close(s.shown(at: 1), Rect(x: 220, y: 100, width: 50, height: 100)))
    #expect(s.card.layer.animationKeys.isEmpty && shadow.layer.animationKeys.isEmpty)
  }

  @Test("A property animator captures a pass too, and scrubs it")
  func propertyAnimatorPass() {
    let s = CardScene()
    let animator = PropertyAnimator(duration: 1, curve: .linear, engine: s.engine) {
      s.top.constant = 300
      s.scene.window.layoutIfNeeded()
    }
    animator.fractionComplete = 0.25
    #expect(close(s.shown(at: 0), Rect(x: 20, y: 150, width: 100, height: 100)))
    animator.startAnimation()
    s.engine.advance(to: 0.75)
    #expect(close(s.shown(at: 0.75), Rect(x: 20, y: 300, width: 100, height: 100)))
    #expect(s.layoutLog == ["0.0 layout (animated) Card (20.0, 100.0, 100.0, 100.0) → (20.0, 300.0, 100.0, 100.0)"])
  }

  @Test("performWithoutAnimation inside a block moves the frames at once")
  func withoutAnimation() {
    let s = CardScene()
    s.top.constant = 140
    s.engine.animate(withDuration: 1) {
      s.engine.performWithoutAnimation { s.scene.window.layoutIfNeeded() }
    }
    #expect(s.card.layer.animationKeys.isEmpty)
    #expect(close(s.shown(at: 0.5), Rect(x: 20, y: 140, width: 100, height: 100)))
    #expect(s.layoutLog == ["0.0 layout Card (20.0, 100.0, 100.0, 100.0) → (20.0, 140.0, 100.0, 100.0)"])
  }
}
