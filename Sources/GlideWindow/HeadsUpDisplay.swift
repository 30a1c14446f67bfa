public import GlideInteraction
import GlideOutput
public import GlideSimulation

/// The heads-up lines under the screen and the surface: what the gesture does, what the transition and
/// the finish rule make of it, and the hand-off and the playback.
///
///     pinch changed  scale 0.8120  velocity -1.203/s  touches 2
///     percent 0.1880  pop interactive  decision finish (percent 0.551 > 0.3)
///     hand-off release -1.912/s → completion -1.860/s (jump 0.052/s)  ·  t 0.250 s  1× paused
public struct HeadsUpDisplay: Hashable, Sendable {
  /// The status as the run's records left it (the same as `glide live` shows).
  public var status: LiveStatus
  /// The latest hand-off from the fingers to the completion.
  public var handOff: HandOff?
  /// The third line's tail: the time and how the playback runs (set by the window's owner).
  public var playback: String = ""

  public init(scenario: String) {
    status = LiveStatus(scenario: scenario)
  }

  /// Takes in one record of the run.
  public mutating func apply(_ record: ReplayRecord) {
    status.apply(record)
    switch record.kind {
    case .handOff(let measured): handOff = measured
    case .scene(.transitionBegan): handOff = nil
    default: break
    }
  }

  /// The finish rule's latest decision, if any (its colour marks the second line).
  public var outcome: Decision.Outcome? { status.decision?.outcome }

  /// The three lines.
  public var lines: [String] {
    let fields = status.fields
    // fields: gesture, [values], percent, transition, decision, touches (see LiveStatus.fields).
    let touches = fields[fields.count - 1]
    let decision = fields[fields.count - 2]
    let transition = fields[fields.count - 3]
    let percent = fields[fields.count - 4]
    let gesture = fields[..<(fields.count - 4)].joined(separator: "  ")
    let jump = handOff.map { h in
      "hand-off release \(f(h.releaseVelocity))/s → completion "
        + (h.initialVelocity.map { "\(f($0))/s" } ?? "instant")
        + (h.velocityJump.map { " (jump \(f($0))/s)" } ?? "")
    } ?? "no hand-off yet"
    return [
      gesture + "  " + touches,
      percent + "  " + transition + "  " + decision,
      jump + (playback.isEmpty ? "" : "  ·  " + playback),
    ]
  }

  private func f(_ value: Double) -> String { String(fixed: value, places: 3) }
}
