import Foundation
import Testing

@testable import GlideInput

/// Accelerometers as an input device: what counts as one, gravity in g per frame, the tilt angles, and
/// synthetic tilt traces that follow the kernel's rules and survive both trace formats.
@Suite("Accelerometers")
struct AccelerometerTests {
  private func event(_ t: Int64, _ type: EventType, _ code: EventCode, _ value: Int32) -> InputEvent {
    InputEvent(time: Timestamp(microseconds: t), type: type, code: code, value: value)
  }

  private func report(_ t: Int64) -> InputEvent { event(t, .syn, .synReport, 0) }

  // MARK: - Kind

  @Test("udev's rule: INPUT_PROP_ACCELEROMETER, or ABS_X/Y/Z with no keys; touch devices stay what they were")
  func kind() {
    #expect(DeviceDescription.dualShock4MotionSensors.kind == .accelerometer)
    #expect(DeviceDescription.lis3lv02dAccelerometer.kind == .accelerometer)
    #expect(DeviceDescription.lis3lv02dAccelerometer.properties.isEmpty)
    #expect(DeviceDescription.synapticsTouchpad.kind == .touchpad)
    #expect(DeviceDescription.touchscreen.kind == .touchscreen)
    // A joystick: three axes, but buttons too.
    let joystick = DeviceDescription(
      name: "stick", id: InputID(bustype: 3, vendor: 1, product: 2, version: 3),
      codes: [.abs: [.absX, .absY, .absZ], .key: [EventCode(0x120)]])
    #expect(joystick.kind == .other)
    #expect(!joystick.isAccelerometer)
    // The property alone decides, whatever the axes.
    let bare = DeviceDescription(
      name: "sensor", id: InputID(bustype: 3, vendor: 1, product: 2, version: 3), properties: [.accelerometer])
    #expect(bare.isAccelerometer)
  }

  // MARK: - Geometry

  @Test("Units per g: the resolution, the lis3lv02d driver's milli-g, else ±2 g over the range (estimated)")
  func geometry() {
    let ds4 = AccelerometerGeometry(device: .dualShock4MotionSensors)
    #expect(ds4.unitsPerG == [8192, 8192, 8192] && !ds4.isEstimated)
    #expect(ds4.fullScale(of: .dualShock4MotionSensors) == 4)
    let lis3 = AccelerometerGeometry(device: .lis3lv02dAccelerometer)
    #expect(lis3.unitsPerG == [1000, 1000, 1000] && !lis3.isEstimated)
    #expect(lis3.fullScale(of: .lis3lv02dAccelerometer) == 2.304)
    var unknown = DeviceDescription.lis3lv02dAccelerometer
    unknown.name = "Some Accelerometer"
    let guessed = AccelerometerGeometry(device: unknown)
    #expect(guessed.unitsPerG == [1152, 1152, 1152] && guessed.isEstimated)
  }

  // MARK: - Gravity readings

  @Test("A reading per frame that moves an axis, in g; values persist between frames; the first frame always")
  func readings() {
    var assembler = GravityAssembler(device: .dualShock4MotionSensors)
    let stream: [InputEvent] = [
      event(0, .abs, .absZ, 8192), event(0, .msc, .mscTimestamp, 0), report(0),
      event(4000, .msc, .mscTimestamp, 4000), report(4000),  // nothing moved
      event(8000, .abs, .absRX, 500), event(8000, .msc, .mscTimestamp, 8000), report(8000),  // the gyroscope only
      event(12000, .abs, .absX, -4096), event(12000, .abs, .absZ, 7094), report(12000),
    ]
    let readings = stream.compactMap { assembler.consume($0) }
    #expect(readings.map(\.time.microseconds) == [0, 12000])
    #expect(readings[0] == GravityReading(time: Timestamp(microseconds: 0), x: 0, y: 0, z: 1))
    #expect(readings[1].x == -0.5 && readings[1].y == 0 && readings[1].z == 7094.0 / 8192)
    #expect(assembler.values == [-4096, 0, 7094])
  }

  @Test("SYN_DROPPED: the dropped window's values are discarded and its closing frame reads the old ones, marked")
  func droppedEvents() {
    var assembler = GravityAssembler(device: .lis3lv02dAccelerometer)
    let stream: [InputEvent] = [
      event(0, .abs, .absZ, 1000), report(0),
      event(50000, .abs, .absX, 500), event(50000, .syn, .synDropped, 0), event(60000, .abs, .absY, 300),
      report(60000),
      event(100000, .abs, .absY, 100), report(100000),
    ]
    let readings = stream.compactMap { assembler.consume($0) }
    #expect(readings.count == 3)
    #expect(readings[1] == GravityReading(time: Timestamp(microseconds: 60000), x: 0, y: 0, z: 1, followsDroppedEvents: true))
    #expect(readings[2] == GravityReading(time: Timestamp(microseconds: 100000), x: 0, y: 0.1, z: 1))
  }

  // MARK: - Attitude

  @Test("The tilt angles read back the attitude a gravity vector was made from, in every quadrant")
  func attitudeRoundTrip() throws {
    for h in stride(from: -80.0, through: 80, by: 20) {
      for v in stride(from: -170.0, through: 170, by: 34) {
        let attitude = Attitude(horizontal: h * .pi / 180, vertical: v * .pi / 180)
        let g = attitude.gravity
        let back = try #require(Attitude(GravityReading(time: Timestamp(microseconds: 0), x: g.x, y: g.y, z: g.z)))
        #expect(abs(back.horizontal - attitude.horizontal) < 1e-12 && abs(back.vertical - attitude.vertical) < 1e-12)
      }
    }
  }

