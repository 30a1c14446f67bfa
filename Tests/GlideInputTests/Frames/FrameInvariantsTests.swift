import Foundation
import Testing
@testable import GlideInput

/// Checks that hold for the frames of every trace Glide ships, real and synthetic.
@Suite struct FrameInvariantsTests {
  /// Every trace in `traces/` (synthetic ones by device folder, and the real recordings).
  static let traces: [String] = {
    let root = TraceFixtures.root.appendingPathComponent("traces")
    let folders = ["", "synaptics", "precision", "touchscreen", "real"]
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".events") }.sorted()
        .map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    }
  }()

  @Test func everyShippedTraceIsChecked() {
    #expect(Self.traces.count == 1 + 3 * 15 + 18)
  }

  @Test(arguments: traces)
  func touchesLiveOnceFromBeganToOneEnd(_ trace: String) throws {
    let (device, events) = try read(trace)
    let frames = FrameAssembler.frames(of: events, device: device)
    #expect(frames.count == events.count { $0.isSynReport })
    var live: [TouchID: Int] = [:]  // id → slot
    var finished: Set<TouchID> = []
    var previousTime = Timestamp(microseconds: .min)
    for frame in frames {
      #expect(frame.time >= previousTime)
      previousTime = frame.time
      #expect(frame.fingerCount >= frame.activeTouches.count)
      #expect(frame.activeTouches.count <= max(device.slotCount, 1))
      if frame.followsDroppedEvents { #expect(frame.touches.allSatisfy { $0.phase == .cancelled }) }
      for touch in frame.touches {
        #expect(!finished.contains(touch.id), "\(touch.id) reappeared after it ended")
        if touch.phase == .began {
          #expect(live[touch.id] == nil)
          #expect(!live.values.contains(touch.slot), "two live touches in slot \(touch.slot)")
          live[touch.id] = touch.slot
        } else {
          #expect(live[touch.id] == touch.slot, "\(touch.id) \(touch.phase) without a began")
        }
        if touch.phase.isTerminal {
          live[touch.id] = nil
          finished.insert(touch.id)
        }
      }
    }
  }

  private func read(_ trace: String) throws -> (device: DeviceDescription, events: [InputEvent]) {
    if trace.hasPrefix("real/") { return try TraceFixtures.readReal(String(trace.dropFirst(5))) }
    return try TraceReader.readAll(TraceFixtures.root.appendingPathComponent("traces/\(trace)").path)
  }
}
