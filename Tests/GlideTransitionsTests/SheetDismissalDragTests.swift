import GlideAnimation
import Testing

@testable import GlideTransitions

/// A page sheet dismissed by a drag down on it, as UIKit's: an interactive dismissal that follows the
/// finger and finishes or cancels by position and velocity, unless the presented controller is modal in
/// presentation or the delegate refuses (the sheet then resists and springs back); the adaptive
/// presentation delegate hears of a user's dismissal only.
@Suite("Sheet dismissal by a drag")
struct SheetDismissalDragTests {
  final class Recorder: AdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allows = true

    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
      calls.append("shouldDismiss")
      return allows
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
      calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
      calls.append("didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
      calls.append("didAttemptToDismiss")
    }
  }

  /// B presented as an `.automatic` sheet over A in the 400 × 800 window, settled, the log cleared. The
  /// sheet is 743 points tall (from 47 + 10 down); the dismissal's slide moves it the window's 800.
  static func presented() throws -> (OracleModal, SheetPresentationController, Recorder) {
    let modal = OracleModal(style: .automatic)
    try modal.a.present(modal.b, animated: true)
    modal.scene.engine.advance(to: 1)
    let sheet = try #require(modal.b.presentationController as? SheetPresentationController)
    let recorder = Recorder()
    sheet.delegate = recorder
    modal.log.clear()
    modal.scene.clearEvents()
    return (modal, sheet, recorder)
  }

  static let height = 743.0
  static let slide = 800.0

  @Test("A quick drag dismisses: the sheet follows the finger, the release finishes in r·H/v, Will then Did")
  func dragDismisses() throws {
    let (modal, sheet, recorder) = try Self.presented()
    sheet.dismissalDragBegan()
    #expect(recorder.calls == ["shouldDismiss", "willDismiss"])
    let context = try #require(modal.a.modalTransition)
    #expect(context.operation == .dismiss && context.isInteractive)
    sheet.dismissalDragChanged(translation: 240)
    #expect(abs(context.percentComplete - 0.3) < 1e-12)
    modal.scene.engine.advance(to: 1.1)
    #expect(abs(modal.b.view.presentation.frame.minY - (57 + 240)) < 1e-6, "under the finger")
    // Projected 0.3 + 2000 × 0.5 / 800 past half: finish, in 0.7 × 800 / 2000 = 0.28 s.
    sheet.dismissalDragEnded(translation: 240, velocity: 2000)
    modal.scene.engine.advance(to: 3)
    let completion = try #require(modal.scene.oracleCompletions.first)
    #expect(completion.didComplete)
    #expect(abs(completion.time - (1.1 + 0.7 * Self.slide / 2000)) < 1.0 / 60)
    #expect(modal.a.presentedViewController == nil)
    #expect(recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(modal.log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(modal.a.view.transform == .identity)
  }

  @Test("A short, slow drag cancels: the sheet goes back, no Did, B's appearance reversed")
  func shortDragCancels() throws {
    let (modal, sheet, recorder) = try Self.presented()
    sheet.dismissalDragBegan()
    sheet.dismissalDragChanged(translation: 0.2 * Self.slide)
    sheet.dismissalDragEnded(translation: 0.2 * Self.slide, velocity: 0)
    modal.scene.engine.advance(to: 3)
    #expect(modal.scene.oracleCompletions.map(\.didComplete) == [false])
    #expect(modal.a.presentedViewController === modal.b)
    #expect(modal.b.view.frame.minY == 57)
    #expect(recorder.calls == ["shouldDismiss", "willDismiss"])
    #expect(
      modal.log.entries == ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"])
  }

  @Test("The release rule: the position one duration ahead past half the sheet", arguments: [
    (0.6, 0.0, true), (0.4, 0.0, false), (0.0, 800.0, true), (0.0, 743.0, false), (0.3, 250.0, false),
    (0.3, 300.0, true), (0.9, -500.0, true), (0.9, -600.0, false), (0.5, 0.0, false),
  ])
  func releaseRule(fraction: Double, velocity: Double, finishes: Bool) {
    #expect(
      SheetPresentationController.finishesDismissal(
        translation: fraction * Self.height, velocity: velocity, height: Self.height, duration: 0.5)
        == finishes)
  }

  @Test("Modal in presentation: the sheet resists the finger, springs back, and DidAttempt is told", arguments: [
    true, false,
  ])
  func refused(modalInPresentation: Bool) throws {
    let (modal, sheet, recorder) = try Self.presented()
    if modalInPresentation { modal.b.isModalInPresentation = true } else { recorder.allows = false }
    sheet.dismissalDragBegan()
    #expect(modal.a.modalTransition == nil)
    sheet.dismissalDragChanged(translation: 200)
    // (1 − 1 / (200 × 0.55 / 743 + 1)) × 743 = 95.81 points.
    let offset = (1 - 1 / (200 * 0.55 / Self.height + 1)) * Self.height
    #expect(abs(offset - 95.81) < 0.01)
    #expect(abs(modal.b.view.transform.ty - offset) < 1e-9)
    sheet.dismissalDragEnded(translation: 200, velocity: 3000)
    #expect(recorder.calls == (modalInPresentation ? [] : ["shouldDismiss"]) + ["didAttemptToDismiss"])
    modal.scene.engine.advance(to: 3)
    #expect(modal.b.view.transform == .identity && modal.b.view.presentation.affineTransform == .identity)
    #expect(modal.a.presentedViewController === modal.b)
    #expect(modal.log.entries.isEmpty)
  }

  @Test("A dismissal by code tells the delegate nothing")
  func programmaticDismissal() throws {
    let (modal, _, recorder) = try Self.presented()
    try modal.b.dismiss(animated: true)
    modal.scene.engine.advance(to: 3)
    #expect(modal.a.presentedViewController == nil)
    #expect(recorder.calls.isEmpty)
  }
}
