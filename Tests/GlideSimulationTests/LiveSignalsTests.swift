import Glibc
import Testing

@testable import GlideSimulation

/// The stop signals of `glide live`. The tests send SIGHUP to their own process, with its disposition
/// saved before and put back after, and run one at a time (signal dispositions are process-wide). The
/// signal reaches whichever thread does not block it, so each test waits (at most a second) for it.
@Suite(.serialized)
struct LiveSignalsTests {
  /// Runs `body` with SIGHUP's current disposition saved and put back afterwards.
  private func preservingSIGHUP(_ body: () -> Void) {
    var saved = sigaction()
    sigaction(SIGHUP, nil, &saved)
    defer { sigaction(SIGHUP, &saved, nil) }
    body()
  }

  /// Whether `signal` is ignored by this process.
  private func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
    return handler == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Sends SIGHUP to this process and waits until `signals` records it, or a second has passed.
  private func sendHangUp(recordedBy signals: LiveSignals) {
    kill(getpid(), SIGHUP)
    for _ in 0..<1000 where signals.pending() == nil { usleep(1000) }
  }

  @Test func aCaughtSignalIsRecordedNotActedOn() {
    preservingSIGHUP {
      let signals = LiveSignals()
      #expect(signals.pending() == nil)
      sendHangUp(recordedBy: signals)
      #expect(signals.pending() == SIGHUP)
      signals.restore()
    }
  }

  @Test func afterTheSessionFurtherStopSignalsAreIgnoredNotFatal() {
    preservingSIGHUP {
      let signals = LiveSignals()
      signals.ignoreFurtherSignals()
      #expect(LiveSignals.caught.allSatisfy(isIgnored))
      sendHangUp(recordedBy: signals)  // with the default action back, this would end the test process
      #expect(signals.pending() == nil)
    }
    // Put SIGINT and SIGTERM back to their defaults for the rest of the run.
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
