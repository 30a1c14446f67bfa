/// UIKit's `UIViewPropertyAnimator`: an interruptible animation of the layer properties its blocks set,
/// which can be started, paused, scrubbed, reversed, stopped, and continued with new timing, all on its
/// engine's clock.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.4, curve: .easeInOut, engine: engine) {
///   card.position.x = 300
/// }
/// animator.addCompletion { position in print("ended at \(position)") }
/// animator.fractionComplete = 0.3            // active, paused at 30 %
/// animator.continueAnimation(
///   withTimingParameters: PropertyAnimator.springHandOff(
///     dampingRatio: 0.8, progressVelocity: 2.5, from: 0.3, toward: 1),
///   durationFactor: 0.7)
/// ```
///
/// **Progress.** Everything is measured in *progress*: 0 shows the values from before the blocks, 1 the
/// values they set; springs overshoot past 1 (or below 0 when reversed). An active animator is either
/// paused at a progress or running a segment from its current progress toward 1 (0 when reversed):
/// - ``startAnimation()`` runs the rest of the way along the animator's own ``timingParameters``: for a
///   cubic curve, from the point of the curve with that progress, for the remaining share of
///   ``duration`` (a fresh animator takes the whole duration; reversed, the curve plays backwards): after
///   a pause mid-run the curve's remaining time, after a linear scrub to progress p what is left of the
///   progress, (1 − p) · duration (p · duration reversed), the rest of the curve stretched to fit, as
///   UIKit's percent-driven completion takes (1 − percentComplete) · duration;
///   for a spring, a spring from here fitted to the remaining share of the duration.
/// - ``continueAnimation(withTimingParameters:durationFactor:)`` starts afresh from the current
///   progress with `parameters ?? timingParameters` over `durationFactor × duration` seconds (a spring's
///   initial velocity is relative to the distance left: see
///   ``springHandOff(dampingRatio:progressVelocity:from:toward:)``).
/// - Setting ``isReversed`` on a running animator turns it round where it is: a cubic segment replays
///   the animator's curve backwards from that point (a mirror image of the motion so far, when it was
///   running along that curve); a spring keeps its momentum and is pulled to the other end.
///
/// Value is continuous at every hand-off (pause, reversal, continuation, scrub to the value read); the
/// velocity is continuous when the new timing starts at the old velocity, as a hand-off spring does.
///
/// **fractionComplete** is the progress when ``scrubsLinearly`` is true (the default): setting 0.4 shows
/// 40 % of every change. With `scrubsLinearly == false` it is the time fraction along the animator's own
/// cubic curve: setting `f` moves the progress to `curve(f)` and reading inverts the curve (springs and
/// curves that leave 0…1 read and write the progress). Either way, reading a paused animator and writing
/// the value back changes nothing.
///
/// **Blocks.** The animation blocks run when the animator first becomes active (``startAnimation()``,
/// ``pauseAnimation()``, setting ``fractionComplete``, or a continuation), inside
/// ``AnimationEngine/recordChanges(_:)``: the model takes the final values at once, and each changed
/// property gets an ``AnimatorTrack`` (under the key path's name, replacing a block animation on the same
/// property) that shows the property at the animator's progress. Several changes to one property in a
/// block make one track, from the first's start to the last's value. A block added with a
/// `delayFactor` δ starts at δ of the run (time along the animator's curve) and runs for the rest; a block
/// added while active starts from where the animator is, its delay a share of what is left. An animator
/// started with no blocks runs its progress all the same (UIKit's "transient paused state" is not
/// reproduced), so blocks added later join it where it is.
///
/// **Ends and completions.** Running out at 1 leaves the model at the values set (completion `.end`); at
/// 0 it sets the model back to the start values (completion `.start`); either way the animator becomes
/// `.inactive` and its tracks go. With ``pausesOnCompletion`` it stays active and paused at the end
/// instead, without completing. ``stopAnimation(_:)`` gives the model the values on screen and removes
/// the tracks; `stopAnimation(false)` then waits in `.stopped` for ``finishAnimation(at:)``, which completes
/// with the position given. Completion handlers always run through the engine (on its next
/// ``AnimationEngine/advance(to:)`` at or after the end), never inside the call that ended the animator.
///
/// "Every started animator completes exactly once" holds in this sense: each completion handler runs at
/// most once, and exactly once for every run that ends by running out or by ``finishAnimation(at:)``;
/// `stopAnimation(true)` hands control to the caller and discards the handlers, as UIKit does. Blocks and
/// handlers are used up by a run: an animator started again after it ended has only what was added since.
///
/// The animator belongs to its engine while active (the engine keeps it alive and ends it on time).
public final class PropertyAnimator {
  /// The clock and animation context the animator runs on.
  public let engine: AnimationEngine
  /// Seconds a full run takes along ``timingParameters`` (a physical spring runs for its own settling
  /// time); also the unit of `continueAnimation`'s `durationFactor`.
  public let duration: Double
  /// Seconds between the last `startAnimation(afterDelay:)` and the motion starting.
  public internal(set) var delay: Double = 0
  /// The curve or spring runs follow (continuations may use others).
  public let timingParameters: TimingParameters
  /// `.inactive`, `.active` or `.stopped` (see ``AnimatingState``).
  public internal(set) var state: AnimatingState = .inactive { didSet { engine.deadlinesDidChange() } }
  /// Whether the animator's progress may move by itself now (also during a start delay): implies `.active`.
  public var isRunning: Bool { state == .active && motion.isRunning }
  /// Whether the animator runs toward its start (progress 0), or will when started. Setting it on a
  /// running animator turns it round at once, without a jump.
  public var isReversed: Bool {
    get { reversed }
    set { setReversed(newValue) }
  }
  /// Scrubs linearly in progress (true, the default) or along the animator's curve (see the type's notes).
  public var scrubsLinearly = true
  /// Stay active and paused on reaching the end instead of ending and completing (default false).
  public var pausesOnCompletion = false
  /// Whether the animator may be paused, scrubbed, reversed while active, or continued (default true).
  /// Set it only while inactive.
  public var isInterruptible = true {
    willSet { precondition(state == .inactive, "isInterruptible can only be set on an inactive animator") }
  }

