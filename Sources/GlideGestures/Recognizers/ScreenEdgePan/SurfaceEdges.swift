public import GlideInput

/// A set of the touch surface's edges (UIKit's `UIRectEdge`), for ``ScreenEdgePanGestureRecognizer``.
public struct SurfaceEdges: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let left = SurfaceEdges(.left)
  public static let right = SurfaceEdges(.right)
  public static let top = SurfaceEdges(.top)
  public static let bottom = SurfaceEdges(.bottom)
  public static let all: SurfaceEdges = [.left, .right, .top, .bottom]

  /// The set holding just `edge`.
  public init(_ edge: SurfaceEdge) {
    switch edge {
    case .left: rawValue = 1
    case .right: rawValue = 2
    case .top: rawValue = 4
    case .bottom: rawValue = 8
    }
  }

  /// Whether the set holds `edge`.
  public func contains(_ edge: SurfaceEdge) -> Bool { contains(SurfaceEdges(edge)) }

  /// The edges in the set, in `SurfaceEdge/allCases` order.
  public var members: [SurfaceEdge] { SurfaceEdge.allCases.filter { contains($0) } }

  public var description: String { members.map(\.rawValue).joined(separator: ",") }
}
