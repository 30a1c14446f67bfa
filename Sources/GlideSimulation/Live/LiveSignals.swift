import Glibc
import Synchronization

/// The stop signals of a live session (SIGINT, SIGTERM, SIGHUP), caught by a handler that only
/// records which one arrived; the session's loop asks ``pending()`` and ends by itself, so the terminal
/// is always put back. With `SA_RESTART` an interrupted write resumes, while `poll(2)` returns `EINTR`
/// whatever the flag, so the loop looks at once. ``restore()`` puts the previous handlers back.
public final class LiveSignals {
  /// The signals caught.
  public static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  private var previous: [Int32: sigaction] = [:]

  /// Installs the handler for ``caught`` (forgetting any signal recorded before).
  public init() {
    lastSignal.store(0, ordering: .relaxed)
    for signal in Self.caught {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = recordSignal
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
    }
  }

  deinit { restore() }

  /// The last stop signal that arrived, if any.
  public func pending() -> Int32? {
    let signal = lastSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Puts the handlers that were there before back.
  public func restore() {
    for (signal, var old) in previous { sigaction(signal, &old, nil) }
    previous = [:]
  }

  /// For a process that exits once the session is over: further stop signals are ignored from now on
  /// instead of getting their default action back, so a second Ctrl-C (or the same one passed on by a
  /// wrapper such as `umockdev-run`, which forwards SIGINT to its child) cannot kill the process while it
  /// prints its summary and turn a clean exit into status 130.
  public func ignoreFurtherSignals() {
    for signal in Self.caught {
      var ignore = sigaction()
      ignore.__sigaction_handler.sa_handler = SIG_IGN
      sigemptyset(&ignore.sa_mask)
      sigaction(signal, &ignore, nil)
    }
    previous = [:]
  }

  /// `SIGINT`, `SIGTERM`, `SIGHUP` or `signal N`.
  public static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }
}

/// The last stop signal caught (0: none). An atomic is lock-free, so the handler may store to it.
private let lastSignal = Atomic<Int32>(0)

/// The handler: records the signal and returns (nothing else is safe in a signal handler).
private func recordSignal(_ signal: Int32) {
  lastSignal.store(signal, ordering: .relaxed)
}
