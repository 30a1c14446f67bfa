import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// A card on a table: `table` (390 × 844) holds `card` (240 × 340 at (75, 252)), which holds `front` and
/// `back` filling it; only `front` is in the card at the start.
struct CardTable {
  let engine = AnimationEngine()
  let table: View
  let card: View
  let front: View
  let back: View

  init() {
    table = View(engine: engine, name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    card = View(engine: engine, name: "card", frame: Rect(x: 75, y: 252, width: 240, height: 340))
    front = View(engine: engine, name: "front", frame: Rect(x: 0, y: 0, width: 240, height: 340))
    back = View(engine: engine, name: "back", frame: Rect(x: 0, y: 0, width: 240, height: 340))
    front.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9)
    back.backgroundColor = Color(red: 0.95, green: 0.6, blue: 0.2)
    table.addSubview(card)
    card.addSubview(front)
  }

  /// A side of the transition as presented: its corners (top-left, top-right, bottom-right, bottom-left)
  /// in the table's coordinates, after the perspective divide.
  func corners(_ side: View) -> [Point] {
    let map = side.presentation.transform(toSuperlayer: table.presentation)
    let bounds = side.bounds
    return [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.maxX, bounds.maxY), (bounds.minX, bounds.maxY)]
      .map { corner in
        guard let p = map.project(x: corner.0, y: corner.1) else { return Point(x: .nan, y: .nan) }
        return Point(x: p.x, y: p.y)
      }
  }

  /// Twice the signed area of the projected quad: positive when the side faces the viewer (its corners
  /// keep their order), negative when it shows its back.
  func facing(_ side: View) -> Double {
    let c = corners(side)
    return (0..<4).reduce(0) { sum, i in
      let (a, b) = (c[i], c[(i + 1) % 4])
      return sum + a.x * b.y - b.x * a.y
    }
  }
}

@Suite("View transitions: flips")
struct ViewTransitionFlipTests {
  /// easeInOut at a quarter and three quarters of the time (Core Animation's (0.42, 0, 0.58, 1), solved
  /// by bisection to 1e-15 outside Glide).
  static let easeInOutQuarter = 0.12916193104731982

