// Shared by every fuzz target: compiled together with each target file and the GlideInput sources into
// one libFuzzer binary by `tools/fuzz` (see Fuzz/README.md). Not part of the Swift package.
import Glibc
@testable import GlideInput

// MARK: - Failing

/// Stops the run with `message` when `condition` is false. libFuzzer catches the abort and saves the
/// input that caused it as a crash.
@inline(__always)
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  let text = "glide fuzz invariant violated: \(message())\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  abort()
}

// MARK: - Input files

/// The readers take a path, so each input is written to one file per process in `/dev/shm`
/// (memory-backed; `/tmp` when there is none) and read back from there. The file is removed at exit.
enum FuzzFile {
  /// `/dev/shm/glide-fuzz-PID.EXTENSION`.
  static func path(extension name: String) -> String {
    let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    let path = "\(directory)/glide-fuzz-\(getpid()).\(name)"
    registerRemoval(of: path)
    return path
  }

  /// Replaces the file at `path` with the fuzz input.
  static func write(_ data: UnsafeBufferPointer<UInt8>, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    require(descriptor >= 0, "cannot create \(path): errno \(errno)")
    var offset = 0
    while offset < data.count, let base = data.baseAddress {
      let written = Glibc.write(descriptor, base + offset, data.count - offset)
      require(written > 0 || errno == EINTR, "cannot write \(path): errno \(errno)")
      if written > 0 { offset += written }
    }
    close(descriptor)
  }

  /// Remembers `path` for removal when the process exits (libFuzzer ends with `exit`).
  nonisolated(unsafe) private static var paths: [String] = []

  private static func registerRemoval(of path: String) {
    if paths.isEmpty { atexit { FuzzFile.paths.forEach { unlink($0) } } }
    paths.append(path)
  }
}

// MARK: - Reader checks

/// The number of lines in `data` as the readers count them: one per `\n`, plus an unterminated last line.
func lineCount(_ data: UnsafeBufferPointer<UInt8>) -> Int {
  let newlines = data.count { $0 == 0x0a }
  return newlines + (data.last.map { $0 == 0x0a ? 0 : 1 } ?? 0)
}

/// A trace error must name the file, and a line of it when it names one (`path:line: …`).
func checkLocated(_ error: TraceError, path: String, lines: Int) {
  let message = error.description
  require(message.hasPrefix(path + ":"), "the message does not start with the path: \(message)")
  require(!message.contains("\n"), "the message spans lines: \(message)")
  guard let line = error.line else { return }
  require((1...Swift.max(lines, 1)).contains(line), "line \(line) of a \(lines)-line file: \(message)")
  require(message.hasPrefix("\(path):\(line): "), "the message does not locate line \(line): \(message)")
}

/// What a reader promises for each event: fields within the kernel's ranges, and time never going back.
struct EventStreamChecker {
  private var previous: Timestamp?

  mutating func check(_ event: InputEvent) {
    require(event.type.rawValue <= EventType.max.rawValue, "type above EV_MAX: \(event)")
    if let maximum = event.type.maximumCode {
      require(event.code.rawValue <= maximum, "code above the type's maximum: \(event)")
    }
    if let previous { require(event.time >= previous, "time went backwards: \(previous) then \(event)") }
    previous = event.time
  }
}

/// Reads every event of `reader` (one of the trace readers' `next()`), checking each, and assembles them
/// into frames on the reader's device with ``FrameChecker``: what `glide replay` does with a file.
func readAndAssemble(
  device: DeviceDescription, next: () throws(TraceError) -> InputEvent?
) throws(TraceError) {
  var events = EventStreamChecker()
  var assembler = FrameAssembler(device: device)
  var frames = FrameChecker(device: device, timeIsMonotonic: true)
  while let event = try next() {
    events.check(event)
    let frame = assembler.consume(event)
    frames.check(frame, after: event)
  }
}

// MARK: - Frame checks

/// The invariants of ``FrameAssembler`` and ``TouchFrame`` as their documentation states them, checked
/// frame by frame.
struct FrameChecker {
  let device: DeviceDescription
  /// Whether the events fed so far never went back in time.
  var timeIsMonotonic: Bool
  /// Touches down after the last frame, by id, with their slot.
  private var live: [TouchID: Int] = [:]
  /// The largest id that has begun so far: a new touch gets a larger one.
  private var highestID = 0
  private var lastFrameTime: Timestamp?

