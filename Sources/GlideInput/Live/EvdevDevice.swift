import CEvdev
import Glibc

/// A live evdev input device (`/dev/input/eventN`): opened, described and grabbed through libevdev,
/// its events read as the kernel hands them over.
///
/// The device is opened non-blocking and its events are stamped on `CLOCK_MONOTONIC`, the clock the
/// rest of Glide uses live (see ``clock`` for nodes that cannot switch). ``read(timeout:)`` waits with
/// `poll(2)` and returns what has arrived, in kernel order.
///
/// ```swift
/// let pad = try EvdevDevice(path: "/dev/input/event5")
/// var assembler = FrameAssembler(device: pad.description)
/// for event in try pad.read(timeout: .milliseconds(100)) {
///   if let frame = assembler.consume(event) { print(frame) }
/// }
/// ```
///
/// ## Reads that end inside an event
///
/// The events are read with `read(2)` into an `EvdevEventBuffer` rather than by
/// `libevdev_next_event`, which refuses a read that ends inside an event (`EINVAL`) after consuming its
/// bytes, so that every later read starts inside an event. A kernel node never ends a read there; a
/// node that stands in for one can (umockdev's mocked nodes are pseudo-terminals, which cut a backlog at
/// 4095 bytes), so a reader that falls behind would otherwise lose the device. The part is kept and
/// completed by the next read. The events then pass libevdev's rules for what a device delivers, as
/// `libevdev_next_event` applies them (`EventSanitizer`: undeclared codes dropped, slots capped, double
/// tracking ids dropped).
///
/// ## Dropped events
///
/// When the kernel's buffer for this client overflowed, it reports `SYN_DROPPED`. The events queued
/// behind it are let go (what is still pending on the node too, as libevdev drains it before it
/// synchronises), the device's state is asked of the kernel (`EVIOCGMTSLOTS`, `EVIOCGKEY`,
/// `EVIOCGABS`, the queries of libevdev's sync), and ``read(timeout:)`` hands the caller a stream a
/// ``FrameAssembler`` can take as it is:
/// 1. the `SYN_DROPPED` event;
/// 2. a `SYN_REPORT`, closing the dropped window (the assembler cancels the touches that were down);
/// 3. one synthesised full-state frame: for every slot `ABS_MT_SLOT n`, its `ABS_MT_TRACKING_ID` and
///    its other multitouch axes (position, pressure, touch major…); then `ABS_MT_SLOT` back to the
///    current slot; every key the device has, released ones first, then held ones (`BTN_TOUCH`,
///    `BTN_TOOL_*`, `BTN_LEFT`…); every other absolute axis (`ABS_X`, `ABS_Y`…); and a `SYN_REPORT`.
///
/// All of these carry the `SYN_DROPPED` event's time. Fingers still down after the drop come back as
/// fresh touches in the full-state frame.
///
/// The instance owns its file descriptor and libevdev context and frees both on `deinit`. It is not
/// thread-safe: read it from one task or thread.
public final class EvdevDevice {
  /// The device node this instance opened.
  public let path: String
  /// What the device is and reports, read from libevdev when the device was opened.
  public let description: DeviceDescription
  /// The clock the event timestamps are on: ``Clock/monotonic`` unless the node refused to switch.
  public let clock: Clock
  /// Whether this instance holds an exclusive grab (`EVIOCGRAB`): other readers get no events.
  public private(set) var isGrabbed: Bool

  /// A clock the kernel stamps events with.
  public enum Clock: Hashable, Sendable {
    /// `CLOCK_MONOTONIC`: seconds since boot, never stepped. What Glide asks for.
    case monotonic
    /// `CLOCK_REALTIME`: wall-clock time, the kernel's default, kept when `EVIOCSCLOCKID` fails.
    case realtime
  }

  let handle: OpaquePointer
  let fd: Int32
  /// The bytes read and not yet taken as events: at most one event's leading part between reads.
  var buffer = EvdevEventBuffer()
  /// libevdev's rules for what a device delivers, applied to the events read.
  var sanitizer: EventSanitizer
  /// Whether a read met end of file (a pseudo-terminal whose other end closed).
  private var endOfFile = false
  /// A read error seen after some events were already collected; thrown by the next read.
  private var deferredError: EvdevError?
  /// Whether the last `poll(2)` reported a hang-up (`POLLHUP` or `POLLERR`).
  private var hungUp = false

