public import GlideInput
public import GlideTransitions

/// Where a scene's viewer offset comes from, with the state that turns the device's events into it: an
/// accelerometer's gravity through ``TiltMapping``, or a finger on a touch surface through
/// ``TouchOffsetMapping`` (`--viewer-offset sensor|touch`; `auto` takes the sensor when the device is an
/// accelerometer, else the touch).
public struct ViewerOffsetSource: Sendable {
  /// What `--viewer-offset` names.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case auto, sensor, touch

    /// The source `device` feeds under this choice; nil when it cannot (a sensor asked of a device that
    /// is no accelerometer, a touch of a device without touch axes).
    public func resolved(for device: DeviceDescription) -> Kind? {
      switch self {
      case .auto: device.isAccelerometer ? .sensor : .touch
      case .sensor: device.isAccelerometer ? .sensor : nil
      case .touch: device.touchProtocol != .none ? .touch : nil
      }
    }
  }

  /// `sensor` or `touch`.
  public let kind: Kind
  // One pair is set, the other nil; mutated in place through optional chaining (an enum's payload would
  // be copied at every event).
  private var gravity: GravityAssembler?
  private var tilt: TiltMapping?
  private var frames: FrameAssembler?
  private var finger: TouchOffsetMapping?

  /// A source of `kind` (`auto` counts as `sensor`) reading `device`.
  public init(_ kind: Kind, device: DeviceDescription, tilt parameters: TiltMapping.Parameters) {
    if kind == .touch {
      self.kind = .touch
      frames = FrameAssembler(device: device)
      finger = TouchOffsetMapping(surface: device.geometry, smoothing: parameters.smoothing)
    } else {
      self.kind = .sensor
      gravity = GravityAssembler(device: device)
      tilt = TiltMapping(parameters: parameters)
    }
  }

  /// Feeds one input event.
  public mutating func consume(_ event: InputEvent) {
    if let reading = gravity?.consume(event) { tilt?.add(reading) }
    if let frame = frames?.consume(event) { finger?.add(frame) }
  }

  /// Runs the filters to `time`, seconds.
  public mutating func advance(to time: Double) {
    tilt?.advance(to: time)
    finger?.advance(to: time)
  }

  /// The input ended at `time`: a finger still down counts as lifted (a sensor just stops reporting).
  public mutating func endInput(at time: Double) {
    finger?.lift(at: time)
  }

  /// Brings the offset to rest at once (see ``TiltMapping/rest()``).
  public mutating func rest() {
    tilt?.rest()
    finger?.rest()
  }

  /// The viewer offset at the time the filters are at.
  public var offset: ViewerOffset { tilt?.offset ?? finger?.offset ?? .zero }

  /// Whether the offset has come to rest (see ``TiltMapping/isSettled``).
  public var isSettled: Bool { tilt?.isSettled ?? finger?.isSettled ?? true }

  /// The tilt mapping's state, for a sensor source.
  public var tiltMapping: TiltMapping? { tilt }
}