  @Test(
    "A flip from the left at 25 %, 50 % and 75 %: the angle, the side that shows, the corners within 0.5 pt at m34 = −1/480")
  func flipFromLeft() throws {
    let t = CardTable()
    let flip = t.engine.transition(with: t.card, duration: 1, options: .transitionFlipFromLeft) {
      t.front.removeFromSuperview()
      t.card.addSubview(t.back)
    }
    let outgoing = try #require(flip.outgoing)
    let incoming = try #require(flip.incoming)
    #expect(ViewTransition.perspectiveDistance(for: .flipFromLeft, bounds: t.card.bounds) == 480)
    // The sides' corners, worked out by hand: a point (x, y) about the card's centre (195, 422) turned by φ
    // about y (the right edge away for φ > 0) is (x cos φ, y, −x sin φ), seen through w = 1 − z/480.
    let expected: [Double: (angle: Double, out: [Point], in: [Point])] = [
      0.25: (
        Double.pi * Self.easeInOutQuarter,
        [Point(x: 72.6728, y: 233.3872), Point(x: 295.3526, y: 267.2692), Point(x: 295.3526, y: 576.7308),
         Point(x: 72.6728, y: 610.6128)],
        [Point(x: 295.3526, y: 267.2692), Point(x: 72.6728, y: 233.3872), Point(x: 72.6728, y: 610.6128),
         Point(x: 295.3526, y: 576.7308)]),
      0.5: (
        Double.pi / 2,
        [Point(x: 195, y: 195.3333), Point(x: 195, y: 286), Point(x: 195, y: 558), Point(x: 195, y: 648.6667)],
        [Point(x: 195, y: 286), Point(x: 195, y: 195.3333), Point(x: 195, y: 648.6667), Point(x: 195, y: 558)]),
      0.75: (
        Double.pi * (1 - Self.easeInOutQuarter),
        [Point(x: 317.3272, y: 233.3872), Point(x: 94.6474, y: 267.2692), Point(x: 94.6474, y: 576.7308),
         Point(x: 317.3272, y: 610.6128)],
        [Point(x: 94.6474, y: 267.2692), Point(x: 317.3272, y: 233.3872), Point(x: 317.3272, y: 610.6128),
         Point(x: 94.6474, y: 576.7308)]),
    ]
    for time in [0.25, 0.5, 0.75] {
      t.engine.advance(to: time)
      let want = try #require(expected[time])
      let frame = try #require(flip.frame())
      #expect(abs(frame.angle! - want.angle) < 1e-9, "angle at \(time)")
      if time < 0.5 {  // past a quarter turn the Euler angles read the same rotation as (π, π − φ, π)
        #expect(abs(outgoing.layer.presentation().value(forKeyPath: .transformRotationY).scalar! - want.angle) < 1e-6)
      }
      #expect(abs(outgoing.presentation.transform.m34 - -cos(want.angle) / 480) < 1e-12)
      for (side, corners) in [(outgoing, want.out), (incoming, want.in)] {
        for (seen, hand) in zip(t.corners(side), corners) {
          #expect(abs(seen.x - hand.x) < 0.5 && abs(seen.y - hand.y) < 0.5, "\(side.name) at \(time): \(seen) vs \(hand)")
        }
      }
      switch time {
      case 0.25:
        #expect(t.facing(outgoing) > 1000 && t.facing(incoming) < -1000)
        #expect(frame.showsIncoming == false)
      case 0.75:
        #expect(t.facing(outgoing) < -1000 && t.facing(incoming) > 1000)
        #expect(frame.showsIncoming == true)
      default:
        #expect(abs(t.facing(outgoing)) < 1e-6 * 240 * 340 && abs(t.facing(incoming)) < 1e-6 * 240 * 340)
      }
      #expect(!outgoing.layer.isDoubleSided && !incoming.layer.isDoubleSided)
    }
  }

  @Test("Each flip turns its named edge toward the viewer, about y for left and right and x for top and bottom")
  func directions() throws {
    for transition in [AnimationTransition.flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom] {
      let t = CardTable()
      let flip = t.engine.transition(with: t.card, duration: 1, options: .transition(transition)) {}
      let outgoing = try #require(flip.outgoing)
      t.engine.advance(to: 0.3)
      let c = t.corners(outgoing)
      // The nearer edge is drawn longer.
      let (left, right) = (c[3].y - c[0].y, c[2].y - c[1].y)
      let (top, bottom) = (c[1].x - c[0].x, c[2].x - c[3].x)
      switch transition {
      case .flipFromLeft: #expect(left > right + 10 && abs(top - bottom) < 1e-9)
      case .flipFromRight: #expect(right > left + 10 && abs(top - bottom) < 1e-9)
      case .flipFromTop: #expect(top > bottom + 10 && abs(left - right) < 1e-9)
      default: #expect(bottom > top + 10 && abs(left - right) < 1e-9)
      }
      let axis: LayerKeyPath = transition == .flipFromTop || transition == .flipFromBottom ? .transformRotationX : .transformRotationY
      let turned = outgoing.layer.presentation().value(forKeyPath: axis).scalar!
      #expect(abs(abs(turned) - abs(flip.frame()!.angle!)) < 1e-6 && turned * flip.frame()!.angle! > 0)
      if transition == .flipFromTop || transition == .flipFromBottom {
        #expect(ViewTransition.perspectiveDistance(for: transition, bounds: t.card.bounds) == 680)
      }
    }
  }

