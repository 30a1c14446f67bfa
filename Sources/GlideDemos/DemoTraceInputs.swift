public import GlideAnimation
public import GlideInput
import GlideGestures

extension DemoInput {
  /// The taps and drags of a trace, as a demo takes them: a one-finger tap recogniser and a pan
  /// recogniser in one arena (a tap that moves becomes a drag), the surface laid over the whole screen
  /// (its left edge on the screen's, millimetres scaled to points by the same factor across and down),
  /// times from the trace's first event.
  public static func from(_ events: [InputEvent], device: DeviceDescription, screen: Size) -> [DemoInput] {
    let geometry = device.geometry
    let scale = (
      x: screen.width / max(geometry.widthMillimetres, 1e-6), y: screen.height / max(geometry.heightMillimetres, 1e-6)
    )
    func point(_ location: MillimetrePoint) -> Point { Point(x: location.x * scale.x, y: location.y * scale.y) }
    let session = GestureSession(
      device: device, recognizers: [TapGestureRecognizer(), PanGestureRecognizer(name: "drag")], exclusive: true)
    let start = events.first?.time.seconds ?? 0
    var inputs: [DemoInput] = []
    session.onEvent = { event in
      let time = event.time.seconds - start
      switch (event.values, event.state) {
      case (.tap(let location, _), .ended):
        inputs.append(DemoInput(time: time, .tap(point(location))))
      case (.pan(let translation, _), let state) where [.began, .changed, .ended, .cancelled].contains(state):
        let phase: DragPhase = state == .began ? .began : state == .changed ? .changed : .ended
        let moved = Vector(dx: translation.dx * scale.x, dy: translation.dy * scale.y)
        inputs.append(DemoInput(time: time, .drag(phase, location: point(event.location), translation: moved)))
      default:
        break
      }
    }
    for event in events { session.consume(event) }
    session.finish()
    return inputs
  }
}