  @Test("Right edge down is a positive horizontal angle, bottom edge down a positive vertical one; weak readings are none")
  func attitudeSigns() throws {
    // Right edge 30° down: the x axis points 30° below the horizon, so gravity's reaction reads −0.5 g on x.
    let right = try #require(Attitude(GravityReading(time: Timestamp(microseconds: 0), x: -0.5, y: 0, z: 0.75.squareRoot())))
    #expect(abs(right.horizontal - .pi / 6) < 1e-12 && right.vertical == 0)
    // Bottom edge down: the y axis (toward the top edge) points up and reads +g.
    let forward = try #require(Attitude(GravityReading(time: Timestamp(microseconds: 0), x: 0, y: 0.5, z: 0.75.squareRoot())))
    #expect(abs(forward.vertical - .pi / 6) < 1e-12)
    #expect(Attitude(GravityReading(time: Timestamp(microseconds: 0), x: 0.1, y: 0.1, z: 0.1)) == nil)
  }

  // MARK: - Synthesis

  private func recipe(_ edit: (inout TiltRecipe) -> Void = { _ in }) -> TiltRecipe {
    var recipe = TiltRecipe()
    edit(&recipe)
    return recipe
  }

  @Test("A DualShock 4 reports every 4 ms: RX/RY/RZ stay 0, X/Y/Z only when they change, MSC_TIMESTAMP always")
  func dualShock4Frames() {
    let events = recipe { ($0.horizontal, $0.duration, $0.hold) = (15, 0.5, 0.2) }.events
    var frames: [[InputEvent]] = [[]]
    for event in events {
      frames[frames.count - 1].append(event)
      if event.isSynReport { frames.append([]) }
    }
    frames.removeLast()
    #expect(frames.count == 176)  // 0 … 0.7 s at 250 Hz
    var last: [EventCode: Int32] = [.absX: 0, .absY: 0, .absZ: 0]
    for (index, frame) in frames.enumerated() {
      #expect(frame.allSatisfy { $0.time == Timestamp(microseconds: 1 + Int64(index) * 4000) })
      #expect(frame.suffix(2).map(\.code) == [.mscTimestamp, .synReport])
      #expect(frame[frame.count - 2].value == Int32(index * 4000))
      for event in frame where event.type == .abs {
        #expect([EventCode.absX, .absY, .absZ].contains(event.code))
        // Sent only when it changed (the fuzz filter may damp a change, never send an unchanged value).
        #expect(event.value != last[event.code])
        last[event.code] = event.value
      }
    }
    // Right edge 15° down at the end: x = −sin 15° g, within the fuzz's reach of the ideal.
    #expect(abs(Double(last[.absX] ?? 0) - -sin(15 * Double.pi / 180) * 8192) <= 16)
    #expect(abs(Double(last[.absZ] ?? 0) - cos(15 * Double.pi / 180) * 8192) <= 16)
  }

  @Test("A still lis3lv02d without noise reports nothing after its first frame: empty frames are dropped")
  func stillSensorIsSilent() {
    let events = recipe { ($0.device, $0.horizontal, $0.duration, $0.hold) = (.lis3lv02d, 0, 0, 2) }.events
    #expect(events.map(\.code) == [.absZ, .synReport])
    #expect(events[0].value == 1008)  // 1 g in whole 18 mg digits
  }

  @Test("The same recipe makes the same events; noise depends on the seed")
  func deterministic() {
    let noisy = recipe { ($0.noise, $0.seed) = (0.01, 7) }
    #expect(noisy.events == noisy.events)
    #expect(noisy.events != recipe { ($0.noise, $0.seed) = (0.01, 8) }.events)
  }

  @Test("Problems name the option to change")
  func validation() {
    let problems: [(TiltRecipe, String)] = [
      (recipe { $0.horizontal = 85 }, "--horizontal"),
      (recipe { ($0.startHorizontal, $0.horizontal) = (60, 40) }, "within ±90"),
      (recipe { $0.hold = -1 }, "--hold"),
      (recipe { $0.back = 0 }, "--back"),
      (recipe { $0.rate = 0 }, "--rate"),
      (recipe { $0.noise = 1 }, "--noise"),
    ]
    for (bad, option) in problems {
      #expect(throws: SynthesisRecipe.Problem.self) { try bad.validate() }
      do { try bad.validate() } catch { #expect(error.description.contains(option), "\(error)") }
    }
    #expect(throws: Never.self) { try recipe().validate() }
  }

  // MARK: - Traces

  @Test("Both trace formats carry an accelerometer whole: device, property, resolutions and events", arguments: SensorPreset.allCases)
  func roundTrips(preset: SensorPreset) throws {
    let recipe = recipe { ($0.device, $0.vertical, $0.back, $0.noise) = (preset, -20, 0.3, 0.02) }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-tilt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let evemu = directory.appendingPathComponent("tilt.evemu").path
    let yaml = directory.appendingPathComponent("tilt.yml").path
    try recipe.document().write(toFile: evemu, atomically: true, encoding: .utf8)
    try LibinputRecordWriter.document(device: preset.device, events: recipe.events)
      .write(toFile: yaml, atomically: true, encoding: .utf8)
    for path in [evemu, yaml] {
      let (device, events) = try TraceReader.readAll(path)
      #expect(device == preset.device, "\(path)")
      #expect(device.isAccelerometer)
      #expect(events == recipe.events, "\(path)")
    }
  }
}
