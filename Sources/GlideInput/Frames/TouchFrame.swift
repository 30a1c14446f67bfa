/// Everything the device reported between two `SYN_REPORT`s: the touches with their phases, the finger
/// count and the buttons, at one instant.
public struct TouchFrame: Hashable, Sendable {
  /// The `SYN_REPORT`'s timestamp.
  public var time: Timestamp
  /// Contacts with a position, ordered by slot. Touches that ended or were cancelled in this frame
  /// are included with that phase; they are gone from the next frame.
  public var touches: [Touch]
  /// How many fingers are on the surface. Larger than the number of live touches when the pad counts
  /// more fingers (`BTN_TOOL_TRIPLETAP`…) than it has slots.
  public var fingerCount: Int
  /// Physical buttons held (a clickpad's click is ``ButtonState/left``).
  public var buttons: ButtonState
  /// True for the first frame after a `SYN_DROPPED` gap: touches that were down are cancelled in it.
  public var followsDroppedEvents: Bool
  /// True when the device is semi-MT: two touches are the corners of a bounding box, not fingers.
  public var touchesAreBoundingBox: Bool

  public init(
    time: Timestamp, touches: [Touch], fingerCount: Int, buttons: ButtonState = [],
    followsDroppedEvents: Bool = false, touchesAreBoundingBox: Bool = false
  ) {
    self.time = time
    self.touches = touches
    self.fingerCount = fingerCount
    self.buttons = buttons
    self.followsDroppedEvents = followsDroppedEvents
    self.touchesAreBoundingBox = touchesAreBoundingBox
  }

  /// The touches still down after this frame (not ended or cancelled).
  public var activeTouches: [Touch] { touches.filter { !$0.phase.isTerminal } }
}

/// The physical buttons held in a frame.
public struct ButtonState: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `BTN_LEFT`: a clickpad's click.
  public static let left = ButtonState(rawValue: 1 << 0)
  /// `BTN_RIGHT`.
  public static let right = ButtonState(rawValue: 1 << 1)
  /// `BTN_MIDDLE`.
  public static let middle = ButtonState(rawValue: 1 << 2)
}
