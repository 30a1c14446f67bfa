import Foundation
import GlideGestures
import GlideInput
import Testing

/// The mouse-and-keyboard input of the window: drags become touches on the simulated screen, which the
/// recognisers see as they see a touchscreen.
@Suite("Pointer touch emulation")
struct PointerTouchEmulatorTests {
  /// A drag sampled every 10 ms: press at `from`, moves in `steps` steps to `to`, release.
  func drag(
    _ emulator: inout PointerTouchEmulator, from: (Double, Double), to: (Double, Double), steps: Int = 30,
    control: Bool = false, shift: Bool = false
  ) -> [InputEvent] {
    var events = emulator.press(x: from.0, y: from.1, control: control, shift: shift, time: time(0))
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      events += emulator.move(
        x: from.0 + (to.0 - from.0) * f, y: from.1 + (to.1 - from.1) * f, time: time(0.01 * Double(step)))
    }
    return events + emulator.release(time: time(0.01 * Double(steps + 1)))
  }

  func time(_ seconds: Double) -> Timestamp { Timestamp(microseconds: Int64((seconds * 1e6).rounded())) }

  func frames(_ events: [InputEvent], _ emulator: PointerTouchEmulator) -> [TouchFrame] {
    FrameAssembler.frames(of: events, device: emulator.device)
  }

  /// Millimetres on the pointer surface for `points` points (6.3 points a millimetre).
  func mm(_ points: Double) -> Double { points / 6.3 }

  @Test("The surface is the screen: 390 × 844 pt at 6.3 pt a millimetre, a direct touch device")
  func surface() {
    let device = PointerTouchEmulator(widthPoints: 390, heightPoints: 844).device
    #expect(device.isTouchscreen)
    #expect(device.slotCount == 5)
    #expect(abs(device.geometry.widthMillimetres - mm(390)) < 1e-9)
    #expect(abs(device.geometry.heightMillimetres - mm(844)) < 1e-9)
  }

  @Test("A plain drag is one finger under the pointer: lands, moves, lifts, at the pointer's mm")
  func oneFinger() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    let frames = frames(drag(&emulator, from: (120, 300), to: (240, 420), steps: 4), emulator)
    #expect(frames.count == 6)
    #expect(frames.map { $0.touches.map(\.phase) } == [[.began], [.moved], [.moved], [.moved], [.moved], [.ended]])
    let start = try #require(frames.first?.touches.first?.location)
    #expect(abs(start.x - mm(120)) < 1e-9 && abs(start.y - mm(300)) < 1e-9)
    let end = try #require(frames[4].touches.first?.location)
    #expect(abs(end.x - mm(240)) < 1e-9 && abs(end.y - mm(420)) < 1e-9)
  }

  @Test("Ctrl+drag away from the centre is a pinch out about the centre: two mirrored fingers, scale = distance ratio")
  func controlDragPinches() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    let events = drag(&emulator, from: (235, 422), to: (295, 422), steps: 30, control: true)
    let frames = frames(events, emulator)
    let first = try #require(frames.first)
    #expect(first.touches.count == 2)
    let (a, b) = (first.touches[0].location, first.touches[1].location)
    #expect(abs((a.x + b.x) / 2 - mm(195)) < 1e-9 && abs((a.y + b.y) / 2 - mm(422)) < 1e-9, "mirrored about the centre")
    let pinch = PinchGestureRecognizer()
    var scales: [Double] = []
    var states: [GestureState] = []
    _ = pinch.addTarget { event in
      states.append(event.state)
      if case .pinch(let scale, _) = event.values { scales.append(scale) }
    }
    GestureArena([pinch]).replay(frames)
    #expect(states.first == .began && states.last == .ended)
    // 2 × 40 pt apart at the press, 2 × 100 pt at the end: 2.5.
    #expect(abs((scales.last ?? 0) - 2.5) < 1e-9)
  }

  @Test("A drag from within 20 pt of the left edge lands on the edge and is an edge pan; one from 100 pt is not")
  func leftEdge() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    let edgeFrames = frames(drag(&emulator, from: (12, 400), to: (212, 400)), emulator)
    #expect(edgeFrames.first?.touches.first?.location.x == 0)
    #expect(emulator.gesture == nil)
    let edge = ScreenEdgePanGestureRecognizer(edges: .left, surface: emulator.device.geometry)
    var edgeStates: [GestureState] = []
    _ = edge.addTarget { edgeStates.append($0.state) }
    GestureArena([edge]).replay(edgeFrames)
    #expect(edgeStates.first == .began && edgeStates.last == .ended)
    #expect(abs(edge.translation.dx) < 1e-9, "reset after the end")

    let inner = ScreenEdgePanGestureRecognizer(edges: .left, surface: emulator.device.geometry)
    var innerStates: [GestureState] = []
    _ = inner.addStateObserver { innerStates.append($0.state) }
    GestureArena([inner]).replay(frames(drag(&emulator, from: (100, 400), to: (300, 400)), emulator))
    #expect(innerStates == [.failed], "a drag from 100 pt fails the edge pan at once")
  }

  @Test("Shift+drag is two fingers 120 pt apart moving together: a two-finger pan, no pinch")
  func shiftDragPans() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    let frames = frames(drag(&emulator, from: (100, 600), to: (100, 300), shift: true), emulator)
    let first = try #require(frames.first)
    #expect(first.touches.count == 2)
    #expect(abs(first.touches[1].location.x - first.touches[0].location.x - mm(120)) < 1e-9)
    let pan = PanGestureRecognizer(minimumNumberOfTouches: 2)
    let pinch = PinchGestureRecognizer()
    var panStates: [GestureState] = []
    var pinchStates: [GestureState] = []
    _ = pan.addTarget { panStates.append($0.state) }
    _ = pinch.addTarget { pinchStates.append($0.state) }
    GestureArena([pan, pinch]).replay(frames)
    #expect(panStates.first == .began && panStates.last == .ended)
    #expect(!pinchStates.contains(.began), "the pinch never begins: \(pinchStates)")
  }

  @Test("Near the right edge the second finger of a Shift+drag goes to the left of the pointer")
  func shiftDragNearRightEdge() {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    _ = emulator.press(x: 350, y: 400, shift: true, time: time(0))
    let fingers = emulator.fingers(pointerX: 350, pointerY: 400)
    #expect(fingers.map(\.x) == [350, 230])
  }

  @Test("A second press during a drag, and moves or releases without one, send nothing")
  func ignoredCalls() {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    #expect(emulator.move(x: 10, y: 10, time: time(0)).isEmpty)
    #expect(emulator.release(time: time(0)).isEmpty)
    #expect(!emulator.press(x: 50, y: 50, time: time(0.1)).isEmpty)
    #expect(emulator.press(x: 60, y: 60, control: true, time: time(0.2)).isEmpty)
    #expect(emulator.gesture == .oneFinger)
  }

  @Test("A recorded drag written as evemu reads back as the same events and the same frames")
  func evemuRoundTrip() throws {
    var emulator = PointerTouchEmulator(widthPoints: 390, heightPoints: 844)
    let events = drag(&emulator, from: (200, 400), to: (260, 480), control: true)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pointer-\(UUID()).evemu").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try EvemuWriter.document(device: emulator.device, events: events).write(toFile: path, atomically: true, encoding: .utf8)
    let read = try TraceReader.readAll(path)
    #expect(read.device == emulator.device)
    #expect(read.events == events)
    #expect(FrameAssembler.frames(of: read.events, device: read.device) == frames(events, emulator))
  }
}
