public import GlideInput

/// One state change of one recogniser, as observers receive it.
public struct GestureEvent: Hashable, Sendable {
  /// The recogniser's name (its kind unless the caller named it, e.g. `"pinch"`, `"double-tap"`).
  public var recognizer: String
  public var state: GestureState
  /// When the change happened, on the input clock.
  public var time: Timestamp
  /// The recogniser's values at that moment.
  public var values: GestureValues
  /// How many touches the recogniser was following.
  public var numberOfTouches: Int
  /// The followed touches' centroid, in mm.
  public var location: MillimetrePoint

  public init(
    recognizer: String, state: GestureState, time: Timestamp, values: GestureValues, numberOfTouches: Int,
    location: MillimetrePoint
  ) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.values = values
    self.numberOfTouches = numberOfTouches
    self.location = location
  }
}
