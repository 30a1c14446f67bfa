/// Turns an accelerometer's event stream into ``GravityReading``s, one per frame that moved an axis:
/// the accelerometer's counterpart of ``FrameAssembler``, for traces and live devices alike.
///
/// It keeps the kernel's stateful protocol: a value is sent only when it changes (an axis not reported
/// yet reads 0, the input core's initial value), so the last value of each axis holds until the next.
/// Events are buffered until `SYN_REPORT` and applied there. A frame that moves none of `ABS_X`,
/// `ABS_Y`, `ABS_Z` (a motion sensor's gyroscope or `MSC_TIMESTAMP` alone) gives no reading, except the
/// stream's first frame. `SYN_DROPPED`: the events up to and including the next `SYN_REPORT` are
/// discarded, and that `SYN_REPORT` gives a reading with the values known before the drop, marked
/// ``GravityReading/followsDroppedEvents`` (live, libevdev's resync then restores the axes; in a trace
/// the next reading does).
public struct GravityAssembler: Sendable {
  public let device: DeviceDescription
  public let geometry: AccelerometerGeometry
  /// The axes' last values, device units, x, y, z.
  public private(set) var values: [Int32] = [0, 0, 0]
  private var pending: [InputEvent] = []
  private var dropping = false
  private var started = false

  public init(device: DeviceDescription) {
    self.device = device
    geometry = AccelerometerGeometry(device: device)
  }

  /// Feeds one event; returns the reading the `SYN_REPORT` it is gives, if any.
  public mutating func consume(_ event: InputEvent) -> GravityReading? {
    guard event.type == .syn else {
      if !dropping { pending.append(event) }
      return nil
    }
    if event.code == .synDropped {
      pending.removeAll(keepingCapacity: true)
      dropping = true
      return nil
    }
    guard event.code == .synReport else { return nil }
    if dropping {
      dropping = false
      started = true
      return reading(at: event.time, afterDrop: true)
    }
    var moved = false
    for pendingEvent in pending where pendingEvent.type == .abs {
      guard let axis = AccelerometerGeometry.axes.firstIndex(of: pendingEvent.code) else { continue }
      if values[axis] != pendingEvent.value { moved = true }
      values[axis] = pendingEvent.value
    }
    pending.removeAll(keepingCapacity: true)
    guard moved || !started else { return nil }
    started = true
    return reading(at: event.time, afterDrop: false)
  }

  private func reading(at time: Timestamp, afterDrop: Bool) -> GravityReading {
    let g = zip(values, geometry.unitsPerG).map { Double($0) / $1 }
    return GravityReading(time: time, x: g[0], y: g[1], z: g[2], followsDroppedEvents: afterDrop)
  }
}
