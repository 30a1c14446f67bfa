import GlideGestures
public import GlideInput

/// Replays a trace the way ``Replayer`` does, keeping what a report needs besides the log: the view
/// tree at the start, at every display-link frame, after input that changed the scene while nothing
/// animated, and at the end.
///
///     let replayer = Replayer(scenario: .pinchPop, options: options, device: device)
///     let recorder = ReportRecorder(replayer: replayer)
///     _ = try recorder.replay { try reader.next() }
///     let page = HTMLReport(data: recorder.data(trace: path)).html()
public final class ReportRecorder {
  public let replayer: Replayer
  /// The snapshots so far, in time order.
  public private(set) var snapshots: [ViewTreeSnapshot] = []
  private var lastEventTime: Double?

  /// Hooks `replayer`'s `onFrame` (a callback already set keeps being called, first).
  public init(replayer: Replayer) {
    self.replayer = replayer
    let previous = replayer.onFrame
    replayer.onFrame = { [weak self] time in
      previous?(time)
      self?.take(at: time, .frame)
    }
  }

  /// Replays every event `next` returns, then finishes, taking snapshots on the way.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    let summary = try replayer.replay {
      let event = try next()
      if let lastEventTime {
        if !replayer.run.isBusy { takeIfChanged(at: lastEventTime, .input) }
      } else if let event {
        take(at: event.time.seconds, .start)
      }
      lastEventTime = event?.time.seconds ?? lastEventTime
      return event
    }
    takeIfChanged(at: max(replayer.run.scene.engine.currentTime, lastEventTime ?? 0), .end)
    return summary
  }

  /// The report of what has been replayed; `trace` names the input as the user gave it.
  public func data(trace: String) -> ReportData {
    ReportData(
      run: replayer.run, trace: trace, framesPerSecond: replayer.displayLink.framesPerSecond,
      snapshots: snapshots)
  }

  private func take(at time: Double, _ source: ViewTreeSnapshot.Source) {
    let run = replayer.run
    let percent =
      run.isTransitionInFlight
      ? run.interaction.presentedPercent(at: time) ?? run.interaction.percentComplete : nil
    snapshots.append(ViewTreeSnapshot(window: run.scene.window, time: time, source: source, percent: percent))
  }

  private func takeIfChanged(at time: Double, _ source: ViewTreeSnapshot.Source) {
    let before = snapshots.last
    take(at: time, source)
    if let before, let after = snapshots.last, before.showsSameScene(as: after) { snapshots.removeLast() }
  }
}

// MARK: - Internals

extension ReportData {
  /// Reads `run`'s records into the report's series and marks.
  init(run: ScenarioRun, trace: String, framesPerSecond: Double, snapshots: [ViewTreeSnapshot]) {
    scenario = run.scenario.name
    scenarioSummary = run.scenario.summary
    self.trace = trace
    self.framesPerSecond = framesPerSecond
    parameters = run.options.ordered.map {
      ReportParameter(name: $0.0.name, value: $0.1.description, unit: $0.0.unit)
    }
    summary = ReplaySummary(run: run)
    screenSize = run.scene.window.bounds.size
    self.snapshots = snapshots
    let reader = RecordReader(run: run, frameInterval: 1 / framesPerSecond)
    (gestures, progress, events, valueLabel) = (
      reader.gestures, reader.progress, reader.events, reader.valueLabel
    )
    motion = reader.motion
    switch run.policy {
    case .classic(let percent, let velocity): (percentLine, velocityLine) = (percent, velocity)
    case .projection(_, let midpoint), .motionLayout(_, let midpoint): (percentLine, velocityLine) = (midpoint, nil)
    case .flutterCupertino(let velocity, let midpoint): (percentLine, velocityLine) = (midpoint, velocity)
    case .kwin(let threshold): (percentLine, velocityLine) = (threshold, nil)
    case .gnome: (percentLine, velocityLine) = (0.5, nil)
    case .androidBack(let rule): (percentLine, velocityLine) = (rule.activation, rule.minimumFlingVelocity)
    case .uikitNavigation(let rule): (percentLine, velocityLine) = (rule.threshold, nil)
    }
  }
}

