public import GlideInteraction
public import GlideInput
public import GlideSimulation

/// The mouse and keyboard in the simulator window as a live input device, as in the iOS Simulator: the
/// window's mouse actions go through a `PointerTouchEmulator` and come out as the touch surface's
/// kernel frames, stamped with the session's clock when they are read. Keys read meanwhile are kept for
/// the session to look at (``takeCommands()``).
public final class PointerInput: LiveInput {
  private let window: SimulatorWindow
  private var emulator: PointerTouchEmulator
  private let clock: any LiveClock
  private var commands: [WindowCommand] = []

  /// Input from `window`'s mouse on a surface the size of its simulated screen, stamped on `clock`.
  public init(window: SimulatorWindow, clock: any LiveClock) {
    self.window = window
    self.clock = clock
    let screen = window.layout.screen
    emulator = PointerTouchEmulator(widthPoints: Int(screen.width.rounded()), heightPoints: Int(screen.height.rounded()))
  }

  public var description: DeviceDescription { emulator.device }

  /// The touches the mouse makes since the last read, waiting up to `timeout` for the window's first event.
  public func read(timeout: Duration?) throws(EvdevError) -> [InputEvent] {
    let seconds = timeout.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
    let input = window.input(waiting: seconds)
    commands += input.commands
    // Moves between two other actions show only where the pointer ended up: one frame per read and
    // action, each a microsecond after the one before, the last at the clock's reading now.
    let actions = input.pointer.enumerated().filter { index, action in
      guard case .move = action, index + 1 < input.pointer.count, case .move = input.pointer[index + 1] else { return true }
      return false
    }.map(\.element)
    guard !actions.isEmpty else { return [] }
    let now = clock.now()
    var events: [InputEvent] = []
    for (index, action) in actions.enumerated() {
      let time = Timestamp(microseconds: now - Int64(actions.count - 1 - index))
      switch action {
      case .press(let point, let control, let shift):
        events += emulator.press(x: point.x, y: point.y, control: control, shift: shift, time: time)
      case .move(let point):
        events += emulator.move(x: point.x, y: point.y, time: time)
      case .release:
        events += emulator.release(time: time)
      }
    }
    return events
  }

  /// The keys read since the last call.
  public func takeCommands() -> [WindowCommand] {
    defer { commands.removeAll() }
    return commands
  }
}
