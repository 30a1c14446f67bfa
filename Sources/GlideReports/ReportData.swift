public import GlideAnimation
public import GlideGestures
public import GlideInteraction
import GlideLab
public import GlideSimulation

/// Everything `glide report` shows, taken from one replay: the gesture's value, the progress it maps
/// to and its velocity toward completion over time, the progress on screen at each display frame, the
/// release with its decision, the completions, and the view tree at every frame. Times are seconds on
/// the trace's clock. Build it with ``ReportRecorder``.
public struct ReportData: Sendable {
  public let scenario: String
  public let scenarioSummary: String
  /// The trace, as the user named it.
  public let trace: String
  public let framesPerSecond: Double
  /// The scenario's parameters with their values, in declaration order.
  public let parameters: [ReportParameter]
  public let summary: ReplaySummary
  /// The simulated screen, points.
  public let screenSize: Size
  /// What the gesture's value is ("scale", "translation (mm)", …).
  public let valueLabel: String
  /// One track per gesture (began … ended or cancelled), oldest first.
  public let gestures: [[GestureSample]]
  /// The progress on screen at each logged display frame (the log's `frame` records), in runs of
  /// consecutive frames: one run per stretch of time a transition was in flight.
  public let progress: [[ProgressSample]]
  /// Releases, re-grabs, transitions beginning and completing, notes: in order.
  public let events: [TimelineEvent]
  /// The view tree at the start, at every display-link frame, after input that changed the scene
  /// while nothing animated, and at the end: in time order.
  public let snapshots: [ViewTreeSnapshot]
  /// The finish rule's lines: a percent (classic threshold or projection midpoint) and a velocity
  /// (classic only), for the plot.
  public let percentLine: Double?
  public let velocityLine: Double?
  /// The viewer offset at each motion frame of a scenario with motion effects (`parallax`), oldest
  /// first; empty for the others.
  public let motion: [MotionPoint]
}

/// The viewer offset a scenario's motion effects applied at one display frame.
public struct MotionPoint: Hashable, Sendable {
  public let time: Double
  /// −1…1 each, as `MotionSample.offset`.
  public let horizontal: Double
  public let vertical: Double

  /// The larger component's size: how far from the resting attitude the frame is.
  public var magnitude: Double { max(abs(horizontal), abs(vertical)) }
}

/// A scenario parameter as the report lists it.
public struct ReportParameter: Hashable, Sendable {
  public let name: String
  public let value: String
  public let unit: String
}

/// The gesture at one of its state changes.
public struct GestureSample: Hashable, Sendable {
  public let time: Double
  public let state: GestureState
  /// The value the scenario reads (scale, or translation in mm along its axis).
  public let value: Double
  /// The progress that value maps to (unclamped), or nil before the mapping is anchored.
  public let percent: Double?
  /// Progress per second toward completion: the finish rule's velocity input.
  public let velocity: Double
}

/// The progress on screen at one display frame.
public struct ProgressSample: Hashable, Sendable {
  public let time: Double
  /// The frame's index in the log.
  public let index: Int
  public let percent: Double
}

/// Something the timeline marks.
public struct TimelineEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The fingers let go and the finish rule decided.
    case release(Decision)
    /// The gesture was cancelled (touches lost): the transition cancels without asking the rule.
    case gestureCancelled(percent: Double)
    /// Fingers took a completing transition back at this percent.
    case regrab(percent: Double)
    /// A transition began (operation, from, to).
    case began(String)
    /// A transition completed: finished (true) or cancelled.
    case completed(finished: Bool)
    case note(String)
  }

  public let time: Double
  public let kind: Kind
}

/// The part of a transition that plays by itself: from a release to the completion, or to the fingers
/// that took it back.
public struct CompletionTail: Hashable, Sendable {
  public let start: Double
  public let end: Double
  /// What the release decided (a cancelled gesture cancels).
  public let outcome: Decision.Outcome
  /// Fingers took the transition back before it completed (a re-grab ends the tail).
  public let interrupted: Bool
}

/// When a filmstrip frame is taken: a time, or the moment of the release or the completion.
public enum FilmstripTime: Hashable, Sendable {
  case seconds(Double)
  /// The last release (or gesture cancel).
  case release
  /// The first display frame at or after the last completion: the completed screen.
  case completion

  /// The latest time in seconds a filmstrip frame may be asked for (as for an expectation's times).
  public static let maximumSeconds = 1e9

  /// Reads "0.25" (seconds from 0 to ``maximumSeconds``), "release" or "completion".
  public init?(_ text: String) {
    switch text {
    case "release": self = .release
    case "completion": self = .completion
    default:
      guard let seconds = Double(text), seconds >= 0, seconds <= Self.maximumSeconds else { return nil }
      self = .seconds(seconds)
    }
  }
}

/// One frame of the filmstrip: which snapshot, asked for when, and why.
public struct FilmstripCell: Hashable, Sendable {
  /// The time asked for (seconds on the trace's clock).
  public let requested: Double
  /// "release", "completion", "largest offset" (motion effects), or empty for a plain time.
  public let label: String
  /// Index into ``ReportData/snapshots``: the last one at or before `requested`.
  public let snapshot: Int
}