  @Test("The changes are made at once; the view is out of sight while snapshots turn, and back, model untouched, at the end")
  func snapshotsAndCleanUp() throws {
    let t = CardTable()
    var calls: [Bool] = []
    let flip = t.engine.transition(
      with: t.card, duration: 0.5, options: .transitionFlipFromRight,
      animations: {
        t.front.removeFromSuperview()
        t.card.addSubview(t.back)
      }, completion: { calls.append($0) })
    #expect(t.card.subviews.map(\.name) == ["back"])
    let (outgoing, incoming) = (try #require(flip.outgoing), try #require(flip.incoming))
    #expect(t.table.subviews.map(\.name) == ["card", "card after", "card before"])
    #expect(outgoing.subviews.map(\.name) == ["front snapshot"] && incoming.subviews.map(\.name) == ["back snapshot"])
    t.engine.advance(to: 0.2)
    #expect(t.card.presentation.opacity == 0 && t.card.alpha == 1)
    #expect(calls.isEmpty && !flip.isFinished)
    t.engine.advance(to: 0.5)
    #expect(calls == [true])
    #expect(t.table.subviews.map(\.name) == ["card"])
    #expect(t.card.presentation.opacity == 1 && t.card.layer.animationKeys.isEmpty)
    #expect(t.card.layer.isDoubleSided && t.card.transform3D == .identity)
    #expect(flip.frame() == nil && flip.isFinished)
    t.engine.advance(to: 3)
    #expect(calls == [true])
  }

  @Test("With allowAnimatedContent the view itself turns in, live, its changes animated; its sidedness comes back")
  func animatedContent() throws {
    let t = CardTable()
    t.card.addSubview(t.back)
    t.back.alpha = 0
    let flip = t.engine.transition(
      with: t.card, duration: 1, options: [.transitionFlipFromLeft, .allowAnimatedContent, .curveLinear]
    ) {
      t.back.alpha = 1
    }
    #expect(flip.incoming === t.card)
    #expect(t.table.subviews.map(\.name) == ["card", "card before"])
    t.engine.advance(to: 0.75)
    #expect(abs(t.back.presentation.opacity - 0.75) < 1e-9)
    #expect(!t.card.layer.isDoubleSided)
    #expect(abs(t.card.layer.presentation().value(forKeyPath: .transformRotationY).scalar! - -Double.pi / 4) < 1e-6)
    #expect(t.facing(t.card) > 1000)
    t.engine.advance(to: 1)
    #expect(t.card.layer.isDoubleSided && t.card.presentation.transform == .identity)
    #expect(t.table.subviews.map(\.name) == ["card"])
  }
}

@Suite("View transitions: curls")
struct ViewTransitionCurlTests {
  @Test("allowAnimatedContent: a curl down lays the live view down over the old snapshot, its own curl back after")
  func curlDownLive() throws {
    let t = CardTable()
    t.card.addSubview(t.back)
    t.back.alpha = 0
    var calls = 0
    let curl = t.engine.transition(
      with: t.card, duration: 1, options: [.transitionCurlDown, .allowAnimatedContent, .curveLinear],
      animations: { t.back.alpha = 1 }, completion: { _ in calls += 1 })
    #expect(curl.incoming === t.card)
    #expect(t.table.subviews.map(\.name) == ["card before", "card"], "the page on top")
    t.engine.advance(to: 0.25)
    let page = try #require(t.card.presentation.pageCurl)
    #expect(abs(page.progress - 0.75) < 1e-12 && t.card.presentation.opacity == 1)
    #expect(abs(t.back.presentation.opacity - 0.25) < 1e-12, "the change animates with the curl")
    #expect(curl.outgoing?.presentation.pageCurl == nil)
    t.engine.advance(to: 1)
    #expect(calls == 1 && t.card.layer.pageCurl == nil && t.card.presentation.pageCurl == nil)
    #expect(t.table.subviews.map(\.name) == ["card"] && t.card.layer.animationKeys.isEmpty)
  }

