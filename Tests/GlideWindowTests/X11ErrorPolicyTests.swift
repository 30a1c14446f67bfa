import Testing

@testable import GlideWindow

/// The one X error the simulator outlives: `BadWindow` on `X_SendEvent`, SDL's wake-up message to a
/// window that is gone. Every other error goes on to Xlib's handler.
@Suite struct X11ErrorPolicyTests {
  /// An `XErrorEvent` as Xlib lays it out on 64-bit Linux: type, display, resource id, serial, then the
  /// error, request and minor codes.
  struct XErrorEvent {
    var type: Int32 = 0
    var display: UnsafeRawPointer? = nil
    var resourceID: UInt = 0x200002
    var serial: UInt = 34
    var errorCode: UInt8
    var requestCode: UInt8
    var minorCode: UInt8 = 0
  }

  @Test(arguments: [
    (UInt8(3), UInt8(25), true),  // BadWindow on X_SendEvent: the window has gone.
    (UInt8(3), UInt8(2), false),  // BadWindow on X_ChangeWindowAttributes
    (UInt8(8), UInt8(25), false),  // BadMatch on X_SendEvent
    (UInt8(2), UInt8(152), false),  // BadValue on a GLX request
  ])
  func onlyBadWindowOnSendEventIsIgnored(errorCode: UInt8, requestCode: UInt8, ignored: Bool) {
    var event = XErrorEvent(errorCode: errorCode, requestCode: requestCode)
    #expect(MemoryLayout<XErrorEvent>.offset(of: \.errorCode) == 32)
    let isIgnored = withUnsafeBytes(of: &event) { X11ErrorPolicy.isIgnored($0.baseAddress!) }
    #expect(isIgnored == ignored)
  }
}
