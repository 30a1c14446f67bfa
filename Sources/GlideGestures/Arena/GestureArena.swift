public import GlideInput

/// Feeds each touch frame to every recogniser and settles who may recognise.
///
/// Exclusive by default: when a recogniser begins (or is recognised), every rival it may not run
/// alongside fails if it was still possible and is cancelled if it was active. A ``policy`` can veto a
/// begin or allow pairs to run together (``allowSimultaneousRecognition(_:_:)`` is the shortcut), and
/// `require(toFail:)` holds a recogniser back until another fails.
///
/// When every touch has lifted, recognisers in a terminal state are reset to `possible`, as UIKit does
/// at the end of a touch sequence. Recognisers still `possible` then (a tap waiting for its second
/// tap) keep their state and hear the clock through ``advance(to:)``; when the next sequence's first
/// touch lands, every recogniser that saw touches and is no longer deciding on them (no timer of its
/// own, no held-back move waiting for a required recogniser's timer) is reset too.
public final class GestureArena {
  // Read at every frame and tick: these skip the runtime exclusivity check (assigned whole or appended to,
  // never passed `inout` across a call into a recogniser).
  @exclusivity(unchecked) public private(set) var recognizers: [GestureRecognizer] = []
  /// The delegate: vetoes, simultaneity, failure requirements for a touch sequence and which touches
  /// each recogniser receives. Held weakly, like UIKit's delegate.
  public weak var policy: (any GestureArenaPolicy)? {
    didSet { hasPolicy = policy != nil }
  }
  /// Whether a policy was given: new touches are offered to it only then (a weak load at every frame
  /// costs).
  @exclusivity(unchecked) private var hasPolicy = false
  /// The view the touches were hit-tested to: told of each frame's touches after the recognisers, as
  /// their ``GestureRecognizer/cancelsTouchesInView``, ``GestureRecognizer/delaysTouchesBegan`` and
  /// ``GestureRecognizer/delaysTouchesEnded`` allow (see ``TouchResponder``). Held weakly; nil (the
  /// default) tells nobody.
  public weak var view: (any TouchResponder)? {
    didSet { hasView = view != nil }
  }
  /// Whether a view was given: frames are queued for it only then (a weak load at every frame costs).
  @exclusivity(unchecked) private var hasView = false
  @exclusivity(unchecked) private var delivery = TouchDelivery()
  @exclusivity(unchecked) private var simultaneousPairs: [(GestureRecognizer, GestureRecognizer)] = []
  /// Whether a touch sequence is under way: some touch is down. Read by recognisers of other arenas that
  /// require one of this arena's to fail (``GestureRecognizer/require(toFail:)``).
  @exclusivity(unchecked) private(set) var touchesDown = false
  /// Whether ``settleHeldMoves(at:)`` is running, and whether it was asked again meanwhile (by a
  /// recogniser of another arena that failed while this one released a move).
  @exclusivity(unchecked) private var isSettling = false
  @exclusivity(unchecked) private var settleAgain = false
  /// ``recognizers`` again, unretained and in a buffer of their own, for the loops that run at every
  /// frame and tick: looping over an array retained its buffer and each recogniser around every call,
  /// and those atomic reference-count operations were the largest cost of a replay. Safe because
  /// ``recognizers`` keeps each recogniser alive for the arena's life (an arena never lets one go), and a
  /// buffer is never freed before `deinit`: adding a recogniser while a loop runs moves the members to a
  /// larger buffer and retires the old one, which the loop goes on reading, as it would an array's copy.
  /// (The first `recognizers.count` entries are set.)
  @exclusivity(unchecked) private var members: UnsafeMutableBufferPointer<Unmanaged<GestureRecognizer>> =
    .allocate(capacity: 4)
  private var retiredMembers: [UnsafeMutableBufferPointer<Unmanaged<GestureRecognizer>>] = []

  public init(_ recognizers: [GestureRecognizer] = []) {
    recognizers.forEach(add)
  }

  deinit {
    // Recognisers hold their arena `unowned(unsafe)`: one that outlives it must not point at it.
    for recognizer in recognizers where recognizer.arena === self {
      recognizer.arena = nil
      recognizer.dynamicFailureRequirements.removeAll()
    }
    members.deallocate()
    for buffer in retiredMembers { buffer.deallocate() }
  }

