/// One contact in a ``TouchFrame``.
public struct Touch: Hashable, Sendable {
  /// Glide's identity for the contact, stable from `began` to `ended`/`cancelled` and never reused
  /// within one assembler, even when the kernel reuses a tracking id.
  public var id: TouchID
  /// The protocol B slot, or the contact's index in a protocol A frame, or 0 for single touch.
  public var slot: Int
  public var phase: TouchPhase
  /// Position in device units.
  public var position: DevicePoint
  /// Position in millimetres from the surface's top-left corner (see ``SurfaceGeometry``).
  public var location: MillimetrePoint
  /// `ABS_MT_PRESSURE` (or `ABS_PRESSURE` for single touch), where the device reports it.
  public var pressure: Int32?
  /// `ABS_MT_TOUCH_MAJOR`, in device units, where reported.
  public var touchMajor: Int32?
  /// `ABS_MT_TOUCH_MINOR`, in device units, where reported.
  public var touchMinor: Int32?

  public init(
    id: TouchID, slot: Int, phase: TouchPhase, position: DevicePoint, location: MillimetrePoint,
    pressure: Int32? = nil, touchMajor: Int32? = nil, touchMinor: Int32? = nil
  ) {
    self.id = id
    self.slot = slot
    self.phase = phase
    self.position = position
    self.location = location
    self.pressure = pressure
    self.touchMajor = touchMajor
    self.touchMinor = touchMinor
  }
}

/// The identity of one contact from touch-down to lift, unique within a stream of frames.
public struct TouchID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}
