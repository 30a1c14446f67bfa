public import GlideInput

/// The base of every recogniser: UIKit's `UIGestureRecognizer` for touch frames.
///
/// A recogniser is a class because identity matters: an arena relates recognisers to each other
/// (simultaneity, `require(toFail:)`), and observers hold on to the one they watch. Subclasses look
/// at frames in ``process(_:)`` and at the passing of time in ``advance(to:)``, and move through the
/// states with ``transition(to:at:)``; the arena they belong to decides whether a move out of
/// `possible` may happen now, later, or not at all.
///
/// Targets (``addTarget(_:)``) get UIKit's action messages: `began`, `changed`, `ended` (recognised)
/// and `cancelled`, never `failed`. State observers (``addStateObserver(_:)``) and the ``events``
/// sequence see every state change, `failed` included, for logs and tools.
open class GestureRecognizer {
  /// A name for logs and observers (`"pinch"`, `"double-tap"`…).
  public let name: String
  // The recogniser's own state skips the runtime exclusivity check: it is read and set at every frame
  // (by the arena too), always whole, never passed `inout` across a call to an observer.
  @exclusivity(unchecked) public private(set) var state: GestureState = .possible
  /// True for recognisers that go `possible → recognized` (tap, swipe).
  open var isDiscrete: Bool { false }

  /// A disabled recogniser ignores input and takes no part in its arena (no rival fails it, and
  /// recognisers that require it to fail do not wait for it); disabling an active one cancels it, and
  /// disabling a possible one drops a move its arena was holding back.
  @exclusivity(unchecked) public var isEnabled = true {
    didSet {
      guard !isEnabled else { return }
      deferredState = nil
      if state.isActive { transition(to: .cancelled, at: lastTime) }
    }
  }

  /// Whether the arena's ``GestureArena/view`` is told `touchesCancelled` for the touches it was given
  /// when this recogniser begins or is recognised, before the observers hear of it (UIKit's
  /// `cancelsTouchesInView`, true by default).
  @exclusivity(unchecked) public var cancelsTouchesInView = true
  /// Whether the arena's view is told of touches only once this recogniser has failed (UIKit's
  /// `delaysTouchesBegan`, false by default): a view under it never sees a gesture it recognises.
  @exclusivity(unchecked) public var delaysTouchesBegan = false
  /// Whether the arena's view is told a touch ended only once this recogniser has failed, so that a
  /// gesture recognised later can still cancel it (UIKit's `delaysTouchesEnded`, true by default).
  @exclusivity(unchecked) public var delaysTouchesEnded = true

  /// The followed touches' centroid, in mm (UIKit's `location(in:)`).
  @exclusivity(unchecked) public internal(set) var location = MillimetrePoint(x: 0, y: 0)
  /// How many touches the recogniser follows (UIKit's `numberOfTouches`).
  @exclusivity(unchecked) public internal(set) var numberOfTouches = 0
  /// The time of the last frame or clock tick the recogniser saw.
  @exclusivity(unchecked) public internal(set) var lastTime = Timestamp(microseconds: 0)

  /// Recognisers that must fail before this one may leave `possible` (UIKit's `require(toFail:)`).
  @exclusivity(unchecked) public private(set) var failureRequirements: [GestureRecognizer] = []
  /// The failure requirements of the current touch sequence, from the arena's policy and the recognisers'
  /// overrides (``shouldRequireFailure(of:)``, ``shouldBeRequiredToFail(by:)``): recognisers of the same
  /// arena, set when the sequence began; the arena clears them when it goes.
  @exclusivity(unchecked) var dynamicFailureRequirements: [GestureRecognizer] = []
  /// The recognisers that ``require(toFail:)`` this one, unretained (each holds this one in its
  /// ``failureRequirements`` and takes itself off this list in its `deinit`): the ones in another arena
  /// are told here when this one fails or stops taking part in a touch sequence.
  @exclusivity(unchecked) var dependents: [Unmanaged<GestureRecognizer>] = []
  /// The touches the arena's policy kept from this recogniser (``GestureArenaPolicy/shouldReceive(_:touch:)``
  /// said no) in the current touch sequence.
  @exclusivity(unchecked) var refusedTouches: [TouchID] = []