  public func add(_ recognizer: GestureRecognizer) {
    recognizer.arena = self
    let index = recognizers.count
    recognizers.append(recognizer)
    if index == members.count {
      let larger = UnsafeMutableBufferPointer<Unmanaged<GestureRecognizer>>.allocate(capacity: members.count * 2)
      _ = larger.initialize(fromContentsOf: members)
      retiredMembers.append(members)
      members = larger
    }
    members[index] = .passUnretained(recognizer)
  }

  /// `a` and `b` may be active together, whatever the policy says.
  public func allowSimultaneousRecognition(_ a: GestureRecognizer, _ b: GestureRecognizer) {
    simultaneousPairs.append((a, b))
  }

  /// Delivers one frame to every recogniser that can still use it, then settles held-back moves and
  /// resets after the last lift. Timers due before the frame fire first.
  // Not inlined into the session's loops: called, the arena is borrowed for the call; inlined, the
  // caller retained and released it around the recognisers' calls (atomic operations, at every frame).
  @inline(never)
  public func process(_ frame: TouchFrame) {
    advance(to: frame.time)
    let wasDown = touchesDown
    touchesDown = frame.touches.contains { !$0.phase.isTerminal } || frame.fingerCount > 0
    if touchesDown && !wasDown { beginSequence() }
    if hasPolicy { offerNewTouches(in: frame) }
    forEachMember { recognizer in
      guard recognizer.isEnabled && !recognizer.state.isTerminal else { return }
      recognizer.lastTime = frame.time
      recognizer.sawTouches = true
      if recognizer.refusedTouches.isEmpty {
        recognizer.process(frame)
      } else {
        recognizer.process(frame.hiding(recognizer.refusedTouches))
      }
    }
    if hasView { delivery.enqueue(frame, holders: touchHolders()) }
    settle(at: frame.time)
  }

  /// Lets time pass with no new frame (timers: long press, the wait for a second tap): every
  /// recogniser's deadline up to `time` fires at its own time, in order.
  @inline(never)  // See `process(_:)`.
  public func advance(to time: Timestamp) {
    // A deadline that does not move after it fired is not fired again: no recogniser can hang the clock.
    var fired: Timestamp?
    while let deadline = nextDeadline, deadline <= time, fired.map({ deadline > $0 }) ?? true {
      fired = deadline
      tick(at: deadline)
    }
    tick(at: time)
  }

  /// The earliest deadline among the recognisers still listening.
  @inline(never)  // See `process(_:)`.
  public var nextDeadline: Timestamp? {
    var earliest: Timestamp?
    forEachMember { recognizer in
      guard recognizer.isEnabled && !recognizer.state.isTerminal else { return }
      if let due = recognizer.nextDeadline, earliest.map({ due < $0 }) ?? true { earliest = due }
    }
    return earliest
  }

  /// Replays `frames` in order, then lets the clock run to `end` (when given) so pending timers fire.
  public func replay(_ frames: some Sequence<TouchFrame>, until end: Timestamp? = nil) {
    for frame in frames { process(frame) }
    if let end { advance(to: end) }
  }

  private func tick(at time: Timestamp) {
    forEachMember { recognizer in
      guard recognizer.isEnabled && !recognizer.state.isTerminal, time >= recognizer.lastTime else { return }
      recognizer.lastTime = time
      recognizer.advance(to: time)
    }
    settle(at: time)
  }

  /// Calls `body` with each member, unretained, as the members were when the loop began.
  @inline(__always)
  private func forEachMember(_ body: (GestureRecognizer) -> Void) {
    let (buffer, count) = (members, recognizers.count)
    for index in 0..<count { buffer[index]._withUnsafeGuaranteedRef(body) }
  }

  // MARK: - Admission

  enum Admission { case now, later, never }

  /// Whether `recognizer` may leave `possible` for `next` at `time`.
  func admit(_ recognizer: GestureRecognizer, to next: GestureState, at time: Timestamp) -> Admission {
    if let policy, !policy.shouldBegin(recognizer) { return .never }
    switch requirements(of: recognizer) {
    case .never: return .never
    case .later: return .later
    case .now: break
    }
    pushAsideRivals(of: recognizer, at: time)
    return .now
  }

