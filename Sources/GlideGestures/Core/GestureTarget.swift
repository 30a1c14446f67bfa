/// One observer of a recogniser, as ``GestureRecognizer/addTarget(_:)`` returns it: the handle to
/// remove it with ``GestureRecognizer/removeTarget(_:)``.
public struct GestureTarget: Hashable, Sendable {
  let id: Int
}