  @Test("allowAnimatedContent: a curl up turns the old snapshot over the live view, which is not hidden")
  func curlUpLive() throws {
    let t = CardTable()
    let curl = t.engine.transition(
      with: t.card, duration: 1, options: [.transitionCurlUp, .allowAnimatedContent, .curveLinear],
      animations: { t.front.alpha = 0.5 })
    let page = try #require(curl.outgoing)
    #expect(curl.incoming === t.card && t.table.subviews.map(\.name) == ["card", "card before"])
    t.engine.advance(to: 0.5)
    #expect(t.card.presentation.opacity == 1 && t.card.presentation.pageCurl == nil)
    #expect(abs(try #require(page.presentation.pageCurl).progress - 0.5) < 1e-12)
    #expect(abs(t.front.presentation.opacity - 0.75) < 1e-12)
  }


  @Test("A curl up turns the old content over from the bottom edge: the sweep's line over time")
  func curlUpSweep() throws {
    let t = CardTable()
    let curl = t.engine.transition(with: t.card, duration: 1, options: [.transitionCurlUp, .curveLinear]) {
      t.front.removeFromSuperview()
      t.card.addSubview(t.back)
    }
    let page = try #require(curl.outgoing)
    let radius = ViewTransition.curlRadius(bounds: t.card.bounds)
    #expect(radius == 30)  // 240 / 8
    #expect(t.table.subviews.map(\.name) == ["card", "card after", "card before"])
    for time in [0.0, 0.25, 0.5, 0.75, 1.0] {
      t.engine.advance(to: time)
      guard time < 1 else { break }
      let presented = try #require(page.presentation.pageCurl)
      #expect(abs(presented.progress - time) < 1e-12)
      #expect(presented.direction == Vector(dx: 0, dy: -1) && presented.radius == 30)
      // The contact line: from the bottom edge (170 below the centre) to π·r beyond the top one.
      let line = presented.curl(in: page.bounds).position
      #expect(abs(line - (-170 + (340 + 30 * Double.pi) * time)) < 1e-9)
      #expect(abs(try #require(curl.frame()?.curl?.position) - line) < 1e-9)
      // A point 40 pt above the bottom edge is on the cylinder at a quarter: lifted r(1 − cos(t/r)), where
      // t is how far the line has passed it.
      if time == 0.25 {
        let turned = presented.curl(in: page.bounds).deform(x: 120, y: 300)
        let behind = (-170 + (340 + 30 * Double.pi) * 0.25) + 130
        #expect(behind > 0 && behind < 30 * Double.pi)
        #expect(abs(turned.z - 30 * (1 - cos(behind / 30))) < 1e-9 && turned.showsBack == (behind / 30 > Double.pi / 2))
      }
    }
    #expect(t.table.subviews.map(\.name) == ["card"])
    #expect(t.card.layer.pageCurl == nil)
  }

