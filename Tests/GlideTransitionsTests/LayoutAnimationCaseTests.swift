import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// The reference article's cases of animation under Auto Layout, each on the card of ``CardScene``
/// (20 pt from Home's left, 100 from its top, 100×100, placed by constraints), with a "next layout pass"
/// half-way through: what a run loop's pass does when anything asks for layout (a label's text, a
/// rotation). Times in seconds, positions in points, every number exact to 1e-9.
@Suite("Layout: the article's animation cases")
struct LayoutAnimationCaseTests {
  /// A log of the card as a 60 Hz display shows it, one line per frame from `start` through `end`, with
  /// the scene's layout events where they happened: "0.9833  Card x 216.7  y 100.0  w 100.0".
  static func frames(_ s: CardScene, from start: Double, through end: Double, at pass: Double? = nil,
    do action: (() -> Void)? = nil) -> [String] {
    var lines: [String] = []
    var index = Int((start * 60).rounded())
    while Double(index) / 60 <= end + 1e-9 {
      let time = Double(index) / 60
      s.engine.advance(to: time)
      if let pass, abs(time - pass) < 1e-9 {
        action?()
        s.home.setNeedsLayout()
        s.scene.window.layoutIfNeeded()
        let stamp = String(format: "%.4f", time)
        for event in s.layoutLog {
          let text = event.split(separator: " ", maxSplits: 1)[1]
          lines.append("\(stamp)  \(text)")
        }
        s.scene.clearEvents()
      }
      let shown = s.card.layer.presentation(at: time).frame
      lines.append(String(format: "%.4f  Card x %.1f  y %.1f  w %.1f", time, shown.minX, shown.minY, shown.width))
      index += 1
    }
    return lines
  }

