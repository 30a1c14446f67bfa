/// One property an animator's block changed, and the track it put on the layer for it.
struct TrackRecord {
  let change: PropertyChange
  let track: AnimatorTrack
}

// MARK: - Engine

extension PropertyAnimator: TimelineParticipant {
  /// The end of the running segment.
  var nextDeadline: Double? {
    guard state == .active, case .running(let segment) = motion else { return nil }
    return segment.endTime
  }

  /// Active animators stay with the engine (paused ones too, as UIKit keeps them alive).
  var isActive: Bool { state == .active }

  func fire(at time: Double) {
    guard state == .active, case .running(let segment) = motion else { return }
    guard time >= segment.endTime - 1e-12 else { return }
    let destination = segment.destination
    motion = .paused(AnimatorPosition(progress: destination, curveTime: destination))
    guard !pausesOnCompletion else { return }
    let position: AnimatingPosition = destination < 0.5 ? .start : .end
    let owned = removeOwnedTracks()
    if position == .start { write(owned.map { ($0.change, $0.change.from) }) }
    end(at: position)
  }
}

extension PropertyAnimator {
  // MARK: - Position

  /// The progress the animator heads for: 1, or 0 when reversed.
  var destination: Double { reversed ? 0 : 1 }

  /// Where a fresh run starts: the start, or the end when reversed.
  var startPosition: AnimatorPosition {
    let start = 1 - destination
    return AnimatorPosition(progress: start, curveTime: start)
  }

  func position(at time: Double) -> AnimatorPosition {
    switch motion {
    case .paused(let position): position
    case .running(let segment): segment.position(at: time)
    }
  }

  /// The animator's own cubic curve when positions can be read along it (monotone); nil for springs.
  var clockCurve: CubicTimingFunction? {
    guard case .cubic(let curve) = timingParameters, curve.isMonotone else { return nil }
    return curve
  }

  /// The time fraction along the animator's own curve at `position` (its progress when there is no such
  /// curve or the progress is outside 0…1).
  func clockTime(of position: AnimatorPosition) -> Double {
    guard let curve = clockCurve, (0...1).contains(position.progress) else { return position.progress }
    return position.curveTime ?? curve.timeFraction(forProgress: position.progress) ?? position.progress
  }

  /// `fractionComplete` for a position.
  func fraction(of position: AnimatorPosition) -> Double {
    scrubsLinearly ? position.progress : clockTime(of: position)
  }

