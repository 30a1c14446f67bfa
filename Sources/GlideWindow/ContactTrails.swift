public import GlideInput

/// The contacts on the touch surface and where they have been, as libinput's debug-gui shows them: each
/// contact where it is now, at its size, with its id, and the path it took over the last
/// ``trailSeconds``; a lifted contact's path stays as long, so a gesture just ended still shows.
///
/// Fed the same input events as the scenario (its own frame assembler, so it sees what the recognisers
/// see), on the same clock.
public struct ContactTrails {
  /// How long a path is kept, seconds.
  public static let trailSeconds = 0.75
  /// A contact's diameter when the device does not report its size (`ABS_MT_TOUCH_MAJOR`), mm: a
  /// fingertip.
  public static let defaultDiameter = 8.0

  /// A place a contact passed, at a time (seconds).
  public struct TrailPoint: Hashable, Sendable {
    public var time: Double
    public var location: MillimetrePoint
  }

  /// One contact: where it is (mm from the surface's top-left), how large, and its path, oldest first.
  public struct Contact: Hashable, Sendable {
    public var id: TouchID
    public var location: MillimetrePoint
    /// Its axes, mm (a circle when the device reports no size).
    public var major: Double
    public var minor: Double
    /// Whether it is still down.
    public var isDown: Bool
    /// Earlier positions, oldest first, the current one last.
    public var trail: [TrailPoint]
    /// When it lifted (seconds), for a lifted one.
    public var liftTime: Double?
  }

  public let device: DeviceDescription
  private var assembler: FrameAssembler
  private let geometry: SurfaceGeometry
  /// The contacts down now, and those lifted less than ``trailSeconds`` ago, by id.
  public private(set) var contacts: [Contact] = []
  /// The latest frame's time, seconds.
  public private(set) var time = 0.0

  public init(device: DeviceDescription) {
    self.device = device
    assembler = FrameAssembler(device: device)
    geometry = device.geometry
  }

  /// Takes one input event (a `SYN_REPORT` moves the contacts).
  public mutating func consume(_ event: InputEvent) {
    guard let frame = assembler.consume(event) else { return }
    apply(frame)
  }

  /// Whether the picture changes as time passes with no input: a path fades and shortens, a lifted
  /// contact goes ``trailSeconds`` after its lift.
  public var changesOverTime: Bool { contacts.contains { !$0.isDown || $0.trail.count > 1 } }

  /// Forgets paths older than ``trailSeconds`` before `time` (seconds), and lifted contacts whose path is
  /// gone.
  public mutating func age(to time: Double) {
    self.time = max(self.time, time)
    let horizon = self.time - Self.trailSeconds
    for index in contacts.indices {
      contacts[index].trail.removeAll { $0.time < horizon }
    }
    contacts.removeAll { !$0.isDown && ($0.liftTime ?? 0) < horizon }
  }

  private mutating func apply(_ frame: TouchFrame) {
    let now = frame.time.seconds
    for touch in frame.touches {
      let (major, minor) = size(of: touch)
      if let index = contacts.firstIndex(where: { $0.id == touch.id }) {
        contacts[index].location = touch.location
        (contacts[index].major, contacts[index].minor) = (major, minor)
        contacts[index].trail.append(TrailPoint(time: now, location: touch.location))
        if touch.phase.isTerminal {
          contacts[index].isDown = false
          contacts[index].liftTime = now
        }
      } else {
        contacts.append(
          Contact(
            id: touch.id, location: touch.location, major: major, minor: minor, isDown: !touch.phase.isTerminal,
            trail: [TrailPoint(time: now, location: touch.location)], liftTime: touch.phase.isTerminal ? now : nil))
      }
    }
    age(to: now)
  }

  /// A touch's width and height in mm: its reported major and minor axes, else a fingertip.
  private func size(of touch: Touch) -> (Double, Double) {
    guard let major = touch.touchMajor, major > 0 else { return (Self.defaultDiameter, Self.defaultDiameter) }
    let perMillimetre = geometry.unitsPerMillimetreX
    let majorMillimetres = Double(major) / perMillimetre
    let minorMillimetres = touch.touchMinor.map { Double($0) / perMillimetre } ?? majorMillimetres
    return (majorMillimetres, minorMillimetres > 0 ? minorMillimetres : majorMillimetres)
  }
}
