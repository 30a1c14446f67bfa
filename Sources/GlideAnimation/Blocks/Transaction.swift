/// An open animation context on the engine: what a model change inside it turns into.
final class Transaction {
  enum Kind {
    /// `UIView.animate`: each change becomes a basic animation with the block's timing.
    case block(BlockContext)
    /// `UIView.animateKeyframes`: changes are collected per property into keyframe animations.
    case keyframes(KeyframeContext)
    /// Changes are only collected (property animators turn them into their own tracks).
    case recording
    /// `performWithoutAnimation`: changes apply at once.
    case withoutAnimation
  }

  let kind: Kind
  var changes: [PropertyChange] = []

  init(_ kind: Kind) { self.kind = kind }
}

/// The timing a block animation gives the changes made inside it.
struct BlockContext {
  /// Seconds.
  var duration: Double
  /// Seconds from now until the animations begin.
  var delay: Double
  var timing: TimingParameters
  var repeatCount: Double
  var autoreverses: Bool
  /// Completion groups of this block and every enclosing one.
  var groups: [CompletionGroup]
}

/// Keyframes collected inside `animateKeyframes`.
final class KeyframeContext {
  struct Keyframe {
    let change: PropertyChange
    /// Fractions of the whole duration.
    let start: Double
    let duration: Double
  }

  let block: BlockContext
  let calculationMode: KeyframeAnimation.CalculationMode
  var keyframes: [Keyframe] = []
  /// The `addKeyframe` segment being recorded (the whole duration outside one).
  var current: (start: Double, duration: Double) = (0, 1)

  init(block: BlockContext, calculationMode: KeyframeAnimation.CalculationMode) {
    self.block = block
    self.calculationMode = calculationMode
  }
}

/// Counts the animations one block started and calls its completion once they have all stopped, with
/// `finished` true only if every one ran to its end.
final class CompletionGroup: AnimationDelegate {
  private let engine: AnimationEngine
  private let completion: ((Bool) -> Void)?
  private var outstanding = 0
  private var allFinished = true
  private var closed = false
  private var called = false

  init(engine: AnimationEngine, completion: ((Bool) -> Void)?) {
    self.engine = engine
    self.completion = completion
  }

  func retain() { outstanding += 1 }

  /// The block's body has run; with nothing started the completion runs on the next advance.
  func close() {
    closed = true
    if outstanding == 0 { engine.enqueue { [self] in complete() } }
  }

  func animationDidStop(_ animation: any Animation, finished: Bool) {
    outstanding -= 1
    allFinished = allFinished && finished
    if closed && outstanding == 0 { complete() }
  }

  private func complete() {
    guard !called else { return }
    called = true
    completion?(allFinished)
  }
}

/// Fans one animation's stop out to every enclosing block's completion group.
final class GroupDelegate: AnimationDelegate {
  let groups: [CompletionGroup]
  init(groups: [CompletionGroup]) { self.groups = groups }

  func animationDidStop(_ animation: any Animation, finished: Bool) {
    for group in groups { group.animationDidStop(animation, finished: finished) }
  }
}
