import GlideAnimation
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideInteraction
@testable import GlideScenarios
@testable import GlideSimulation
@testable import GlideLab

/// The pinch-layout scenario: Apple's collection view transition sample on a touchpad, replayed from the
/// shipped traces, with the collection view's state logged at every display frame.
@Suite("Scenario: pinch-layout")
struct PinchLayoutScenarioTests {
  /// Replays a shipped trace of `traces/pinch-layout/`.
  private func replay(_ name: String, options extra: [String: String] = [:]) throws -> Replayer {
    var options = Scenario.pinchLayout.defaultOptions
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { try options.set(key, to: value) }
    let reader = try LabTrace(path: Glide.path("traces/pinch-layout/\(name).evemu")).open()
    let replayer = Replayer(scenario: .pinchLayout, options: options, device: reader.device)
    _ = try replayer.replay { try reader.next() }
    return replayer
  }

  private func layoutFrames(_ replayer: Replayer) -> [(time: Double, frame: LayoutFrame)] {
    replayer.run.records.compactMap { if case .layout(let frame) = $0.kind { ($0.time, frame) } else { nil } }
  }

  @Test("A spread opens the pile and a pinch gathers the grid: one collection view, the stack and callbacks right")
  func openAndClose() throws {
    let replayer = try replay("close-finish")
    let run = replayer.run
    let binding = try #require(run.binding as? PinchLayoutBinding)
    let navigation = try #require(run.scene.rootViewController as? NavigationController)
    let stack = try #require(navigation.viewControllers.first as? CollectionViewController)
    #expect(navigation.viewControllers.map(\.title) == ["Stack"])
    #expect(stack.collectionView.collectionViewLayout === stack.collectionViewLayout)
    #expect(!stack.collectionView.isLayoutTransitionInProgress)
    #expect(stack.collectionView.cells.count == 15 && stack.collectionView.cells.allSatisfy { $0.layer.animationKeys.isEmpty })
    #expect(navigation.transitionView.subviews.count == 1 && navigation.transitionView.subviews[0] === stack.collectionView)
    let began = run.records.compactMap { record -> String? in
      if case .scene(.transitionBegan(let op, let from, let to, _, let interactive)) = record.kind {
        "\(op.rawValue) \(from)→\(to) \(interactive)"
      } else { nil }
    }
    #expect(began == ["push Stack→Grid true", "pop Grid→Stack true"])
    _ = binding
  }

  @Test("Every frame's layout record follows its frame: the same progress, and each item the two layouts' interpolation")
  func layoutRecordsMatchTheInterpolation() throws {
    let replayer = try replay("close-finish")
    let records = replayer.run.records
    let pile = CollectionViewStackLayout()
    // Below the status bar and the inline navigation bar (47 + 44 points).
    let grid = PinchLayoutBinding.gridLayout(below: 91)
    // The two layouts on a collection view like the scenario's, to compute the expected attributes.
    let view = CollectionView(
      engine: AnimationEngine(), frame: Rect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: pile,
      itemCount: 15)
    let pileAttributes = view.allIndexPaths.map { view.layoutAttributesForItem(at: $0)! }
    try view.setCollectionViewLayout(grid, animated: false)
    let gridAttributes = view.allIndexPaths.map { view.layoutAttributesForItem(at: $0)! }
    var checked = 0
    for (position, record) in records.enumerated() {
      guard case .layout(let frame) = record.kind else { continue }
      guard case .frame(let index, let percent, _, _) = records[position - 1].kind else {
        Issue.record("a layout record not right after its frame")
        continue
      }
      #expect(frame.index == index && records[position - 1].time == record.time)
      let progress = try #require(frame.progress)
      #expect(abs(progress - percent) < 1e-12)
      let opening = frame.from == "pile"
      #expect(opening ? frame.to == "grid" : frame.from == "grid" && frame.to == "pile")
      #expect(frame.items.count == 15)
      for item in frame.items {
        let (a, b) = (pileAttributes[item.indexPath.item], gridAttributes[item.indexPath.item])
        let expected = opening ? a.interpolated(to: b, fraction: progress) : b.interpolated(to: a, fraction: progress)
        let near = { (x: Double, y: Double) in abs(x - y) < 1e-9 }
        #expect(near(item.center.x, expected.center.x) && near(item.center.y, expected.center.y))
        #expect(near(item.size.width, expected.size.width) && near(item.size.height, expected.size.height))
        #expect(near(item.rotation, expected.transform.decomposition.rotation))
        #expect(near(item.alpha, expected.alpha) && item.zIndex == expected.zIndex)
        checked += 1
      }
    }
    #expect(checked == 15 * records.filter { if case .frame = $0.kind { true } else { false } }.count)
    #expect(checked > 15 * 80)
  }

  @Test("The rest after the release plays the remaining share of the 1 s change: finish from 0.7016, cancel from 0.0529")
  func completionTimes() throws {
    for (name, finished, percent) in [("open-finish", true, 0.7016), ("close-cancel", false, 0.0529)] {
      let summary = try replay(name).summary
      #expect(summary.outcome == (finished ? .finished : .cancelled), "\(name)")
      let release = try #require(summary.releaseTime)
      let p = try #require(summary.percentAtRelease)
      #expect(abs(p - percent) < 5e-5, "\(name)")
      let rest = finished ? 1 - p : p
      #expect(abs(try #require(summary.completionTime) - (release + rest * 1)) < 1e-6, "\(name)")
    }
  }