  // `unowned(unsafe)`, not a checked `unowned` (the arena's `deinit` compares it to itself, which a
  // checked reference traps on while the arena is being destroyed) nor `weak`: a weak reference gives the arena a side table, which makes
  // every retain and release of it slow, and the arena is retained at every frame. The arena clears it
  // in its `deinit`, so it never dangles.
  unowned(unsafe) var arena: GestureArena?
  /// A move out of `possible` the arena is holding back until a required recogniser fails.
  @exclusivity(unchecked) var deferredState: GestureState?
  /// How many times the recogniser was reset: a recogniser possible in the same generation as when a
  /// touch was queued for the arena's view is still deciding on it; one reset since is idle.
  @exclusivity(unchecked) var resetGeneration = 0
  /// Whether the recogniser was given a frame since its last reset: the arena resets it before the
  /// next touch sequence unless it is still deciding on the last one.
  @exclusivity(unchecked) var sawTouches = false
  @exclusivity(unchecked) private var targets: [Observer] = []
  @exclusivity(unchecked) private var stateObservers: [Observer] = []
  @exclusivity(unchecked) private var nextObserverID = 0
  @exclusivity(unchecked) private var continuations: [AsyncStream<GestureEvent>.Continuation] = []

  public init(name: String) {
    self.name = name
  }

  // MARK: - Observing

  /// Calls `action` with UIKit's action messages until ``removeTarget(_:)``: when the recogniser
  /// begins, changes, ends (is recognised) or is cancelled, after the state is set. A recogniser that
  /// fails sends no action (UIKit's `addTarget(_:action:)`); ``addStateObserver(_:)`` sees failures.
  @discardableResult
  public func addTarget(_ action: @escaping (GestureEvent) -> Void) -> GestureTarget {
    nextObserverID += 1
    let target = GestureTarget(id: nextObserverID)
    targets.append(Observer(id: target.id, action: action))
    return target
  }

  /// Stops calling the action that ``addTarget(_:)`` returned `target` for (UIKit's `removeTarget`).
  public func removeTarget(_ target: GestureTarget) {
    targets.removeAll { $0.id == target.id }
  }

  /// Calls `observer` on every state change until ``removeStateObserver(_:)``: `began`, `changed`,
  /// `ended`, `cancelled` and `failed` (not the silent reset to `possible`), after the state is set and
  /// before the targets' actions. For logs and tools: what key-value observing of UIKit's `state`
  /// shows, where targets hear only UIKit's action messages.
  @discardableResult
  public func addStateObserver(_ observer: @escaping (GestureEvent) -> Void) -> GestureStateObserver {
    nextObserverID += 1
    let handle = GestureStateObserver(id: nextObserverID)
    stateObservers.append(Observer(id: handle.id, action: observer))
    return handle
  }

  /// Stops calling the observer that ``addStateObserver(_:)`` returned `observer` for.
  public func removeStateObserver(_ observer: GestureStateObserver) {
    stateObservers.removeAll { $0.id == observer.id }
  }

  /// Every state change from now on, `failed` included (as ``addStateObserver(_:)`` sees them), as an
  /// asynchronous sequence. The sequence buffers what the consumer has not read yet and finishes when
  /// the recogniser is deallocated.
  public var events: AsyncStream<GestureEvent> {
    let (stream, continuation) = AsyncStream<GestureEvent>.makeStream()
    continuations.append(continuation)
    return stream
  }

  deinit {
    for continuation in continuations { continuation.finish() }
    let me = Unmanaged.passUnretained(self).toOpaque()
    for required in failureRequirements { required.dependents.removeAll { $0.toOpaque() == me } }
  }

