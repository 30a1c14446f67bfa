import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// Animation under Auto Layout, the traps and their workarounds side by side: six cards, each placed by
  /// constraints 20 points from its lane's left, each asked to move 286 points right over 1 s (linear),
  /// and one layout pass for every lane at 0.5 s (what any `setNeedsLayout`, a label's new text say,
  /// brings on the next run loop turn):
  /// 1. the frame animated: the pass puts the model back at 20 and the card jumps with it, 143 points left
  ///    of there, since the animation is additive (UIKit's since iOS 8) and goes on adding what is left of
  ///    its −286 points; it slides back to 20 by 1 s (the trap: the move is lost);
  /// 2. the leading constraint's constant set, then `layoutIfNeeded()` inside the animation block: the
  ///    pass finds the card where it belongs (the way that works);
  /// 3. a transform (scale 1.6) with autoreverse: it plays out and back, then jumps to the model's 1.6
  ///    at the end (the trap; the fix is to set the transform back in the completion);
  /// 4. the constant set at once and the layer's position animated from where it was: layout never sees
  ///    the animation (the fix through a layer animation);
  /// 5. a snapshot slides while the real card is hidden, then the constant moves it (the snapshot fix);
  /// 6. opacity and bounds animated on the layer (a collapse), the model untouched, so no pass undoes it.
  public static let layoutTraps = Demo(
    name: "layout-traps",
    title: "Animation under Auto Layout: the traps and each workaround side by side, a layout pass at 0.5 s",
    source: "objc.io issue 3, “Advanced Auto Layout Toolbox”, Animation (and UIKit's layout pass)",
    duration: 1.5
  ) { stage in
    let distance = 286.0
    var lanes: [View] = []
    func lane(_ index: Int, _ caption: String) -> (lane: View, card: View, leading: LayoutConstraint) {
      let lane = View(engine: stage.engine, name: "lane \(index + 1)", frame: Rect(x: 0, y: 104 + Double(index) * 118, width: 390, height: 118))
      stage.view.addSubview(lane)
      lane.addSubview(
        Label(
          engine: stage.engine, name: "caption", text: "\(index + 1). \(caption)", font: .preferred(.footnote),
          color: SystemColor.label.color(in: .light), origin: Point(x: 16, y: 8), width: 358))
      let track = View(engine: stage.engine, name: "track", frame: Rect(x: 20, y: 79, width: distance + 44, height: 2))
      track.backgroundColor = SystemColor.systemGray5.color(in: .light)
      lane.addSubview(track)
      let card = View(engine: stage.engine, name: "card \(index + 1)")
      card.backgroundColor = SystemColor.systemBlue.color(in: .light)
      card.layer.cornerRadius = 8
      card.translatesAutoresizingMaskIntoConstraints = false
      lane.addSubview(card)
      let leading = card.leadingAnchor.constraint(equalTo: lane.leadingAnchor, constant: 20)
      LayoutConstraint.activate([
        leading, card.topAnchor.constraint(equalTo: lane.topAnchor, constant: 58),
        card.widthAnchor.constraint(equalToConstant: 44), card.heightAnchor.constraint(equalToConstant: 44),
      ])
      lane.layoutIfNeeded()
      lanes.append(lane)
      stage.track("card \(index + 1)", card)
      return (lane, card, leading)
    }

    // 1. The trap: the frame animated.
    let frame = lane(0, "Trap: the frame animated; the pass puts it back")
    stage.engine.animate(withDuration: 1, options: .curve(.linear)) {
      frame.card.frame = Rect(x: 20 + distance, y: 58, width: 44, height: 44)
    }

    // 2. What works: the constant, then a layout pass inside the animation.
    let constant = lane(1, "Works: the constant set, layoutIfNeeded() animated")
    constant.leading.constant = 20 + distance
    stage.engine.animate(withDuration: 1, options: .curve(.linear)) { constant.lane.layoutIfNeeded() }

    // 3. The trap: a transform with autoreverse ends on the model's value.
    let transform = lane(2, "Trap: a transform with autoreverse jumps at the end")
    stage.engine.animate(withDuration: 0.5, options: [.autoreverse, .curve(.linear)]) {
      transform.card.transform = Transform2D(scaleX: 1.6, y: 1.6)
    }

    // 4. A fix: the constraint at once, the layer's position animated from where it was.
    let layer = lane(3, "Fix: the constant set at once, the layer animated")
    layer.leading.constant = 20 + distance
    layer.lane.layoutIfNeeded()
    layer.card.layer.add(
      BasicAnimation(keyPath: .positionX, from: .scalar(42), to: .scalar(42 + distance), duration: 1), forKey: "slide")

    // 5. A fix: a snapshot slides, then the constraint moves the real card.
    let snapshotLane = lane(4, "Fix: a snapshot slides, the constraint follows")
    let snapshot = snapshotLane.card.snapshotView(afterScreenUpdates: false)
    snapshotLane.lane.addSubview(snapshot)
    snapshotLane.card.isHidden = true
    stage.engine.animate(withDuration: 1, options: .curve(.linear)) {
      snapshot.frame = Rect(x: 20 + distance, y: 58, width: 44, height: 44)
    } completion: { _ in
      snapshotLane.leading.constant = 20 + distance
      snapshotLane.lane.layoutIfNeeded()
      snapshotLane.card.isHidden = false
      snapshot.removeFromSuperview()
    }

    // 6. A fix: opacity and bounds on the layer, the model untouched.
    let collapse = lane(5, "Fix: opacity and bounds animated on the layer")
    let shrink = BasicAnimation(
      keyPath: .bounds, from: .rect(Rect(x: 0, y: 0, width: 44, height: 44)), to: .rect(Rect(x: 0, y: 0, width: 44, height: 0)),
      duration: 1)
    let fade = BasicAnimation(keyPath: .opacity, from: .scalar(1), to: .scalar(0), duration: 1)
    var hide = AnimationGroup(animations: [shrink, fade], duration: 1)
    hide.timing.fillMode = .forwards
    hide.isRemovedOnCompletion = false
    collapse.card.layer.add(hide, forKey: "collapse")

    // The layout pass every lane gets half-way.
    stage.at(0.5) {
      for lane in lanes { lane.setNeedsLayout() }
      stage.scene.window.layoutIfNeeded()
    }
  }
}
