#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Synchronization

/// What a stop signal (Ctrl-C's `SIGINT`, `SIGTERM`, a hung-up terminal's `SIGHUP`) undoes while Glide
/// writes: every `.partial` file open at that moment is removed, every clean-up registered (stopping
/// ffmpeg, removing a half-written folder of frames) runs, and the process then ends by the same signal,
/// so the shell sees 130 (`SIGINT`), 143 (`SIGTERM`) or 129 (`SIGHUP`). The outputs stay as they were:
/// nothing is renamed into place after the signal.
///
/// ``OutputFile`` registers its partial here by itself; a command that writes files calls ``install()``
/// first. Commands that stop gracefully on a signal (`glide record`, `glide live`) do not install it.
///
/// The signal handler only writes the signal's number into a pipe; a thread of its own reads it and
/// cleans up with ordinary code, holding the registry's lock to the end, so no writer can create a
/// partial, or rename one into place, once the clean-up has begun.
public enum Interruption {
  /// The signals that clean up and end the process.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// A registered clean-up, to ``finish(_:_:)`` when its output is in place or abandoned.
  public struct Token: Hashable, Sendable {
    fileprivate let id: Int
  }

  /// What a clean-up does.
  fileprivate enum Action {
    /// Removes a partial file.
    case unlink(String)
    /// Runs code (stop a child process, remove a folder).
    case run(@Sendable () -> Void)
  }

  fileprivate struct Registry: ~Copyable {
    var next = 0
    var actions: [Int: Action] = [:]
  }

  fileprivate static let registry = Mutex(Registry())
  /// The pipe's writing end, which the handler writes the signal into (-1 before ``install()``).
  fileprivate static let pipeEnd = Atomic<Int32>(-1)
  /// Set once a stop signal's clean-up has begun: an `exit` on another thread then waits for it.
  fileprivate static let interrupted = Atomic<Bool>(false)

  /// Installs the handler for ``signals`` and starts the thread that cleans up; later calls do nothing.
  public static func install() {
    guard pipeEnd.load(ordering: .acquiring) < 0 else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    pipeEnd.store(ends[1], ordering: .releasing)
    let reader = ends[0]
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { argument in
        let reader = Int32(Int(bitPattern: argument))
        // This thread never takes a signal itself: the handler runs on the others.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var signal: Int32 = 0
        while read(reader, &signal, MemoryLayout<Int32>.size) != MemoryLayout<Int32>.size {
          if errno != EINTR { return nil }
        }
        Interruption.cleanUpAndEnd(by: signal)
      }, UnsafeMutableRawPointer(bitPattern: Int(reader)))
    guard started == 0 else { return }
    pthread_detach(thread)
    // An `exit` racing with the clean-up (a write that failed because ffmpeg was stopped) waits for it.
    atexit { while Interruption.interrupted.load(ordering: .acquiring) { pause() } }
    // A mask inherited from the parent (some launchers block these) would keep the handler from running.
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = forwardSignal
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// Registers `path`, a partial file about to be created, for removal on a stop signal. Blocks for ever
  /// once a signal's clean-up has begun (the process is ending), so no partial is created after it.
  public static func register(partial path: String) -> Token {
    register(.unlink(path))
  }

  /// Registers `cleanUp` to run on a stop signal (before partial files are removed).
  public static func register(_ cleanUp: @escaping @Sendable () -> Void) -> Token {
    register(.run(cleanUp))
  }

  /// Runs `start` (spawning a child process) and registers `cleanUp` (stopping it) under the registry's
  /// lock, so a stop signal cannot come between the two and leave the child behind.
  /// - Throws: What `start` throws; nothing is registered then.
  public static func register(
    _ cleanUp: @escaping @Sendable () -> Void, after start: () throws -> Void
  ) throws -> Token {
    try registry.withLock { (registry: inout Registry) throws -> Token in
      try start()
      registry.next += 1
      registry.actions[registry.next] = .run(cleanUp)
      return Token(id: registry.next)
    }
  }

  /// Runs `body` (a rename into place, reaping a child) and forgets `token`, both under the registry's
  /// lock: a stop signal's clean-up runs wholly before or wholly after. Blocks for ever once the clean-up
  /// has begun.
  @discardableResult
  public static func finish<Result>(_ token: Token, _ body: () -> Result) -> Result {
    registry.withLock { registry in
      registry.actions[token.id] = nil
      return body()
    }
  }

  /// Runs `body` (renames that swap a folder into place) under the registry's lock, keeping every
  /// registration: a stop signal's clean-up runs wholly before or wholly after. Blocks for ever once the
  /// clean-up has begun.
  public static func locked<Result>(_ body: () -> Result) -> Result {
    registry.withLock { _ in body() }
  }

  /// Forgets `token`.
  public static func finish(_ token: Token) {
    finish(token) { () }
  }

  private static func register(_ action: Action) -> Token {
    registry.withLock { registry in
      registry.next += 1
      registry.actions[registry.next] = action
      return Token(id: registry.next)
    }
  }

  /// Runs every clean-up (code first, in the order registered, then the partial files), then ends the
  /// process by `signal`, its default action restored.
  private static func cleanUpAndEnd(by signal: Int32) -> Never {
    interrupted.store(true, ordering: .releasing)
    registry.withLock { registry in
      let ordered = registry.actions.sorted { $0.key < $1.key }.map(\.value)
      for case .run(let cleanUp) in ordered { cleanUp() }
      for case .unlink(let path) in ordered { _ = unlink(path) }
      registry.actions = [:]
      var action = sigaction()
      action.__sigaction_handler.sa_handler = SIG_DFL
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, signal)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      kill(getpid(), signal)
    }
    // Reached only if the signal did not end the process.
    _exit(128 + signal)
  }
}

/// The handler: passes the signal to the clean-up thread (`write(2)` is safe in a signal handler).
private func forwardSignal(_ signal: Int32) {
  var signal = signal
  let end = Interruption.pipeEnd.load(ordering: .relaxed)
  if end >= 0 { _ = write(end, &signal, MemoryLayout<Int32>.size) }
}