  /// Whether one of this recogniser's failure requirements, ``require(toFail:)``'s or the touch
  /// sequence's, satisfies `predicate`.
  func anyFailureRequirement(_ predicate: (GestureRecognizer) -> Bool) -> Bool {
    failureRequirements.contains(where: predicate) || dynamicFailureRequirements.contains(where: predicate)
  }

  /// This recogniser waits for `other` to fail before it begins or is recognised, and fails as soon as
  /// `other` begins or is recognised (even if `other` is cancelled later). A disabled `other`
  /// (``isEnabled`` false) counts as failed: it holds nothing back.
  ///
  /// `other` may be in another arena: as in UIKit, where every recogniser of a window shares one
  /// gesture environment, this one then waits while `other` takes part in a touch sequence (its arena
  /// has touches down, or it waits for a timer or holds a move back) and is still possible, and goes on
  /// when `other` fails or its sequence ends without it being recognised. A recogniser that takes part
  /// in no sequence (in no arena, or in an arena the current touches do not reach) has received no
  /// touches to recognise: it holds nothing back, as a recogniser on a view outside the touches' views
  /// in UIKit. An arena takes part from the first frame it is given: give `other`'s arena each frame
  /// before this one's (or put both in one arena) when this one may begin on the frame a touch lands in.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
    failureRequirements.append(other)
    other.dependents.append(.passUnretained(self))
  }

  // MARK: - For subclasses

  /// The values observers receive with each state change. Subclasses override.
  open var values: GestureValues { .tap(location: location, taps: 0) }

  /// Looks at one frame. Called for every frame while the recogniser is not in a terminal state.
  open func process(_ frame: TouchFrame) {}

  /// Lets timers fire: the clock reached `time` with no new frame. The arena calls this at every
  /// ``nextDeadline`` on the way, so a timer fires at its exact time.
  open func advance(to time: Timestamp) {}

  /// When the recogniser next needs the clock (a long press's minimum duration, the end of the wait
  /// for another tap), or `nil` when it waits for nothing.
  open var nextDeadline: Timestamp? { nil }

  /// Forgets the last gesture. Subclasses call `super`.
  open func reset() {}

  /// Whether this recogniser, beginning or recognised, pushes `other` aside (fails it if possible,
  /// cancels it if active): UIKit's `canPrevent(_:)`. Both this and `other`'s
  /// ``canBePrevented(by:)`` must agree. `true` unless a subclass says otherwise.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

  /// Whether `other`, beginning or recognised, may push this recogniser aside: UIKit's
  /// `canBePrevented(by:)`. `true` unless a subclass says otherwise.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

  /// Whether this recogniser waits for `other`, in the same arena, to fail in the touch sequence
  /// beginning (UIKit's `shouldRequireFailure(of:)`): asked with the arena's policy's
  /// ``GestureArenaPolicy/shouldRequireFailure(_:of:)`` when a touch sequence begins; `false` unless a
  /// subclass says otherwise.
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

  /// Whether `other`, in the same arena, waits for this recogniser to fail in the touch sequence
  /// beginning (UIKit's `shouldBeRequiredToFail(by:)`); `false` unless a subclass says otherwise.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

  /// Moves to `next` at `time` if UIKit allows the move and the arena admits it now.
  ///
  /// - Returns: false when the move was rejected: illegal from the current state (say, `began` on a
  ///   discrete recogniser, or anything after `ended`), vetoed by the arena's policy, or beaten by a
  ///   recogniser this one requires to fail (the recogniser then fails). A move the arena holds back
  ///   until a required recogniser fails returns true and happens later.
  @discardableResult
  public final func transition(to next: GestureState, at time: Timestamp) -> Bool {
    if let deferred = deferredState { return updateDeferred(deferred, to: next) }
    guard state.canMove(to: next, discrete: isDiscrete) else { return false }
    if state == .possible && next != .failed, let arena {
      switch arena.admit(self, to: next, at: time) {
      case .now: break
      case .later:
        deferredState = next
        return true
      case .never:
        apply(.failed, at: time)
        return false
      }
    }
    apply(next, at: time)
    return true
  }

  // MARK: - Internals

  /// One ``addTarget(_:)`` action or ``addStateObserver(_:)`` observer. A struct rather than a tuple: a
  /// closure stored straight in an array (or in a tuple in one) is kept in its generic form and called
  /// through a thunk that copies the event.
  private struct Observer {
    let id: Int
    let action: (GestureEvent) -> Void
  }

  /// While held back, the latest wish stands in for the earlier one: `began` then `ended` becomes
  /// `ended` (released as began + ended), a failure or cancellation fails the recogniser.
  private func updateDeferred(_ deferred: GestureState, to next: GestureState) -> Bool {
    switch next {
    case .changed: return deferred.isActive
    case .ended:
      deferredState = .ended
      return true
    case .cancelled, .failed:
      deferredState = nil
      apply(.failed, at: lastTime)
      return true
    case .possible, .began:
      return false
    }
  }

  /// Sets the state and tells the observers; called by the arena too.
  func apply(_ next: GestureState, at time: Timestamp) {
    if state == .possible && (next == .began || next == .ended) {
      if let arena {
        arena.failDependents(of: self, at: time)
        if cancelsTouchesInView { arena.cancelTouchesInView(at: time) }
      }
      if !dependents.isEmpty { failDependentsElsewhere(at: time) }
    }
    state = next
    lastTime = time
    let event = GestureEvent(
      recognizer: name, state: next, time: time, values: values, numberOfTouches: numberOfTouches,
      location: location)
    // The observers as they are now, each list held by one local copy: iterating the stored array
    // retained it and each closure around every call, at every state change.
    let stateObservers = self.stateObservers
    for index in stateObservers.indices { stateObservers[index].action(event) }
    if next != .failed {
      let targets = self.targets
      for index in targets.indices { targets[index].action(event) }
    }
    if !continuations.isEmpty {
      for continuation in continuations { continuation.yield(event) }
    }
    if next == .failed && !dependents.isEmpty { releaseDependentsElsewhere(at: time) }
  }

  /// Whether this recogniser takes part in a touch sequence: its arena has touches down, or it waits for
  /// a timer of its own or holds a move back. One that does not has no touches to decide on.
  var isTakingPart: Bool {
    guard let arena else { return false }
    return arena.touchesDown || nextDeadline != nil || deferredState != nil
  }

  /// This recogniser begins or is recognised: the recognisers in other arenas (or in none) that require
  /// it to fail, and take part in a touch sequence, fail.
  private func failDependentsElsewhere(at time: Timestamp) {
    for dependent in dependents {
      let recognizer = dependent.takeUnretainedValue()
      guard recognizer.arena !== arena, recognizer.isEnabled, recognizer.state == .possible,
        recognizer.isTakingPart
      else { continue }
      recognizer.deferredState = nil
      recognizer.apply(.failed, at: time)
    }
  }

  /// This recogniser failed or stopped taking part: the arenas of the recognisers elsewhere that hold a
  /// move back for it settle now.
  func releaseDependentsElsewhere(at time: Timestamp) {
    for dependent in dependents {
      let recognizer = dependent.takeUnretainedValue()
      guard recognizer.arena !== arena, recognizer.deferredState != nil else { continue }
      recognizer.arena?.settleHeldMoves(at: time)
    }
  }

  /// Back to `possible` after a terminal state, once every touch has lifted, or before a new touch
  /// sequence.
  func resetToPossible() {
    state = .possible
    deferredState = nil
    sawTouches = false
    refusedTouches.removeAll()
    resetGeneration &+= 1
    reset()
  }
}
