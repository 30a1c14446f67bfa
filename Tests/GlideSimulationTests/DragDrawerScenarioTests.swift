import GlideInput
import GlideTestSupport
@testable import GlideTransitions
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// The drag-drawer scenario (issue 19): a pan drives a bottom sheet's height constraint's constant every
/// frame, and the finish rule snaps it open or closed through an animated layout pass.
@Suite struct DragDrawerScenarioTests {
  /// A replay of `trace` under drag-drawer, with `prepare` run on the binding before the first event.
  struct DrawerRun {
    let replayer: Replayer
    let summary: ReplaySummary

    init(
      _ trace: String, set: [String: String] = [:], prepare: (DragDrawerBinding) -> Void = { _ in }
    ) throws {
      let reader = try TraceReader.open(Glide.path(trace))
      var options = Scenario.dragDrawer.defaultOptions
      for (name, value) in set.sorted(by: { $0.key < $1.key }) { try options.set(name, to: value) }
      replayer = Replayer(scenario: .dragDrawer, options: options, device: reader.device)
      if let binding = replayer.run.binding as? DragDrawerBinding { prepare(binding) }
      summary = try replayer.replay { try reader.next() }
    }

    var binding: DragDrawerBinding? { replayer.run.binding as? DragDrawerBinding }
    var drawer: DrawerInteraction? { binding?.drawer }
    var records: [ReplayRecord] { replayer.run.records }

    /// The sheet's presented height at each display frame, with the percent the frame shows.
    var sheetFrames: [(time: Double, percent: Double, height: Double)] {
      records.compactMap { record in
        guard case .frame(_, let percent, let views, _) = record.kind,
          let sheet = views.first(where: { $0.name == "Sheet" })
        else { return nil }
        return (record.time, percent, sheet.frame.height)
      }
    }

    /// The time of the release (the rule's decision).
    var releaseTime: Double? {
      records.first { if case .decision = $0.kind { true } else { false } }?.time
    }
  }

  /// Whether `sheet` sits across the bottom of the 390 × 844 screen at `y`, `height` high (within 1e-9 pt).
  static func rests(_ sheet: View?, y: Double, height: Double) -> Bool {
    guard let frame = sheet?.frame else { return false }
    return abs(frame.minX) < 1e-9 && abs(frame.minY - y) < 1e-9 && abs(frame.width - 390) < 1e-9
      && abs(frame.height - height) < 1e-9
  }

  @Test("While the fingers hold it, every frame shows the height constraint at the gesture's percent: 120 + p · 580 pt")
  func theConstantFollowsTheFingers() throws {
    let run = try DrawerRun("traces/drag-drawer/open.evemu")
    let release = try #require(run.releaseTime)
    let held = run.sheetFrames.filter { $0.time < release }
    #expect(held.count > 10)
    for frame in held {
      #expect(abs(frame.height - (120 + frame.percent * 580)) < 1e-9, "at \(frame.time): \(frame.height)")
    }
    // Strictly growing with the fingers, from the closed height.
    #expect(zip(held, held.dropFirst()).allSatisfy { $0.height <= $1.height })
    #expect(held.first.map { $0.height < 140 } == true && held.last.map { $0.height > 500 } == true)
  }

  @Test("A finished drag opens the sheet: the constraint, the model and the screen at 700 pt, pinned to the bottom")
  func finishingSnapsOpen() throws {
    let run = try DrawerRun("traces/drag-drawer/open.evemu")
    #expect(run.summary.outcome == .finished)
    let drawer = try #require(run.drawer)
    #expect(drawer.detent == .open && !drawer.isInFlight)
    #expect(drawer.height.constant == 700 && drawer.height.isActive && !drawer.height.isBroken)
    #expect(Self.rests(drawer.sheet, y: 144, height: 700))
    #expect(drawer.sheet.layer.animationKeys.isEmpty)
    // The completion is an animated layout pass toward 700 pt, and the last frames get there.
    let animated = run.records.contains {
      if case .scene(.layout(let pass)) = $0.kind { pass.isAnimated && pass.changes.first?.to.height == 700 } else { false }
    }
    #expect(animated)
    #expect(abs((run.sheetFrames.last?.height ?? 0) - 700) < 1e-6)
    #expect(run.records.contains {
      if case .scene(.transitionCompleted(.expand, didComplete: true)) = $0.kind { true } else { false }
    })
  }

  @Test("A cancelled drag lets the sheet fall back: closed again at 120 pt; from open, a cancelled close stays open")
  func cancellingSnapsBack() throws {
    let opening = try DrawerRun("traces/drag-drawer/open-cancel.evemu")
    #expect(opening.summary.outcome == .cancelled)
    let closed = try #require(opening.drawer)
    #expect(closed.detent == .closed && closed.height.constant == 120)
    #expect(Self.rests(closed.sheet, y: 724, height: 120))
    #expect(opening.sheetFrames.contains { $0.height > 150 }, "it did rise before falling back")
    let closing = try DrawerRun("traces/drag-drawer/close-cancel.evemu", set: ["start": "open"])
    #expect(closing.summary.outcome == .cancelled)
    let open = try #require(closing.drawer)
    #expect(open.detent == .open && open.height.constant == 700)
    #expect(Self.rests(open.sheet, y: 144, height: 700))
    #expect(closing.records.contains {
      if case .scene(.transitionCompleted(.collapse, didComplete: false)) = $0.kind { true } else { false }
    })
  }

  @Test("A required maximum height the drag runs into is logged in UIKit's words and broken, never a crash")
  func anUnsatisfiableConstantIsLoggedNotFatal() throws {
    var maximum: LayoutConstraint?
    let run = try DrawerRun("traces/drag-drawer/open.evemu") { binding in
      guard let sheet = binding.drawer?.sheet else { return }
      let cap = sheet.heightAnchor.constraint(lessThanOrEqualToConstant: 400)
      cap.identifier = "sheet cap"
      cap.isActive = true
      maximum = cap
    }
    #expect(run.summary.transitionsStarted == 1 && run.summary.transitionsEnded == 1)
    let conflicts = run.records.compactMap { record -> LayoutConflict? in
      if case .scene(.layoutConflict(let conflict)) = record.kind { conflict } else { nil }
    }
    #expect(!conflicts.isEmpty)
    let first = try #require(conflicts.first)
    #expect(first.broken.contains("'drawer height'"), "\(first.broken)")
    #expect(first.constraints.count == 2 && first.constraints.contains { $0.contains("'sheet cap'") })
    #expect(first.message.hasPrefix("Unable to simultaneously satisfy constraints."))
    // The cap holds on every frame; the sheet never passes it.
    #expect(run.sheetFrames.allSatisfy { $0.height <= 400 + 1e-9 })
    #expect(maximum?.isBroken == false)
    let drawer = try #require(run.drawer)
    #expect(!drawer.isInFlight)
  }

  @Test("Closed, only an upward drag begins; open, only a downward one")
  func refusals() throws {
    let closed = try DrawerRun("traces/drag-drawer/close.evemu")
    #expect(closed.summary.transitionsStarted == 0)
    let open = try DrawerRun("traces/drag-drawer/close.evemu", set: ["start": "open"])
    #expect(open.summary.outcome == .finished)
    #expect(open.drawer?.detent == .closed)
    #expect(Self.rests(open.drawer?.sheet, y: 724, height: 120))
  }
}