// MARK: - Filmstrip

extension ReportData {
  /// The filmstrip for `times` (in the order given), or by default five times spread evenly from the
  /// first gesture to the completed screen plus every release and completion (and, with motion effects,
  /// the frame of the largest viewer offset), in time order. Times that show the same snapshot appear
  /// once.
  public func filmstrip(at times: [FilmstripTime]? = nil) -> [FilmstripCell] {
    guard !snapshots.isEmpty else { return [] }
    let requests = times.map { $0.flatMap(resolve) } ?? defaultTimes
    var cells: [FilmstripCell] = []
    for (time, label) in requests {
      let index = snapshotIndex(at: time)
      if let existing = cells.firstIndex(where: { $0.snapshot == index }) {
        if cells[existing].label.isEmpty && !label.isEmpty {
          cells[existing] = FilmstripCell(requested: time, label: label, snapshot: index)
        }
        continue
      }
      cells.append(FilmstripCell(requested: time, label: label, snapshot: index))
    }
    return times == nil ? cells.sorted { ($0.requested, $0.snapshot) < ($1.requested, $1.snapshot) } : cells
  }

  /// The snapshot on screen at `time`: the last one taken at or before it (the first when none is).
  public func snapshotIndex(at time: Double) -> Int {
    var low = 0
    var high = snapshots.count
    while low < high {
      let mid = (low + high) / 2
      if snapshots[mid].time <= time + 1e-9 { low = mid + 1 } else { high = mid }
    }
    return max(low - 1, 0)
  }

  /// The first and last times worth plotting: from the first gesture or frame to the last completion
  /// (and the completed screen) or frame; the snapshots' span when there are none.
  public var timeSpan: ClosedRange<Double> {
    let times =
      gestures.flatMap { $0.map(\.time) } + progress.flatMap { $0.map(\.time) }
      + events.compactMap { if case .completed = $0.kind { $0.time } else { nil } } + completionTimes
    let lower = times.min() ?? snapshots.first?.time ?? 0
    let upper = times.max() ?? snapshots.last?.time ?? lower
    return lower...max(upper, lower)
  }

  /// Release times (decisions and gesture cancels), oldest first.
  public var releaseTimes: [Double] {
    events.compactMap {
      switch $0.kind {
      case .release, .gestureCancelled: $0.time
      default: nil
      }
    }
  }

  /// Each release's tail, up to the completion or the re-grab after it (none when neither follows).
  public var completionTails: [CompletionTail] {
    var tails: [CompletionTail] = []
    for (index, event) in events.enumerated() {
      let outcome: Decision.Outcome
      switch event.kind {
      case .release(let decision): outcome = decision.outcome
      case .gestureCancelled: outcome = .cancel
      default: continue
      }
      let end = events[(index + 1)...].first {
        switch $0.kind {
        case .completed, .regrab: true
        default: false
        }
      }
      guard let end else { continue }
      let interrupted = if case .regrab = end.kind { true } else { false }
      tails.append(
        CompletionTail(start: event.time, end: end.time, outcome: outcome, interrupted: interrupted))
    }
    return tails
  }

  /// The times of the first snapshots at or after each completion with no transition in flight (the
  /// completed screen).
  public var completionTimes: [Double] {
    events.compactMap { event -> Double? in
      guard case .completed = event.kind else { return nil }
      // The snapshots are in time order: the first at or after the completion found by bisection, then
      // the first of those with nothing in flight (a report of an hour-long trace has tens of thousands).
      var (low, high) = (0, snapshots.count)
      while low < high {
        let mid = (low + high) / 2
        if snapshots[mid].time >= event.time - 1e-9 { high = mid } else { low = mid + 1 }
      }
      guard low < snapshots.count else { return event.time }
      let settled = snapshots[low...].firstIndex { $0.percent == nil } ?? low
      return snapshots[settled].time
    }
  }

  private var defaultTimes: [(Double, String)] {
    let start = gestures.first?.first?.time ?? timeSpan.lowerBound
    let end = max(completionTimes.last ?? timeSpan.upperBound, start)
    let spread = (0...4).map { (start + (end - start) * Double($0) / 4, "") }
    // The first of the frames furthest from rest, where the motion effects move the views most.
    let peak = motion.reduce(nil as MotionPoint?) { best, point in
      point.magnitude > (best?.magnitude ?? 0) ? point : best
    }
    return releaseTimes.map { ($0, "release") } + completionTimes.map { ($0, "completion") }
      + (peak.map { [($0.time, "largest offset")] } ?? []) + spread
  }

  private func resolve(_ time: FilmstripTime) -> [(Double, String)] {
    switch time {
    case .seconds(let seconds): [(seconds, "")]
    case .release: releaseTimes.last.map { [($0, "release")] } ?? []
    case .completion: completionTimes.last.map { [($0, "completion")] } ?? []
    }
  }
}