  /// What `recognizer`'s failure requirements (``GestureRecognizer/require(toFail:)`` and the touch
  /// sequence's) say: `never` once one of them began or was recognised (cancelled since, it still
  /// began), `later` while one is possible or holds a move back, `now` when all failed. A disabled one
  /// counts as failed, and so does a possible one of another arena, or of none, that takes part in no
  /// touch sequence (``GestureRecognizer/isTakingPart``): it received no touches to recognise.
  private func requirements(of recognizer: GestureRecognizer) -> Admission {
    let started = recognizer.anyFailureRequirement {
      $0.isEnabled && $0.state != .possible && $0.state != .failed
    }
    if started { return .never }
    let pending = recognizer.anyFailureRequirement {
      $0.isEnabled && $0.state == .possible && ($0.arena === self || $0.isTakingPart)
    }
    return pending ? .later : .now
  }

  /// `recognizer` is about to begin or be recognised: every recogniser of this arena that requires it
  /// to fail and is still possible fails now, held-back move or not (UIKit's `require(toFail:)`).
  func failDependents(of recognizer: GestureRecognizer, at time: Timestamp) {
    for dependent in recognizers
    where dependent.isEnabled && dependent.state == .possible
      && dependent.anyFailureRequirement({ $0 === recognizer })
    {
      dependent.deferredState = nil
      dependent.apply(.failed, at: time)
    }
  }

  /// The rivals of a recogniser that wins: the possible ones fail, the active ones are cancelled. A
  /// rival stays when the two may run together, or when either says no to the prevention
  /// (``GestureRecognizer/canPrevent(_:)``, ``GestureRecognizer/canBePrevented(by:)``). A disabled
  /// recogniser is no rival: it takes no part.
  private func pushAsideRivals(of winner: GestureRecognizer, at time: Timestamp) {
    for rival in recognizers
    where rival !== winner && rival.isEnabled && !mayRunTogether(winner, rival) && winner.canPrevent(rival)
      && rival.canBePrevented(by: winner)
    {
      if rival.state == .possible {
        rival.deferredState = nil
        rival.apply(.failed, at: time)
      } else if rival.state.isActive {
        rival.apply(.cancelled, at: time)
      }
    }
  }

