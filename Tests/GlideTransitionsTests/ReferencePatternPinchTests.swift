import GlideAnimation
import Testing

@testable import GlideTransitions

/// The pinch handler of design §6, fed by hand (the recogniser is GlideGestures' business): on began it
/// remembers `startScale`, makes an interactor and pops; on changed it reports
/// `percent = 1 − scale/startScale`, `update(max(percent, 0))`; on ended it finishes or cancels.
///
/// The classic rule reads "cancel when `velocity < 5.0 && percent <= 0.3`". Taken literally it compares
/// the pinch's signed scale velocity, which is negative when pinching in, so `velocity < 5` always holds
/// and a quick pinch can never finish below 0.3. Glide reads it as the design says is sane: the
/// *progress velocity toward completion*, `−scaleVelocity / startScale` per second (progress is
/// 1 − scale/startScale). So: cancel when that velocity is below 5 per second and percent ≤ 0.3, else
/// finish.
final class PinchToPopHandler {
  let navigation: NavigationController
  let delegate: FixedNavigationDelegate
  private(set) var interactor: PercentDrivenInteractiveTransition?
  private(set) var startScale = 1.0
  /// What `ended` decided.
  private(set) var finished: Bool?

  init(navigation: NavigationController, delegate: FixedNavigationDelegate) {
    self.navigation = navigation
    self.delegate = delegate
  }

  func began(scale: Double) throws {
    startScale = scale
    let interactor = PercentDrivenInteractiveTransition()
    self.interactor = interactor
    delegate.interactor = interactor
    try navigation.popViewController(animated: true)
  }

  func changed(scale: Double) {
    let percent = 1 - scale / startScale
    interactor?.update(max(percent, 0))
  }

  /// `velocity` is the pinch's scale velocity (scale per second; negative when pinching in).
  func ended(scale: Double, velocity: Double) {
    changed(scale: scale)
    let percent = interactor?.percentComplete ?? 0
    let progressVelocity = -velocity / startScale
    let finish = !(progressVelocity < 5.0 && percent <= 0.3)
    finished = finish
    if finish { interactor?.finish() } else { interactor?.cancel() }
    // OBJC5: an interactor left with the delegate would make the next pop interactive.
    delegate.interactor = nil
    interactor = nil
  }
}

/// A screen that takes part in transitions through the coordinator (design §6, "coordinator use"): its
/// row is selected; when it is about to appear it deselects the row, fading the highlight alongside the
/// transition, and if the interaction is cancelled it selects the row again.
final class SelectingController: ViewController {
  let highlight: View
  private(set) var isRowSelected = true
  var timeline: Timeline?

  override init(scene: Scene, title: String) {
    highlight = View(
      engine: scene.engine, name: "\(title) highlight", frame: Rect(x: 0, y: 100, width: 400, height: 44))
    super.init(scene: scene, title: title)
  }

  override func viewDidLoad() {
    view.addSubview(highlight)
  }

  override func viewWillAppear(_ animated: Bool) {
    guard let coordinator = transitionCoordinator else { return }
    isRowSelected = false
    let queued = coordinator.animate { [highlight] _ in
      highlight.alpha = 0
    } completion: { [weak self] context in
      self?.timeline?.note("\(self?.title ?? "") alongside completion cancelled=\(context.isCancelled)")
    }
    coordinator.notifyWhenInteractionEnds { [weak self] context in
      guard let self else { return }
      self.timeline?.note("\(self.title) interaction ended cancelled=\(context.isCancelled)")
      if context.isCancelled {
        self.isRowSelected = true
        self.highlight.alpha = 1
      }
    }
    timeline?.note("\(title) registered alongside=\(queued)")
  }
}

@Suite("Reference patterns: pinch to pop with the zoom animator")
struct ReferencePatternPinchTests {
  /// How B looks at percent p while scrubbing: the legacy driver shows the zoom's time p·d, so its
  /// easeInOut curve applies; the interruptible animator scrubs progress linearly.
  static func scrubbedScale(_ p: Double, interruptible: Bool) -> Double {
    interruptible ? 1 - p : 1 - easeInOut(p)
  }

  /// How long the completion lasts from percent `p` (d = 0.4 s, completionSpeed 1): the remaining
  /// fraction of d (UIKit's formula), with both drivers.
  static func tailDuration(from p: Double, finish: Bool, interruptible: Bool) -> Double {
    (finish ? 1 - p : p) * 0.4
  }

