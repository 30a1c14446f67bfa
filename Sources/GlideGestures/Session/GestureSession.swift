public import GlideInput

/// Input events in, gesture state changes out: a frame assembler feeding one or more arenas.
///
/// With one arena the recognisers compete as UIKit's recognisers on one view do; with one arena per
/// recogniser each gives its own verdict on the same input. Time comes only from the events.
public final class GestureSession {
  /// The arenas the frames go to.
  public let arenas: [GestureArena]
  /// Called for every state change of every recogniser, in order, `failed` included (the session is a
  /// state observer, ``GestureRecognizer/addStateObserver(_:)``, not a target). The session observes
  /// its recognisers from the moment this is first set (an observer that forwards to nobody still cost
  /// a call and its reference counting at every state change).
  @exclusivity(unchecked) public var onEvent: ((GestureEvent) -> Void)? {
    didSet { if onEvent != nil && observers.isEmpty { observeRecognizers() } }
  }

  /// The first frame's time: the origin for relative times in logs.
  // Touched at every input event: these skip the runtime exclusivity check (nothing the assembler does
  // calls back into the session).
  @exclusivity(unchecked) public private(set) var startTime: Timestamp?

  @exclusivity(unchecked) private var assembler: FrameAssembler
  @exclusivity(unchecked) private var lastTime: Timestamp?
  private let recognizers: [GestureRecognizer]
  private var observers: [(recognizer: GestureRecognizer, observer: GestureStateObserver)] = []
  /// ``arenas`` again, unretained, for the loops at every frame (``arenas`` holds them for the session's
  /// life): retaining each arena around each call was most of their cost.
  private let members: [Unmanaged<GestureArena>]

  /// How long the clock runs on after the input ends, so waiting recognisers (a tap expecting a
  /// second tap) settle: 1 second.
  public static let settlingSeconds = 1.0

  /// - Parameters:
  ///   - device: The device the events come from.
  ///   - recognizers: The recognisers to run.
  ///   - exclusive: One shared arena (true) or one arena per recogniser (false).
  public init(device: DeviceDescription, recognizers: [GestureRecognizer], exclusive: Bool) {
    assembler = FrameAssembler(device: device)
    arenas = exclusive ? [GestureArena(recognizers)] : recognizers.map { GestureArena([$0]) }
    members = arenas.map { .passUnretained($0) }
    self.recognizers = recognizers
  }

  private func observeRecognizers() {
    for recognizer in recognizers {
      // `unowned`, not `weak`: a weak reference would give the session a side table, making
      // every retain and release of it slow. `deinit` removes the observers, so none outlives the session.
      let observer = recognizer.addStateObserver { [unowned self] event in self.onEvent?(event) }
      observers.append((recognizer, observer))
    }
  }

  deinit {
    for (recognizer, observer) in observers { recognizer.removeStateObserver(observer) }
  }

  /// Feeds one input event; frames go to the arenas as they complete.
  public func consume(_ event: InputEvent) {
    guard let frame = assembler.consume(event) else { return }
    process(frame)
  }

  /// Delivers one assembled frame, after every arena's timers due before it fired in time order.
  public func process(_ frame: TouchFrame) {
    advance(to: frame.time)
    if startTime == nil { startTime = frame.time }
    lastTime = frame.time
    for member in members { member._withUnsafeGuaranteedRef { $0.process(frame) } }
  }

  /// The earliest timer any arena waits for (a finger-count change that will cancel a pinch, a tap's
  /// deadline), or nil: a driver whose clock runs between events (a replayer's display link, a live
  /// loop) calls ``advance(to:)`` when it reaches it, so the state change happens at its own time.
  public var nextDeadline: Timestamp? {
    var earliest: Timestamp?
    for member in members {
      if let due = member._withUnsafeGuaranteedRef({ $0.nextDeadline }), earliest.map({ due < $0 }) ?? true {
        earliest = due
      }
    }
    return earliest
  }

  /// Runs every arena's clock to `time` with no new frame, firing deadlines across arenas in time order
  /// (frames do this themselves before they are delivered).
  public func advance(to time: Timestamp) {
    if let last = lastTime, time > last { lastTime = time }
    var fired: Timestamp?
    while let deadline = nextDeadline, deadline <= time,
      fired.map({ deadline > $0 }) ?? true
    {
      fired = deadline
      for member in members { member._withUnsafeGuaranteedRef { $0.advance(to: deadline) } }
    }
  }

  /// Ends the input: touches still down are cancelled, and the clock runs on for
  /// ``settlingSeconds`` so pending timers fire.
  public func finish() {
    guard let time = lastTime else { return }
    if let frame = assembler.cancelAll(at: time) { process(frame) }
    let end = Timestamp(microseconds: time.microseconds + Int64(Self.settlingSeconds * 1_000_000))
    advance(to: end)
    for arena in arenas { arena.advance(to: end) }
  }
}