  @Test("A curl down lays the new content down from above the top edge, over the old: progress 1 → 0 on the curve")
  func curlDown() throws {
    let t = CardTable()
    let curl = t.engine.transition(with: t.card, duration: 2, options: [.transitionCurlDown, .curveEaseIn]) {
      t.front.removeFromSuperview()
      t.card.addSubview(t.back)
    }
    let page = try #require(curl.incoming)
    #expect(t.table.subviews.map(\.name) == ["card", "card before", "card after"])
    t.engine.advance(to: 0.5)
    let p = CubicTimingFunction.easeIn.progress(at: 0.25)
    #expect(abs(p - 0.09346465071882484) < 1e-9)
    #expect(abs(try #require(page.presentation.pageCurl).progress - (1 - p)) < 1e-12)
    #expect(abs(try #require(curl.frame()).progress - p) < 1e-12)
    #expect(curl.outgoing?.presentation.pageCurl == nil)
  }
}

@Suite("View transitions: cross dissolve")
struct ViewTransitionDissolveTests {
  @Test("The old content's alpha is 1 − p and the new content's p, p on the options' curve")
  func alphasOnTheCurve() throws {
    for (options, curve) in [
      (AnimationOptions.curveEaseIn, CubicTimingFunction.easeIn), (.curveLinear, .linear), ([], .easeInEaseOut),
    ] {
      let t = CardTable()
      let fade = t.engine.transition(with: t.card, duration: 0.4, options: options.union(.transitionCrossDissolve)) {
        t.front.removeFromSuperview()
        t.card.addSubview(t.back)
      }
      let (outgoing, incoming) = (try #require(fade.outgoing), try #require(fade.incoming))
      for step in 1...3 {
        t.engine.advance(to: 0.1 * Double(step))
        let p = curve.progress(at: 0.25 * Double(step))
        #expect(abs(outgoing.presentation.opacity - (1 - p)) < 1e-12)
        #expect(abs(incoming.presentation.opacity - p) < 1e-12)
        #expect(t.card.presentation.opacity == 0)
      }
      t.engine.advance(to: 0.4)
      #expect(t.table.subviews.map(\.name) == ["card"] && t.card.presentation.opacity == 1)
    }
  }

  @Test("allowAnimatedContent: the live view fades in over the old snapshot fading out, its changes animating")
  func liveDissolve() throws {
    let t = CardTable()
    var calls = 0
    let fade = t.engine.transition(
      with: t.card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveEaseIn],
      animations: { t.front.backgroundColor = .white }, completion: { _ in calls += 1 })
    let outgoing = try #require(fade.outgoing)
    #expect(fade.incoming === t.card)
    t.engine.advance(to: 0.5)
    let p = CubicTimingFunction.easeIn.progress(at: 0.5)
    #expect(abs(t.card.presentation.opacity - p) < 1e-12 && abs(outgoing.presentation.opacity - (1 - p)) < 1e-12)
    let blue = Color(red: 0.2, green: 0.4, blue: 0.9)
    let shown = t.front.presentation.backgroundColor
    let want = blue.interpolated(to: .white, fraction: p)
    #expect(abs(shown.red - want.red) < 1e-9 && abs(shown.green - want.green) < 1e-9 && abs(shown.blue - want.blue) < 1e-9)
    t.engine.advance(to: 1)
    #expect(calls == 1 && t.card.presentation.opacity == 1 && t.card.layer.animationKeys.isEmpty)
    #expect(t.table.subviews.map(\.name) == ["card"])
  }

