/// One state observer of a recogniser, as ``GestureRecognizer/addStateObserver(_:)`` returns it: the
/// handle to remove it with ``GestureRecognizer/removeStateObserver(_:)``.
public struct GestureStateObserver: Hashable, Sendable {
  let id: Int
}
