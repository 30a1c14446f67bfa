import GlideAnimation
import GlideGestures
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideLab

/// spring-present's page sheet dismissed by dragging down, replayed from the shipped traces (present with
/// finish's stroke, then land again at 1 s and drag down): the dismissal's callbacks and coordinator, the
/// decision at the lift, where the sheet and Lists end, the frames between, and the status bar.
@Suite("Scenario: spring-present's sheet dragged down")
struct SpringPresentDismissTests {
  /// Replays `traces/spring-present/<name>.evemu`.
  private func replay(_ name: String, options extra: [String: String] = [:]) throws -> Replayer {
    var options = Scenario.springPresent.defaultOptions
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let reader = try LabTrace(path: Glide.path("traces/spring-present/\(name).evemu")).open()
    let replayer = Replayer(scenario: .springPresent, options: options, device: reader.device)
    _ = try replayer.replay { try reader.next() }
    return replayer
  }

  /// The scene's log lines from the dismissal's beginning on: transitions, appearance callbacks (with
  /// whether the coordinator was interactive inside them) and completions.
  private func dismissalLog(_ run: ScenarioRun) -> [String] {
    var lines: [String] = []
    var dismissing = false
    for record in run.records {
      guard case .scene(let kind) = record.kind else { continue }
      switch kind {
      case .transitionBegan(let operation, let from, let to, let animated, let interactive):
        dismissing = operation == .dismiss
        if dismissing { lines.append("\(operation.rawValue) \(from)→\(to) animated=\(animated) interactive=\(interactive)") }
      case .appearance(let appearance, let controller, let coordinator) where dismissing:
        lines.append("\(controller).\(appearance.rawValue) interactive=\(coordinator?.isInteractive == true)")
      case .transitionCompleted(let operation, let done) where dismissing:
        lines.append("\(operation.rawValue) completed \(done)")
      default: break
      }
    }
    return lines
  }

