import GlideInput

/// One number a two-finger recogniser takes from the line between its fingers: the distance (pinch,
/// mm) or the unwrapped angle (rotation, radians).
protocol TwoFingerQuantity {
  /// The quantity for the line from the first finger to the second (`vector`, mm). `previous` is its
  /// last value while the pair is followed, `nil` when the pair was just chosen; a quantity that must
  /// stay continuous (an angle past ±π) continues from it.
  static func value(of vector: MillimetreVector, after previous: Double?) -> Double
}

/// The state machine a pinch and a rotation share, as a value: it follows a ``TwoFingerPair``, measures
/// a ``TwoFingerQuantity`` on it, decides when the gesture begins, changes, ends, is cancelled or fails,
/// and says so as a ``ContinuousAction`` for its recogniser to perform.
///
/// What it does, frame by frame (the recognisers' docs say it for users):
/// - semi-MT frames and cancelled touches give up: cancel in progress, fail otherwise;
/// - before the begin: three or more fingers counted with fewer positions fail; a pair (re)chosen is
///   measured from there; a move is measured, and the gesture begins once the two-finger decision says
///   ``TwoFingerMotion/spread`` (or parallel motion is allowed, or a rotation's turn is clear) and the
///   quantity moved at least the recogniser's threshold from where it was at touch-down;
///   ``TwoFingerMotion/parallel`` fails a rotation (a pinch waits through it); every finger lifting
///   fails;
/// - in progress: a lift of a followed finger ends; a move is measured and reported; a finger-count
///   change that lasts ``TwoFingerPair/fingerCountDebounce`` cancels, at its deadline (``advance(to:)``).
struct TwoFingerMeasurement<Quantity: TwoFingerQuantity> {
  /// What the recogniser should do after a frame or a tick.
  typealias Action = ContinuousAction

  /// How the recogniser decides to begin: its own settings, handed in with each frame.
  struct Rules {
    /// How far the quantity must move from its touch-down value before the gesture begins, in the
    /// quantity's unit.
    var threshold: Double
    /// Parallel motion neither fails the gesture nor keeps it from beginning.
    var allowsParallelMotion: Bool
    /// The recogniser's value counts from touch-down (true) or from the begin (false).
    var measuresFromTouchDown: Bool
    /// The gesture may also begin while the decision is ``TwoFingerMotion/undecided``, when the
    /// quantity's change (radians) is a clear turn (``TwoFingerMotion/turnIsClear(first:second:radians:)``):
    /// a rotation. Otherwise only on ``TwoFingerMotion/spread`` (a pinch).
    var beginsOnTurn = false
    /// A ``TwoFingerMotion/parallel`` decision fails the gesture (a rotation). Otherwise the gesture
    /// waits through it for a spread until the fingers lift (a pinch).
    var failsOnParallel = true
  }

  private var pair = TwoFingerPair()
  /// Fed the quantity once per moving frame (and at touch-down), in its unit.
  private var samples = VelocityEstimator()
  /// The quantity now, in its unit.
  private(set) var current = 0.0
  /// The quantity when the pair was chosen: the threshold counts from here.
  private var touchDown = 0.0
  /// The quantity at which the recogniser's value is neutral (scale 1, rotation 0); the recogniser
  /// rebases by setting it.
  var reference = 0.0
  /// The pair's midpoint at the last measurement, in mm; `nil` until the first one.
  private(set) var centroid: MillimetrePoint?
  /// True from the request to begin until the gesture ends (also while the arena holds `began` back).
  private(set) var inProgress = false

  /// When a pending finger-count change cancels the gesture in progress, if one is pending.
  var nextDeadline: Timestamp? { inProgress ? pair.fingerCountDeadline : nil }

  /// How fast the quantity changes at `time`, in its unit per second: a least-squares fit over the
  /// last 100 ms.
  func velocity(at time: Timestamp) -> Double { samples.velocity(at: time.seconds) }

  /// The clock reached `time`: a finger-count change that lasted long enough cancels.
  mutating func advance(to time: Timestamp) -> Action {
    guard inProgress, let deadline = pair.fingerCountDeadline, time >= deadline else { return .none }
    inProgress = false
    return .cancel
  }

