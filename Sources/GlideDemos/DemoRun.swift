public import GlideAnimation
public import GlideTransitions

/// A demo played: its stage built at time 0, then moved on frame by frame (by a display link's
/// frames when drawn or logged, by the wall clock in the window), its taps and drags delivered at their
/// own times. The same demo and inputs give the same frames, byte for byte.
public final class DemoRun {
  public let demo: Demo
  public let stage: DemoStage
  /// Display frames a second.
  public let framesPerSecond: Double
  /// Called with each input as it is delivered and each frame as it is recorded.
  public var onRecord: ((DemoRecord) -> Void)?
  /// Every input, earliest first; those from ``nextInput`` on are not delivered yet.
  private let inputs: [DemoInput]
  /// The first input not delivered yet (a cursor: taking each input off the array's front moved all the
  /// rest, so a trace of 300,000 drag steps cost their square).
  private var nextInput = 0

  /// `demo` on a `size`-point screen, given `inputs` (nil: its own script).
  public init(demo: Demo, size: Size = Size(width: 390, height: 844), inputs: [DemoInput]? = nil, framesPerSecond: Double = 60) {
    self.demo = demo
    self.framesPerSecond = framesPerSecond
    stage = DemoStage(size: size, heading: demo.heading, appearance: demo.appearance)
    self.inputs = (inputs ?? demo.script).enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    demo.build(stage)
  }

  /// The scene to draw.
  public var scene: Scene { stage.scene }

  /// Seconds from the start.
  public var time: Double { stage.engine.currentTime }

  /// How many display frames it plays: frame 0 at time 0 to the last at ``Demo/duration``.
  public var frameCount: Int { Int((demo.duration * framesPerSecond).rounded(.down)) + 1 }

  /// The time of frame `number`, seconds.
  public func time(ofFrame number: Int) -> Double { Double(number) / framesPerSecond }

  /// Moves to `time` (never back): each input due by then is delivered at its own time, in order.
  public func advance(to time: Double) {
    while nextInput < inputs.count, inputs[nextInput].time <= time {
      let next = inputs[nextInput]
      nextInput += 1
      if next.time > stage.engine.currentTime { stage.engine.advance(to: next.time) }
      deliver(next.kind)
    }
    if time > stage.engine.currentTime { stage.engine.advance(to: time) }
  }

  /// Delivers an input now (the window's mouse).
  public func send(_ kind: DemoInput.Kind) { deliver(kind) }

  /// Moves to frame `number` and records it.
  @discardableResult
  public func showFrame(_ number: Int) -> DemoRecord {
    advance(to: time(ofFrame: number))
    let record = DemoRecord(time: time, kind: .frame(number: number, layers: values()))
    onRecord?(record)
    return record
  }

  /// Plays every frame.
  public func play() { play { _ in } }

  /// Plays every frame, calling `body` after each (the scene then shows it).
  public func play(_ body: (Int) throws -> Void) rethrows {
    for number in 0..<frameCount {
      showFrame(number)
      try body(number)
    }
  }

  /// The followed layers as presented now.
  public func values() -> [DemoRecord.LayerValues] {
    stage.tracked.map { DemoRecord.LayerValues(name: $0.name, $0.layer.presentation()) }
  }

  private func deliver(_ kind: DemoInput.Kind) {
    onRecord?(DemoRecord(time: time, kind: .input(kind)))
    switch kind {
    case .tap(let point): stage.tap(point)
    case .drag(let phase, let location, let translation): stage.onDrag?(phase, location, translation)
    }
  }
}
