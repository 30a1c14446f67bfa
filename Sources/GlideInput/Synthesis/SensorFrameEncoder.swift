/// Encodes accelerometer reports as the kernel's input core passes them on: in each report the motion
/// sensor drivers send the gyroscope axes, then `ABS_X`, `ABS_Y`, `ABS_Z`, then `MSC_TIMESTAMP` where the
/// device has it, then `SYN_REPORT` (`dualshock4_parse_report` in `hid-playstation.c`;
/// `lis3lv02d_joystick_poll` sends the three axes alone).
///
/// - An absolute value goes through the axis's fuzz filter (``KernelFuzz``) and is sent only when it
///   changed; every axis starts at 0, the input core's initial value.
/// - `MSC_TIMESTAMP` is always sent (the input core never filters `EV_MSC`).
/// - A frame with nothing in it is not passed on at all, as the input core drops a bare `SYN_REPORT`:
///   a still lis3lv02d without noise reports nothing.
struct SensorFrameEncoder {
  let device: DeviceDescription
  private var values: [EventCode: Int32] = [:]
  private var frame: [InputEvent] = []

  init(device: DeviceDescription) {
    self.device = device
  }

  /// The events of one report at `time`: accelerometer values x, y, z and gyroscope values (device
  /// units, within the axes' ranges), and the device's own clock for `MSC_TIMESTAMP` (µs).
  mutating func encode(
    time: Timestamp, acceleration: [Int32], rotation: [Int32], deviceClock: Int32
  ) -> [InputEvent] {
    frame.removeAll(keepingCapacity: true)
    for (code, value) in zip([EventCode.absRX, .absRY, .absRZ], rotation) { set(code, value, at: time) }
    for (code, value) in zip(AccelerometerGeometry.axes, acceleration) { set(code, value, at: time) }
    if device.has(.msc, .mscTimestamp) {
      frame.append(InputEvent(time: time, type: .msc, code: .mscTimestamp, value: deviceClock))
    }
    guard !frame.isEmpty else { return [] }
    frame.append(InputEvent(time: time, type: .syn, code: .synReport, value: 0))
    return frame
  }

  private mutating func set(_ code: EventCode, _ value: Int32, at time: Timestamp) {
    guard device.has(.abs, code) else { return }
    let old = values[code] ?? 0
    let new = KernelFuzz.filter(value, old: old, fuzz: device.absInfo[code]?.fuzz ?? 0)
    guard new != old else { return }
    values[code] = new
    frame.append(InputEvent(time: time, type: .abs, code: code, value: new))
  }
}
