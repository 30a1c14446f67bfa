import Testing

@testable import GlideAnimation

/// SplitMix64: a small, fast, seedable generator, so every sequence can be replayed from its seed.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How a run of the animator ended, as the test saw it.
private enum Ending: Equatable {
  case ranOut(AnimatingPosition)
  case finished(AnimatingPosition)
  case abandoned
}

/// One random sequence of calls on an animator that moves a card's `position.x` from 0 to 100, with the
/// checks made after every call.
private struct AnimatorSequence {
  let seed: UInt64
  var random: SplitMix64
  let engine = AnimationEngine()
  let card: Layer
  let animator: PropertyAnimator
  let counter = Counter()
  var log: [String] = []
  var firstEnding: Ending?
  /// The card's x when the animator was stopped (what `finishAnimation(at: .current)` keeps).
  var stoppedX = 0.0

  final class Counter {
    var positions: [AnimatingPosition] = []
  }

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(state: seed)
    card = Layer(engine: engine, name: "card")
    let timings: [TimingParameters] = [
      .linear, .curve(.easeInOut), .curve(.easeIn), .default,
      .spring(SpringTimingParameters(dampingRatio: 0.5)), .spring(SpringTimingParameters(dampingRatio: 1)),
    ]
    let timing = timings[Int(random.next() % UInt64(timings.count))]
    let duration = Double.random(in: 0.2...1.5, using: &random)
    animator = PropertyAnimator(duration: duration, timingParameters: timing, engine: engine)
    animator.scrubsLinearly = Bool.random(using: &random)
    animator.addAnimations { [card] in card.position.x = 100 }
    animator.addCompletion { [counter] in counter.positions.append($0) }
    log.append("\(timing) over \(duration) s, scrubsLinearly \(animator.scrubsLinearly)")
  }

  var context: Comment { Comment(rawValue: "seed \(seed): \(log.joined(separator: "; "))") }
  var shownX: Double { card.presentation().position.x }

  mutating func step() {
    let stateBefore = animator.state
    let xBefore = shownX
    // A first start of a reversed animator shows the end values at once, by design.
    let freshReversed = stateBefore == .inactive && animator.isReversed
    let continuous = perform(Int(random.next() % 13)) && !freshReversed
    checkInvariants()
    if continuous {
      #expect(abs(shownX - xBefore) < 1e-6, context)
    }
    noteEnding(from: stateBefore)
  }

  /// Runs one random call; returns whether the card may not jump across it.
  mutating func perform(_ choice: Int) -> Bool {
    switch choice {
    case 0, 1, 2:
      let time = engine.currentTime + Double.random(in: 0...0.4, using: &random)
      log.append("advance \(time)")
      engine.advance(to: time)
      return false
    case 3:
      log.append("start")
      animator.startAnimation()
    case 4:
      let delay = Double.random(in: 0...0.3, using: &random)
      log.append("start after \(delay)")
      animator.startAnimation(afterDelay: delay)
    case 5:
      log.append("pause")
      animator.pauseAnimation()
    case 6:
      log.append("reverse")
      animator.isReversed.toggle()
    case 7:
      let f = Double.random(in: -0.1...1.1, using: &random)
      log.append("scrub \(f)")
      animator.fractionComplete = f
      return false
    case 8: return continueRandomly()
    case 9:
      guard Int(random.next() % 4) == 0 else { return true }
      let withoutFinishing = Bool.random(using: &random)
      log.append("stop \(withoutFinishing)")
      if animator.state == .active && firstEnding == nil { stoppedX = shownX }
      if withoutFinishing && firstEnding == nil && animator.state != .inactive { firstEnding = .abandoned }
      animator.stopAnimation(withoutFinishing)
    case 10:
      guard animator.state == .stopped else { return true }
      let position = [AnimatingPosition.start, .end, .current][Int(random.next() % 3)]
      log.append("finish \(position)")
      animator.finishAnimation(at: position)
      if firstEnding == nil { firstEnding = .finished(position) }
      return false
    case 11:
      log.append("pausesOnCompletion toggle")
      animator.pausesOnCompletion.toggle()
    default:
      let factor = Double.random(in: 0...1, using: &random)
      log.append("add opacity block \(factor)")
      animator.addAnimations({ [card] in card.opacity = card.opacity == 1 ? 0 : 1 }, delayFactor: factor)
    }
    return true
  }

  mutating func continueRandomly() -> Bool {
    let factor = Double.random(in: 0...1.5, using: &random)
    let parameters: TimingParameters? =
      switch random.next() % 3 {
      case 0: nil
      case 1: .curve(.easeOut)
      default:
        PropertyAnimator.springHandOff(
          dampingRatio: 0.8, progressVelocity: animator.progressVelocity(at: engine.currentTime),
          from: animator.progress(at: engine.currentTime), toward: animator.isReversed ? 0 : 1)
      }
    log.append("continue \(parameters.map { "\($0)" } ?? "nil") × \(factor)")
    animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
    return true
  }

  /// The animator going from active to inactive on its own (or by a finish already noted) is an ending.
  mutating func noteEnding(from stateBefore: AnimatingState) {
    guard stateBefore == .active, animator.state == .inactive, firstEnding == nil else { return }
    firstEnding = .ranOut(animator.isReversed ? .start : .end)
  }

  func checkInvariants() {
    let state = animator.state
    #expect(!animator.isRunning || state == .active, context)
    #expect(counter.positions.count <= 1, context)
    let progress = animator.progress(at: engine.currentTime)
    #expect(progress.isFinite && progress > -1 && progress < 2, context)
    switch state {
    case .inactive, .stopped:
      #expect(card.animationKeys.isEmpty, context)
      #expect(shownX == card.position.x, context)
      #expect(animator.progressVelocity(at: engine.currentTime) == 0, context)
    case .active:
      // In the first run the card's track is the animator's: x shows 100 × progress.
      if firstEnding == nil {
        #expect(card.animationKeys.contains("position"), context)
        #expect(abs(shownX - 100 * progress) < 1e-6, context)
      }
    }
  }

  /// Ends whatever is left (finishing a stopped animator, running an active one out) and checks the
  /// completion count and position against how the first run ended.
  mutating func drain() {
    if animator.state == .stopped {
      let position = AnimatingPosition.current
      animator.finishAnimation(at: position)
      if firstEnding == nil { firstEnding = .finished(position) }
    }
    if animator.state == .active {
      animator.pausesOnCompletion = false
      animator.startAnimation()
      engine.advance(to: engine.currentTime + 60)
      noteEnding(from: .active)
    }
    engine.advance(to: engine.currentTime + 1)
    #expect(animator.state == .inactive, context)
    checkEnding()
  }

  func checkEnding() {
    switch firstEnding {
    case .ranOut(let position)?:
      #expect(counter.positions == [position], context)
      #expect(card.position.x == (position == .end ? 100 : 0), context)
    case .finished(let position)?:
      #expect(counter.positions == [position], context)
      let x: Double =
        switch position {
        case .start: 0
        case .end: 100
        case .current: stoppedX
        }
      #expect(abs(card.position.x - x) < 1e-6 || animator.state != .inactive, context)
    case .abandoned?:
      #expect(counter.positions.isEmpty, context)
    case nil:
      Issue.record("the animator never ended: \(context)")
    }
  }
}

@Suite("Property animator under random calls: legal states, no jumps, completions exactly once")
struct PropertyAnimatorRandomTests {
  @Test(
    "600 seeded random sequences of start, pause, reverse, scrub, continue, stop and finish",
    arguments: 0..<6)
  func randomSequences(batch: Int) {
    for index in 0..<100 {
      var sequence = AnimatorSequence(seed: UInt64(batch * 100 + index) &* 0x2545_F491_4F6C_DD1D)
      for _ in 0..<30 { sequence.step() }
      sequence.drain()
    }
  }
}
