import GlideAnimation
import Testing

@testable import GlideTransitions

/// UIKit's presentation styles on an iPhone since iOS 13: `.automatic` is the default and shows a page
/// sheet, a form sheet adapts to a page sheet in compact width, and a sheet keeps the presenter's view
/// in the window and sends it no appearance callbacks; `.fullScreen` removes it, with its callbacks.
@Suite("Presentation styles")
struct PresentationStyleTests {
  @Test("A view controller's modal presentation style is .automatic unless set (raw value −2)")
  func automaticIsTheDefault() {
    let scene = Scene(size: oracleWindow)
    #expect(ViewController(scene: scene, title: "B").modalPresentationStyle == .automatic)
    #expect(ModalPresentationStyle.automatic.rawValue == -2)
  }

  @Test(
    "A sheet (.automatic, .formSheet, .pageSheet) keeps the presenter on screen and sends it nothing",
    arguments: [ModalPresentationStyle.automatic, .formSheet, .pageSheet])
  func sheetsKeepThePresenter(style: ModalPresentationStyle) throws {
    let modal = OracleModal(style: style)
    try modal.a.present(modal.b, animated: true)
    let context = try #require(modal.a.modalTransition)
    #expect(context.presentationStyle == .pageSheet)
    #expect(context.view(forKey: .from) == nil && context.viewController(forKey: .from) === modal.a)
    modal.scene.engine.advance(to: 1)
    #expect(modal.b.presentationController is SheetPresentationController)
    #expect(modal.b.modalPresentationStyle == style)
    #expect(modal.a.view.superview === modal.scene.window)
    #expect(modal.log.entries == ["B.viewWillAppear", "B.viewDidAppear"])
    modal.log.clear()
    try modal.b.dismiss(animated: true)
    modal.scene.engine.advance(to: 2)
    #expect(modal.a.presentedViewController == nil && modal.a.view.superview === modal.scene.window)
    #expect(modal.log.entries == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("A full-screen presentation removes the presenter's view, with its appearance callbacks")
  func fullScreenRemovesThePresenter() throws {
    let modal = OracleModal(style: .fullScreen)
    try modal.a.present(modal.b, animated: true)
    #expect(modal.a.modalTransition?.presentationStyle == .fullScreen)
    modal.scene.engine.advance(to: 1)
    #expect(modal.a.view.superview == nil)
    #expect(modal.b.presentationController == nil)
    #expect(
      modal.log.entries == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
  }
}
