/// Accelerometers that synthetic tilt traces are made for, each modelled on what its kernel driver
/// registers (the drivers are cited beside each description; neither is a recording of one device).
public enum SensorPreset: String, CaseIterable, Hashable, Sendable {
  /// ``DeviceDescription/dualShock4MotionSensors``.
  case dualshock4
  /// ``DeviceDescription/lis3lv02dAccelerometer``.
  case lis3lv02d

  /// The device this preset names.
  public var device: DeviceDescription {
    switch self {
    case .dualshock4: .dualShock4MotionSensors
    case .lis3lv02d: .lis3lv02dAccelerometer
    }
  }

  /// How often the driver reports, Hz: the DualShock 4 every 4 ms (`drivers/hid/hid-sony.c`: "Default to
  /// 4ms poll interval, which is same as USB"), the lis3lv02d every 50 ms (`MDPS_POLL_INTERVAL 50` in
  /// `drivers/misc/lis3lv02d/lis3lv02d.c`).
  public var reportRate: Double {
    switch self {
    case .dualshock4: 250
    case .lis3lv02d: 20
    }
  }

  /// The sensor's smallest step, in device units: the DualShock 4 reports every unit (its driver
  /// calibrates the raw counts to 8192 per g), the 8-bit LIS3DC part 18 mg digits (the lis3lv02d driver
  /// multiplies each raw count by `LIS3_SENSITIVITY_8B`, 18 mg).
  public var digit: Int32 {
    switch self {
    case .dualshock4: 1
    case .lis3lv02d: 18
    }
  }

  /// One line on where the description comes from, for trace headers and `--help`.
  public var provenance: String {
    switch self {
    case .dualshock4:
      "modelled on a DualShock 4's motion sensor node as hid-playstation registers it (ABS_X/Y/Z at 8192 units/g, ±4 g, "
        + "gyroscope ABS_RX/RY/RZ, MSC_TIMESTAMP, 250 Hz over USB)"
    case .lis3lv02d:
      "modelled on the lis3lv02d driver's HP laptop sensor with an 8-bit LIS3DC part (ABS_X/Y/Z in mg, ±2.3 g, fuzz 18, "
        + "no resolution or INPUT_PROP_ACCELEROMETER, polled at 20 Hz)"
    }
  }
}

extension DeviceDescription {
  /// A DualShock 4 (v2) on USB, its motion sensor node as `drivers/hid/hid-playstation.c` registers it
  /// (`ps_sensors_create`; `hid-sony.c`'s `sony_register_sensors` before Linux 6.2 gives the same axes):
  /// the controller's name with " Motion Sensors" (the name an evtest listing shows for one on USB:
  /// "Sony Interactive Entertainment Wireless Controller Motion Sensors"), `INPUT_PROP_ACCELEROMETER`,
  /// `ABS_X`/`ABS_Y`/`ABS_Z` over ±4 g (`DS4_ACC_RANGE`, 4 × 8192) with fuzz 16 and a resolution of 8192
  /// units/g (`DS4_ACC_RES_PER_G`), the gyroscope `ABS_RX`/`ABS_RY`/`ABS_RZ` over ±2048 °/s at 1024
  /// units per °/s (`DS4_GYRO_RANGE`, `DS4_GYRO_RES_PER_DEG_S`), fuzz 16, and `MSC_TIMESTAMP` in every
  /// report. Ids: USB (0x03), Sony 0x054c, DualShock 4 v2 0x09cc (`USB_DEVICE_ID_SONY_PS4_CONTROLLER_2`,
  /// `hid-ids.h`), version 0x8100: the device's 0x0100 with the 0x8000 hid-playstation sets
  /// (`HID_PLAYSTATION_VERSION_PATCH`).
  public static let dualShock4MotionSensors = DeviceDescription(
    name: "Sony Interactive Entertainment Wireless Controller Motion Sensors",
    id: InputID(bustype: 0x03, vendor: 0x054c, product: 0x09cc, version: 0x8100),
    properties: [.accelerometer],
    codes: [
      .syn: [.synReport, .synConfig, .synDropped],
      .abs: [.absX, .absY, .absZ, .absRX, .absRY, .absRZ],
      .msc: [.mscTimestamp],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: -32768, maximum: 32768, fuzz: 16, resolution: 8192),
      .absY: AbsInfo(minimum: -32768, maximum: 32768, fuzz: 16, resolution: 8192),
      .absZ: AbsInfo(minimum: -32768, maximum: 32768, fuzz: 16, resolution: 8192),
      .absRX: AbsInfo(minimum: -2_097_152, maximum: 2_097_152, fuzz: 16, resolution: 1024),
      .absRY: AbsInfo(minimum: -2_097_152, maximum: 2_097_152, fuzz: 16, resolution: 1024),
      .absRZ: AbsInfo(minimum: -2_097_152, maximum: 2_097_152, fuzz: 16, resolution: 1024),
    ])

  /// The free-fall sensor of HP laptops as `drivers/misc/lis3lv02d/lis3lv02d.c` registers it
  /// (`lis3lv02d_joystick_enable`) for the 8-bit LIS3DC part a real HP laptop's log shows ("lis3lv02d:
  /// 8 bits 3DC sensor found"): "ST LIS3LV02DL Accelerometer" on the host bus (`BUS_HOST`, 0x19), vendor,
  /// product and version 0, no properties and no keys (udev still calls it an accelerometer: three
  /// axes and no keys), `ABS_X`/`ABS_Y`/`ABS_Z` in milli-g: ±2304 (128 digits of 18 mg) with fuzz and flat
  /// 18, and no resolution (``AccelerometerGeometry`` knows the driver's 1000 units/g).
  public static let lis3lv02dAccelerometer = DeviceDescription(
    name: "ST LIS3LV02DL Accelerometer",
    id: InputID(bustype: 0x19, vendor: 0, product: 0, version: 0),
    codes: [
      .syn: [.synReport, .synConfig, .synDropped],
      .abs: [.absX, .absY, .absZ],
    ],
    absInfo: [
      .absX: AbsInfo(minimum: -2304, maximum: 2304, fuzz: 18, flat: 18),
      .absY: AbsInfo(minimum: -2304, maximum: 2304, fuzz: 18, flat: 18),
      .absZ: AbsInfo(minimum: -2304, maximum: 2304, fuzz: 18, flat: 18),
    ])
}
