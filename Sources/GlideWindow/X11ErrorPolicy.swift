import Foundation

/// What an X protocol error does to the simulator. Xlib's default handler prints the error and ends the
/// process (exit 1), and SDL hands every error it does not expect on to the handler that was there before
/// it started, restoring that one before it closes the display. One error is harmless and comes by a race
/// Glide does not control: a message SDL sends to its own window (its wake-up for a thread waiting on
/// events) after the window is gone, reported as `BadWindow` on `X_SendEvent`, often while the display is
/// being closed after the window's `q`. It ended a replay that had finished, before its summary was
/// printed (seen in the window tests on a loaded machine). This handler, installed before SDL starts its
/// video, ignores that one error and hands every other to Xlib's own, which ends the process as before.
enum X11ErrorPolicy {
  /// Xlib's `XErrorHandler`: `int (*)(Display *, XErrorEvent *)`.
  typealias Handler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32

  /// `BadWindow` (X.h) and `X_SendEvent` (Xproto.h).
  static let badWindow: UInt8 = 3
  static let sendEvent: UInt8 = 25

  nonisolated(unsafe) private static var previous: Handler?
  nonisolated(unsafe) private static var installed = false

  /// Installs the handler once, when libX11 can be loaded (else there is no X display to err).
  static func install() {
    guard !installed else { return }
    installed = true
    guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_GLOBAL),
      let symbol = dlsym(library, "XSetErrorHandler")
    else { return }
    let setErrorHandler = unsafeBitCast(symbol, to: (@convention(c) (Handler?) -> Handler?).self)
    previous = setErrorHandler(handle)
  }

  /// Whether an error is the harmless one: `BadWindow` on `X_SendEvent`. `event` is an `XErrorEvent`:
  /// `int type; Display *display; XID resourceid; unsigned long serial;` then the error, request and minor
  /// codes, one byte each (at 32 and 33 on 64-bit Linux).
  static func isIgnored(_ event: UnsafeRawPointer) -> Bool {
    let offset = MemoryLayout<Int32>.stride + 4 + 3 * MemoryLayout<UInt>.stride
    let errorCode = event.load(fromByteOffset: offset, as: UInt8.self)
    let requestCode = event.load(fromByteOffset: offset + 1, as: UInt8.self)
    return errorCode == badWindow && requestCode == sendEvent
  }

  private static let handle: Handler = { display, event in
    guard let event else { return 0 }
    if isIgnored(event) { return 0 }
    return previous?(display, event) ?? 0
  }
}