  // MARK: - API

  /// Opens the evdev node at `path`.
  ///
  /// - Parameters:
  ///   - path: A device node such as `/dev/input/event5`.
  ///   - grab: Take an exclusive grab, so the desktop stops seeing this device's events until the
  ///     instance is released.
  /// - Throws: ``EvdevError/permissionDenied(path:)``, ``EvdevError/noSuchDevice(path:)``,
  ///   ``EvdevError/notAnEvdevNode(path:)``, or ``EvdevError/libevdevFailure(path:operation:errno:)``.
  public init(path: String, grab: Bool = false) throws(EvdevError) {
    let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw Self.openError(path: path, errno: errno) }
    guard let handle = libevdev_new() else {
      Glibc.close(fd)
      throw .libevdevFailure(path: path, operation: "libevdev_new", errno: ENOMEM)
    }
    do {
      try Self.attach(handle, fd: fd, path: path, grab: grab)
    } catch {
      libevdev_free(handle)
      Glibc.close(fd)
      throw error
    }
    self.path = path
    self.fd = fd
    self.handle = handle
    self.isGrabbed = grab
    self.description = Self.readDescription(handle)
    self.sanitizer = EventSanitizer(device: description)
    // Kernels since 3.4 switch the clock; umockdev's mock nodes do not know EVIOCSCLOCKID.
    self.clock = libevdev_set_clock_id(handle, CLOCK_MONOTONIC) == 0 ? .monotonic : .realtime
  }

  deinit {
    if isGrabbed { _ = libevdev_grab(handle, LIBEVDEV_UNGRAB) }
    libevdev_free(handle)
    Glibc.close(fd)
  }

  /// Returns the events available now, waiting up to `timeout` for the first one.
  ///
  /// - Parameter timeout: How long to wait when nothing is pending; `nil` waits until an event arrives
  ///   or a signal interrupts the wait, `.zero` does not wait.
  /// - Returns: Events in kernel order, possibly ending mid-frame; empty on timeout or when a signal
  ///   interrupted the wait (check your stop condition and call again).
  /// - Throws: ``EvdevError/deviceDisappeared(path:)`` once the device is gone (after the events read
  ///   before it went), or ``EvdevError/libevdevFailure(path:operation:errno:)``.
  public func read(timeout: Duration?) throws(EvdevError) -> [InputEvent] {
    if let error = deferredError { throw error }
    var events: [InputEvent] = []
    try drain(into: &events)
    guard events.isEmpty else { return events }
    guard try waitReadable(timeout: timeout) else { return [] }
    try drain(into: &events)
    // A node that hangs up and then reads as end of file instead of failing with ENODEV (a mocked
    // node whose other end closed) would otherwise poll as readable forever.
    if events.isEmpty && (hungUp || endOfFile) { throw .deviceDisappeared(path: path) }
    return events
  }

  /// The most events one ``read(timeout:)`` returns: a device that sends faster than they are read
  /// gives them in batches of this many, so a read's memory is bounded.
  public static let maximumEventsPerRead = 4096

  // MARK: - Opening

  private static func openError(path: String, errno code: Int32) -> EvdevError {
    switch code {
    case EACCES, EPERM: .permissionDenied(path: path)
    case ENOENT, ENXIO, ENODEV: .noSuchDevice(path: path)
    case ENOTDIR: .noSuchDevice(path: path)
    default: .libevdevFailure(path: path, operation: "open", errno: code)
    }
  }

  /// Binds the libevdev context to `fd` and grabs the device if asked.
  private static func attach(
    _ handle: OpaquePointer, fd: Int32, path: String, grab: Bool
  ) throws(EvdevError) {
    let status = libevdev_set_fd(handle, fd)
    if status == -ENOTTY || status == -EINVAL { throw .notAnEvdevNode(path: path) }
    if status == -ENODEV { throw .noSuchDevice(path: path) }
    guard status == 0 else {
      throw .libevdevFailure(path: path, operation: "libevdev_set_fd", errno: -status)
    }
    guard grab else { return }
    let grabbed = libevdev_grab(handle, LIBEVDEV_GRAB)
    guard grabbed == 0 else {
      throw .libevdevFailure(path: path, operation: "libevdev_grab", errno: -grabbed)
    }
  }

  // MARK: - Reading

  /// Waits until the device is readable. Returns false on timeout or when a signal interrupted the wait.
  ///
  /// `poll(2)` counts whole milliseconds; rounding a wait for the next display frame up to them put
  /// every frame up to a millisecond late. So `poll` waits the whole milliseconds, and the rest is
  /// slept before a last look: an event that comes meanwhile is read at the end of the wait, which is
  /// when the caller would act on it anyway.
  private func waitReadable(timeout: Duration?) throws(EvdevError) -> Bool {
    var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let (whole, rest) = Self.split(timeout)
    var ready = poll(&request, 1, whole)
    if ready == 0, rest > 0 {
      var pause = timespec(tv_sec: 0, tv_nsec: rest)
      nanosleep(&pause, nil)
      ready = poll(&request, 1, 0)
    }
    if ready < 0 {
      let code = errno
      if code == EINTR { return false }
      throw .libevdevFailure(path: path, operation: "poll", errno: code)
    }
    if Int32(request.revents) & POLLNVAL != 0 {
      throw .libevdevFailure(path: path, operation: "poll", errno: EBADF)
    }
    // POLLHUP and POLLERR fall through: the read that follows reports ENODEV (or nothing: see `read`).
    hungUp = Int32(request.revents) & (POLLHUP | POLLERR) != 0
    return ready > 0
  }

  /// `poll(2)`'s timeout in whole milliseconds (-1 for "no limit") and the nanoseconds left over
  /// (under a millisecond).
  static func split(_ timeout: Duration?) -> (milliseconds: Int32, nanoseconds: Int) {
    guard let timeout else { return (-1, 0) }
    let (seconds, attoseconds) = timeout.components
    guard seconds >= 0, attoseconds >= 0 else { return (0, 0) }
    let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    guard millis < Int64(Int32.max) else { return (Int32.max, 0) }
    return (Int32(millis), Int(attoseconds % 1_000_000_000_000_000 / 1_000_000_000))
  }

  /// Appends the events that can be read without blocking (at most ``maximumEventsPerRead``),
  /// resynchronising after `SYN_DROPPED`.
  private func drain(into events: inout [InputEvent]) throws(EvdevError) {
    while events.count < Self.maximumEventsPerRead {
      switch buffer.fill(from: fd) {
      case .bytes:
        let first = events.count
        buffer.takeEvents(into: &events)
        try admit(&events, from: first)
      case .wouldBlock:
        return
      case .endOfFile:
        endOfFile = true
        return
      case .failed(let code):
        // A pseudo-terminal whose other end closed fails with EIO once it has hung up.
        let gone = code == ENODEV || code == EIO && hungUp
        let error: EvdevError = gone
          ? .deviceDisappeared(path: path) : .libevdevFailure(path: path, operation: "read", errno: code)
        guard events.isEmpty else {
          deferredError = error
          return
        }
        throw error
      }
    }
  }

  /// Passes the events read from `first` on through libevdev's rules, and at a `SYN_DROPPED` lets go of
  /// the events after it and resynchronises.
  private func admit(_ events: inout [InputEvent], from first: Int) throws(EvdevError) {
    var kept = first
    for index in first..<events.count {
      var event = events[index]
      if event.type == .syn && event.code == .synDropped {
        events.removeSubrange(kept...)
        try resynchronise(after: event, into: &events)
        return
      }
      guard sanitizer.check(&event, line: { 0 }) == .keep else { continue }
      events[kept] = event
      kept += 1
    }
    events.removeSubrange(kept...)
  }
}

extension InputEvent {
  /// The Swift value of a kernel `struct input_event`.
  init(_ raw: input_event) {
    self.init(
      time: Timestamp(seconds: Int64(raw.time.tv_sec), microseconds: Int64(raw.time.tv_usec)),
      type: EventType(raw.type), code: EventCode(raw.code), value: raw.value)
  }
}
