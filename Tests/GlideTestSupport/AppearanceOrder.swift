/// UIKit's appearance-callback rules, shared by the invariant checks of the transition and simulation
/// tests. Callbacks are named as `SceneEvent.Appearance` spells them (`viewWillAppear` …) and the two
/// sides of a transition as `TransitionKey` does (`from`, `to`), so this module needs neither.
public enum AppearanceOrder {
  /// Where a controller is between appearing and disappearing.
  public enum State: String, Hashable, Sendable {
    case disappeared, appearing, appeared, disappearing
  }

  /// The state after `callback`, or nil when UIKit never sends it then: will/did pairs, and a "will"
  /// that reverses one in progress (a cancelled transition).
  public static func next(_ state: State, _ callback: String) -> State? {
    switch (state, callback) {
    case (.disappeared, "viewWillAppear"), (.disappearing, "viewWillAppear"): .appearing
    case (.appearing, "viewDidAppear"): .appeared
    case (.appeared, "viewWillDisappear"), (.appearing, "viewWillDisappear"): .disappearing
    case (.disappearing, "viewDidDisappear"): .disappeared
    default: nil
    }
  }

  /// The callbacks one transition sends its `sides` ("from", "to"), as "from.viewWillDisappear" …, in
  /// UIKit's order: the "will"s at the start, then the "did"s when it completed, or the reversal when it
  /// was cancelled (to.willDisappear, to.didDisappear, from.willAppear, from.didAppear).
  public static func expected(sides: Set<String>, completed: Bool) -> [String] {
    let steps: [(side: String, callback: String)] =
      completed
      ? [
        ("from", "viewWillDisappear"), ("to", "viewWillAppear"), ("from", "viewDidDisappear"),
        ("to", "viewDidAppear"),
      ]
      : [
        ("from", "viewWillDisappear"), ("to", "viewWillAppear"), ("to", "viewWillDisappear"),
        ("to", "viewDidDisappear"), ("from", "viewWillAppear"), ("from", "viewDidAppear"),
      ]
    return steps.filter { sides.contains($0.side) }.map { "\($0.side).\($0.callback)" }
  }
}
