import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The thread OpenGL ES work runs on (``GLContext``'s context is current there for good): each piece of
/// work handed to ``run(_:)`` runs there, one at a time, while the caller waits. The thread holds the
/// worker strongly, so whatever it reads lives as long as it runs; ``stop()`` ends it and joins it.
///
/// Joining matters: a thread that touched EGL frees its per-thread state (glvnd's) as it exits, and a
/// process that exits meanwhile frees the same state in its library destructors (`double free or
/// corruption`, signal 6, in about one run in ten before the join). So a worker is either running for
/// good or stopped and joined, never half way when the caller goes on.
final class GLWorker: @unchecked Sendable {
  /// Callers wait here for their turn.
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// The work handed over; nil with ``ready`` signalled ends the thread.
  private var job: (() -> Void)?
  /// The thread, joined by ``stop()``.
  private var thread: pthread_t?
  /// Set on the worker's thread, so work it starts itself runs at once.
  private let current = ThreadLocalFlag()
  private var stopped = false

  init() {
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { argument in
        let worker = Unmanaged<GLWorker>.fromOpaque(argument!).takeRetainedValue()
        worker.loop()
        return nil
      }, Unmanaged.passRetained(self).toOpaque())
    precondition(started == 0, "cannot start the compositor's thread: \(String(cString: strerror(started)))")
    self.thread = thread
  }

  /// The thread's body: the work handed over, one piece at a time, until ``stop()``.
  private func loop() {
    current.set()
    while true {
      ready.wait()
      // Not bound to a local: the work must be let go before the caller is told it is done.
      guard job != nil else { return }
      job?()
      job = nil
      done.signal()
    }
  }

  /// `body`'s result, run on the worker's thread (at once when called from it).
  func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    if current.isSet { return try body() }
    lock.lock()
    defer { lock.unlock() }
    precondition(!stopped, "GLWorker.run after stop()")
    var result: Result<T, E>?
    withoutActuallyEscaping(body) { body in
      job = { result = Result { () throws(E) -> T in try body() } }
      ready.signal()
      done.wait()
    }
    return try result!.get()
  }

  /// Ends the thread once it has finished the work under way and waits until it has exited (its
  /// per-thread state freed); the worker takes no more work.
  func stop() {
    precondition(!current.isSet, "GLWorker.stop on its own thread")
    lock.lock()
    defer { lock.unlock() }
    guard !stopped, let thread else { return }
    stopped = true
    job = nil
    ready.signal()
    pthread_join(thread, nil)
    self.thread = nil
  }
}

/// A flag each thread has its own copy of, clear until the thread sets it.
private final class ThreadLocalFlag: @unchecked Sendable {
  private var key = pthread_key_t()

  init() { pthread_key_create(&key, nil) }
  deinit { pthread_key_delete(key) }

  func set() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1)) }
  var isSet: Bool { pthread_getspecific(key) != nil }
}