  /// The tracked views of every display frame of the dismissal (from its beginning), by name.
  private func dismissalFrames(_ run: ScenarioRun, from start: Double) -> [(time: Double, percent: Double, views: [String: ViewState])] {
    run.records.compactMap { record in
      guard record.time >= start, case .frame(_, let percent, let views, _) = record.kind else { return nil }
      return (record.time, percent, Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) }))
    }
  }

  @Test("A drag down on the sheet dismisses it: callbacks in UIKit's order, finished at the lift, the sheet off screen and Lists whole")
  func dragDownDismisses() throws {
    let replayer = try replay("dismiss")
    let run = replayer.run
    let binding = try #require(run.binding as? SpringPresentBinding)
    let (home, sheet) = (try #require(binding.home), try #require(binding.sheet))
    // Only the sheet hears of it: a page sheet's presenter stays on screen, so it gets no callbacks.
    #expect(
      dismissalLog(run) == [
        "dismiss Sheet→Home animated=true interactive=true", "Sheet.viewWillDisappear interactive=true",
        "Sheet.viewDidDisappear interactive=false", "dismiss completed true",
      ])
    // The decision at the lift: 17.75 of 30 mm, 80 mm/s (1 mm a frame; the pan begins at the second
    // frame, once both fingers moved 1.5 mm the same way: 2 of the 20 mm).
    let decision = try #require(run.lastDecision)
    #expect(decision.outcome == .finish && abs(decision.percent - 0.5917) < 0.003)
    #expect(abs(decision.velocity - 2.667) < 0.02)
    #expect(run.transitionsStarted == 2 && run.transitionsEnded == 2)
    // The presentation is undone: no presenter, no presented, the sheet and its container out of the window.
    #expect(home.presentedViewController == nil && sheet.presentingViewController == nil)
    #expect(sheet.presentationController == nil && sheet.view.superview == nil)
    #expect(run.scene.window.subviews.count == 1 && run.scene.window.subviews[0] === home.view)
    // The sheet ends below the screen (slid down by the screen's height from 57 points), Lists whole.
    #expect(sheet.view.frame == Rect(x: 0, y: 57 + 844, width: 390, height: 787))
    #expect(sheet.view.frame.minY >= run.scene.bounds.maxY)
    #expect(home.view.transform == .identity && home.view.presentation.transform.isIdentity)
    #expect(home.view.layer.cornerRadius == 0 && !home.view.clipsToBounds)
    #expect(!binding.isPresented)
    // A drag down now has nothing to dismiss; a drag up presents again.
    let down = GestureValues.pan(translation: MillimetreVector(dx: 0, dy: 5), velocity: MillimetreVector(dx: 0, dy: 40))
    let up = GestureValues.pan(translation: MillimetreVector(dx: 0, dy: -5), velocity: MillimetreVector(dx: 0, dy: -40))
    #expect(binding.refusal(down) == "dragged down with no sheet up: nothing to dismiss")
    #expect(binding.refusal(up) == nil)
  }

  @Test("While the fingers drag down the sheet follows them down and Lists grows back, in step with the percent")
  func theSheetFollowsTheFingers() throws {
    let replayer = try replay("dismiss")
    let frames = dismissalFrames(replayer.run, from: 1)
    #expect(frames.count > 20)
    var last: (sheet: Double, scale: Double)?
    for frame in frames {
      let sheet = try #require(frame.views["Sheet"])
      let home = try #require(frame.views["Home"])
      // Linear: the sheet's top at 57 + percent · 844 points.
      #expect(abs(sheet.frame.minY - (57 + frame.percent * 844)) < 0.5, "at \(frame.time): \(sheet.frame)")
      // Lists' scale from the shrunk 358/390 back to 1, in step.
      let shrunk = 358.0 / 390
      let scale = home.frame.width / 390
      #expect(abs(scale - (shrunk + (1 - shrunk) * frame.percent)) < 0.002, "at \(frame.time): \(scale)")
      if let last { #expect(sheet.frame.minY >= last.sheet - 1e-9 && scale >= last.scale - 1e-9) }
      last = (sheet.frame.minY, scale)
    }
    #expect(abs((frames.last?.percent ?? 0) - 1) < 1e-3)
  }

  @Test("A short slow drag down is cancelled: the sheet goes back up over the shrunk Lists, as it was")
  func shortDragCancels() throws {
    let replayer = try replay("dismiss-cancel")
    let run = replayer.run
    let binding = try #require(run.binding as? SpringPresentBinding)
    let (home, sheet) = (try #require(binding.home), try #require(binding.sheet))
    // The sheet's cancelled disappearance: will disappear, then will and did appear again.
    #expect(
      dismissalLog(run) == [
        "dismiss Sheet→Home animated=true interactive=true", "Sheet.viewWillDisappear interactive=true",
        "Sheet.viewWillAppear interactive=false", "Sheet.viewDidAppear interactive=false", "dismiss completed false",
      ])
    // The decision at the lift: 0.2 mm a frame, the pan begins at 1.6 mm (both fingers past 1.5 mm the
    // same way, 1.1 s), 1 mm sooner than at the spread line's 2.5 mm of travel: (5.167 + 1) / 30.
    let decision = try #require(run.lastDecision)
    #expect(decision.outcome == .cancel && abs(decision.percent - 0.2056) < 0.003)
    // Still presented, by the same presenter, the sheet back at its place and Lists shrunk and dimmed.
    #expect(home.presentedViewController === sheet && sheet.presentingViewController === home)
    let presentation = try #require(sheet.presentationController as? SheetPresentationController)
    #expect(sheet.view.frame == Rect(x: 0, y: 57, width: 390, height: 787))
    #expect(sheet.view.presentation.frame == sheet.view.frame)
    let shrunk = presentation.shrunkTransform(for: home.view.bounds)
    #expect(home.view.transform == shrunk && home.view.presentation.affineTransform == shrunk)
    #expect(home.view.layer.cornerRadius == 10 && home.view.clipsToBounds)
    #expect(abs(presentation.dimmingView.alpha - 0.15) < 1e-12)
    #expect(binding.isPresented)
    // Up again: a drag up is refused, a drag down dismisses.
    let up = GestureValues.pan(translation: MillimetreVector(dx: 0, dy: -5), velocity: MillimetreVector(dx: 0, dy: -40))
    #expect(binding.refusal(up) == "dragged up on the sheet: already presented")
  }

  @Test("The status bar stays at the top: Lists' own while no sheet is up, the white one over the black strip while it is")
  func theStatusBarStaysOver() throws {
    for (name, presented) in [("dismiss", false), ("dismiss-cancel", true), ("finish", true), ("cancel", false)] {
      let replayer = try replay(name)
      let binding = try #require(replayer.run.binding as? SpringPresentBinding)
      let home = try #require(binding.home)
      let own = try #require(SheetStatusBar.statusBar(of: home.view))
      let stand = try #require(binding.statusBar)
      #expect(own.isHidden == presented, "\(name)")
      if presented {
        let container = binding.sheet?.presentationController?.containerView
        #expect(stand.light.superview === container && stand.dark.superview === container, "\(name)")
        #expect(stand.light.alpha == 1 && stand.dark.alpha == 0, "\(name)")
        // Beneath the sheet in its container: the sheet stays on top.
        #expect(container?.subviews.last === binding.sheet?.view, "\(name)")
      } else {
        #expect(stand.light.superview == nil && stand.dark.superview == nil, "\(name)")
      }
    }
  }
}
