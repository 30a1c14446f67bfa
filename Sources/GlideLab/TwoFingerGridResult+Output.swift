import GlideGestures
import GlideSimulation
import GlideTraceTesting

extension TwoFingerGridResult {
  /// The confusion matrix as a Markdown table, the goals under it, and up to `missLimit` misses.
  public func report(missLimit: Int = 50) -> String {
    var lines = [
      "| \(entries.count) cases | pinch | pan | both | nothing |",
      "|---|---:|---:|---:|---:|",
    ]
    for row in Row.allCases {
      let cells = TwoFingerGridVerdict.Outcome.allCases.map { String(count(row, $0)) }
      lines.append("| \(row.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
    let percent = pinchCount == 0 ? 0 : 100 * Double(pinchesRecognised) / Double(pinchCount)
    lines.append("")
    let error = scaleError
    lines.append(
      pinchCount == 0
        ? "pinches recognised with the right scale: none among these cases (goal ≥ 99 %: nothing to measure)"
        : "pinches recognised with the right scale: \(pinchesRecognised) of \(pinchCount) "
          + "(\(SVG.number(percent, 2)) %; goal ≥ 99 %)")
    lines.append(
      "  of which off by more than 0.05, within 3 standard deviations of the jitter's own error: "
        + "\(pinchesBeyondStrictScale); final scale error: mean \(SVG.number(error.mean, 4)), "
        + "rms \(SVG.number(error.rms, 4))")
    let sameWay = entries.filter { $0.expectation == .sameWayPinch }
    lines.append(
      "same-way pinches (both fingers move the same way by a reading of their paths: a scroll by libinput's rule, pinch or pan accepted): "
        + "\(sameWay.count), \(count(.sameWayPinches, .pinch)) as pinches, \(count(.sameWayPinches, .pan)) as pans")
    lines.append("  " + Self.readings(sameWay, .parallel))
    let apartFirst = entries.filter { $0.expectation == .apartFirstScroll }
    lines.append(
      "apart-first scrolls (the distance swings 3 mm while the fingers move apart or together by a reading of their paths: a pinch by "
        + "libinput's rule, pinch or pan accepted): \(apartFirst.count), \(count(.apartFirstScrolls, .pinch)) as pinches, "
        + "\(count(.apartFirstScrolls, .pan)) as pans")
    lines.append("  " + Self.readings(apartFirst, .spread))
    lines.append("scrolls recognised as pinches: \(scrollsAsPinches) (goal 0)")
    lines.append("gestures of 5 mm or more with nothing: \(nothingAfterFiveMillimetres) (goal 0)")
    lines.append("pans begun first, then cancelled for the pinch: \(revisions)")
    lines.append("cases where the pinch alone and in the arena differ: \(arenaDisagreements)")
    lines.append("goals: \(meetsGoals ? "met" : "NOT met")")
    let misses = self.misses
    if !misses.isEmpty {
      lines.append("")
      lines.append("misses (\(misses.count)\(misses.count > missLimit ? ", first \(missLimit)" : "")):")
      for miss in misses.prefix(missLimit) {
        lines.append("  \(miss.gridCase.label): \(miss.reason)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Which reading of the cases' own paths put `entries` in their class by answering `motion`:
  /// libinput's (``TwoFingerGridCase/earlyMotion``), the exact one, or only one with its thresholds
  /// moved by what a measurement may be off (``TwoFingerGridCase/readings``).
  private static func readings(_ entries: [Entry], _ motion: TwoFingerMotion) -> String {
    var libinput = 0, exact = 0
    for entry in entries {
      if entry.readings[0] == motion {
        libinput += 1
      } else if entry.readings[1] == motion {
        exact += 1
      }
    }
    return "by libinput's reading of their paths: \(libinput); only when read exactly: \(exact); "
      + "only with thresholds moved by what a measurement may be off: \(entries.count - libinput - exact)"
  }
}
