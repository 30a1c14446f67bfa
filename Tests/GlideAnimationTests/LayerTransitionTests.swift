import Testing

@testable import GlideAnimation

/// `CATransition`: fade, moveIn, push and reveal in each direction, the captured outgoing content, and
/// the frames renderers draw.
@Suite("Layer transitions")
struct LayerTransitionTests {
  typealias Kind = LayerTransition.Kind
  typealias Direction = LayerTransition.Direction

  /// Per type and direction on a 200×100 layer: the incoming content's offset at p = 0 (it scales by
  /// 1 − p) and the outgoing content's offset at p = 1 (it scales by p). "From the right" moves content
  /// right to left; y grows downward.
  static let motions: [(Kind, Direction, incomingStart: Vector, outgoingEnd: Vector)] = [
    (.moveIn, .fromRight, Vector(dx: 200, dy: 0), .zero),
    (.moveIn, .fromLeft, Vector(dx: -200, dy: 0), .zero),
    (.moveIn, .fromTop, Vector(dx: 0, dy: -100), .zero),
    (.moveIn, .fromBottom, Vector(dx: 0, dy: 100), .zero),
    (.push, .fromRight, Vector(dx: 200, dy: 0), Vector(dx: -200, dy: 0)),
    (.push, .fromLeft, Vector(dx: -200, dy: 0), Vector(dx: 200, dy: 0)),
    (.push, .fromTop, Vector(dx: 0, dy: -100), Vector(dx: 0, dy: 100)),
    (.push, .fromBottom, Vector(dx: 0, dy: 100), Vector(dx: 0, dy: -100)),
    (.reveal, .fromRight, .zero, Vector(dx: -200, dy: 0)),
    (.reveal, .fromLeft, .zero, Vector(dx: 200, dy: 0)),
    (.reveal, .fromTop, .zero, Vector(dx: 0, dy: 100)),
    (.reveal, .fromBottom, .zero, Vector(dx: 0, dy: -100)),
    (.fade, .fromRight, .zero, .zero),
    (.fade, .fromTop, .zero, .zero),
  ]

  @Test("Each type and direction places both contents as specified at p = 0, 0.5 and 1", arguments: motions)
  func placements(kind: Kind, direction: Direction, incomingStart: Vector, outgoingEnd: Vector) {
    let transition = LayerTransition(type: kind, direction: direction)
    for p in [0.0, 0.5, 1.0] {
      let (incoming, outgoing) = transition.placements(atProgress: p, size: Size(width: 200, height: 100))
      #expect(incoming.offset == incomingStart * (1 - p), "p = \(p)")
      #expect(outgoing.offset == outgoingEnd * p, "p = \(p)")
      // Only a fade changes opacity: in p, out 1 − p.
      #expect(incoming.opacity == (kind == .fade ? p : 1), "p = \(p)")
      #expect(outgoing.opacity == (kind == .fade ? 1 - p : 1), "p = \(p)")
    }
    #expect(transition.outgoingIsInFront == (kind == .reveal))
  }

  /// A 200×100 red panel with one sublayer "old", at time 0.
  private func panel(_ engine: AnimationEngine) -> Layer {
    let panel = Layer(
      engine: engine, name: "panel",
      state: LayerState(
        bounds: Rect(x: 0, y: 0, width: 200, height: 100), backgroundColor: Color(red: 1, green: 0, blue: 0)))
    panel.addSublayer(Layer(engine: engine, name: "old"))
    return panel
  }

