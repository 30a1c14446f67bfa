import GlideGestures
import GlideInput
import GlideTestSupport

// Helpers for the pan, screen-edge pan and swipe suites.
enum PanSwipeSupport {
  /// Every state change of a recogniser, in order, as its state observers see them.
  final class Recording {
    private(set) var events: [GestureEvent] = []
    init(_ recognizer: GestureRecognizer) {
      recognizer.addStateObserver { [unowned self] in self.events.append($0) }
    }
    var states: [GestureState] { events.map(\.state) }
    /// The pan values of event `index` (negative counts from the end).
    func pan(_ index: Int) -> (translation: MillimetreVector, velocity: MillimetreVector)? {
      guard !events.isEmpty else { return nil }
      let event = events[index >= 0 ? index : events.count + index]
      guard case .pan(let translation, let velocity) = event.values else { return nil }
      return (translation, velocity)
    }
  }

  /// `began`, one or more `changed`, then `terminal`.
  static func isRun(_ states: [GestureState], ending terminal: GestureState) -> Bool {
    states.count >= 3 && states.first == .began && states.last == terminal
      && states.dropFirst().dropLast().allSatisfy { $0 == .changed }
  }

  static let rate = 80.0
  static let devices: [DeviceDescription] = [.synapticsTouchpad, .precisionTouchpad, .touchscreen]
  static let deviceFolders = ["synaptics", "precision", "touchscreen"]

  static func time(_ seconds: Double) -> Timestamp {
    Timestamp(microseconds: Int64((seconds * 1e6).rounded()))
  }

  /// The frames of a synthetic gesture.
  static func frames(
    _ timeline: GestureTimeline, on device: DeviceDescription = .precisionTouchpad, noise: Double = 0
  ) -> [TouchFrame] {
    let synth = TraceSynthesizer(device: device, rate: rate, noise: noise)
    return FrameAssembler.frames(of: synth.events(for: timeline), device: device)
  }

  /// The frames of a shipped trace (`traces/…`).
  static func shipped(_ relative: String) throws -> [TouchFrame] {
    let trace = try TraceReader.readAll(Glide.path(relative))
    return FrameAssembler.frames(of: trace.events, device: trace.device)
  }

  /// Frames from finger positions: `positions[f][i]` is finger `i` in frame `f` (`nil`: not down), one
  /// frame every `1 / rate` s. Phases follow: began when a finger appears, moved or stationary, ended
  /// (at its last position) in the frame where it is gone.
  static func handBuilt(_ positions: [[MillimetrePoint?]], start: Double = 0) -> [TouchFrame] {
    var last: [Int: MillimetrePoint] = [:]
    var frames: [TouchFrame] = []
    let width = positions.map(\.count).max() ?? 0
    for (index, row) in (positions + [[]]).enumerated() {
      var touches: [Touch] = []
      for finger in 0..<width {
        let now = finger < row.count ? row[finger] : nil
        let phase: TouchPhase
        switch (last[finger], now) {
        case (nil, nil): continue
        case (nil, .some): phase = .began
        case (.some, nil): phase = .ended
        case (.some(let before), .some(let point)): phase = before == point ? .stationary : .moved
        }
        let location = now ?? last[finger]!
        touches.append(
          Touch(
            id: TouchID(rawValue: finger + 1), slot: finger, phase: phase,
            position: DevicePoint(x: 0, y: 0), location: location))
        last[finger] = now
      }
      let active = touches.count { !$0.phase.isTerminal }
      frames.append(
        TouchFrame(time: time(start + Double(index) / rate), touches: touches, fingerCount: active))
    }
    return frames
  }

  /// One finger's positions moving at constant speed from `start` by `by` (mm) over `frames` frames,
  /// after a landing frame.
  static func line(from start: MillimetrePoint, by: MillimetreVector, frames: Int) -> [MillimetrePoint] {
    (0...frames).map { start + by * (Double($0) / Double(frames)) }
  }

  /// A point with seeded 0.05 mm jitter on each axis.
  static func jittered(_ point: MillimetrePoint, _ random: inout SplitMix64, sigma: Double = 0.05)
    -> MillimetrePoint
  {
    point.offset(x: random.nextNoise() * sigma, y: random.nextNoise() * sigma)
  }
}
