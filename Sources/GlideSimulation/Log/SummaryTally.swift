import GlideInteraction
/// The running totals a ``ReplaySummary`` is made of, kept as records are made so the summary does not
/// need the records themselves (a long session need not keep them).
struct SummaryTally {
  var outcome = ReplaySummary.Outcome.none
  var completionTime: Double?
  var releaseTime: Double?
  var percent: Double?
  var velocity: Double?
  /// The last release's decision, nil after a cancelled gesture (its reason is put into words only when
  /// a summary is made).
  var decision: Decision?
  var frames = 0
  var motionFrames = 0
  var appearance: [String] = []
  var handOff: HandOff?

  /// Appearance callbacks kept for the summary; beyond this the list stops growing (a long session).
  static let appearanceLimit = 1000

  /// Why the last release ended as it did, in words.
  var reason: String? {
    if let decision { return decision.reason }
    return releaseTime == nil ? nil : "gesture cancelled"
  }

  mutating func add(_ record: ReplayRecord) {
    switch record.kind {
    case .scene(.transitionCompleted(_, let done)):
      outcome = done ? .finished : .cancelled
      completionTime = record.time
    case .scene(.appearance(let callback, let controller, _)):
      if appearance.count < Self.appearanceLimit { appearance.append("\(controller).\(callback.rawValue)") }
    case .decision(let decision):
      (releaseTime, percent, velocity) = (record.time, decision.percent, decision.velocity)
      self.decision = decision
      handOff = nil
    case .gestureCancelled(let p):
      (releaseTime, percent, velocity, decision) = (record.time, p, nil, nil)
      handOff = nil
    case .handOff(let measured):
      handOff = measured
    case .frame:
      frames += 1
    case .motion:
      motionFrames += 1
    default:
      break
    }
  }
}