  @Test("Added to a layer, a push captures what was on screen and slides it out as the new content comes in")
  func pushOnLayer() throws {
    let engine = AnimationEngine()
    let layer = panel(engine)
    layer.add(LayerTransition(type: .push, direction: .fromRight, duration: 1))
    layer.backgroundColor = Color(red: 0, green: 0, blue: 1)
    layer.sublayers[0].removeFromSuperlayer()
    layer.addSublayer(Layer(engine: engine, name: "new"))
    engine.advance(to: 0.5)
    let frame = try #require(layer.transitionFrame())
    #expect(frame.progress == 0.5)
    let outgoing = try #require(frame.outgoing)
    #expect(outgoing.state.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(outgoing.sublayers.map(\.name) == ["old"])
    #expect(frame.incomingPlacement.offset == Vector(dx: 100, dy: 0))
    #expect(frame.outgoingPlacement.offset == Vector(dx: -100, dy: 0))
    // The transition changes no property: the layer shows its new state, moved only by renderers.
    #expect(layer.presentation().backgroundColor == Color(red: 0, green: 0, blue: 1))
    engine.advance(to: 1)
    #expect(layer.transitionFrame() == nil)
  }

  @Test("Progress runs from startProgress to endProgress along the timing function")
  func progress() throws {
    var partial = LayerTransition(type: .fade, duration: 1)
    (partial.startProgress, partial.endProgress) = (0.2, 0.6)
    #expect(abs(partial.progress(at: 0.5) - 0.4) < 1e-12)
    var eased = LayerTransition(type: .fade, duration: 1)
    eased.timingFunction = .easeIn
    #expect(abs(eased.progress(at: 0.5) - 0.3154) < 1e-4)  // §9.4: easeIn(0.5)
    let engine = AnimationEngine()
    let layer = panel(engine)
    layer.add(partial)
    engine.advance(to: 0.25)
    let frame = try #require(layer.transitionFrame())
    #expect(abs(frame.progress - 0.3) < 1e-12)
    #expect(abs(frame.incomingPlacement.opacity - 0.3) < 1e-12)
    #expect(abs(frame.outgoingPlacement.opacity - 0.7) < 1e-12)
  }

  @Test("The outgoing content is what was on screen, animations in flight included; a given one is kept")
  func capture() throws {
    let engine = AnimationEngine()
    let layer = panel(engine)
    engine.animate(withDuration: 1, options: .curveLinear, animations: { layer.opacity = 0 })
    engine.advance(to: 0.5)
    layer.add(LayerTransition(type: .reveal, direction: .fromTop, duration: 1))
    engine.advance(to: 0.75)
    let frame = try #require(layer.transitionFrame())
    #expect(try #require(frame.outgoing).state.opacity == 0.5)
    #expect((frame.outgoingPlacement.offset - Vector(dx: 0, dy: 25)).length < 1e-9)  // a quarter of 100, down
    #expect(frame.outgoingIsInFront)
    let given = LayerSnapshot(name: "given", state: LayerState())
    var transition = LayerTransition(type: .fade, duration: 1)
    transition.outgoing = given
    layer.add(transition)
    #expect(layer.transitionFrame()?.outgoing == given)
  }

  @Test("A new transition replaces the running one under the default key; the old one hears finished false")
  func replacement() {
    let engine = AnimationEngine()
    let layer = panel(engine)
    let delegate = RecordingDelegate("first")
    var first = LayerTransition(type: .moveIn, duration: 1)
    first.delegate = delegate
    layer.add(first)
    engine.advance(to: 0.25)
    layer.add(LayerTransition(type: .fade, duration: 1))
    engine.flush()
    #expect(layer.animationKeys == [LayerTransition.defaultKey])
    #expect(delegate.log == ["first start", "first stop false"])
    #expect(layer.transitionFrame()?.type == .fade)
  }

  @Test("A fill mode holds the end of a transition that is not removed")
  func held() throws {
    let engine = AnimationEngine()
    let layer = panel(engine)
    var transition = LayerTransition(type: .moveIn, direction: .fromBottom, duration: 1)
    transition.endProgress = 0.5
    transition.timing.fillMode = .forwards
    transition.isRemovedOnCompletion = false
    layer.add(transition)
    engine.advance(to: 5)
    let frame = try #require(layer.transitionFrame())
    #expect(frame.progress == 0.5)
    #expect(frame.incomingPlacement.offset == Vector(dx: 0, dy: 50))
  }
}