  /// B's scale `elapsed` seconds into the completion from percent `p`. Legacy: the layer time runs from
  /// p·d to d (or 0) along the easeInOut completion curve, and the zoom's own easeInOut shapes the value.
  /// Interruptible: `startAnimation()` continues (or plays back) the animator's curve from the time
  /// showing p, stretched to the tail's duration.
  static func tailScale(from p: Double, elapsed: Double, finish: Bool, interruptible: Bool) -> Double {
    let total = tailDuration(from: p, finish: finish, interruptible: interruptible)
    if interruptible {
      let start = easeInOutInverse(p)
      let left = finish ? 1 - start : start
      let step = total > 0 ? min(elapsed / total, 1) * left : left
      let time = finish ? start + step : start - step
      return 1 - easeInOut(min(max(time, 0), 1))
    }
    let target = finish ? 1.0 : 0.0
    let local = p + (target - p) * easeInOut(min(elapsed / total, 1))
    return 1 - easeInOut(local)
  }

  /// A → B on screen, B popped by pinch; A is a ``SelectingController``.
  static func makeScene(
    interruptible: Bool
  ) -> (Scene, NavigationController, SelectingController, ViewController, PinchToPopHandler, Timeline) {
    let scene = Scene(size: Size(width: 400, height: 800))
    let a = SelectingController(scene: scene, title: "A")
    let b = ViewController(scene: scene, title: "B")
    let nav = NavigationController(scene: scene, rootViewController: a)
    scene.rootViewController = nav
    try? nav.pushViewController(b, animated: false)
    scene.clearEvents()
    let timeline = Timeline(scene)
    a.timeline = timeline
    let delegate = FixedNavigationDelegate(
      animator: ZoomAnimator(operation: .pop, interruptible: interruptible))
    nav.delegate = delegate
    return (scene, nav, a, b, PinchToPopHandler(navigation: nav, delegate: delegate), timeline)
  }

  /// Plays the pinch: `steps` are (frame, scale) at 60 Hz, the first one `began`, the last one `ended`
  /// with `velocity`; after every frame (events first) `check` sees the time.
  static func play(
    _ scene: Scene, _ handler: PinchToPopHandler, steps: [(frame: Int, scale: Double)], velocity: Double,
    until lastFrame: Int, check: (Int) -> Void
  ) throws {
    for index in 0...lastFrame {
      scene.engine.advance(to: frameTime(index))
      if let step = steps.firstIndex(where: { $0.frame == index }) {
        let scale = steps[step].scale
        if step == 0 {
          try handler.began(scale: scale)
        } else if step == steps.count - 1 {
          handler.ended(scale: scale, velocity: velocity)
        } else {
          handler.changed(scale: scale)
        }
      }
      check(index)
    }
  }

