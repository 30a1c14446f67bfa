import Foundation
import Testing

@testable import GlideInput

/// Opening and discovery failures, without a device. A permission error needs a file you may not read,
/// which root can always read: that case runs only for other users.
@Suite struct EvdevErrorTests {
  @Test func aMissingPathSaysSoAndHowToFindDevices() {
    let path = "/dev/input/glide-no-such-event99"
    #expect(throws: EvdevError.noSuchDevice(path: path)) { try EvdevDevice(path: path) }
    let message = EvdevError.noSuchDevice(path: path).description
    #expect(message.contains(path) && message.contains("ls /dev/input/event*"))
  }

  @Test func aRegularFileIsNotAnEvdevNode() throws {
    let directory = try LiveScratchDirectory()
    let file = directory.path + "/not-a-device"
    try Data("hello\n".utf8).write(to: URL(fileURLWithPath: file))
    #expect(throws: EvdevError.notAnEvdevNode(path: file)) { try EvdevDevice(path: file) }
    #expect(throws: EvdevError.notAnEvdevNode(path: directory.path)) { try EvdevDevice(path: directory.path) }
    #expect(EvdevError.notAnEvdevNode(path: file).description.contains("/dev/input/eventN"))
  }

  @Test(.enabled(if: getuid() != 0, "root may read a mode-000 file, so the error cannot happen as root"))
  func anUnreadableNodeIsAPermissionError() throws {
    let directory = try LiveScratchDirectory()
    let file = directory.path + "/event0"
    try Data().write(to: URL(fileURLWithPath: file))
    chmod(file, 0)
    #expect(throws: EvdevError.permissionDenied(path: file)) { try EvdevDevice(path: file) }
  }

  @Test func thePermissionMessageNamesTheInputGroup() {
    let message = EvdevError.permissionDenied(path: "/dev/input/event5").description
    #expect(message.hasPrefix("/dev/input/event5 is not readable by you"))
    #expect(message.contains("`input` group") && message.contains("sudo usermod -aG input $USER"))
    #expect(message.contains("run as root"))
  }

  @Test func aVanishedDeviceSaysItWentAway() {
    #expect(EvdevError.deviceDisappeared(path: "/dev/input/event5").description.contains("the device went away"))
  }

  @Test func discoveryInAnEmptyDirectorySaysThereAreNoDevices() throws {
    let directory = try LiveScratchDirectory()
    #expect(throws: EvdevError.noTouchpadFound(directory: directory.path, seen: [])) {
      try TouchpadDiscovery.findTouchpad(in: directory.path)
    }
  }

  @Test func discoveryListsWhatItSawInNumericOrder() throws {
    let directory = try LiveScratchDirectory()
    for name in ["event10", "event2", "mouse0", "event1"] {
      try Data().write(to: URL(fileURLWithPath: directory.path + "/" + name))
    }
    let seen = ["event1", "event2", "event10"].map {
      EvdevError.SkippedDevice(path: directory.path + "/" + $0, reason: "not an evdev node")
    }
    let error = EvdevError.noTouchpadFound(directory: directory.path, seen: seen)
    #expect(throws: error) { try TouchpadDiscovery.findTouchpad(in: directory.path) }
    #expect(error.description.contains("No touchpad found among the 3 devices"))
    #expect(!error.description.contains("input` group"))
  }

  @Test func unreadableDevicesAreMentionedWhenNoTouchpadIsFound() {
    let error = EvdevError.noTouchpadFound(
      directory: "/dev/input",
      seen: [.init(path: "/dev/input/event3", reason: "not readable by you", isUnreadable: true)])
    #expect(error.description.contains("/dev/input/event3: not readable by you"))
    #expect(error.description.contains("sudo usermod -aG input $USER"))
  }

  @Test func theReasonForATouchpadIsInKernelTerms() {
    let reason = TouchpadDiscovery.reason(for: .synapticsTouchpad)
    #expect(reason == "INPUT_PROP_POINTER and ABS_MT_SLOT with 2 slots")
  }

  /// A wait for the next display frame (16.667 ms) is 16 ms of poll(2) and 667 µs of sleep, not 17 ms.
  @Test(arguments: [
    (nil, -1, 0), (Duration.zero, 0, 0), (.microseconds(1), 0, 1_000), (.milliseconds(100), 100, 0),
    (.seconds(2.0005), 2000, 500_000), (.microseconds(16_667), 16, 667_000), (.seconds(-1), 0, 0),
  ] as [(Duration?, Int32, Int)])
  func pollWaitsWholeMillisecondsAndTheRestIsSlept(timeout: Duration?, milliseconds: Int32, nanoseconds: Int) {
    let split = EvdevDevice.split(timeout)
    #expect(split.milliseconds == milliseconds && split.nanoseconds == nanoseconds)
  }
}

/// A fresh directory under the system's temporary directory, removed when the value is released.
final class LiveScratchDirectory {
  let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "/glide-live-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
    path = String(cString: made)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
