/// The requests a container gets while one of its transitions runs: refused with
/// ``TransitionError/transitionInProgress(requested:running:)``, or kept and run in order once the
/// container is idle (each on the engine's next round, never inside the completion that freed it).
final class TransitionRequestQueue {
  private unowned let scene: Scene
  /// The container's transition in flight, if any.
  private let running: () -> TransitionContext?
  // Skips the runtime exclusivity check: appended to, and taken from, whole requests only (a request
  // runs after it has been taken out).
  @exclusivity(unchecked) private var waiting: [() -> Void] = []

  init(scene: Scene, running: @escaping () -> TransitionContext?) {
    self.scene = scene
    self.running = running
  }

  /// Runs `work` now when the container is idle; otherwise refuses or queues it per `policy`.
  func submit(
    _ operation: TransitionOperation, policy: TransitionRequestPolicy, _ work: @escaping () -> Void
  ) throws(TransitionError) {
    guard let current = running() else {
      work()
      return
    }
    if policy == .refuse { throw .transitionInProgress(requested: operation, running: current.operation) }
    scene.record(.requestQueued(operation))
    waiting.append(work)
  }

  /// The container's transition completed: the next request runs on the engine's next round.
  func runNext() {
    guard !waiting.isEmpty else { return }
    let next = waiting.removeFirst()
    scene.engine.schedule(at: scene.engine.currentTime) { [weak self] in
      guard let self else { return }
      guard self.running() == nil else { return self.waiting.insert(next, at: 0) }
      let count = self.waiting.count
      next()
      // A request that has become pointless by now (popping the root, selecting the selected tab,
      // presenting twice) starts nothing, and nothing took the next one (a transition that completes at
      // once does): go on with it.
      if self.running() == nil && self.waiting.count == count { self.runNext() }
    }
  }
}