  @Test(
    "A pinch released past 0.3 finishes: B's frames, the completion at 0.6 s, the callback order",
    arguments: [false, true])
  func pinchFinishes(interruptible: Bool) throws {
    let (scene, nav, a, b, handler, timeline) = Self.makeScene(interruptible: interruptible)
    // Percent 0 → 0.1 → 0.25 → 0.5; released at 0.4 s at 0.5, slowly (progress velocity 1.5 per second).
    let steps = [(0, 1.0), (6, 0.9), (12, 0.75), (18, 0.5), (24, 0.5)]
    let percents = [(0, 0.0), (6, 0.1), (12, 0.25), (18, 0.5)]
    let end = 0.4 + Self.tailDuration(from: 0.5, finish: true, interruptible: interruptible)
    #expect(close(end, 0.6, 1e-12))
    try Self.play(scene, handler, steps: steps, velocity: -1.5, until: 35) { index in
      let t = frameTime(index)
      let expected: Double
      if index < 24 {
        let p = percents.last { $0.0 <= index }?.1 ?? 0
        expected = Self.scrubbedScale(p, interruptible: interruptible)
      } else {
        expected = Self.tailScale(from: 0.5, elapsed: t - 0.4, finish: true, interruptible: interruptible)
      }
      #expect(
        close(shownScale(b.view), expected, 1e-9), "frame \(index): \(shownScale(b.view)) vs \(expected)")
      // The screen's alongside fade is in step with the zoom at every frame.
      #expect(close(a.highlight.presentation.opacity, shownScale(b.view), 1e-9), "frame \(index)")
      // Oracle 49 values: halfway through the tail (0.5 s) both drivers show the zoom at time 0.75 · d.
      if index == 30 { #expect(close(shownScale(b.view), 1 - 0.8708, 1e-4)) }
    }
    #expect(handler.finished == true)
    #expect(completionTime(scene, .pop) == nil)
    scene.engine.advance(to: frameTime(37))
    #expect(close(completionTime(scene, .pop) ?? -1, end, 1e-9))
    #expect(nav.viewControllers.map(\.title) == ["A"])
    #expect(nav.transitionView.subviews.map(\.name) == ["A"])
    #expect(b.view.transform == .identity && b.view.superview == nil)
    #expect(!a.isRowSelected && a.highlight.alpha == 0 && a.highlight.presentation.opacity == 0)
    #expect(
      timeline.lines == [
        "0.0 pop B → A animated=true interactive=true", "0.0 delegate willShow A", "0.0 B.viewWillDisappear",
        "0.0 A.viewWillAppear", "0.0 A registered alongside=true",
        "0.4 interaction interactive=false cancelled=false percent=0.5",
        "0.4 A interaction ended cancelled=false",
        "0.6 B.viewDidDisappear", "0.6 A.viewDidAppear", "0.6 pop completed didComplete=true",
        "0.6 A alongside completion cancelled=false", "0.6 delegate didShow A",
      ])
  }

  @Test("Scrubbed frames match the oracle values of easeInOut (legacy driver)")
  func scrubbedOracleValues() throws {
    let (scene, _, _, b, handler, _) = Self.makeScene(interruptible: false)
    try handler.began(scale: 1)
    handler.changed(scale: 0.75)
    scene.engine.advance(to: frameTime(1))
    #expect(close(shownScale(b.view), 1 - 0.1292, 1e-4))
    handler.changed(scale: 0.5)
    scene.engine.advance(to: frameTime(2))
    #expect(close(shownScale(b.view), 0.5, 1e-9))
    handler.ended(scale: 0.5, velocity: 0)
    scene.engine.advance(to: frameTime(2) + 0.1)
    #expect(close(shownScale(b.view), 1 - 0.8708, 1e-4))
  }

  @Test(
    "A slow pinch released at 0.25 cancels: B zooms back, completeTransition(false), the screen undoes its change",
    arguments: [false, true])
  func pinchCancels(interruptible: Bool) throws {
    let (scene, nav, a, b, handler, timeline) = Self.makeScene(interruptible: interruptible)
    // Percent 0 → 0.0625 → 0.125 → 0.25; released at 0.4 s at 0.25, slowly (progress velocity 0.5 per
    // second).
    let steps = [(0, 1.0), (6, 0.9375), (12, 0.875), (18, 0.75), (24, 0.75)]
    let percents = [(0, 0.0), (6, 0.0625), (12, 0.125), (18, 0.25)]
    let tail = Self.tailDuration(from: 0.25, finish: false, interruptible: interruptible)
    let end = 0.4 + tail
    // The last frame before the completion.
    let lastFrame = Int(((end - 1e-9) * 60).rounded(.down))
    try Self.play(scene, handler, steps: steps, velocity: -0.5, until: lastFrame) { index in
      let t = frameTime(index)
      let expected: Double
      if index < 24 {
        let p = percents.last { $0.0 <= index }?.1 ?? 0
        expected = Self.scrubbedScale(p, interruptible: interruptible)
      } else {
        expected = Self.tailScale(from: 0.25, elapsed: t - 0.4, finish: false, interruptible: interruptible)
      }
      #expect(
        close(shownScale(b.view), expected, 1e-9), "frame \(index): \(shownScale(b.view)) vs \(expected)")
      #expect(close(a.highlight.presentation.opacity, shownScale(b.view), 1e-9), "frame \(index)")
      // Right after the release the context already knows it was cancelled.
      if index == 24 { #expect(nav.transition?.transitionWasCancelled == true) }
    }
    #expect(handler.finished == false)
    #expect(completionTime(scene, .pop) == nil)
    scene.engine.advance(to: frameTime(lastFrame + 2))
    #expect(close(completionTime(scene, .pop) ?? -1, end, 1e-9))
    // The animator completed with the truth (the reference passed true), and put B back.
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    #expect(nav.transitionView.subviews.map(\.name) == ["B"])
    #expect(b.view.transform == .identity && shownScale(b.view) == 1)
    #expect(a.view.superview == nil)
    #expect(a.isRowSelected && a.highlight.alpha == 1 && a.highlight.presentation.opacity == 1)
    let t = "\((end * 1_000_000).rounded() / 1_000_000)"
    #expect(
      timeline.lines == [
        "0.0 pop B → A animated=true interactive=true", "0.0 delegate willShow A", "0.0 B.viewWillDisappear",
        "0.0 A.viewWillAppear", "0.0 A registered alongside=true",
        "0.4 interaction interactive=false cancelled=true percent=0.25",
        "0.4 A interaction ended cancelled=true",
        "\(t) A.viewWillDisappear", "\(t) A.viewDidDisappear", "\(t) B.viewWillAppear",
        "\(t) B.viewDidAppear",
        "\(t) pop completed didComplete=false", "\(t) A alongside completion cancelled=true",
      ])
  }

  @Test("A cancel that ends before the zoom's own duration (pop begun at time 0) shows B whole from then on")
  func earlyCancelHasNoFlash() throws {
    let (scene, nav, _, b, handler, _) = Self.makeScene(interruptible: false)
    try handler.began(scale: 1)
    scene.engine.advance(to: 0.1)
    handler.changed(scale: 0.75)
    scene.engine.advance(to: 0.2)
    // Cancelled at 0.25: the tail lasts 0.25 · 0.4 = 0.1 s and ends at 0.3 s, before local time 0.4
    // where the zoom animation would end on an ordinary clock.
    handler.ended(scale: 0.75, velocity: 0)
    #expect(handler.finished == false)
    scene.engine.advance(to: 0.25)
    #expect(
      close(
        shownScale(b.view), Self.tailScale(from: 0.25, elapsed: 0.05, finish: false, interruptible: false),
        1e-9))
    scene.engine.advance(to: 0.3 + 1e-9)
    #expect(close(completionTime(scene, .pop) ?? -1, 0.3, 1e-9))
    for time in [0.3 + 1e-9, 0.32, 0.35, 0.39, 0.41] {
      scene.engine.advance(to: time)
      #expect(shownScale(b.view) == 1 && b.view.presentation.transform == .identity, "\(time) s")
    }
    #expect(b.view.layer.animationKeys.isEmpty)
    #expect(nav.viewControllers.map(\.title) == ["A", "B"])
  }

  @Test("A quick pinch finishes below 0.3: the rule reads the progress velocity toward completion")
  func quickPinchFinishes() throws {
    let (scene, nav, _, b, handler, _) = Self.makeScene(interruptible: false)
    try handler.began(scale: 1)
    scene.engine.advance(to: 0.1)
    handler.changed(scale: 0.9)
    scene.engine.advance(to: 0.15)
    // Percent 0.2 ≤ 0.3, scale velocity −8 per second: progress velocity 8 ≥ 5, so it finishes. (Read
    // literally, −8 < 5 would have cancelled it.)
    handler.ended(scale: 0.8, velocity: -8)
    #expect(handler.finished == true)
    scene.engine.advance(to: 1)
    #expect(close(completionTime(scene, .pop) ?? -1, 0.15 + 0.8 * 0.4, 1e-9))
    #expect(nav.viewControllers.map(\.title) == ["A"])
    #expect(b.view.transform == .identity)
  }

  @Test("A pinch that began at another scale measures progress from it")
  func startScaleIsRemembered() throws {
    let (scene, _, _, _, handler, _) = Self.makeScene(interruptible: false)
    try handler.began(scale: 1.6)
    handler.changed(scale: 1.2)
    #expect(close(handler.interactor?.percentComplete ?? -1, 0.25, 1e-12))
    handler.changed(scale: 1.8)
    #expect(handler.interactor?.percentComplete == 0)
    // Released at 0 with a slow outward pinch: progress velocity −0.5 / 1.6 < 5 and 0 ≤ 0.3, cancel.
    handler.ended(scale: 1.8, velocity: 0.5)
    #expect(handler.finished == false)
    scene.engine.advance(to: 1)
    #expect(completionTime(scene, .pop) != nil)
  }
}
