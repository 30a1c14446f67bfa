import GlideGestures
public import GlideInput
import GlideInteraction
import GlideLab
public import GlideSimulation

/// Replays a trace the way `Replayer` does, keeping what a report needs besides the log: the view
/// tree at the start, at every display-link frame, after input that changed the scene while nothing
/// animated, and at the end.
///
/// The report's series are read from the records as they are made, so the run need not keep them
/// (`run.retainsRecords = false` keeps memory flat). Past ``maximumSnapshots`` snapshots (or
/// ``maximumViews`` views in them all), or ``maximumPoints`` points in a series, every other one is let
/// go and later ones are kept half as often: a report of an hour-long trace is the size of one of about
/// half a minute (at 60 Hz) of a plain screen, less of a screen of many views.
///
///     let replayer = Replayer(scenario: .pinchPop, options: options, device: device)
///     let recorder = ReportRecorder(replayer: replayer)
///     _ = try recorder.replay { try reader.next() }
///     let page = HTMLReport(data: recorder.data(trace: path)).html()
public final class ReportRecorder {
  /// The most view-tree snapshots kept (2,048, 34 s at 60 Hz): the scrubber's frames.
  public static let maximumSnapshots = 2048
  /// The most views kept across all the snapshots (8,192: 2,048 snapshots of four views, a plain screen's
  /// tree): a screen of bars, cells and labels (pinch-pop's photo grid and photo, about 80 views) keeps
  /// fewer snapshots, so the page of a long trace stays under 3 MB.
  public static let maximumViews = 8_192
  /// The most points kept in each of the timeline's series (gesture samples, progress, motion): 4,096.
  public static let maximumPoints = 4096

  public let replayer: Replayer
  /// The snapshots so far, in time order.
  public private(set) var snapshots: [ViewTreeSnapshot] = []
  /// The views in ``snapshots``, all told.
  private var viewCount = 0
  /// Whether the snapshots were thinned out (the trace was longer than ``maximumSnapshots`` frames, or
  /// its snapshots held more than ``maximumViews`` views).
  public private(set) var isDecimated = false
  private var lastEventTime: Double?
  /// Frames are snapshotted every `frameStride`th (1 until the snapshots are thinned out).
  private var frameStride = 1
  /// The view-tree snapshots built so far, kept or not (each walks every view).
  private(set) var snapshotsBuilt = 0
  /// The display-link frames replayed so far (snapshotted or not).
  public private(set) var framesSeen = 0
  private var reader: RecordReader
  /// Records of the latest time, read once time moves on: by then the run has noted the mapping a
  /// gesture that began at that time took on (`ScenarioRun.gestureMappings`).
  private var pending: [ReplayRecord] = []
  /// Whether the scene may have changed since the last snapshot: the run made a record (input that
  /// changes the scene makes one: a recogniser's action, a scene event, a motion sample) or something
  /// moved (an animation may have ended between frames). Without either there is nothing new to see and
  /// no snapshot is built: a dense trace of idle input cost a view-tree snapshot per event.
  private var changedSinceSnapshot = true

  /// Hooks `replayer`'s `onFrame` and its run's `onRecord` (callbacks already set keep being called,
  /// first).
  public init(replayer: Replayer) {
    self.replayer = replayer
    let run = replayer.run
    run.retainsGestureMappings = true
    reader = RecordReader(frameInterval: 1 / replayer.displayLink.framesPerSecond)
    let previous = replayer.onFrame
    replayer.onFrame = { [weak self] time in
      previous?(time)
      self?.frame(at: time)
    }
    let previousRecord = run.onRecord
    run.onRecord = { [weak self] record in
      previousRecord?(record)
      self?.receive(record)
    }
  }

  private func receive(_ record: ReplayRecord) {
    changedSinceSnapshot = true
    if let last = pending.last, last.time < record.time { readPending() }
    pending.append(record)
  }

  private func readPending() {
    for record in pending { reader.read(record, run: replayer.run) }
    pending.removeAll(keepingCapacity: true)
  }

