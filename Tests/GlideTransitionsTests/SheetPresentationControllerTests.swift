import Foundation
import GlideAnimation
import Testing

@testable import GlideTransitions

/// `.pageSheet`: the sheet below the status bar, the presenter shrunk back alongside the transition and
/// given back as it was when the sheet goes.
@Suite("Sheet presentation controller")
struct SheetPresentationControllerTests {
  static let size = Size(width: 390, height: 844)

  @Test("A page sheet's presenter shrinks in step with the presentation, and comes back whole on dismissal")
  func presenterShrinksAndComesBack() throws {
    let (scene, a, b) = modalScene(size: Self.size)
    b.modalPresentationStyle = .pageSheet
    try a.present(b, animated: true)  // the default cover-vertical slide, 0.5 s
    let sheet = try #require(b.presentationController as? SheetPresentationController)
    let shrunk = sheet.shrunkTransform(for: a.view.bounds)
    // Scale (390 − 32) / 390, the top edge at the status bar's bottom (47).
    #expect(abs(shrunk.a - 358.0 / 390) < 1e-12 && abs(shrunk.d - 358.0 / 390) < 1e-12)
    #expect(abs(422 - shrunk.d * 422 + shrunk.ty - 47) < 1e-9)
    // Halfway through, the presenter is on its way: scaled between 1 and the shrunk scale.
    scene.engine.advance(to: 0.25)
    let halfway = a.view.presentation.affineTransform.a
    #expect(halfway < 1 && halfway > shrunk.a, "\(halfway)")
    scene.engine.advance(to: 1)
    #expect(a.view.transform == shrunk && a.view.layer.cornerRadius == 10 && a.view.clipsToBounds)
    #expect(abs(sheet.dimmingView.alpha - 0.15) < 1e-12)
    #expect(b.view.frame == Rect(x: 0, y: 57, width: 390, height: 787) && b.view.layer.cornerRadius == 10)
    // The presenter stays on screen under the sheet (no appearance callbacks for it).
    #expect(a.view.superview === scene.window)
    try b.dismiss(animated: true)
    scene.engine.advance(to: 3)
    #expect(a.presentedViewController == nil)
    #expect(a.view.transform == .identity && a.view.layer.cornerRadius == 0 && !a.view.clipsToBounds)
    #expect(sheet.dimmingView.superview == nil || sheet.containerView?.superview == nil)
  }
}