/// Turns a run's records into the report's series: one pass, oldest first.
private struct RecordReader {
  var gestures: [[GestureSample]] = []
  var progress: [[ProgressSample]] = []
  var events: [TimelineEvent] = []
  var valueLabel = "value"
  var motion: [MotionPoint] = []
  /// The mapping the run drove progress through at the sample being read, and the next one's index in
  /// ``ScenarioRun/gestureMappings``.
  private var mapping: GestureMapping?
  private var nextMapping = 0

  init(run: ScenarioRun, frameInterval: Double) {
    for record in run.records {
      switch record.kind {
      case .gesture(_, let state, let values, _, let percent):
        addGesture(run: run, time: record.time, state: state, values: values, percent: percent)
      case .frame(let index, let percent, _, _):
        addFrame(ProgressSample(time: record.time, index: index, percent: percent), gap: 1.5 * frameInterval)
      case .decision(let decision): events.append(TimelineEvent(time: record.time, kind: .release(decision)))
      case .gestureCancelled(let p):
        events.append(TimelineEvent(time: record.time, kind: .gestureCancelled(percent: p)))
      case .regrab(let p):
        events.append(TimelineEvent(time: record.time, kind: .regrab(percent: p)))
      case .note(let text): events.append(TimelineEvent(time: record.time, kind: .note(text)))
      case .scene(.transitionBegan(let op, let from, let to, _, _)):
        events.append(TimelineEvent(time: record.time, kind: .began("\(op.rawValue) \(from) → \(to)")))
      case .scene(.transitionCompleted(_, let done)):
        events.append(TimelineEvent(time: record.time, kind: .completed(finished: done)))
      case .motion(let sample):
        motion.append(
          MotionPoint(time: record.time, horizontal: sample.offset.horizontal, vertical: sample.offset.vertical))
      case .scene, .handOff, .layout: break
      }
    }
  }

  private mutating func addGesture(
    run: ScenarioRun, time: Double, state: GestureState, values: GestureValues, percent: Double?
  ) {
    guard [.began, .changed, .ended, .cancelled].contains(state) else { return }
    if state == .began || gestures.isEmpty { gestures.append([]) }
    if gestures.count == 1 && gestures[0].isEmpty { valueLabel = Self.label(values) }
    let sample = sample(run: run, time: time, state: state, values: values, percent: percent)
    gestures[gestures.count - 1].append(sample)
  }

  private mutating func addFrame(_ sample: ProgressSample, gap: Double) {
    if let last = progress.last?.last, sample.time - last.time <= gap {
      progress[progress.count - 1].append(sample)
    } else {
      progress.append([sample])
    }
  }

  /// The sample for one state change, its velocity toward completion read through the mapping the run
  /// drove progress through since the gesture began (``ScenarioRun/gestureMappings``): a re-grab's is
  /// anchored at the percent on screen, a drawer's direction is the one it had then. A gesture that
  /// started nothing is read through the scenario's mapping anchored where it is.
  private mutating func sample(
    run: ScenarioRun, time: Double, state: GestureState, values: GestureValues, percent: Double?
  ) -> GestureSample {
    let coordinate = run.binding.coordinate(values)
    let mappings = run.gestureMappings
    while nextMapping < mappings.count, mappings[nextMapping].began <= time {
      mapping = mappings[nextMapping].mapping
      nextMapping += 1
    }
    let read = mapping ?? run.binding.mapping(at: coordinate.value).anchored(at: coordinate.value, percent: 0)
    return GestureSample(
      time: time, state: state, value: coordinate.value, percent: percent,
      velocity: read.velocity(for: coordinate.velocity))
  }

  private static func label(_ values: GestureValues) -> String {
    switch values {
    case .pinch: "scale"
    case .rotation: "rotation (rad)"
    case .pan, .longPress: "translation (mm)"
    case .swipe, .tap: "value"
    }
  }
}
