import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import Testing

@testable import GlideTransitions

/// A page sheet dragged down by a pan on the touchpad (``SheetDismissalPan``): synthesized one-finger
/// swipes, assembled into frames as a trace's are, replayed through a gesture arena with the scene's
/// clock at each frame's time. The sheet follows the finger and dismisses, goes back, or resists and
/// springs back when modal in presentation. Points and seconds; the finger's travel at 160 points an inch.
@Suite("Sheet dismissal by a touchpad pan")
struct SheetDismissalPanTests {
  final class Recorder: AdaptivePresentationControllerDelegate {
    var calls: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
      calls.append("shouldDismiss")
      return true
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

  struct Stage {
    let scene: Scene
    let a: ViewController
    let b: ViewController
    let sheet: SheetPresentationController
    let recorder: Recorder
    let pan: SheetDismissalPan
  }

  /// B presented as a page sheet over A in a 400 × 800 window and settled at 1 s: the sheet's top at
  /// 47 + 10 = 57 points, its height 743; the dismissal's slide moves it the window's 800.
  static func stage(modal: Bool = false) throws -> Stage {
    let scene = Scene(size: Size(width: 400, height: 800))
    let a = ViewController(scene: scene, title: "A")
    let b = ViewController(scene: scene, title: "B")
    b.modalPresentationStyle = .pageSheet
    b.isModalInPresentation = modal
    scene.rootViewController = a
    try a.present(b, animated: true)
    scene.engine.advance(to: 1)
    let sheet = try #require(b.presentationController as? SheetPresentationController)
    let recorder = Recorder()
    sheet.delegate = recorder
    return Stage(scene: scene, a: a, b: b, sheet: sheet, recorder: recorder, pan: SheetDismissalPan(sheet: sheet))
  }

  /// One finger swiping `down` millimetres in `duration` seconds at a constant speed on the precision
  /// touchpad (100 Hz), from 2 s on the scene's clock.
  static func swipe(down: Double, duration: Double) -> [TouchFrame] {
    let device = DeviceDescription.precisionTouchpad
    let synthesizer = TraceSynthesizer(device: device, rate: 100, start: Timestamp(seconds: 2, microseconds: 0))
    let timeline = GestureTimeline.swipe(
      fingers: 1, center: synthesizer.center, translation: MillimetreVector(dx: 0, dy: down), duration: duration)
    return FrameAssembler.frames(of: synthesizer.events(for: timeline), device: device)
  }

  /// Replays `frames`, the scene's clock moved to each frame's time first; `check` runs after each frame
  /// the pan is active in.
  static func replay(_ frames: [TouchFrame], on stage: Stage, check: (PanGestureRecognizer) -> Void = { _ in }) {
    let arena = GestureArena([stage.pan.recognizer])
    for frame in frames {
      stage.scene.engine.advance(to: frame.time.seconds)
      arena.process(frame)
      if stage.pan.recognizer.state == .began || stage.pan.recognizer.state == .changed { check(stage.pan.recognizer) }
    }
  }

  @Test("A quick swipe down: the sheet follows the finger point for point, the release dismisses it, Will then Did")
  func quickSwipeDismisses() throws {
    let stage = try Self.stage()
    var followed = 0
    // 40 mm in 0.25 s: 252 points at 1,008 points a second, well past half the slide one duration ahead.
    Self.replay(Self.swipe(down: 40, duration: 0.25), on: stage) { pan in
      let top = stage.b.view.presentation.frame.minY
      #expect(abs(top - (57 + pan.translationInPoints.y)) < 1e-6, "\(top) vs \(pan.translationInPoints.y)")
      #expect(stage.a.modalTransition?.isInteractive == true)
      followed += 1
    }
    #expect(followed >= 20)
    #expect(stage.recorder.calls == ["shouldDismiss", "willDismiss"])
    stage.scene.engine.advance(to: 5)
    #expect(stage.a.presentedViewController == nil && stage.a.modalTransition == nil)
    #expect(stage.recorder.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(stage.b.view.superview == nil)
  }

  @Test("A short, slow swipe: the sheet follows, then goes back to 57 points; no Did, B stays presented")
  func slowSwipeGoesBack() throws {
    let stage = try Self.stage()
    var deepest = 0.0
    // 15 mm in 1 s: 94.5 points at 94.5 points a second, short of half the 800-point slide.
    Self.replay(Self.swipe(down: 15, duration: 1), on: stage) { pan in
      let top = stage.b.view.presentation.frame.minY
      #expect(abs(top - (57 + pan.translationInPoints.y)) < 1e-6)
      deepest = max(deepest, top)
    }
    #expect(deepest > 57 + 80)
    stage.scene.engine.advance(to: 5)
    #expect(stage.a.presentedViewController === stage.b && stage.a.modalTransition == nil)
    #expect(stage.b.view.presentation.frame.minY == 57 && stage.b.view.frame.minY == 57)
    #expect(stage.recorder.calls == ["shouldDismiss", "willDismiss"])
  }

  @Test("Modal in presentation: the same quick swipe only pulls the sheet with resistance; it springs back and DidAttempt is told")
  func modalSheetResists() throws {
    let stage = try Self.stage(modal: true)
    var pulled = 0.0
    Self.replay(Self.swipe(down: 40, duration: 0.25), on: stage) { pan in
      #expect(stage.a.modalTransition == nil)
      let expected = SheetPresentationController.resistedOffset(pan.translationInPoints.y, height: 743)
      #expect(abs(stage.b.view.transform.ty - expected) < 1e-9)
      pulled = max(pulled, stage.b.view.transform.ty)
    }
    // 252 points of finger give (1 − 1 / (252 × 0.55 / 743 + 1)) × 743 ≈ 117 points of sheet at most.
    #expect(pulled > 100 && pulled < 120)
    #expect(stage.recorder.calls == ["didAttemptToDismiss"])
    stage.scene.engine.advance(to: 5)
    #expect(stage.b.view.transform == .identity && stage.b.view.presentation.affineTransform == .identity)
    #expect(stage.a.presentedViewController === stage.b)
  }
}
