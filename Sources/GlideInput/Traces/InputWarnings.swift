/// What a trace reader dropped from a trace, changed in it or doubted, by kind: axes its device
/// description states oddly, the events a device read through libevdev would not deliver as recorded
/// (see `EventSanitizer`), values outside their axis's range, and frames too long or never ended. Each
/// kind has its count, the line of its first event and what that event was.
public struct InputWarnings: Hashable, Sendable {
  /// The kinds, in the order they are reported.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// A position axis (`ABS_X`, `ABS_Y`, `ABS_MT_POSITION_X`/`_Y`) whose minimum equals its maximum:
    /// kept, but the surface has no extent along it and its values are not checked against the range.
    case emptyAxisRange = "empty-axis-range"
    /// An axis stating a negative resolution: read as stating none (0), as for a missing one.
    case negativeResolution = "negative-resolution"
    /// `ABS_MT_SLOT` below 0 or beyond the device's slots: capped to the last slot, as libevdev does
    /// ("invalid slot index"), so the contacts of the slots beyond share that one.
    case slotOutOfRange = "slot-out-of-range"
    /// A type or code the device does not declare: dropped, as libevdev drops it.
    case undeclaredCode = "undeclared-code"
    /// `ABS_MT_TRACKING_ID` −1 on a free slot, or a new id on a slot whose contact has not ended:
    /// dropped, as libevdev drops it ("double tracking ID").
    case doubleTrackingID = "double-tracking-id"
    /// A protocol A frame's contacts beyond ``FrameAssembler/maximumAnonymousContacts``: dropped, so
    /// the work per frame stays bounded.
    case tooManyContacts = "too-many-contacts"
    /// An absolute value outside its axis's minimum…maximum by more than the axis's fuzz: kept, as
    /// libevdev keeps it (the kernel does not clip either); positions beyond the surface follow.
    case valueOutOfRange = "value-out-of-range"
    /// A frame with more events before its `SYN_REPORT` than ``FrameAssembler/maximumEvents(for:)``
    /// (a device's own frames are far shorter): its events are dropped up to its `SYN_REPORT`, as after
    /// `SYN_DROPPED` (the touches down are cancelled), so memory stays bounded.
    case frameTooLong = "frame-too-long"
    /// Events at the end of a trace with no `SYN_REPORT` after them: not applied, as libevdev and
    /// libinput apply no events before their `SYN_REPORT`.
    case unterminatedFrame = "unterminated-frame"

    /// What happened to such events, for messages.
    public var action: String {
      switch self {
      case .slotOutOfRange: "capped"
      case .undeclaredCode, .doubleTrackingID, .tooManyContacts, .frameTooLong: "dropped"
      case .valueOutOfRange, .emptyAxisRange: "kept"
      case .negativeResolution: "ignored"
      case .unterminatedFrame: "not applied"
      }
    }
  }

  /// One kind's events.
  public struct Entry: Hashable, Sendable {
    public var count: Int
    /// The 1-based line of the first, in the file it came from.
    public var firstLine: Int
    /// That file, when it is not the trace itself (a `--desc` description's axis); nil for the trace.
    public var path: String?
    /// The first, in words: what it was ("ABS_MT_SLOT 3 is beyond the device's 2 slots (0…1)").
    public var first: String
    /// What was done with such events ("capped to slot 1, as libevdev caps it, …").
    public var consequence: String
  }

  /// Every kind seen, with its events.
  public private(set) var entries: [Kind: Entry] = [:]

  public init() {}

  /// Nothing dropped, changed or doubted.
  public var isEmpty: Bool { entries.isEmpty }

  /// The kinds seen, in ``Kind`` order, with their entries.
  public var sorted: [(kind: Kind, entry: Entry)] {
    Kind.allCases.compactMap { kind in entries[kind].map { (kind, $0) } }
  }

  /// Counts one event of `kind`; `line` and `first` (what it was, what was done) are asked for only
  /// when it is the first of its kind.
  mutating func count(_ kind: Kind, path: String? = nil, line: () -> Int, first: () -> (String, String)) {
    if let entry = entries[kind] {
      entries[kind]?.count = entry.count + 1
    } else {
      let (what, consequence) = first()
      entries[kind] = Entry(count: 1, firstLine: line(), path: path, first: what, consequence: consequence)
    }
  }

  /// One line per kind for `path`, for warnings: `PATH:LINE: <the first>; <what was done> (N events
  /// like it in all, the first on this line)`.
  public func lines(path: String) -> [String] {
    sorted.map { _, entry in
      let all = entry.count == 1 ? "the only one" : "\(entry.count) events like it, the first on this line"
      return "\(entry.path ?? path):\(entry.firstLine): \(entry.first); \(entry.consequence) (\(all))"
    }
  }
}
