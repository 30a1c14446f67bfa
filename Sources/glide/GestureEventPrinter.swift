import Foundation
import GlideGestures
import GlideInput

/// Formats gesture state changes for `glide gestures`: aligned text, or JSON Lines with sorted keys.
struct GestureEventPrinter {
  var json: Bool
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  init(json: Bool) { self.json = json }

  /// One line for `event`, with its time in seconds since `origin`.
  func line(for event: GestureEvent, since origin: Timestamp) -> String {
    let time = event.time.seconds(since: origin)
    if json {
      let object = JSONGestureEvent(event, time: time)
      return (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
    let name = event.recognizer.padding(toLength: 10, withPad: " ", startingAt: 0)
    let state = event.state.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
    return "\(fixed(time, 6))  \(name) \(state)  \(Self.describe(event.values))  touches \(event.numberOfTouches)"
      + "  at (\(fixed(event.location.x, 1)), \(fixed(event.location.y, 1))) mm"
  }

  static func describe(_ values: GestureValues) -> String {
    switch values {
    case .pinch(let scale, let velocity):
      "scale \(fixed(scale, 3))  velocity \(fixed(velocity, 3))/s"
    case .rotation(let rotation, let velocity):
      "rotation \(fixed(rotation, 3)) rad  velocity \(fixed(velocity, 3)) rad/s"
    case .pan(let translation, let velocity):
      "translation (\(fixed(translation.dx, 1)), \(fixed(translation.dy, 1))) mm"
        + "  velocity (\(fixed(velocity.dx, 1)), \(fixed(velocity.dy, 1))) mm/s"
    case .swipe(let direction):
      "direction \(direction.isEmpty ? "-" : direction.description)"
    case .tap(_, let taps):
      "taps \(taps)"
    case .longPress(_, let translation):
      "moved (\(fixed(translation.dx, 1)), \(fixed(translation.dy, 1))) mm"
    }
  }
}

/// One line of `glide gestures --json` (the schema is documented in the README).
private struct JSONGestureEvent: Encodable {
  var time: Double
  var recognizer: String
  var state: String
  var touches: Int
  var x, y: Double
  var scale, rotation, velocity: Double?
  var translationX, translationY, velocityX, velocityY: Double?
  var direction: String?
  var taps: Int?

  init(_ event: GestureEvent, time: Double) {
    self.time = rounded(time)
    recognizer = event.recognizer
    state = event.state.rawValue
    touches = event.numberOfTouches
    x = rounded(event.location.x)
    y = rounded(event.location.y)
    switch event.values {
    case .pinch(let scale, let velocity):
      (self.scale, self.velocity) = (rounded(scale), rounded(velocity))
    case .rotation(let rotation, let velocity):
      (self.rotation, self.velocity) = (rounded(rotation), rounded(velocity))
    case .pan(let translation, let velocity):
      (translationX, translationY) = (rounded(translation.dx), rounded(translation.dy))
      (velocityX, velocityY) = (rounded(velocity.dx), rounded(velocity.dy))
    case .swipe(let direction):
      self.direction = direction.description
    case .tap(_, let taps):
      self.taps = taps
    case .longPress(_, let translation):
      (translationX, translationY) = (rounded(translation.dx), rounded(translation.dy))
    }
  }
}

/// `value` to six decimal places, so JSON output stays short and byte-for-byte stable.
private func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
