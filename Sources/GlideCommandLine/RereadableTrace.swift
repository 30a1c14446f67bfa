import GlideInput

/// A trace a command replays more than once (a contact sheet counts its frames, then draws the chosen
/// ones). A file is opened afresh for each pass, as before; standard input, a FIFO or a socket, which can
/// be read only once, is read once into memory and every pass replays the events kept, at most
/// ``maximumEvents`` of them.
final class RereadableTrace {
  /// The most events kept from a stream: 16 MiB of events, about 20 minutes of a two-finger gesture on a
  /// touchpad reporting 80 frames a second.
  static let maximumEvents = 1 << 20

  private let path: String?
  private let options: TraceOptions
  /// The stream's device, events and name, once read.
  private let kept: TraceInputCopy?

  /// The trace at `path` (nil: the bundled default); a stream (the trace or its `--desc`) is read now when
  /// `passes` is more than 1.
  /// - Throws: what reading the trace throws, or ``TooLong`` past ``maximumEvents``.
  init(_ path: String?, options: TraceOptions, passes: Int, command: String) throws {
    self.path = path
    self.options = options
    // A description from a stream is read once too: every pass after the first would wait on it.
    let isStream = path.map(SinglePassInput.isStream) == true || options.desc.map { SinglePassInput.isStream($0.path) } == true
    guard passes > 1, let path, isStream else {
      kept = nil
      return
    }
    let input = try options.openInput(path)
    var events: [InputEvent] = []
    while let event = try input.next() {
      guard events.count < Self.maximumEvents else { throw TooLong(path: path, command: command) }
      events.append(event)
    }
    kept = TraceInputCopy(device: input.device, events: events, label: input.label)
  }

  /// The trace from its start.
  func open() throws -> TraceInput {
    guard let kept else { return try options.openInput(path) }
    var iterator = kept.events.makeIterator()
    return TraceInput(device: kept.device, next: { iterator.next() }, label: kept.label)
  }

  /// A stream with more events than a command keeps.
  struct TooLong: Error, CustomStringConvertible {
    var path: String
    var command: String

    var description: String {
      "\(path.escapingInvisibles): \(command) replays the trace more than once, so a trace from standard input or "
        + "a FIFO is kept in memory, at most \(RereadableTrace.maximumEvents) events, and this one has more; "
        + "please save it to a file first (glide convert - -o t.evemu) and give its path"
    }
  }
}

/// A trace's device and events, read into memory.
private struct TraceInputCopy {
  var device: DeviceDescription
  var events: [InputEvent]
  var label: String
}