  var motion = AnimatorMotion.paused(AnimatorPosition(progress: 0, curveTime: 0)) {
    didSet { engine.deadlinesDidChange() }
  }
  var reversed = false
  var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
  var completions: [(AnimatingPosition) -> Void] = []
  /// The properties this animator's blocks changed, with the track each got.
  var records: [TrackRecord] = []
  var nextSerial = 0

  /// An inactive animator running for `duration` seconds along `timingParameters`.
  public init(duration: Double, timingParameters: TimingParameters, engine: AnimationEngine) {
    precondition(duration >= 0, "an animator's duration cannot be negative (\(duration))")
    self.duration = duration
    self.timingParameters = timingParameters
    self.engine = engine
  }

  /// `UIViewPropertyAnimator(duration:curve:animations:)`: one of UIKit's curves.
  public convenience init(
    duration: Double, curve: AnimationCurve, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: .curve(curve), engine: engine)
    if let animations { addAnimations(animations) }
  }

  /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`: a cubic curve through
  /// two control points (x in 0…1).
  public convenience init(
    duration: Double, controlPoint1: Point, controlPoint2: Point, engine: AnimationEngine,
    animations: (() -> Void)? = nil
  ) {
    let curve = CubicTimingFunction(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    self.init(duration: duration, timingParameters: .cubic(curve), engine: engine)
    if let animations { addAnimations(animations) }
  }

  /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: a spring with damping ratio
  /// `dampingRatio` fitted to settle in `duration` seconds, from rest.
  public convenience init(
    duration: Double, dampingRatio: Double, engine: AnimationEngine, animations: (() -> Void)? = nil
  ) {
    let spring = SpringTimingParameters(dampingRatio: dampingRatio)
    self.init(duration: duration, timingParameters: .spring(spring), engine: engine)
    if let animations { addAnimations(animations) }
  }

  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
  /// an animator along the options' curve, already started (after `delay` seconds). Only the curve bits
  /// of `options` are used. Created inside a block animation it is not interruptible, as in UIKit.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [], engine: AnimationEngine,
    animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
  ) -> PropertyAnimator {
    let animator = PropertyAnimator(
      duration: duration, timingParameters: .curve(options.curve), engine: engine)
    animator.isInterruptible = !engine.isInsideAnimationBlock
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: - Blocks and completions

  /// Adds property changes to animate. Inactive: they run when the animator becomes active, starting at
  /// `delayFactor × duration` (0…1) into the run and finishing with it. Active: they run now and move
  /// from what is on screen to their values as the animator goes from here to its end, after
  /// `delayFactor` of the remaining run. Stopped: they apply at once, without animation.
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
    precondition((0...1).contains(delayFactor), "delayFactor must be in 0…1, not \(delayFactor)")
    switch state {
    case .inactive: pendingBlocks.append((animations, delayFactor))
    case .active: runBlock(animations, startFraction: startFractionForAddedBlock(delayFactor: delayFactor))
    case .stopped: engine.performWithoutAnimation(animations)
    }
  }

  /// Adds a handler called once when this run ends (running out, or `finishAnimation(at:)`), with where
  /// the properties ended up.
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Progress

  /// The progress at engine time `time` (seconds): 0 at the start values, 1 at the end values (springs
  /// overshoot). Exact for times at or after the last change of motion (start, pause, reversal,
  /// continuation); earlier times extrapolate the current motion.
  public func progress(at time: Double) -> Double { position(at: time).progress }

  /// d(progress)/dt at engine time `time`, in progress per second (0 while paused, in a start delay,
  /// stopped or inactive): what a gesture hands off from, or to.
  public func progressVelocity(at time: Double) -> Double {
    guard state == .active, case .running(let segment) = motion else { return 0 }
    return segment.velocity(at: time)
  }

  /// How far along the animator is now, 0…1 (see the type's notes for `scrubsLinearly`). Setting it on
  /// an inactive animator makes it active and paused there; on a paused one it moves there at once; on a
  /// running or stopped one it does nothing, as in UIKit. Values are clamped to 0…1.
  public var fractionComplete: Double {
    get { fraction(of: position(at: engine.currentTime)) }
    set { scrub(to: newValue) }
  }

  // MARK: - Control

  /// Starts (or resumes) the animator now. Inactive: the blocks run and it runs from its start (or from
  /// its end toward the start when reversed). Paused: runs the rest of the way along its timing
  /// parameters. Running or stopped: nothing.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// ``startAnimation()`` with the motion starting `delay` seconds from now (the animator is active and
  /// running during the delay).
  public func startAnimation(afterDelay delay: Double) {
    switch state {
    case .stopped: return
    case .inactive: activate()
    case .active: guard !isRunning else { return }
    }
    self.delay = max(delay, 0)
    let now = engine.currentTime
    run(resumeSegment(from: position(at: now), toward: destination, at: now + self.delay))
  }

  /// Pauses where the animator is. Inactive: the blocks run and it is paused at its start. Running:
  /// the motion stops at the current progress (value kept, velocity 0). Paused or stopped: nothing.
  public func pauseAnimation() {
    switch state {
    case .stopped: return
    case .inactive:
      requireInterruptible("pause")
      activate()
    case .active:
      requireInterruptible("pause")
      guard case .running(let segment) = motion else { return }
      motion = .paused(segment.position(at: engine.currentTime))
    }
  }

  /// Stops the animator where it is: the model takes the values on screen and the tracks go. With
  /// `withoutFinishing == false` it waits in `.stopped` for ``finishAnimation(at:)``; with `true` it
  /// becomes `.inactive` at once and its completion handlers are discarded (never called). Inactive:
  /// nothing.
  public func stopAnimation(_ withoutFinishing: Bool) {
    switch state {
    case .inactive: return
    case .stopped: break
    case .active:
      let position = self.position(at: engine.currentTime)
      records = holdCurrentValues(at: position)
      motion = .paused(position)
      state = .stopped
    }
    if withoutFinishing {
      state = .inactive
      records.removeAll()
      completions.removeAll()
    }
  }

  /// Ends a stopped animator with the properties at `position` (`.start`, `.end`, or `.current`, where
  /// they were stopped) and calls the completion handlers with it. Only legal when ``state`` is
  /// `.stopped` (a precondition, as UIKit raises).
  public func finishAnimation(at position: AnimatingPosition) {
    precondition(state == .stopped, "finishAnimation(at:) needs a stopped animator; this one is \(state)")
    switch position {
    case .start:
      write(records.map { ($0.change, $0.change.from) })
      motion = .paused(AnimatorPosition(progress: 0, curveTime: 0))
    case .end:
      write(records.map { ($0.change, $0.change.to) })
      motion = .paused(AnimatorPosition(progress: 1, curveTime: 1))
    case .current: break
    }
    end(at: position)
  }

  /// Continues from the current progress toward the end (the start when reversed) as if newly started,
  /// with `parameters` (the animator's own when nil), taking `durationFactor × duration` seconds (a
  /// physical spring takes its settling time). Works on a paused or running animator; an inactive one
  /// becomes active first; a stopped one ignores it.
  public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
    switch state {
    case .stopped: return
    case .inactive:
      requireInterruptible("continue")
      activate()
    case .active: requireInterruptible("continue")
    }
    let now = engine.currentTime
    let length = max(durationFactor, 0) * duration
    run(segment(parameters ?? timingParameters, from: progress(at: now), duration: length, at: now))
  }

  /// The timing parameters for continuing from progress `current` toward `target` (1, or 0 when
  /// reversed) with a spring of damping ratio `dampingRatio` that starts at `progressVelocity` (progress
  /// per second, e.g. a gesture's speed divided by the distance a full transition covers), so the
  /// hand-off has no jump in velocity. The spring's initial velocity is normalised as UIKit's is, to the
  /// distance left: v / (target − current) (0 when no distance is left).
  public static func springHandOff(
    dampingRatio: Double, progressVelocity: Double, from current: Double, toward target: Double
  ) -> TimingParameters {
    let velocity = normalizedVelocity(progressVelocity, from: current, toward: target)
    let initialVelocity = Vector(dx: velocity, dy: 0)
    return .spring(SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: initialVelocity))
  }
}
