import Glibc

/// The terminal `glide live` draws on: the alternate screen with the cursor hidden and keys not
/// echoed while it is open, and everything put back by ``restore()`` (idempotent; also on `deinit`).
///
/// Frames are written whole rows at a time, only the rows that changed since the last frame (all of
/// them after a resize). Keys are read without waiting (``quitRequested()``: `q` or `Q`).
public final class TerminalDisplay {
  private let output: Int32
  private let input: Int32
  private var savedMode: termios?
  private var shown: [String] = []
  private var shownSize = (columns: 0, rows: 0)
  private var isOpen = true

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Switches the terminal at `output` (standard output) to the alternate screen and hides the cursor;
  /// when `input` (standard input) is a terminal too, turns off echo and line buffering so keys arrive
  /// one at a time, unseen.
  public init(output: Int32 = 1, input: Int32 = 0) {
    self.output = output
    self.input = input
    if Self.isTerminal(input) {
      var mode = termios()
      if tcgetattr(input, &mode) == 0 {
        savedMode = mode
        mode.c_lflag &= ~tcflag_t(ECHO | ICANON)
        _ = tcsetattr(input, TCSANOW, &mode)
      }
    }
    send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  deinit { restore() }

  /// The terminal's size in cells (80 × 24 when it does not say).
  public var size: (columns: Int, rows: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return (80, 24)
    }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Shows `canvas`, rewriting only the rows that differ from the last one shown.
  public func show(_ canvas: TerminalCanvas) {
    guard isOpen else { return }
    let rows = canvas.rows
    if shownSize != (canvas.width, canvas.height) {
      shown = []
      send("\u{1B}[2J")
      shownSize = (canvas.width, canvas.height)
    }
    var text = ""
    for (index, row) in rows.enumerated() where index >= shown.count || shown[index] != row {
      text += "\u{1B}[\(index + 1);1H" + row
    }
    shown = rows
    if !text.isEmpty { send(text) }
  }

  /// Whether `q` was typed since the last call (keys are read without waiting).
  public func quitRequested() -> Bool {
    guard savedMode != nil else { return false }
    var request = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    var quit = false
    while poll(&request, 1, 0) > 0, request.revents & Int16(POLLIN) != 0 {
      var bytes = [UInt8](repeating: 0, count: 64)
      let count = Glibc.read(input, &bytes, bytes.count)
      guard count > 0 else { break }
      quit = quit || bytes.prefix(count).contains { $0 == UInt8(ascii: "q") || $0 == UInt8(ascii: "Q") }
    }
    return quit
  }

  /// Leaves the alternate screen, shows the cursor and puts the keyboard mode back.
  public func restore() {
    guard isOpen else { return }
    isOpen = false
    send("\u{1B}[?25h\u{1B}[?1049l")
    if var mode = savedMode { _ = tcsetattr(input, TCSANOW, &mode) }
  }

  /// Writes all of `text`, retrying after signals; gives up quietly when the terminal is gone.
  private func send(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Glibc.write(output, base + offset, raw.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
