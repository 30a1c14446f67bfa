import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideSimulation
import GlideTransitions
import Testing

/// A full-screen card presented with UIKit's cover-vertical slide (0.4 s) when the scene is set up, from 0 s, and
/// dismissed by a one-finger drag down; `animates` says whether the binding tells the run so.
final class PresentAtLaunchBinding: ScenarioBinding, ViewControllerTransitioningDelegate {
  let recognizer: GestureRecognizer? = PanGestureRecognizer(
    name: "drag", minimumNumberOfTouches: 1, maximumNumberOfTouches: 1)
  let animatesSetUp: Bool
  private var home: ViewController?
  private var card: ViewController?
  private var interactor: PercentDrivenInteractiveTransition?
  private var driving = false

  init(animates: Bool) { animatesSetUp = animates }

  func setUp(scene: Scene, interactor: PercentDrivenInteractiveTransition) {
    let home = ViewController(scene: scene, title: "Home"), card = ViewController(scene: scene, title: "Card")
    card.transitioningDelegate = self
    card.modalPresentationStyle = .fullScreen
    scene.rootViewController = home
    try? home.present(card, animated: true)
    (self.home, self.card, self.interactor) = (home, card, interactor)
  }

  func accepts(_ values: GestureValues) -> Bool {
    guard case .pan(let translation, let velocity) = values else { return false }
    return (translation.dy != 0 ? translation.dy : velocity.dy) > 0
  }

  func rearm() {}

  func begin(with values: GestureValues) throws {
    driving = true
    try card?.dismiss(animated: true)
  }

  func coordinate(_ values: GestureValues) -> (value: Double, velocity: Double) {
    if case .pan(let translation, let velocity) = values { return (translation.dy, velocity.dy) }
    return (0, 0)
  }

  func mapping(at value: Double) -> GestureMapping { .linear(origin: value, percent: 0, travel: 20, direction: 1) }

  var axis: GestureAxis { .vertical }
  var trackedScreens: (ViewController?, ViewController?) { (card, home) }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { CoverVerticalAnimator(presenting: true, duration: 0.4) }

  func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
    CoverVerticalAnimator(presenting: false, duration: 0.4)
  }

  func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    defer { driving = false }
    return driving ? interactor : nil
  }
}

@Suite struct AnimatedSetUpTests {
  static func scenario(animates: Bool) -> Scenario {
    Scenario(
      name: "present-at-launch", summary: "a card slides up at launch; a drag down dismisses it", parameters: [],
      make: { _, _ in PresentAtLaunchBinding(animates: animates) })
  }

  /// The run's records, as `glide replay` streams them (``ScenarioRun/onRecord`` set after the
  /// replayer is made, records not kept), for a 16 mm drag down that lands at `start` seconds.
  static func replay(animates: Bool, start: Double) -> (records: [ReplayRecord], summary: ReplaySummary, replayer: Replayer) {
    let device = DeviceDescription.synapticsTouchpad
    let scenario = scenario(animates: animates)
    let events = TraceSynthesizer(device: device, rate: 80, start: Timestamp(microseconds: Int64(start * 1_000_000)))
      .pan(fingers: 1, translation: MillimetreVector(dx: 0, dy: 16), duration: 0.4)
    let replayer = Replayer(scenario: scenario, options: scenario.defaultOptions, device: device)
    var records: [ReplayRecord] = []
    replayer.run.retainsRecords = false
    replayer.run.onRecord = { records.append($0) }
    var iterator = events.makeIterator()
    let summary = replayer.replay { iterator.next() }
    return (records, summary, replayer)
  }

  static func frames(_ records: [ReplayRecord]) -> [(time: Double, cardY: Double)] {
    records.compactMap { record in
      guard case .frame(_, _, let views, _) = record.kind, let card = views.first(where: { $0.name == "Card" }) else { return nil }
      return (record.time, card.frame.minY)
    }
  }

  /// A set-up that animates: the frames run from 0 s and the log starts with the set-up's events, the
  /// presentation's beginning first, so the slide is seen from frame 0: the card at the screen's bottom
  /// edge (844) at 0 s, rising every frame to 0 at 0.4 s, all before the drag at 1 s. The
  /// presentation is counted with the dismissal (started 2, ended 2), once as the set-up's.
  @Test func aSetUpThatAnimatesIsDrawnFromZero() throws {
    let (records, summary, replayer) = Self.replay(animates: true, start: 1)
    #expect(replayer.driver.start == 0 && replayer.run.framesStart == 0)
    #expect(replayer.run.setUpTransitions == 1)
    let began = try #require(records.firstIndex {
      if case .scene(.transitionBegan(.present, _, _, _, _)) = $0.kind { true } else { false }
    })
    #expect(records[began].time == 0)
    let firstFrame = try #require(records.firstIndex { if case .frame = $0.kind { true } else { false } })
    #expect(began < firstFrame)
    let presenting = Self.frames(records).filter { $0.time < 1 }
    // Frames 0 to 23 (0 to 23/60 s): the frame at 0.4 s finds the presentation completed and logs none.
    #expect(presenting.count == 24, "\(presenting.map(\.time))")
    #expect(presenting.first.map { $0.time == 0 && $0.cardY == 844 } == true, "\(presenting.first.map { "\($0)" } ?? "none")")
    #expect(zip(presenting, presenting.dropFirst()).allSatisfy { $1.cardY < $0.cardY } && presenting.last!.cardY > 0)
    let completed = try #require(records.first {
      if case .scene(.transitionCompleted(.present, true)) = $0.kind { true } else { false }
    })
    #expect(abs(completed.time - 0.4) < 1e-9, "\(completed.time)")
    #expect(summary.transitionsStarted == 2 && summary.transitionsEnded == 2)
    #expect(summary.outcome == .finished)
  }

  /// The same set-up, not declared: as every built-in scenario runs, nothing before the first input is
  /// drawn or logged. The presentation runs unseen: the scene's clock first moves at the first input
  /// (1 s), and only then is its completion logged (stamped 0.4 s), without its beginning (so started
  /// 1, ended 2): what declaring ``ScenarioBinding/animatesSetUp`` is for.
  @Test func aSetUpThatDoesNotSayItAnimatesRunsFromTheFirstInput() throws {
    let (records, summary, replayer) = Self.replay(animates: false, start: 1)
    #expect(replayer.driver.start == nil && replayer.run.framesStart == nil && replayer.run.setUpTransitions == 0)
    #expect(Self.frames(records).allSatisfy { $0.time > 1 })
    #expect(!records.contains { if case .scene(.transitionBegan(.present, _, _, _, _)) = $0.kind { true } else { false } })
    let completed = try #require(records.firstIndex {
      if case .scene(.transitionCompleted(.present, true)) = $0.kind { true } else { false }
    })
    let gesture = try #require(records.firstIndex { if case .gesture = $0.kind { true } else { false } })
    #expect(abs(records[completed].time - 0.4) < 1e-9 && completed < gesture && records[gesture].time >= 1)
    #expect(summary.transitionsStarted == 1 && summary.transitionsEnded == 2)
  }
}
