/// What an animation shows outside its active interval: Core Animation's `CAMediaTimingFillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
  /// No effect outside the active interval (the default): the model value shows.
  case removed
  /// Holds the final value after the end (only visible if the animation is not removed on completion).
  case forwards
  /// Applies the first value before `beginTime`.
  case backwards
  /// Both.
  case both

  var holdsAfter: Bool { self == .forwards || self == .both }
  var holdsBefore: Bool { self == .backwards || self == .both }
}
