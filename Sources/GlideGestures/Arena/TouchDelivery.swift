import GlideInput

/// What an arena's view is told of the touches, and when (UIKit's `UIGestureRecognizer.h`, reference
/// §8.2): every frame's touches, in the frame's order began, moved, ended, cancelled, except that
/// - while a recogniser that delays touches began (``GestureRecognizer/delaysTouchesBegan``) is still
///   deciding on them, nothing is told: the messages wait, and are told in order once it has failed.
///   Moves that wait one after another are one message, with each touch where it last was (UIKit tells
///   "possibly a follow-up `touchesMoved` … to inform it of the touches' current locations"), so what
///   waits grows with the touches that land and lift, not with the frames: frames microseconds apart
///   while a long press decides would otherwise pile up by the hundred thousand, each scanned at every
///   frame;
/// - while a recogniser that delays touches ended (``GestureRecognizer/delaysTouchesEnded``, the
///   default) is still deciding, the ends wait (a double tap waiting for its second tap holds the first
///   tap's end); the other messages go on;
/// - when a recogniser that cancels touches (``GestureRecognizer/cancelsTouchesInView``, the default)
///   begins or is recognised, the view is told `touchesCancelled` for every touch it was told began and
///   not yet ended, the waiting messages are dropped, and nothing more is told until every finger has
///   lifted. Glide's recognisers do not say which touches are theirs, so "the recognised touches" are
///   all of the view's: every recogniser of an arena sees every touch, as recognisers on the hit view
///   and its superviews do.
///
/// A recogniser is deciding on a message while it is enabled, `possible`, and has not been reset since
/// the message's frame (a pan reset after the last lift is idle, not deciding on an earlier tap's end).
struct TouchDelivery {
  enum Kind {
    case began, moved, ended, cancelled
  }

  /// A recogniser that delays touches, as it was when a frame was queued.
  struct Holder {
    let recognizer: GestureRecognizer
    let generation: Int

    init(_ recognizer: GestureRecognizer) {
      self.recognizer = recognizer
      generation = recognizer.resetGeneration
    }

    /// Whether it still holds back a message of `kind`.
    func holds(_ kind: Kind) -> Bool {
      guard recognizer.delaysTouchesBegan || (kind == .ended && recognizer.delaysTouchesEnded) else { return false }
      return recognizer.isEnabled && recognizer.state == .possible && recognizer.resetGeneration == generation
    }
  }

  /// One message to the view, with the recognisers that were deciding when it was queued.
  struct Message {
    let kind: Kind
    let touches: [Touch]
    let holders: [Holder]
  }

  /// Messages not told yet, oldest first.
  private var waiting: [Message] = []
  /// The touches the view was told began and not ended or cancelled, as last told.
  private var live: [Touch] = []
  /// A recogniser that cancels touches began in this sequence: nothing more is told until it ends.
  private var cancelled = false

  /// Queues `frame`'s touches (none once the sequence's touches were cancelled); `holders` are the
  /// recognisers that delay touches and are deciding on the frame.
  mutating func enqueue(_ frame: TouchFrame, holders: [Holder]) {
    guard !cancelled else { return }
    for kind in [Kind.began, .moved, .ended, .cancelled] {
      let touches = frame.touches.filter { Self.kind(of: $0.phase) == kind }
      guard !touches.isEmpty else { continue }
      if kind == .moved, let last = waiting.last, last.kind == .moved, Self.same(last.holders, holders) {
        waiting[waiting.count - 1] = Message(kind: .moved, touches: Self.merge(touches, into: last.touches), holders: holders)
      } else {
        waiting.append(Message(kind: kind, touches: touches, holders: holders))
      }
    }
  }

  /// Tells `view`, in order, every waiting message no recogniser holds back any more.
  mutating func flush(to view: any TouchResponder, at time: Timestamp) {
    guard !waiting.isEmpty else { return }
    var kept: [Message] = []
    for message in waiting {
      if message.holders.contains(where: { $0.holds(message.kind) }) {
        kept.append(message)
      } else {
        tell(message, to: view, at: time)
      }
    }
    waiting = kept
  }

  /// A recogniser that cancels touches began or was recognised: the view's touches are cancelled and
  /// the rest of the sequence goes untold.
  mutating func cancel(to view: (any TouchResponder)?, at time: Timestamp) {
    waiting.removeAll()
    cancelled = true
    guard !live.isEmpty else { return }
    let touches = live.map { touch -> Touch in
      var copy = touch
      copy.phase = .cancelled
      return copy
    }
    live.removeAll()
    view?.touchesCancelled(touches, at: time)
  }

  /// Every finger has lifted: the next touches are told again (messages still waiting stay).
  mutating func endSequence() {
    cancelled = false
  }

  private mutating func tell(_ message: Message, to view: any TouchResponder, at time: Timestamp) {
    for touch in message.touches {
      if let index = live.firstIndex(where: { $0.id == touch.id }) {
        if touch.phase.isTerminal { live.remove(at: index) } else { live[index] = touch }
      } else if !touch.phase.isTerminal {
        live.append(touch)
      }
    }
    switch message.kind {
    case .began: view.touchesBegan(message.touches, at: time)
    case .moved: view.touchesMoved(message.touches, at: time)
    case .ended: view.touchesEnded(message.touches, at: time)
    case .cancelled: view.touchesCancelled(message.touches, at: time)
    }
  }

  /// Whether two frames were queued with the same recognisers deciding, each at the same reset.
  private static func same(_ a: [Holder], _ b: [Holder]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.recognizer === $1.recognizer && $0.generation == $1.generation }
  }

  /// `earlier` moves with `later`'s touches at their later places, in the order they first moved.
  private static func merge(_ later: [Touch], into earlier: [Touch]) -> [Touch] {
    var touches = earlier
    for touch in later {
      if let index = touches.firstIndex(where: { $0.id == touch.id }) { touches[index] = touch } else { touches.append(touch) }
    }
    return touches
  }

  private static func kind(of phase: TouchPhase) -> Kind? {
    switch phase {
    case .began: .began
    case .moved: .moved
    case .stationary: nil
    case .ended: .ended
    case .cancelled: .cancelled
    }
  }
}
