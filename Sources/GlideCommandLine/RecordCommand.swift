import ArgumentParser
import Foundation
import GlideInput
import GlideOutput

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Write a live device's input to an evemu file.",
    discussion: """
      Records the touchpad (or the device given with --device) until --duration seconds have passed, \
      Ctrl-C (SIGINT) or SIGTERM arrives, or the device goes away. The file starts with the device's \
      evemu header, so `evemu-play`, `evemu-device` and every Glide command accept it.

      Event times are relative to the first event, which is at 0.000001 s, as evemu-record writes them \
      (the device is read on CLOCK_MONOTONIC). After dropped events (SYN_DROPPED) the file holds the \
      drop, a SYN_REPORT and a full-state frame from libevdev's resync.

      Examples:
        glide record -o pinch.evemu
        glide record --device /dev/input/event5 --duration 10 -o pinch.evemu
        glide record --grab -o swipe.evemu
      """)

  @Option(help: ArgumentHelp(
    "The device node; by default the first touchpad in /dev/input.", valueName: "PATH"))
  var device: InputPath?

  @Option(help: ArgumentHelp("Stop after this many seconds (at most 86400).", valueName: "S"))
  var duration: Double?

  @Flag(help: "Grab the device exclusively: the desktop sees none of its input while recording.")
  var grab = false

  @Option(name: .shortAndLong, help: ArgumentHelp("The evemu file to write.", valueName: "FILE"))
  var output: OutputPath

  func validate() throws {
    if let duration, !(duration > 0 && duration <= 86_400) {
      throw ValidationError("Please give --duration above 0 and at most 86400 s (a day); got \(duration).")
    }
  }

  func run() throws {
    let path = try devicePath()
    let output = self.output.path
    if device == nil {  // a device given with --device is checked with the other paths before the run
      var paths = CommandPaths()
      paths.read(path, as: "the device \(path)")
      paths.write(output, option: "-o")
      try paths.check()
    }
    let source = try EvdevDevice(path: path, grab: grab)
    let signals = StopSignals()
    let writer = try EvemuWriter(path: output, device: source.description, comments: comments(source))
    var session = RecordingSession(writer: writer)
    defer { signals.restore() }
    note("Recording \(path) (\"\(source.description.name.escapingInvisibles)\") to \(output); press Ctrl-C to stop.")
    let outcome: RecordingOutcome
    do {
      outcome = try session.run(source, until: duration.map { .seconds($0) }, stopRequested: signals.pending)
      try session.finish()
    } catch {
      throw RecordingCutShort(cause: error, kept: try session.keepWritten(), recorded: session.eventCount, path: output)
    }
    note("\(outcome.message(path: path)) Wrote \(session.eventCount) events to \(output).")
  }

  /// `--device`, or the first touchpad, saying why it was chosen.
  private func devicePath() throws -> String {
    if let device { return device.path }
    let found = try TouchpadDiscovery.findTouchpad()
    note("Using \(found.path): \(found.reason).")
    return found.path
  }

  private func comments(_ source: EvdevDevice) -> [String] {
    [
      "Recorded by glide record from \(source.path)",
      "Times are relative to the first event (at 0.000001 s)",
    ]
  }
}

/// Why a recording stopped.
enum RecordingOutcome {
  case durationElapsed
  case signalled(Int32)
  case deviceWentAway

  func message(path: String) -> String {
    switch self {
    case .durationElapsed: "Stopped after the requested duration."
    case .signalled(let signal): "Stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")."
    case .deviceWentAway: "Stopped: \(path): the device went away."
    }
  }
}

/// Writes input events into an evemu writer: a device read until stopped (`glide record`, its times
/// re-based on the first event), or the events a live session reads (`glide live --record`, the window's
/// mouse included, on the session's timeline).
struct RecordingSession {
  let writer: EvemuWriter
  private(set) var eventCount = 0
  /// Subtracted from every event: the first event's time minus 1 µs, as evemu-record does, unless the
  /// events come already on a timeline of their own.
  private var origin: Timestamp?

  /// `rebased`: whether times are re-based on the first event (`glide record`), or written as they come
  /// (`glide live --record`: the live session's timeline, seconds since it started).
  init(writer: EvemuWriter, rebased: Bool = true) {
    self.writer = writer
    if !rebased { origin = Timestamp(microseconds: 0) }
  }

  /// The longest a read waits, so a pending stop signal is noticed promptly.
  private static let pollInterval = Duration.milliseconds(100)

  /// Reads `device` into the file until a stop signal, `limit` or the device going away.
  mutating func run(_ device: EvdevDevice, until limit: Duration?, stopRequested: () -> Int32?) throws -> RecordingOutcome {
    let clock = ContinuousClock()
    let deadline = limit.map { clock.now + $0 }
    while true {
      if let signal = stopRequested() { return .signalled(signal) }
      var wait = Self.pollInterval
      if let deadline {
        let left = deadline - clock.now
        if left <= .zero { return .durationElapsed }
        wait = min(wait, left)
      }
      do {
        try write(try device.read(timeout: wait))
      } catch EvdevError.deviceDisappeared {
        return .deviceWentAway
      }
    }
  }

  /// Appends `events`, less the origin.
  mutating func write(_ events: [InputEvent]) throws {
    for var event in events {
      let origin = self.origin ?? Timestamp(microseconds: event.time.microseconds - 1)
      self.origin = origin
      event.time = Timestamp(microseconds: event.time.microseconds - origin.microseconds)
      try writer.write(event)
      eventCount += 1
    }
  }

  /// Writes out the rest and puts the file in place, synced.
  func finish() throws {
    try writer.close()
  }

  /// After a failure: keeps the events that reached the file whole, synced and in place; returns how many.
  func keepWritten() throws -> Int {
    try writer.keepWrittenEvents()
  }
}

/// A recording stopped by a failure (a full disk, a device that failed), with what it kept.
struct RecordingCutShort: Error, CustomStringConvertible {
  /// The failure: a ``TraceError`` for the file, an ``EvdevError`` for the device.
  var cause: any Error
  /// Events kept in the file, of those recorded.
  var kept: Int
  var recorded: Int
  var path: String

  var description: String {
    guard kept > 0 else { return "\(cause); no events were kept (\(path) was not written)" }
    return "\(cause); kept the first \(kept) of \(recorded) events in \(path), synced and readable"
  }
}

/// SIGINT and SIGTERM, blocked while recording and collected with `sigtimedwait`, so stopping needs no
/// signal handler and no global state.
struct StopSignals {
  private var previous = sigset_t()
  private var set = sigset_t()

  init() {
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &set, &previous)
  }

  /// The stop signal that arrived, if any, without waiting.
  func pending() -> Int32? {
    var set = self.set
    var now = timespec(tv_sec: 0, tv_nsec: 0)
    let signal = sigtimedwait(&set, nil, &now)
    return signal > 0 ? signal : nil
  }

  func restore() {
    var previous = self.previous
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}

/// A line on standard error, prefixed with the command's name.
private func note(_ message: String) {
  StandardError.write("glide record: \(message)\n")
}