  @Test(
    "Animating the frame: the next layout pass puts the model back and the view jumps with it; the animation's distance runs on to the model, no jump at the end"
  )
  func frameAnimationUndone() {
    let s = CardScene()
    s.engine.animate(withDuration: 1, options: .curve(.linear)) {
      s.card.frame = Rect(x: 220, y: 100, width: 100, height: 100)
    }
    let log = Self.frames(s, from: 0, through: 1.05, at: 0.5)
    #expect(log[29] == "0.4833  Card x 116.7  y 100.0  w 100.0")
    #expect(log[30] == "0.5000  layout Card (220.0, 100.0, 100.0, 100.0) → (20.0, 100.0, 100.0, 100.0)")
    // The frame animation is additive (UIKit since iOS 8): it adds its distance, −200 pt shrinking to 0,
    // to the model. The pass sets the model back to 20 without removing it, so the view jumps 200 pt, to
    // 20 − 200·0.5 …
    #expect(log[31] == "0.5000  Card x -80.0  y 100.0  w 100.0")
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 100)))
    // … and slides on to the model, where the animation ends without a jump.
    #expect(log[60] == "0.9833  Card x 16.7  y 100.0  w 100.0")
    #expect(log[61] == "1.0000  Card x 20.0  y 100.0  w 100.0")
    #expect(log[62] == "1.0167  Card x 20.0  y 100.0  w 100.0")
    #expect(log.count == 65)
  }

  @Test("Animating a constraint's constant through layoutIfNeeded: later passes agree, nothing jumps")
  func constantAnimationKept() {
    let s = CardScene()
    s.leading.constant = 220
    s.engine.animate(withDuration: 1, options: .curve(.linear)) { s.scene.window.layoutIfNeeded() }
    #expect(s.layoutLog == ["0.0 layout (animated) Card (20.0, 100.0, 100.0, 100.0) → (220.0, 100.0, 100.0, 100.0)"])
    s.scene.clearEvents()
    let log = Self.frames(s, from: 0, through: 1.05, at: 0.5)
    #expect(!log.contains { $0.contains("layout") })  // the pass at 0.5 finds every frame where it is
    #expect(log[45] == "0.7500  Card x 170.0  y 100.0  w 100.0")
    #expect(log[60] == "1.0000  Card x 220.0  y 100.0  w 100.0")
    #expect(log[63] == "1.0500  Card x 220.0  y 100.0  w 100.0")
    let xs = (0...63).map { s.card.layer.presentation(at: Double($0) / 60).frame.minX }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 >= -1e-9 && $1 - $0 <= 200.0 / 60 + 1e-9 })
  }

  @Test("A transform with autoreverse under layout: passes move the center, the scale plays on, and ends on the model")
  func transformWithAutoreverse() {
    let s = CardScene()
    var completed: Bool?
    s.engine.animate(withDuration: 0.5, options: [.autoreverse, .curve(.linear)]) {
      s.card.transform = Transform2D(scaleX: 2, y: 2)
    } completion: { completed = $0 }
    let log = Self.frames(s, from: 0, through: 1.05, at: 0.25) { s.leading.constant = 60 }
    // A quarter through, scale 1.5 about the center (70, 150); the pass moves the center to (110, 150)
    // and only that (Auto Layout sets center and bounds, never the transform).
    #expect(log.contains("0.2500  layout Card (20.0, 100.0, 100.0, 100.0) → (60.0, 100.0, 100.0, 100.0)"))
    #expect(log.contains("0.2500  Card x 35.0  y 75.0  w 150.0"))
    #expect(log.contains("0.5000  Card x 10.0  y 50.0  w 200.0"))
    #expect(log.contains("0.7500  Card x 35.0  y 75.0  w 150.0"))
    // Played back to identity, then ends on the model, scale 2: UIKit's autoreverse jump.
    #expect(log.contains("0.9833  Card x 58.3  y 98.3  w 103.3"))
    #expect(log.contains("1.0000  Card x 10.0  y 50.0  w 200.0"))
    #expect(completed == true)
    // The fix is the completion's: identity again, and a pass still finds the frame where it is.
    s.card.transform = .identity
    s.home.setNeedsLayout()
    s.scene.window.layoutIfNeeded()
    #expect(s.layoutLog.isEmpty)
    #expect(close(s.card.layer.presentation(at: 1.05).frame, Rect(x: 60, y: 100, width: 100, height: 100)))
  }

  @Test("A layer animation triggers no layout and no pass undoes it")
  func layerAnimationNoLayout() {
    let s = CardScene()
    let slide = BasicAnimation(keyPath: .positionX, from: .scalar(70), to: .scalar(270), duration: 1)
    s.card.layer.add(slide, forKey: "slide")
    #expect(!s.home.needsLayout() && !s.card.needsLayout())
    s.scene.window.layoutIfNeeded()
    #expect(s.layoutLog.isEmpty)
    let log = Self.frames(s, from: 0, through: 1.05, at: 0.5)
    #expect(!log.contains { $0.contains("layout") })
    #expect(log[30] == "0.5000  Card x 120.0  y 100.0  w 100.0")
    #expect(log[45] == "0.7500  Card x 170.0  y 100.0  w 100.0")
    // The model never moved: when the animation ends the layer shows it again (Core Animation's rule).
    #expect(log[59] == "0.9833  Card x 216.7  y 100.0  w 100.0")
    #expect(log[60] == "1.0000  Card x 20.0  y 100.0  w 100.0")
    #expect(close(s.card.frame, Rect(x: 20, y: 100, width: 100, height: 100)))
  }

  @Test("The snapshot workaround: the snapshot slides outside layout, the real view is moved by its constraint")
  func snapshotWorkaround() {
    let s = CardScene()
    let snapshot = s.card.snapshotView(afterScreenUpdates: false)
    s.home.addSubview(snapshot)
    s.card.isHidden = true
    s.engine.animate(withDuration: 1, options: .curve(.linear)) {
      snapshot.frame = Rect(x: 220, y: 100, width: 100, height: 100)
    } completion: { _ in
      s.leading.constant = 220
      s.scene.window.layoutIfNeeded()
      s.card.isHidden = false
      snapshot.removeFromSuperview()
    }
    var snapshotX: [Double] = []
    var events: [String] = []
    for frame in 0...63 {
      let time = Double(frame) / 60
      s.engine.advance(to: time)
      if frame == 30 {
        s.home.setNeedsLayout()
        s.scene.window.layoutIfNeeded()
      }
      events += s.layoutLog
      s.scene.clearEvents()
      snapshotX.append(snapshot.layer.presentation(at: time).frame.minX)
    }
    // The pass at 0.5 touched nothing: the snapshot is not in the layout, the card was where it belonged.
    #expect(events == ["1.0 layout Card (20.0, 100.0, 100.0, 100.0) → (220.0, 100.0, 100.0, 100.0)"])
    #expect(abs(snapshotX[30] - 120) < 1e-9 && abs(snapshotX[45] - 170) < 1e-9 && abs(snapshotX[59] - 216.6666666666667) < 1e-9)
    #expect(snapshot.superview == nil && !s.card.isHidden)
    #expect(close(s.card.layer.presentation(at: 1.05).frame, Rect(x: 220, y: 100, width: 100, height: 100)))
  }

  @Test("The mask: bounds and opacity animate on the layer while the model, which layout reads, stays put")
  func opacityAndBoundsMask() {
    let s = CardScene()
    let shrink = BasicAnimation(
      keyPath: .bounds, from: .rect(Rect(x: 0, y: 0, width: 100, height: 100)),
      to: .rect(Rect(x: 0, y: 0, width: 100, height: 0)), duration: 0.5)
    let fade = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0), duration: 0.5)
    var mask = AnimationGroup(animations: [shrink, fade], duration: 0.5)
    mask.timing.fillMode = .forwards
    mask.isRemovedOnCompletion = false
    s.card.layer.add(mask, forKey: "mask")
    s.engine.advance(to: 0.25)
    var shown = s.card.layer.presentation(at: 0.25)
    #expect(close(shown.frame, Rect(x: 20, y: 125, width: 100, height: 50)) && abs(shown.opacity - 0.5) < 1e-9)
    #expect(!s.home.needsLayout())
    // A pass that moves the card moves the model's center; the mask goes on around it.
    s.top.constant = 140
    s.scene.window.layoutIfNeeded()
    #expect(s.layoutLog == ["0.25 layout Card (20.0, 100.0, 100.0, 100.0) → (20.0, 140.0, 100.0, 100.0)"])
    shown = s.card.layer.presentation(at: 0.25)
    #expect(close(shown.frame, Rect(x: 20, y: 165, width: 100, height: 50)))
    s.engine.advance(to: 1)
    shown = s.card.layer.presentation(at: 1)
    #expect(close(shown.frame, Rect(x: 20, y: 190, width: 100, height: 0)) && shown.opacity == 0)
    #expect(s.card.bounds.size == Size(width: 100, height: 100) && s.card.alpha == 1)
    s.scene.clearEvents()
    s.home.setNeedsLayout()
    s.scene.window.layoutIfNeeded()
    #expect(s.layoutLog.isEmpty)
  }
}
