import Foundation
import Testing

@testable import GlideInput

@Suite struct SynthesisDevicePresetsTests {
  /// The repository's root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The lines of `traces/devices/synaptics-touchpad.evemu-header` (read off the mocked device with
  /// evemu-describe) that the preset must reproduce.
  static let synapticsHeader = """
    N: SynPS/2 Synaptics TouchPad
    I: 0011 0002 0007 01b1
    P: 05 00 00 00 00 00 00 00
    B: 01 00 00 01 00 00 00 00 00
    B: 01 20 e5 00 00 00 00 00 00
    B: 03 03 00 00 11 00 80 60 06
    A: 00 1472 5768 0 0 65
    A: 01 1408 5062 0 0 136
    A: 18 0 255 0 0 0
    A: 1c 0 15 0 0 0
    A: 2f 0 1 0 0 0
    A: 35 1472 5768 0 0 65
    A: 36 1408 5062 0 0 136
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0
    """

  @Test func theSynapticsPresetMatchesTheRealHeader() throws {
    let header = Self.synapticsHeader + "\n"
    let device = DeviceDescription.synapticsTouchpad
    var axes: [EventCode: AbsInfo] = [:]
    for line in header.split(separator: "\n") where line.hasPrefix("A: ") {
      let fields = line.split(separator: " ").dropFirst().map(String.init)
      let numbers = fields.dropFirst().compactMap { Int32($0) }
      let code = try #require(UInt16(fields[0], radix: 16))
      axes[EventCode(code)] = AbsInfo(
        minimum: numbers[0], maximum: numbers[1], fuzz: numbers[2], flat: numbers[3], resolution: numbers[4])
    }
    #expect(axes == device.absInfo)
    #expect(Set(axes.keys) == device.codes[.abs])
    #expect(header.contains("N: \(device.name)\n"))
    #expect(device.id == InputID(bustype: 0x11, vendor: 2, product: 7, version: 0x1b1))
    #expect(device.properties == [.pointer, .buttonpad])  // P: 05
    // B: 01 rows: BTN_LEFT; BTN_TOOL_FINGER, QUINTTAP, BTN_TOUCH, DOUBLETAP, TRIPLETAP, QUADTAP.
    #expect(
      device.codes[.key] == [
        .btnLeft, .btnToolFinger, .btnToolQuintTap, .btnTouch, .btnToolDoubleTap,
        .btnToolTripleTap, .btnToolQuadTap,
      ])
    let recorded = Self.repository.appendingPathComponent("traces/devices/synaptics-touchpad.evemu-header")
    let original = try #require(try? String(contentsOf: recorded, encoding: .utf8))
    for line in Self.synapticsHeader.split(separator: "\n") { #expect(original.contains(line + "\n")) }
  }

  @Test(arguments: DevicePreset.allCases)
  func everyPresetIsAProtocolBDeviceWithResolution(preset: DevicePreset) {
    let device = preset.device
    #expect(device.touchProtocol == .slotted)
    #expect(device.hasResolution)
    #expect(device.isTouchpad == (preset != .touchscreen))
    #expect(device.isTouchscreen == (preset == .touchscreen))
  }

  @Test func thePresetsHaveTheirSizesAndSlots() {
    let sizes = DevicePreset.allCases.map { preset in
      let geometry = preset.device.geometry
      return [
        geometry.widthMillimetres.rounded(), geometry.heightMillimetres.rounded(),
        Double(preset.device.slotCount),
      ]
    }
    #expect(sizes == [[66, 27, 2], [101, 67, 5], [160, 96, 10]])
    #expect(DeviceDescription.precisionTouchpad.maximumFingerCount == 5)
  }
}