  @Test(
    "Finish and cancel from a known release land on the right layout, with the completion after the rest",
    arguments: [
      ("open-finish", true, 0.7016, "grid", ["Stack", "Grid"]), ("open-cancel", false, 0.1252, "pile", ["Stack"]),
      ("close-finish", true, 0.4595, "pile", ["Stack"]), ("close-cancel", false, 0.0529, "grid", ["Stack", "Grid"]),
    ])
  func finishAndCancelLand(_ name: String, _ finished: Bool, _ percent: Double, _ layout: String, _ stack: [String])
    throws
  {
    let replayer = try replay(name)
    let summary = replayer.summary
    #expect(summary.outcome == (finished ? .finished : .cancelled))
    let p = try #require(summary.percentAtRelease)
    #expect(abs(p - percent) < 5e-5)
    let release = try #require(summary.releaseTime)
    let completion = try #require(summary.completionTime)
    // The rest plays over the remaining share of the 1 s change, from the release.
    #expect(abs(completion - (release + (finished ? 1 - p : p))) < 1e-6)
    let records = replayer.run.records
    let completed = try #require(
      records.lastIndex { if case .scene(.transitionCompleted) = $0.kind { true } else { false } })
    #expect(records[completed].time == completion)
    // After the release every frame moves the items on toward the end the rule chose, and the last of
    // them is within a frame's share of it: the completion comes after the rest, not before or instead.
    let rest = layoutFrames(replayer).filter { $0.time > release && $0.time <= completion }
    let target = finished ? 1.0 : 0.0
    #expect(rest.count >= Int((finished ? 1 - p : p) * 60) - 1)
    let progresses = rest.compactMap(\.frame.progress)
    #expect(progresses.count == rest.count)
    #expect(zip(progresses, progresses.dropFirst()).allSatisfy { finished ? $1 >= $0 : $1 <= $0 })
    #expect(abs(try #require(progresses.last) - target) < 0.02)
    // Nothing is in flight after the completion: the collection view rests on the chosen layout, with the
    // controllers the stack should have, and every cell at that layout's attributes.
    for record in records[completed...] {
      if case .layout(let frame) = record.kind { #expect(frame.to == nil && frame.from == layout) }
    }
    let navigation = try #require(replayer.run.scene.rootViewController as? NavigationController)
    #expect(navigation.viewControllers.map(\.title) == stack)
    let top = try #require(navigation.topViewController as? CollectionViewController)
    let view = top.collectionView
    #expect(navigation.viewControllers.allSatisfy { ($0 as? CollectionViewController)?.collectionView === view })
    #expect(view.collectionViewLayout === top.collectionViewLayout && !view.isLayoutTransitionInProgress)
    #expect(top.collectionViewLayout is CollectionViewFlowLayout == (layout == "grid"))
    for cell in view.cells {
      let attributes = try #require(top.collectionViewLayout.layoutAttributesForItem(at: cell.indexPath))
      let shown = cell.layer.presentation()
      #expect(cell.layer.animationKeys.isEmpty)
      #expect(shown.position == attributes.center && shown.bounds.size == attributes.size)
      #expect(shown.opacity == attributes.alpha && shown.zPosition == Double(attributes.zIndex))
    }
  }

  @Test("A pinch in on the pile and a spread on the grid start nothing, and say why")
  func refusals() throws {
    var options = Scenario.pinchLayout.defaultOptions
    try options.set("items", to: "4")
    let reader = try LabTrace(path: Glide.path("traces/synaptics/pinch-in-fast.evemu")).open()
    let replayer = Replayer(scenario: .pinchLayout, options: options, device: reader.device)
    let summary = try replayer.replay { try reader.next() }
    #expect(summary.transitionsStarted == 0)
    let notes = replayer.run.records.compactMap { if case .note(let text) = $0.kind { text } else { nil } }
    #expect(notes == ["pinch pinched in on the pile: nothing to gather"])
  }

  @Test("Spreading maps scale / startScale − 1 to progress, and re-anchors where the fingers take hold again")
  func spreadMapping() {
    let mapping = GestureMapping.spread(startScale: 1.25)
    #expect(mapping.percent(for: 2.5) == 1 && mapping.percent(for: 1.875) == 0.5)
    #expect(mapping.velocity(for: 2) == 1.6)
    let again = mapping.anchored(at: 0.9, percent: 0.5)
    #expect(again == .spread(startScale: 0.6))
    #expect(abs(again.percent(for: 0.9) - 0.5) < 1e-15)
    // KWin's pinch units, |s − 1| / 0.2.
    #expect(PeerProgressMapping.kwin.applied(to: mapping, axis: .horizontal) == .spread(startScale: 1.25, scaleChange: 0.2))
  }

  @Test("The JSON layout record carries the progress and every item's documented fields")
  func jsonLayoutRecord() throws {
    let replayer = try replay("open-finish")
    let record = try #require(replayer.run.records.first { if case .layout = $0.kind { true } else { false } })
    let line = JSONLinesFormatter.line(record)
    #expect(line.hasPrefix("{\"type\":\"layout\",\"time\":0.100000,\"index\":0,\"from\":\"pile\",\"to\":\"grid\",\"progress\":0.000000,\"items\":[{\"item\":0,\"section\":0,\"centerX\":195.000000,\"centerY\":422.000000,\"width\":150.000000,\"height\":200.000000,\"rotation\":0.000000,\"scale\":1.000000,\"alpha\":1.000000,\"zIndex\":15,\"hidden\":false},"))
    let text = TextLogFormatter.line(record)
    #expect(text.hasPrefix("0.1000     layout 0  pile → grid  progress 0.0000  15 items, 6 shown: item 0 (195.0, 422.0 150.0×200.0) | item 14"))
  }
}
