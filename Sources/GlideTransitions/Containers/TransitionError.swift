/// Why a container, or an interactive view transition, refused a request. Messages say what to do instead.
public enum TransitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A transition is running and the container's policy is to refuse new requests.
  case transitionInProgress(requested: TransitionOperation, running: TransitionOperation)
  /// Popping the root controller of a navigation stack.
  case cannotPopRootViewController(String)
  /// Pushing a controller that is already in the stack.
  case alreadyInStack(String)
  /// Presenting from a controller that already presents another.
  case alreadyPresenting(presenter: String, presented: String)
  /// Dismissing when nothing is presented.
  case nothingToDismiss(String)
  /// Selecting a tab index that does not exist.
  case tabIndexOutOfRange(index: Int, count: Int)
  /// An interactive view transition of a view (named) that is not in a superview to show it in.
  case notInSuperview(String)
  /// An interactive view transition of a view (named) that is already in one.
  case viewTransitionInProgress(String)
  /// An interactive transition asked of an interactor that drives another that has not completed.
  case interactorBusy

  public var description: String {
    switch self {
    case .transitionInProgress(let requested, let running):
      "cannot \(requested.rawValue) while a \(running.rawValue) transition is running; wait for it to complete, or set the container's requestPolicy to .queue"
    case .cannotPopRootViewController(let title):
      "cannot pop \(title): it is the root of the navigation stack"
    case .alreadyInStack(let title):
      "cannot push \(title): it is already in the navigation stack"
    case .alreadyPresenting(let presenter, let presented):
      "\(presenter) already presents \(presented); dismiss it first"
    case .nothingToDismiss(let title):
      "\(title) presents nothing to dismiss"
    case .tabIndexOutOfRange(let index, let count):
      "tab index \(index) is out of range; the tab bar controller has \(count) tabs (0…\(max(count - 1, 0)))"
    case .notInSuperview(let name):
      "cannot transition \(name) interactively: it has no superview to show the transition in; add it to one first"
    case .viewTransitionInProgress(let name):
      "cannot start an interactive transition of \(name) while another one runs; wait for its completion"
    case .interactorBusy:
      "the interactor still drives a transition that has not completed; use a new one or wait for the completion"
    }
  }
}

/// What a container does with a request made while a transition is running.
public enum TransitionRequestPolicy: String, Hashable, Sendable {
  /// Run it after the running transition completes (the default).
  case queue
  /// Refuse it with ``TransitionError/transitionInProgress(requested:running:)``.
  case refuse
}