  init(device: DeviceDescription, timeIsMonotonic: Bool) {
    self.device = device
    self.timeIsMonotonic = timeIsMonotonic
  }

  /// Checks what `consume(event)` returned.
  mutating func check(_ frame: TouchFrame?, after event: InputEvent) {
    guard let frame else {
      require(!event.isSynReport, "no frame at a SYN_REPORT: \(event)")
      return
    }
    require(event.isSynReport, "a frame at an event that is not SYN_REPORT: \(event)")
    require(frame.time == event.time, "frame at \(frame.time) for a SYN_REPORT at \(event.time)")
    check(frame)
  }

  /// Checks a frame returned by `cancelAll(at:)`: every live touch cancelled, or `nil` when none was.
  mutating func checkCancelAll(_ frame: TouchFrame?, at time: Timestamp) {
    guard let frame else {
      require(live.isEmpty, "cancelAll returned nothing with \(live.count) touches down")
      return
    }
    require(frame.time == time, "cancelAll frame at \(frame.time), asked for \(time)")
    require(frame.touches.allSatisfy { $0.phase == .cancelled }, "cancelAll frame with \(frame.touches)")
    let cancelled = Set(frame.touches.map(\.id))
    require(cancelled == Set(live.keys), "cancelAll did not cancel exactly the touches down")
    check(frame)
    require(live.isEmpty, "touches still down after cancelAll")
  }

  private mutating func check(_ frame: TouchFrame) {
    if timeIsMonotonic, let lastFrameTime {
      require(frame.time >= lastFrameTime, "frame time went back: \(lastFrameTime) then \(frame.time)")
    }
    lastFrameTime = frame.time
    require(frame.touchesAreBoundingBox == device.has(.semiMT), "touchesAreBoundingBox is not SEMI_MT")
    if frame.followsDroppedEvents {
      require(frame.touches.allSatisfy { $0.phase == .cancelled }, "a frame after SYN_DROPPED ends a touch")
    }
    let active = frame.activeTouches.count
    require(frame.fingerCount >= active, "fingerCount \(frame.fingerCount) below \(active) touches down")
    require(Set(frame.touches.map(\.id)).count == frame.touches.count, "an id twice in one frame")
    let before = live
    for touch in frame.touches { checkLife(of: touch) }
    for id in before.keys {
      require(frame.touches.contains { $0.id == id }, "\(id) vanished without ending")
    }
    checkSlots(frame)
  }

  /// began → moved/stationary… → ended/cancelled, ids never reused, slots stable under protocol B.
  private mutating func checkLife(of touch: Touch) {
    require(touch.location.x.isFinite && touch.location.y.isFinite, "location not finite: \(touch)")
    if touch.phase == .began {
      require(touch.id.rawValue > highestID, "\(touch.id) began after \(highestID) was handed out")
      highestID = touch.id.rawValue
      live[touch.id] = touch.slot
    } else {
      require(live[touch.id] != nil, "\(touch.id) \(touch.phase) without being down")
      if device.touchProtocol == .slotted {
        require(live[touch.id] == touch.slot, "\(touch.id) moved from slot \(live[touch.id] ?? -1)")
      }
    }
    if touch.phase.isTerminal { live[touch.id] = nil }
  }

  private func checkSlots(_ frame: TouchFrame) {
    switch device.touchProtocol {
    case .slotted:
      let slots = Swift.max(device.slotCount, 1)
      require(frame.touches.allSatisfy { (0..<slots).contains($0.slot) }, "a slot outside 0..<\(slots)")
      let down = frame.activeTouches.map(\.slot)
      require(Set(down).count == down.count, "two touches down in one slot")
      require(down.count <= slots, "\(down.count) touches down on \(slots) slots")
    case .singleTouch:
      require(frame.touches.allSatisfy { $0.slot == 0 }, "single touch outside slot 0")
      require(frame.activeTouches.count <= 1, "more than one single touch down")
    case .anonymous:
      require(frame.touches.allSatisfy { $0.slot >= 0 }, "a negative contact index")
    case .none:
      require(frame.touches.isEmpty, "touches from a device without touch axes")
    }
  }
}
