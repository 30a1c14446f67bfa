import GlideAnimation
import GlideTransitions
import Testing

/// `dismiss(animated:)` asked for while the presentation's animation still runs (the differences
/// article's row): UIKit drops it with a console warning; Glide queues it by default and runs it once
/// the presentation completes, or refuses it with `transitionInProgress` under `.refuse`.
@Suite struct DismissDuringPresentationTests {
  /// A list presenting a full-screen card with the cover-vertical slide (0.5 s) at 0 s, and the scene's
  /// events as "time operation phase".
  static func presenting(_ policy: TransitionRequestPolicy) throws -> (Scene, ViewController, () -> [String]) {
    let scene = Scene()
    scene.modalRequestPolicy = policy
    let list = ViewController(scene: scene, title: "List"), card = ViewController(scene: scene, title: "Card")
    card.modalPresentationStyle = .fullScreen
    scene.rootViewController = list
    scene.clearEvents()
    try list.present(card, animated: true)
    let log = {
      scene.events.compactMap { event -> String? in
        switch event.kind {
        case .transitionBegan(let operation, _, _, _, _): "\(event.time) \(operation) began"
        case .transitionCompleted(let operation, let done): "\(event.time) \(operation) completed \(done)"
        default: nil
        }
      }
    }
    return (scene, card, log)
  }

  @Test func aDismissalDuringThePresentationWaitsForItByDefault() throws {
    let (scene, card, log) = try Self.presenting(.queue)
    scene.engine.advance(to: 0.2)
    var dismissed = false
    try card.dismiss(animated: true) { dismissed = true }
    scene.engine.advance(to: 0.4)
    #expect(log() == ["0.0 present began"])
    scene.engine.advance(to: 2)
    #expect(log() == ["0.0 present began", "0.5 present completed true", "0.5 dismiss began", "1.0 dismiss completed true"])
    #expect(dismissed && card.presentingViewController == nil)
  }

  @Test func aDismissalDuringThePresentationIsRefusedUnderRefuse() throws {
    let (scene, card, log) = try Self.presenting(.refuse)
    scene.engine.advance(to: 0.2)
    #expect(throws: TransitionError.transitionInProgress(requested: .dismiss, running: .present)) {
      try card.dismiss(animated: true)
    }
    scene.engine.advance(to: 2)
    #expect(log() == ["0.0 present began", "0.5 present completed true"])
    #expect(card.presentingViewController?.title == "List")
  }
}
