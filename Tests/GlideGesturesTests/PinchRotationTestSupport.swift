import Foundation
import GlideGestures
import GlideInput
import GlideTestSupport
import Testing

// Helpers for the pinch, rotation and two-finger motion tests.

/// Every state change of the recognisers it watches, in order.
final class EventLog {
  private(set) var events: [GestureEvent] = []

  init(_ recognizers: GestureRecognizer...) {
    for recognizer in recognizers {
      recognizer.addStateObserver { [unowned self] in self.events.append($0) }
    }
  }

  func events(of name: String) -> [GestureEvent] { events.filter { $0.recognizer == name } }
  func states(of name: String) -> [GestureState] { events(of: name).map(\.state) }

  /// The pinch scales (or rotation angles) and velocities of `name`'s events, in order.
  func values(of name: String) -> [(value: Double, velocity: Double)] {
    events(of: name).compactMap { event in
      switch event.values {
      case .pinch(let scale, let velocity): (scale, velocity)
      case .rotation(let rotation, let velocity): (rotation, velocity)
      default: nil
      }
    }
  }
}

/// True for `began`, `changed` at least once, then `terminal`, and nothing else.
func isContinuousRun(_ states: [GestureState], ending terminal: GestureState) -> Bool {
  states.count >= 3 && states.first == .began && states.last == terminal
    && states.dropFirst().dropLast().allSatisfy { $0 == .changed }
}

enum TwoFingerFrames {
  /// Seconds → a timestamp on the input clock.
  static func time(_ seconds: Double) -> Timestamp {
    Timestamp(microseconds: Int64((seconds * 1e6).rounded()))
  }

  static func touch(_ id: Int, _ point: MillimetrePoint, _ phase: TouchPhase) -> Touch {
    Touch(
      id: TouchID(rawValue: id), slot: id - 1, phase: phase, position: DevicePoint(x: 0, y: 0),
      location: point)
  }

  /// Frames of two fingers on opposite sides of `center`: `distance(t)` mm apart, the line from the
  /// first to the second at `angle(t)` radians (y down), sampled every `step` seconds from 0 through
  /// `duration`, then a frame where both lift (unless `lift` is false).
  static func orbit(
    center: MillimetrePoint = MillimetrePoint(x: 50, y: 30), distance: (Double) -> Double,
    angle: (Double) -> Double = { _ in 0 }, duration: Double, step: Double = 0.0125, lift: Bool = true,
    boundingBox: Bool = false
  ) -> [TouchFrame] {
    let count = Int((duration / step).rounded())
    var frames: [TouchFrame] = []
    var last: [MillimetrePoint] = []
    for index in 0...count {
      let t = Double(index) * step
      let (d, a) = (distance(t), angle(t))
      let offset = MillimetreVector(dx: cos(a) * d / 2, dy: sin(a) * d / 2)
      let points = [center + offset * -1, center + offset]
      let phase: TouchPhase = index == 0 ? .began : .moved
      frames.append(
        TouchFrame(
          time: time(t), touches: [touch(1, points[0], phase), touch(2, points[1], phase)], fingerCount: 2,
          touchesAreBoundingBox: boundingBox))
      last = points
    }
    if lift {
      frames.append(
        TouchFrame(
          time: time(Double(count + 1) * step),
          touches: [touch(1, last[0], .ended), touch(2, last[1], .ended)], fingerCount: 0,
          touchesAreBoundingBox: boundingBox))
    }
    return frames
  }

  /// The frames of a synthetic gesture on `device`, through the kernel encoding and the assembler.
  static func synthesized(
    _ timeline: GestureTimeline, device: DeviceDescription, noise: Double = 0, seed: UInt64 = 1
  ) -> [TouchFrame] {
    let synthesizer = TraceSynthesizer(device: device, rate: 80, noise: noise, seed: seed)
    return FrameAssembler.frames(of: synthesizer.events(for: timeline), device: device)
  }

  /// The frames of a shipped trace, by its path from the repository root.
  static func shipped(_ relative: String) throws -> [TouchFrame] {
    let (device, events) = try TraceReader.readAll(Glide.path(relative))
    return FrameAssembler.frames(of: events, device: device)
  }

  /// The middle of `device`'s surface, in mm.
  static func center(of device: DeviceDescription) -> MillimetrePoint {
    MillimetrePoint(x: device.geometry.widthMillimetres / 2, y: device.geometry.heightMillimetres / 2)
  }
}