  /// The fraction of its own change a block starting at `startFraction` of the run shows at `position`:
  /// 0 until the run's time along the animator's curve reaches `startFraction`, then the curve over the
  /// rest of the run; past the end it extrapolates linearly (springs overshoot).
  func blockFraction(startFraction: Double, position: AnimatorPosition) -> Double {
    let progress = position.progress
    if startFraction <= 0 { return progress }
    if startFraction >= 1 { return progress >= 1 ? 1 : 0 }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 + (progress - 1) / (1 - startFraction) }
    let local = (clockTime(of: position) - startFraction) / (1 - startFraction)
    guard local > 0 else { return 0 }
    return clockCurve?.progress(at: local) ?? local
  }

  // MARK: - Motion

  func setReversed(_ newValue: Bool) {
    guard newValue != reversed else { return }
    if state == .active { requireInterruptible("reverse") }
    reversed = newValue
    guard state == .active, case .running(let segment) = motion else { return }
    run(turned(segment, at: engine.currentTime))
  }

  func scrub(to fraction: Double) {
    switch state {
    case .stopped: return
    case .active: guard !isRunning else { return }
    case .inactive: break
    }
    requireInterruptible("scrub")
    if state == .inactive { activate() }
    let f = min(max(fraction, 0), 1)
    // Writing back the value read changes nothing (a position reached along the curve keeps its time).
    if case .paused(let position) = motion, self.fraction(of: position) == f { return }
    if !scrubsLinearly, let curve = clockCurve {
      motion = .paused(AnimatorPosition(progress: curve.progress(at: f), curveTime: f))
    } else {
      motion = .paused(AnimatorPosition(progress: f, curveTime: nil))
    }
  }

  func run(_ segment: AnimatorSegment) {
    motion = .running(segment)
    engine.activate(self)
  }

  /// The rest of the way from `position` to `destination` along the animator's own timing parameters,
  /// starting at engine time `begin`.
  func resumeSegment(from position: AnimatorPosition, toward destination: Double, at begin: Double)
    -> AnimatorSegment
  {
    let remaining = abs(destination - position.progress) * duration
    switch timingParameters {
    case .cubic(let curve):
      guard clockCurve != nil, (0...1).contains(position.progress) else {
        return AnimatorSegment(
          curve: curve, startFraction: 0, direction: 1, beginTime: begin, duration: remaining,
          origin: position.progress, target: destination, isNative: false)
      }
      let start = clockTime(of: position)
      let forward = destination > 0.5
      return AnimatorSegment(
        curve: curve, startFraction: start, direction: forward ? 1 : -1, beginTime: begin,
        duration: resumeLength(from: position, curveTime: start, forward: forward), origin: 0, target: 1,
        isNative: true)
    case .spring(let parameters):
      return AnimatorSegment(
        spring: parameters, beginTime: begin, duration: remaining, origin: position.progress,
        target: destination)
    }
  }

  /// The length of the whole curve for a resume from `position` along the animator's own curve from
  /// time fraction `curveTime`: ``duration`` for a position reached along the curve (a pause mid-run:
  /// the curve goes on as it was), and for a position scrubbed linearly a length that leaves what is left
  /// of the progress, (1 − p) · duration (p · duration reversed), as UIKit's animator takes (the time a
  /// percent-driven completion is promised, (1 − percentComplete) · duration).
  func resumeLength(from position: AnimatorPosition, curveTime: Double, forward: Bool) -> Double {
    guard position.curveTime == nil else { return duration }
    let curveLeft = forward ? 1 - curveTime : curveTime
    let progressLeft = forward ? 1 - position.progress : position.progress
    return curveLeft > 1e-12 ? duration * progressLeft / curveLeft : duration
  }

  /// A fresh segment from `progress` to ``destination`` with `parameters` over `length` seconds.
  func segment(
    _ parameters: TimingParameters, from progress: Double, duration length: Double, at begin: Double
  ) -> AnimatorSegment {
    switch parameters {
    case .cubic(let curve):
      AnimatorSegment(
        curve: curve, startFraction: 0, direction: 1, beginTime: begin, duration: length, origin: progress,
        target: destination, isNative: false)
    case .spring(let spring):
      AnimatorSegment(
        spring: spring, beginTime: begin, duration: length, origin: progress, target: destination)
    }
  }

  /// `segment` turned round toward ``destination`` at engine time `now`: a cubic replays the animator's
  /// curve backwards from here; a spring keeps its velocity and is pulled to the other end.
  func turned(_ segment: AnimatorSegment, at now: Double) -> AnimatorSegment {
    let begin = max(now, segment.beginTime)
    switch segment.shape {
    case .cubic:
      return resumeSegment(from: segment.position(at: now), toward: destination, at: begin)
    case .spring(let spring, _):
      let progress = segment.progress(at: now)
      let velocity = Self.normalizedVelocity(segment.velocity(at: now), from: progress, toward: destination)
      let parameters = SpringTimingParameters(spring: spring, initialVelocity: Vector(dx: velocity, dy: 0))
      return AnimatorSegment(
        spring: parameters, beginTime: begin, duration: segment.duration, origin: progress,
        target: destination)
    }
  }

  /// v / (target − current), or 0 when no distance is left.
  static func normalizedVelocity(_ velocity: Double, from current: Double, toward target: Double) -> Double {
    let distance = target - current
    return abs(distance) < 1e-12 ? 0 : velocity / distance
  }

  // MARK: - Blocks and tracks

  /// Becomes active at the start position and runs the pending blocks.
  func activate() {
    state = .active
    motion = .paused(startPosition)
    engine.activate(self)
    engine.noteAnimationBegan(.animator(self))
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for block in blocks { runBlock(block.animations, startFraction: block.delayFactor) }
  }

  /// Where a block added now with `delayFactor` starts: that share of what is left of the run.
  func startFractionForAddedBlock(delayFactor: Double) -> Double {
    let now = min(max(clockTime(of: position(at: engine.currentTime)), 0), 1)
    return now + delayFactor * (1 - now)
  }

  /// Runs `animations`, recording its changes, and gives each changed property a track.
  func runBlock(_ animations: () -> Void, startFraction: Double) {
    for change in Self.merged(engine.recordChanges(animations)) {
      let track = AnimatorTrack(
        change: change, startFraction: startFraction, serial: nextSerial, animator: self)
      nextSerial += 1
      change.layer.add(track, forKey: change.keyPath.rawValue)
      records.append(TrackRecord(change: change, track: track))
    }
  }

  /// One change per layer and key path: the first one's start, the last one's value.
  static func merged(_ changes: [PropertyChange]) -> [PropertyChange] {
    struct Key: Hashable {
      let layer: ObjectIdentifier
      let keyPath: LayerKeyPath
    }
    var order: [Key] = []
    var byKey: [Key: PropertyChange] = [:]
    for change in changes {
      let key = Key(layer: ObjectIdentifier(change.layer), keyPath: change.keyPath)
      if let first = byKey[key] {
        byKey[key] = PropertyChange(
          layer: first.layer, keyPath: first.keyPath, from: first.from, modelBefore: first.modelBefore,
          to: change.to)
      } else {
        order.append(key)
        byKey[key] = change
      }
    }
    return order.compactMap { byKey[$0] }
  }

  /// Whether the record's track is still on its layer (nothing replaced it): the animator only writes
  /// the properties it still animates.
  func isOwned(_ record: TrackRecord) -> Bool {
    let key = record.change.keyPath.rawValue
    guard let track = record.change.layer.animation(forKey: key) as? AnimatorTrack else { return false }
    return track.serial == record.track.serial && track.animator === self
  }

  /// Removes this animator's tracks and returns the records they belonged to.
  func removeOwnedTracks() -> [TrackRecord] {
    let owned = records.filter(isOwned)
    for record in owned { record.change.layer.removeAnimation(forKey: record.change.keyPath.rawValue) }
    records.removeAll()
    return owned
  }

  /// Gives the model the values shown at `position`, removes the tracks, and returns their records.
  func holdCurrentValues(at position: AnimatorPosition) -> [TrackRecord] {
    let values = records.filter(isOwned).map { ($0.change, $0.track.value(at: position, of: self)) }
    let owned = removeOwnedTracks()
    write(values)
    return owned
  }

  /// Sets model values without animation.
  func write(_ values: [(PropertyChange, AnimatableValue)]) {
    guard !values.isEmpty else { return }
    engine.performWithoutAnimation {
      for (change, value) in values { change.layer.setValue(value, forKeyPath: change.keyPath) }
    }
  }

  /// Becomes inactive and hands the completion handlers to the engine, to run on its next advance.
  func end(at position: AnimatingPosition) {
    state = .inactive
    records.removeAll()
    let handlers = completions
    completions.removeAll()
    guard !handlers.isEmpty else { return }
    engine.enqueue {
      for handler in handlers { handler(position) }
    }
  }

  func requireInterruptible(_ action: String) {
    precondition(isInterruptible, "cannot \(action) a non-interruptible animator")
  }
}

extension AnimationEngine {
  /// Whether a block or keyframe animation is open (an animator made in one is not interruptible).
  var isInsideAnimationBlock: Bool {
    transactions.contains { transaction in
      switch transaction.kind {
      case .block, .keyframes: true
      case .recording, .withoutAnimation: false
      }
    }
  }
}
