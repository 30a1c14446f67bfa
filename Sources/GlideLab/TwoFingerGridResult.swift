import Foundation
public import GlideGestures
import GlideInput
import GlideSimulation
import GlideTraceTesting

/// The grid's cases with their verdicts, tallied as a confusion matrix.
public struct TwoFingerGridResult: Sendable {
  /// A matrix row: the cases of one kind of expectation.
  public enum Row: String, CaseIterable, Sendable {
    /// Pinches that must begin (distance change ≥ 10 % and ≥ 3 mm).
    case pinches = "pinches"
    /// Pinches whose fingers both move the same way (``TwoFingerGridCase/Expectation/sameWayPinch``):
    /// pinch or pan, never both, never nothing.
    case sameWayPinches = "same-way pinches"
    /// Smaller pinches: pinch or pan, never both, and something once the fingers moved 5 mm.
    case smallPinches = "small pinches"
    /// Straight scrolls.
    case scrolls = "scrolls"
    /// Scrolls round an arc or a circle.
    case circlingScrolls = "curved and circling scrolls"
    /// Circling scrolls whose distance swings 3 mm while their fingers move apart or together, before
    /// they move the same way (``TwoFingerGridCase/Expectation/apartFirstScroll``): pinch or pan.
    case apartFirstScrolls = "apart-first scrolls"

    init(_ entry: Entry) {
      switch entry.expectation {
      case .pinch: self = .pinches
      case .sameWayPinch: self = .sameWayPinches
      case .apartFirstScroll: self = .apartFirstScrolls
      case .pan: self = entry.gridCase.scrollPath == .straight ? .scrolls : .circlingScrolls
      case .either, .notBoth: self = .smallPinches
      }
    }
  }

  /// One case, what the recognisers made of it, and how that was judged.
  public struct Entry: Sendable {
    public var gridCase: TwoFingerGridCase
    public var verdict: TwoFingerGridVerdict
    /// ``TwoFingerGridCase/readings``, taken once (each builds the gesture's paths and asks libinput's
    /// question frame by frame): libinput's, the exact one, leaning apart, leaning together.
    public var readings: [TwoFingerMotion]
    /// ``TwoFingerGridCase/expectation``, from ``readings``.
    public var expectation: TwoFingerGridCase.Expectation
    /// Why the verdict fails the case, or nil.
    public var failure: String?
    /// Whether the fingers moved ``TwoFingerGrid/neverNothingMillimetres`` or more.
    public var movedEnough: Bool

    public init(gridCase: TwoFingerGridCase, verdict: TwoFingerGridVerdict) {
      self.gridCase = gridCase
      self.verdict = verdict
      readings = gridCase.readings
      expectation = gridCase.expectation(readings: readings)
      failure = verdict.failure(
        expecting: expectation, scale: gridCase.scale, tolerance: gridCase.scaleTolerance)
      movedEnough = gridCase.fingerTravel >= TwoFingerGrid.neverNothingMillimetres
    }
  }

  public var entries: [Entry]

  /// Runs every case, `jobs` at a time; the result is the same whatever the number.
  public init(running cases: [TwoFingerGridCase], jobs: Int = 1) {
    let board = EntryBoard(count: cases.count)
    let workers = max(1, min(jobs, cases.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: cases.count, by: workers) {
        let gridCase = cases[index]
        board.put(Entry(gridCase: gridCase, verdict: TwoFingerGridVerdict(running: gridCase)), at: index)
      }
    }
    entries = board.entries
  }

  /// How many cases of `row` gave `outcome` (in the exclusive arena).
  public func count(_ row: Row, _ outcome: TwoFingerGridVerdict.Outcome) -> Int {
    entries.count { Row($0) == row && $0.verdict.outcome == outcome }
  }

  /// The cases that fail their expectation, with the reason.
  public var misses: [(gridCase: TwoFingerGridCase, reason: String)] {
    entries.compactMap { entry in entry.failure.map { (entry.gridCase, $0) } }
  }

  /// Pinches that must begin and did, with the right final scale.
  public var pinchesRecognised: Int { entries.count { $0.expectation == .pinch && $0.failure == nil } }
  public var pinchCount: Int { entries.count { $0.expectation == .pinch } }
  /// Scrolls that began a pinch (alone or in the arena), apart-first scrolls left out.
  public var scrollsAsPinches: Int {
    entries.count {
      $0.expectation == .pan
        && ($0.verdict.pinchBeganAlone || $0.verdict.arenaEndedWithPinch)
    }
  }
  /// Cases whose fingers moved 5 mm or more that began nothing in the exclusive arena.
  public var nothingAfterFiveMillimetres: Int {
    entries.count { $0.verdict.outcome == .nothing && $0.movedEnough }
  }
  /// Cases where the pinch alone began and in the arena did not, or the other way round.
  public var arenaDisagreements: Int {
    entries.count { !$0.verdict.arenaAgreesWithThePinchAlone }
  }
  /// Pinches recognised whose final scale is off by more than ``TwoFingerGrid/scaleTolerance`` (0.05),
  /// within the measurement's own jitter (``TwoFingerGridCase/scaleTolerance``).
  public var pinchesBeyondStrictScale: Int {
    entries.count { entry in
      entry.expectation == .pinch && entry.failure == nil
        && abs((entry.verdict.finalScale ?? 0) - entry.gridCase.scale) > TwoFingerGrid.scaleTolerance
    }
  }

  /// The final scale's error over the pinches that began: its mean and its root mean square.
  public var scaleError: (mean: Double, rms: Double) {
    let errors = entries.compactMap { entry in
      entry.expectation == .pinch ? entry.verdict.finalScale.map { $0 - entry.gridCase.scale } : nil
    }
    guard !errors.isEmpty else { return (0, 0) }
    let n = Double(errors.count)
    return (errors.reduce(0, +) / n, (errors.reduce(0) { $0 + $1 * $1 } / n).squareRoot())
  }

  /// Cases whose pan began first and was cancelled for the pinch.
  public var revisions: Int { entries.count { $0.verdict.revised } }

  /// The goals: ≥ 99 % of pinches recognised, no scroll as a pinch, nothing left with nothing.
  public var meetsGoals: Bool {
    // A shard (`glide grid --shard`) may hold no pinch: the pinch goal then has nothing to measure, as a
    // test shard with no expectations passes.
    (pinchCount == 0 || Double(pinchesRecognised) >= 0.99 * Double(pinchCount)) && scrollsAsPinches == 0
      && nothingAfterFiveMillimetres == 0
  }
}

/// The entries the workers of ``TwoFingerGridResult/init(running:jobs:)`` fill in, by case index.
private final class EntryBoard: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [TwoFingerGridResult.Entry?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func put(_ entry: TwoFingerGridResult.Entry, at index: Int) {
    lock.withLock { slots[index] = entry }
  }

  var entries: [TwoFingerGridResult.Entry] { lock.withLock { slots.compactMap { $0 } } }
}