  private func mayRunTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if simultaneousPairs.contains(where: { ($0.0 === a && $0.1 === b) || ($0.0 === b && $0.1 === a) }) {
      return true
    }
    guard let policy else { return false }
    return policy.shouldRecognizeSimultaneously(a, b) || policy.shouldRecognizeSimultaneously(b, a)
  }

  // MARK: - Settling

  /// Releases or fails held-back moves whose requirements have settled, then resets after the lift.
  private func settle(at time: Timestamp) {
    settleHeldMoves(at: time)
    if hasView { tellView(at: time) }
    guard !touchesDown else { return }
    if hasView { delivery.endSequence() }
    forEachMember { recognizer in
      if recognizer.state.isTerminal { recognizer.resetToPossible() }
      if !recognizer.refusedTouches.isEmpty { recognizer.refusedTouches.removeAll() }
      // Its sequence is over: a recogniser elsewhere that waits for this one to fail waits no more,
      // unless this one still decides (a tap waiting for its next tap).
      if !recognizer.dependents.isEmpty && recognizer.state == .possible && !recognizer.isTakingPart {
        recognizer.releaseDependentsElsewhere(at: time)
      }
    }
  }

  /// Releases or fails held-back moves whose requirements have settled. Called by recognisers of other
  /// arenas too, when one this arena's recognisers wait for fails there.
  func settleHeldMoves(at time: Timestamp) {
    guard !isSettling else { return settleAgain = true }
    // Most frames hold no move back: nothing to settle, and no re-entrancy bookkeeping to pay for.
    guard recognizers.indices.contains(where: { members[$0]._withUnsafeGuaranteedRef { $0.deferredState != nil } })
    else { return }
    isSettling = true
    var changed = true
    while changed {
      changed = false
      settleAgain = false
      for index in recognizers.indices where members[index]._withUnsafeGuaranteedRef({ $0.deferredState != nil }) {
        let recognizer = members[index].takeUnretainedValue()
        guard let deferred = recognizer.deferredState else { continue }
        switch requirements(of: recognizer) {
        case .later: continue
        case .never:
          recognizer.deferredState = nil
          recognizer.apply(.failed, at: time)
        case .now:
          recognizer.deferredState = nil
          pushAsideRivals(of: recognizer, at: time)
          if recognizer.isDiscrete {
            recognizer.apply(.ended, at: time)
          } else {
            recognizer.apply(.began, at: time)
            if deferred == .ended { recognizer.apply(.ended, at: time) }
          }
        }
        changed = true
      }
      if settleAgain { changed = true }
    }
    isSettling = false
  }

  // MARK: - The view

  /// A recogniser that cancels touches is about to begin or be recognised: the view's touches are
  /// cancelled before its observers hear of it.
  func cancelTouchesInView(at time: Timestamp) {
    guard hasView else { return }
    delivery.cancel(to: view, at: time)
  }

  /// Tells the view what the recognisers that delay touches let through now.
  private func tellView(at time: Timestamp) {
    guard let view else { return }
    delivery.flush(to: view, at: time)
  }

  /// The recognisers still deciding on the frame just processed that delay touches.
  private func touchHolders() -> [TouchDelivery.Holder] {
    var holders: [TouchDelivery.Holder] = []
    forEachMember { recognizer in
      guard recognizer.isEnabled, recognizer.state == .possible,
        recognizer.delaysTouchesBegan || recognizer.delaysTouchesEnded
      else { return }
      holders.append(TouchDelivery.Holder(recognizer))
    }
    return holders
  }

  // MARK: - Sequences

  /// A touch sequence begins: every recogniser that saw touches and is no longer deciding on them is
  /// reset, as UIKit resets every recogniser that received touches before it delivers a new sequence,
  /// and each one starting a new attempt gets the sequence's failure requirements.
  private func beginSequence() {
    forEachMember { recognizer in
      guard !isDeciding(recognizer) else { return }
      if recognizer.sawTouches { recognizer.resetToPossible() }
      setUpFailureRequirements(of: recognizer)
    }
  }

  /// Asks, for every other enabled recogniser of the arena, whether `recognizer` waits for it to fail
  /// in this sequence (UIKit asks once per attempt to recognise): either recogniser's override or the
  /// policy, from either side.
  private func setUpFailureRequirements(of recognizer: GestureRecognizer) {
    if !recognizer.dynamicFailureRequirements.isEmpty { recognizer.dynamicFailureRequirements.removeAll() }
    let policy = hasPolicy ? policy : nil
    for other in recognizers where other !== recognizer && other.isEnabled {
      let requires =
        recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
        || policy?.shouldRequireFailure(recognizer, of: other) == true
        || policy?.shouldBeRequiredToFail(other, by: recognizer) == true
      if requires { recognizer.dynamicFailureRequirements.append(other) }
    }
  }

  /// Asks the policy whether each recogniser still listening receives each touch that landed in
  /// `frame`; a touch refused is hidden from that recogniser until the sequence ends.
  private func offerNewTouches(in frame: TouchFrame) {
    guard frame.touches.contains(where: { $0.phase == .began }), let policy else { return }
    forEachMember { recognizer in
      guard recognizer.isEnabled && !recognizer.state.isTerminal else { return }
      for touch in frame.touches where touch.phase == .began && !policy.shouldReceive(recognizer, touch: touch) {
        recognizer.refusedTouches.append(touch.id)
      }
    }
  }

  /// Whether `recognizer` still decides on the touches it saw: it waits for a timer of its own (a tap
  /// waiting for its next tap), or holds a move back for a required recogniser that does.
  private func isDeciding(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled, recognizer.state == .possible else { return false }
    if recognizer.nextDeadline != nil { return true }
    guard recognizer.deferredState != nil else { return false }
    return recognizer.anyFailureRequirement {
      $0.isEnabled && $0.state == .possible
        && ($0.nextDeadline != nil || $0.deferredState != nil || ($0.arena !== self && $0.isTakingPart))
    }
  }
}
