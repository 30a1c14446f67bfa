/// An edge of the touch surface, for edge swipes.
public enum SurfaceEdge: String, CaseIterable, Hashable, Sendable {
  case left, right, top, bottom

  /// The unit direction pointing from this edge into the surface.
  public var inward: MillimetreVector {
    switch self {
    case .left: MillimetreVector(dx: 1, dy: 0)
    case .right: MillimetreVector(dx: -1, dy: 0)
    case .top: MillimetreVector(dx: 0, dy: 1)
    case .bottom: MillimetreVector(dx: 0, dy: -1)
    }
  }
}