  @Test("A view at half alpha dissolves between its own alphas")
  func ownAlpha() throws {
    let t = CardTable()
    t.card.alpha = 0.5
    let fade = t.engine.transition(with: t.card, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) {}
    t.engine.advance(to: 0.25)
    #expect(abs(try #require(fade.outgoing).presentation.opacity - 0.375) < 1e-12)
    #expect(abs(try #require(fade.incoming).presentation.opacity - 0.125) < 1e-12)
  }
}

@Suite("View transitions: the hierarchy and the completion")
struct ViewTransitionHierarchyTests {
  @Test("transition(from:to:) swaps the views at once, in place; the completion runs once, after the animation")
  func fromTo() throws {
    let t = CardTable()
    let other = View(engine: t.engine, name: "other", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    t.card.addSubview(other)
    t.card.insertSubview(t.front, at: 1)
    var calls: [(Double, Bool)] = []
    let flip = View.transition(from: t.front, to: t.back, duration: 0.6, options: .transitionFlipFromBottom) { done in
      calls.append((t.engine.currentTime, done))
    }
    #expect(flip.view === t.card)
    #expect(t.card.subviews.map(\.name) == ["other", "back"])
    #expect(t.front.superview == nil && t.back.superview === t.card)
    #expect(t.table.subviews.map(\.name) == ["card", "card after", "card before"])
    t.engine.advance(to: 0.5999)
    #expect(calls.isEmpty)
    t.engine.advance(to: 0.6)
    #expect(calls.count == 1 && calls[0] == (0.6, true))
    #expect(t.card.subviews.map(\.name) == ["other", "back"] && t.table.subviews.map(\.name) == ["card"])
    t.engine.advance(to: 5)
    #expect(calls.count == 1)
  }

  @Test("showHideTransitionViews hides the from-view and shows the to-view, both staying")
  func showHide() throws {
    let t = CardTable()
    t.card.addSubview(t.back)
    t.back.isHidden = true
    var calls = 0
    t.engine.transition(
      from: t.front, to: t.back, duration: 0.3, options: [.transitionCurlUp, .showHideTransitionViews]
    ) { _ in calls += 1 }
    #expect(t.front.isHidden && !t.back.isHidden && t.card.subviews.map(\.name) == ["front", "back"])
    t.engine.advance(to: 1)
    #expect(calls == 1 && t.front.isHidden && !t.back.isHidden)
  }

  @Test("showHideTransitionViews: hidden and shown at once, the snapshots showing the change, nothing moved, completion once")
  func showHideDuring() throws {
    let t = CardTable()
    t.card.addSubview(t.back)
    t.back.isHidden = true
    var calls: [(Double, Bool)] = []
    let flip = View.transition(
      from: t.front, to: t.back, duration: 0.8, options: [.transitionFlipFromTop, .showHideTransitionViews]
    ) { calls.append((t.engine.currentTime, $0)) }
    let (outgoing, incoming) = (try #require(flip.outgoing), try #require(flip.incoming))
    // The old side shows the front (the back hidden in it), the new side the back (the front hidden).
    #expect(outgoing.subviews.map { "\($0.name) \($0.isHidden)" } == ["front snapshot false", "back snapshot true"])
    #expect(incoming.subviews.map { "\($0.name) \($0.isHidden)" } == ["front snapshot true", "back snapshot false"])
    t.engine.advance(to: 0.4)
    #expect(t.front.isHidden && !t.back.isHidden && t.card.subviews.map(\.name) == ["front", "back"])
    #expect(t.front.superview === t.card && t.back.superview === t.card)
    #expect(t.table.subviews.map(\.name) == ["card", "card after", "card before"] && calls.isEmpty)
    t.engine.advance(to: 0.8)
    #expect(calls.count == 1 && calls[0] == (0.8, true))
    #expect(t.card.subviews.map(\.name) == ["front", "back"] && t.table.subviews.map(\.name) == ["card"])
    #expect(t.front.isHidden && !t.back.isHidden)
    t.engine.advance(to: 2)
    #expect(calls.count == 1)
  }

  @Test("An interactive showHideTransitionViews cancelled shows the from-view again and hides the to-view")
  func showHideCancelled() throws {
    let t = CardTable()
    t.card.addSubview(t.back)
    t.back.isHidden = true
    let calls = InteractiveViewTransitionTests.Box()
    let (_, interactor) = try InteractiveViewTransitionTests.start(
      t, options: [.transitionCurlUp, .showHideTransitionViews, .curveLinear], calls: calls)
    #expect(t.front.isHidden && !t.back.isHidden)
    interactor.update(0.3)
    t.engine.advance(to: 0.1)
    interactor.cancel()
    t.engine.advance(to: 1)
    #expect(calls.values == [false])
    #expect(!t.front.isHidden && t.back.isHidden && t.card.subviews.map(\.name) == ["front", "back"])
    #expect(t.table.subviews.map(\.name) == ["card"] && t.card.layer.pageCurl == nil)
  }

  @Test("A new transition of the same view ends the running one first: its completion hears false, once")
  func replaced() throws {
    let t = CardTable()
    var calls: [String] = []
    let first = t.engine.transition(from: t.front, to: t.back, duration: 1, options: .transitionFlipFromLeft) {
      calls.append("first \($0)")
    }
    t.engine.advance(to: 0.3)
    let second = t.engine.transition(from: t.back, to: t.front, duration: 1, options: .transitionFlipFromLeft) {
      calls.append("second \($0)")
    }
    #expect(first.isFinished && !second.isFinished)
    #expect(t.table.subviews.map(\.name) == ["card", "card after", "card before"])
    t.engine.advance(to: 0.31)
    #expect(calls == ["first false"])
    t.engine.advance(to: 2)
    #expect(calls == ["first false", "second true"] && t.card.subviews.map(\.name) == ["front"])
    #expect(t.table.subviews.map(\.name) == ["card"])
  }

  @Test("Without a superview or a duration there is nothing to show: the changes are made, the completion runs once")
  func nothingToShow() {
    let engine = AnimationEngine()
    let lone = View(engine: engine, name: "lone", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    var calls: [Double] = []
    let flip = engine.transition(with: lone, duration: 0.5, options: .transitionFlipFromLeft, animations: {
      lone.backgroundColor = .white
    }) { _ in calls.append(engine.currentTime) }
    #expect(flip.outgoing == nil && lone.backgroundColor == .white && lone.presentation.backgroundColor == .white)
    engine.advance(to: 0.4)
    #expect(calls.isEmpty)
    engine.advance(to: 1)
    #expect(calls == [0.5])
    let t = CardTable()
    var instant = 0
    t.engine.transition(with: t.card, duration: 0, options: .transitionCurlUp, animations: nil) { _ in instant += 1 }
    #expect(instant == 0 && t.table.subviews.count == 1)
    t.engine.advance(to: 0)
    #expect(instant == 1)
  }

  @Test("Without a transition the changes animate as in a block; repeat never ends; autoreverse ends back at the start")
  func curvesAndRepeats() throws {
    let t = CardTable()
    var plain = 0
    t.engine.transition(with: t.card, duration: 1, options: .curveLinear, animations: { t.front.alpha = 0 }) { _ in
      plain += 1
    }
    t.engine.advance(to: 0.25)
    #expect(abs(t.front.presentation.opacity - 0.75) < 1e-12 && t.table.subviews.count == 1)
    t.engine.advance(to: 1)
    #expect(plain == 1)

    let spin = CardTable()
    var spins = 0
    let forever = spin.engine.transition(with: spin.card, duration: 0.2, options: [.transitionFlipFromLeft, .repeat], animations: {}) { _ in
      spins += 1
    }
    spin.engine.advance(to: 10.05)
    #expect(spins == 0 && abs(forever.frame()!.progress - CubicTimingFunction.easeInEaseOut.progress(at: 0.25)) < 1e-9)

    let there = CardTable()
    var back = 0
    let reversing = there.engine.transition(
      with: there.card, duration: 0.5, options: [.transitionCrossDissolve, .autoreverse, .curveLinear], animations: {}
    ) { _ in back += 1 }
    there.engine.advance(to: 0.75)
    #expect(abs(reversing.frame()!.progress - 0.5) < 1e-12)
    there.engine.advance(to: 1)
    #expect(back == 1 && there.table.subviews.count == 1)
  }
}

@Suite("View transitions: interactive")
struct InteractiveViewTransitionTests {
  /// The card on the table in a window, ready for an interactive flip from front to back.
  static func start(
    _ t: CardTable, options: AnimationOptions = [.transitionFlipFromLeft, .curveLinear], calls: Box
  ) throws -> (ViewTransition, PercentDrivenInteractiveTransition) {
    let window = View(engine: t.engine, name: "window", frame: t.table.frame)
    window.addSubview(t.table)
    let interactor = PercentDrivenInteractiveTransition()
    let flip = try t.engine.transition(
      from: t.front, to: t.back, duration: 0.5, options: options, interactingWith: interactor
    ) { calls.values.append($0) }
    return (flip, interactor)
  }

  final class Box { var values: [Bool] = [] }

  @Test("update scrubs the flip; finish plays the rest; the to-view stays and the completion runs once")
  func finish() throws {
    let t = CardTable()
    let calls = Box()
    let (flip, interactor) = try Self.start(t, calls: calls)
    let context = try #require(flip.context)
    #expect(context.operation == .transition && context.view(forKey: .from) === t.front && context.view(forKey: .to) === t.back)
    #expect(context.viewController(forKey: .from) == nil && context.containerView === t.table)
    #expect(t.card.subviews.map(\.name) == ["back"] && t.table.layer.speed == 0)
    interactor.update(0.25)
    t.engine.advance(to: 0.1)
    #expect(abs(flip.frame()!.angle! - Double.pi / 4) < 1e-9)
    interactor.update(0.7)
    t.engine.advance(to: 0.2)
    #expect(abs(flip.frame()!.angle! - 0.7 * Double.pi) < 1e-9 && flip.frame()!.showsIncoming == true)
    interactor.finish()
    #expect(calls.values.isEmpty)
    t.engine.advance(to: 0.2 + 0.3 * 0.5 + 0.001)
    #expect(calls.values == [true] && context.didComplete == true)
    #expect(t.card.subviews.map(\.name) == ["back"] && t.table.subviews.map(\.name) == ["card"])
    #expect(t.table.layer.speed == 1 && interactor.context == nil && flip.context == nil)
    t.engine.advance(to: 3)
    #expect(calls.values == [true])
  }

  @Test("cancel plays back and puts the from-view back; no frame shows the new side on the way")
  func cancel() throws {
    let t = CardTable()
    let calls = Box()
    let (flip, interactor) = try Self.start(t, options: [.transitionFlipFromRight, .curveEaseInOut], calls: calls)
    interactor.update(0.4)
    t.engine.advance(to: 0.1)
    let held = try #require(flip.frame())
    #expect(abs(held.progress - CubicTimingFunction.easeInEaseOut.progress(at: 0.4)) < 1e-9 && held.showsIncoming == false)
    interactor.cancel()
    var time = 0.1
    while time < 1 {
      time += 1.0 / 60
      t.engine.advance(to: time)
      if let frame = flip.frame() {
        #expect(frame.showsIncoming == false && frame.angle! <= 0, "t=\(time)")
      }
      #expect(t.card.presentation.opacity == 0 || calls.values == [false], "t=\(time)")
    }
    #expect(calls.values == [false])
    #expect(t.card.subviews.map(\.name) == ["front"] && t.back.superview == nil)
    #expect(t.table.subviews.map(\.name) == ["card"] && t.table.layer.speed == 1 && t.card.layer.animationKeys.isEmpty)
  }

  @Test("Fingers landing during the completion take it back where it is; a later finish completes once")
  func regrab() throws {
    let t = CardTable()
    let calls = Box()
    let (flip, interactor) = try Self.start(t, calls: calls)
    interactor.update(0.6)
    interactor.cancel()
    t.engine.advance(to: 0.1)
    interactor.pause()
    let percent = interactor.percentComplete
    #expect(abs(percent - flip.frame()!.progress) < 1e-9 && percent < 0.6 && percent > 0)
    interactor.update(0.9)
    interactor.finish()
    t.engine.advance(to: 1)
    #expect(calls.values == [true] && t.card.subviews.map(\.name) == ["back"])
  }

  @Test("Interactive requests are refused with a clear error when they cannot run")
  func refusals() throws {
    let t = CardTable()
    let interactor = PercentDrivenInteractiveTransition()
    #expect(throws: TransitionError.notInSuperview("table")) {
      try t.engine.transition(from: t.card, to: t.back, duration: 1, interactingWith: interactor)
    }
    let loose = View(engine: t.engine, name: "loose")
    #expect(throws: TransitionError.notInSuperview("loose")) {
      try t.engine.transition(from: loose, to: t.back, duration: 1, interactingWith: interactor)
    }
    let calls = Box()
    let (_, busy) = try Self.start(t, calls: calls)
    #expect(throws: TransitionError.viewTransitionInProgress("card")) {
      try t.engine.transition(from: t.back, to: t.front, duration: 1, interactingWith: PercentDrivenInteractiveTransition())
    }
    let other = CardTable()
    let window = View(engine: other.engine, name: "window")
    window.addSubview(other.table)
    #expect(throws: TransitionError.interactorBusy) {
      try other.engine.transition(from: other.front, to: other.back, duration: 1, interactingWith: busy)
    }
    #expect(TransitionError.notInSuperview("card").description.contains("add it to one first"))
  }
}
