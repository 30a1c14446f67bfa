extension Layer {
  /// Adds a copy of `animation` under `key` (a generated key when nil), replacing any animation under the
  /// same key (that one stops with `finished == false`). A `beginTime` of 0 means now, in this layer's
  /// time, as Core Animation does. Animations apply in the order they were added, except that
  /// ``AdditiveOverlay``s always come after the others: a new animation goes in before the first overlay.
  public func add(_ animation: any Animation, forKey key: String? = nil) {
    var copy = animation
    if copy.timing.beginTime == 0 {
      copy.timing.beginTime = localTime(atEngineTime: engine.currentTime)
    }
    let key = key ?? nextKey()
    if let index = entries.firstIndex(where: { $0.key == key }) {
      let old = entries.remove(at: index)
      reportStop(old, finished: false)
    }
    let entry = Entry(key: key, animation: copy)
    if copy is AdditiveOverlay {
      entries.append(entry)
    } else {
      entries.insert(entry, at: entries.firstIndex { $0.animation is AdditiveOverlay } ?? entries.endIndex)
    }
    engine.activate(self)
  }

  /// What an animation started by a model change starts from: the presentation now without the
  /// ``AdditiveOverlay``s, which keep adding on top of it (see there).
  func presentationBeneathOverlays() -> LayerState {
    guard let first = entries.firstIndex(where: { $0.animation is AdditiveOverlay }) else { return presentation() }
    let local = localTime(atEngineTime: engine.currentTime)
    var state = model
    for entry in entries[..<first] {
      if let t = entry.animation.timing.iterationTime(atParentTime: local) {
        entry.animation.apply(at: t, to: &state)
      }
    }
    return state
  }

  /// The animation under `key`, as added (with its resolved `beginTime`).
  public func animation(forKey key: String) -> (any Animation)? {
    entries.first { $0.key == key }?.animation
  }

  /// Keys of the animations on the layer, in the order they apply.
  public var animationKeys: [String] { entries.map(\.key) }

  /// Removes the animation under `key`; its delegate hears `finished == false` if it had not finished.
  public func removeAnimation(forKey key: String) {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return }
    let old = entries.remove(at: index)
    reportStop(old, finished: false)
  }

  public func removeAllAnimations() {
    let old = entries
    entries.removeAll()
    for entry in old { reportStop(entry, finished: false) }
  }

  // MARK: - Engine hooks

  /// The earliest engine time at which an animation on this layer starts or ends, if any.
  var nextDeadline: Double? {
    var earliest: Double?
    let now = localTime(atEngineTime: engine.currentTime)
    // By index, reading fields in place: copying each entry (its key and animation) cost retains per frame.
    for index in entries.indices where !entries[index].finished {
      let local = entries[index].started ? entries[index].endTime : entries[index].beginTime
      // Already reached (a layer's time can jump when its offset or speed changes): due now.
      let time = now >= local - 1e-12 ? engine.currentTime : engineTime(atLocalTime: local)
      guard local.isFinite, let time else { continue }
      earliest = min(earliest ?? time, time)
    }
    return earliest
  }

  /// Starts and finishes the animations due at engine time `time`.
  func fire(at time: Double) {
    let local = localTime(atEngineTime: time)
    var stopped: [Entry] = []
    for index in entries.indices {
      if !entries[index].started && local >= entries[index].beginTime - 1e-12 {
        entries[index].started = true
        let animation = entries[index].animation
        engine.enqueue { animation.delegate?.animationDidStart(animation) }
      }
      if entries[index].started && !entries[index].finished && local >= entries[index].endTime - 1e-12 {
        entries[index].finished = true
        stopped.append(entries[index])
      }
    }
    entries.removeAll { $0.finished && $0.animation.isRemovedOnCompletion }
    for entry in stopped { reportStop(entry, finished: true) }
  }

  private func reportStop(_ entry: Entry, finished: Bool) {
    guard !entry.finished || finished else { return }
    let animation = entry.animation
    engine.enqueue { animation.delegate?.animationDidStop(animation, finished: finished) }
  }

  private func nextKey() -> String {
    defer { nextAnonymousKey += 1 }
    return "animation-\(nextAnonymousKey)"
  }
}