  /// Looks at one frame and says what to do.
  mutating func process(_ frame: TouchFrame, rules: Rules) -> Action {
    if frame.touchesAreBoundingBox { return giveUp() }
    let update = pair.update(with: frame)
    if pair.touchCancelled { return giveUp() }
    return inProgress ? follow(update, in: frame) : decide(update, in: frame, rules: rules)
  }

  /// Takes the recogniser's answer to a ``ContinuousAction/begin``: whether the arena admitted it.
  mutating func acknowledge(_ action: Action, admitted: Bool) {
    if action == .begin { inProgress = admitted }
  }

  /// Forgets the gesture.
  mutating func reset() {
    // A fresh measurement that keeps the sample and track buffers: regrowing them over each gesture's
    // first frames showed in the replay benchmark.
    var samples = self.samples
    samples.reset()
    var pair = self.pair
    pair.reset()
    self = TwoFingerMeasurement()
    self.samples = samples
    self.pair = pair
  }

  // MARK: - Internals

  /// Cancels a gesture in progress, fails a possible one.
  private mutating func giveUp() -> Action {
    defer { inProgress = false }
    return inProgress ? .cancel : .fail
  }

  /// Before `began`: choose the pair, measure, and decide.
  private mutating func decide(_ update: TwoFingerPair.Update, in frame: TouchFrame, rules: Rules) -> Action {
    if frame.fingerCount >= 3 && frame.fingerCount > frame.touches.count(where: { !$0.phase.isTerminal }) {
      return .fail
    }
    switch update {
    case .noPair, .lostFinger:
      return pair.isEmpty && !frame.touches.isEmpty ? .fail : .none
    case .chosen:
      samples.reset()
      measure(at: frame.time, continuing: false)
      touchDown = current
      reference = current
      return .none
    case .followed(let moved):
      guard moved else { return .none }
      measure(at: frame.time, continuing: true)
      return beginIfDecided(frame, rules: rules)
    }
  }

  private mutating func beginIfDecided(_ frame: TouchFrame, rules: Rules) -> Action {
    pair.decide(fingerCount: frame.fingerCount, at: frame.time)
    let motion = pair.motion
    if motion == .parallel && rules.failsOnParallel && !rules.allowsParallelMotion { return .fail }
    let moved = abs(current - touchDown)
    guard moved >= rules.threshold,
      motion == .spread || rules.allowsParallelMotion
        || (motion == .undecided && rules.beginsOnTurn && pair.turnIsClear(radians: moved))
    else { return .none }
    pair.commit(fingerCount: frame.fingerCount)
    if !rules.measuresFromTouchDown { reference = current }
    return .begin
  }

  /// After `began`: report moves, end on a lift, watch the finger count.
  private mutating func follow(_ update: TwoFingerPair.Update, in frame: TouchFrame) -> Action {
    switch update {
    case .noPair, .chosen, .lostFinger:
      inProgress = false
      return .end
    case .followed(let moved):
      pair.noteFingerCount(frame.fingerCount, at: frame.time)
      guard moved else { return .none }
      measure(at: frame.time, continuing: true)
      return .change
    }
  }

  /// Takes the quantity (continuing from the last value, or afresh for a new pair) and the pair's
  /// midpoint, and feeds the quantity to the velocity estimator.
  private mutating func measure(at time: Timestamp, continuing: Bool) {
    guard let vector = pair.vector, let midpoint = pair.centroid else { return }
    current = Quantity.value(of: vector, after: continuing ? current : nil)
    samples.add(current, at: time.seconds)
    centroid = midpoint
  }
}

extension GestureRecognizer {
  /// Shows the followed pair at `centroid` (its midpoint in mm, two touches; nothing before the first
  /// measurement), then makes the move `action` asks for at `time`.
  ///
  /// - Returns: whether the move was made (see ``perform(_:at:)``), for
  ///   ``TwoFingerMeasurement/acknowledge(_:admitted:)``.
  func perform(
    _ action: ContinuousAction, showingPairAt centroid: MillimetrePoint?, at time: Timestamp
  ) -> Bool {
    if let centroid {
      location = centroid
      numberOfTouches = 2
    }
    return perform(action, at: time)
  }
}