  /// Replays every event `next` returns, then finishes, taking snapshots on the way.
  public func replay(next: () throws -> InputEvent?) rethrows -> ReplaySummary {
    let summary = try replayer.replay {
      let event = try next()
      if let lastEventTime {
        if replayer.run.isBusy {
          changedSinceSnapshot = true
        } else if changedSinceSnapshot {
          takeIfChanged(at: lastEventTime, .input)
        }
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
    readPending()
    return ReportData(
      run: replayer.run, reader: reader, trace: trace, framesPerSecond: replayer.displayLink.framesPerSecond,
      snapshots: snapshots)
  }

  /// A display-link frame: snapshotted every `frameStride`th.
  private func frame(at time: Double) {
    defer { framesSeen += 1 }
    guard framesSeen % frameStride == 0 else { return }
    take(at: time, .frame)
  }

  private func take(at time: Double, _ source: ViewTreeSnapshot.Source) {
    let run = replayer.run
    let percent =
      run.isTransitionInFlight
      ? run.interaction.presentedPercent(at: time) ?? run.interaction.percentComplete : nil
    let snapshot = ViewTreeSnapshot(window: run.scene.window, time: time, source: source, percent: percent)
    changedSinceSnapshot = run.isBusy
    snapshotsBuilt += 1
    snapshots.append(snapshot)
    viewCount += snapshot.nodes.count
    // Two or more snapshots stay, however many views one has.
    while snapshots.count > 2, snapshots.count > Self.maximumSnapshots || viewCount > Self.maximumViews {
      thinSnapshots()
    }
  }

  /// Lets every other snapshot go (the first and the last stay) and snapshots frames half as often.
  @inline(never)
  private func thinSnapshots() {
    snapshots = snapshots.enumerated().filter { $0.offset % 2 == 0 || $0.offset == snapshots.count - 1 }
      .map(\.element)
    viewCount = snapshots.reduce(0) { $0 + $1.nodes.count }
    frameStride *= 2
    isDecimated = true
  }

  private func takeIfChanged(at time: Double, _ source: ViewTreeSnapshot.Source) {
    let before = snapshots.last
    take(at: time, source)
    if let before, let after = snapshots.last, before.showsSameScene(as: after) {
      snapshots.removeLast()
      viewCount -= after.nodes.count
    }
  }
}

// MARK: - Internals

extension ReportData {
  /// The report's series and marks as `reader` read them from `run`'s records.
  fileprivate init(
    run: ScenarioRun, reader: RecordReader, trace: String, framesPerSecond: Double, snapshots: [ViewTreeSnapshot]
  ) {
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

/// Turns a run's records into the report's series as they come, oldest first; past
/// ``ReportRecorder/maximumPoints`` points a series is thinned out (``SeriesBudget``).
private struct RecordReader {
  var gestures: [[GestureSample]] = []
  var progress: [[ProgressSample]] = []
  var events: [TimelineEvent] = []
  var valueLabel = "value"
  var motion: [MotionPoint] = []
  /// The mapping the run drove progress through at the sample being read, and the next one's index in
  /// `ScenarioRun.gestureMappings`.
  private var mapping: GestureMapping?
  private var nextMapping = 0
  private let frameInterval: Double
  private var gestureBudget = SeriesBudget()
  private var progressBudget = SeriesBudget()
  private var motionBudget = SeriesBudget()

  init(frameInterval: Double) {
    self.frameInterval = frameInterval
  }

  mutating func read(_ record: ReplayRecord, run: ScenarioRun) {
      switch record.kind {
      case .gesture(_, let state, let values, _, let percent):
        addGesture(run: run, time: record.time, state: state, values: values, percent: percent)
      case .frame(let index, let percent, _, _):
        guard progressBudget.admits() else { return }
        addFrame(
          ProgressSample(time: record.time, index: index, percent: percent),
          gap: 1.5 * frameInterval * Double(progressBudget.stride))
        if progressBudget.count(1) { progressBudget.thin(&progress) }
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
        guard motionBudget.admits() else { return }
        motion.append(
          MotionPoint(time: record.time, horizontal: sample.offset.horizontal, vertical: sample.offset.vertical))
        if motionBudget.count(1) {
          var runs = [motion]
          motionBudget.thin(&runs)
          motion = runs[0]
        }
      case .scene, .handOff, .layout: break
      }
  }

  private mutating func addGesture(
    run: ScenarioRun, time: Double, state: GestureState, values: GestureValues, percent: Double?
  ) {
    guard [.began, .changed, .ended, .cancelled].contains(state) else { return }
    // A gesture's changes are thinned out past the budget; its beginning and end always stay.
    let admitted = gestureBudget.admits()
    guard admitted || state != .changed else { return }
    if state == .began || gestures.isEmpty { gestures.append([]) }
    if gestures.count == 1 && gestures[0].isEmpty { valueLabel = Self.label(values) }
    let sample = sample(run: run, time: time, state: state, values: values, percent: percent)
    gestures[gestures.count - 1].append(sample)
    if gestureBudget.count(1) { gestureBudget.thin(&gestures) }
  }

  private mutating func addFrame(_ sample: ProgressSample, gap: Double) {
    if let last = progress.last?.last, sample.time - last.time <= gap {
      progress[progress.count - 1].append(sample)
    } else {
      progress.append([sample])
    }
  }

  /// The sample for one state change, its velocity toward completion read through the mapping the run
  /// drove progress through since the gesture began (`ScenarioRun.gestureMappings`): a re-grab's is
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

/// Keeps a series of runs of points within ``ReportRecorder/maximumPoints``: past it, every other point
/// of each run is let go (a run's first and last stay) and later points are admitted half as often.
private struct SeriesBudget {
  /// Points are admitted every `stride`th.
  private(set) var stride = 1
  private var offered = 0
  private var kept = 0

  /// Whether the next point offered is kept.
  mutating func admits() -> Bool {
    defer { offered += 1 }
    return offered % stride == 0
  }

  /// Counts `added` points kept; true when the series is over the budget and should be thinned.
  mutating func count(_ added: Int) -> Bool {
    kept += added
    return kept > ReportRecorder.maximumPoints
  }

  /// Thins `runs` out to about half and halves the rate points are admitted at.
  mutating func thin<Point>(_ runs: inout [[Point]]) {
    runs = runs.map { run in
      run.enumerated().filter { $0.offset % 2 == 0 || $0.offset == run.count - 1 }.map(\.element)
    }
    kept = runs.reduce(0) { $0 + $1.count }
    stride *= 2
  }
}
