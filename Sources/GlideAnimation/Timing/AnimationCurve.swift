/// UIKit's `UIView.AnimationCurve`, with its raw values (they go in bits 16–19 of the animation options).
public enum AnimationCurve: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case easeInOut = 0
  case easeIn = 1
  case easeOut = 2
  case linear = 3

  /// The Core Animation curve UIKit uses for this one (`easeInOut` is `kCAMediaTimingFunctionEaseInEaseOut`).
  public var timingFunction: CubicTimingFunction {
    switch self {
    case .easeInOut: .easeInEaseOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }

  public var description: String {
    switch self {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    }
  }
}
