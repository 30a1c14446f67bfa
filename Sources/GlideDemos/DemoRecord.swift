public import GlideAnimation
import Foundation

/// What a demo's log says at a moment: an input it was given, or the layers it follows as presented
/// at a display frame.
public struct DemoRecord: Hashable, Sendable {
  /// Seconds from the demo's start.
  public var time: Double
  public var kind: Kind

  public enum Kind: Hashable, Sendable {
    /// A display frame: each followed layer as presented.
    case frame(number: Int, layers: [LayerValues])
    /// A tap or drag step, as delivered.
    case input(DemoInput.Kind)
  }

  /// A followed layer's presented values.
  public struct LayerValues: Hashable, Sendable {
    public var name: String
    /// Where its anchor point sits in its superlayer, points.
    public var position: Point
    /// Its bounds' size, points.
    public var size: Size
    /// Its transform's turn about z, radians, clockwise on screen positive (−π to π).
    public var rotation: Double
    /// Its transform's scale along x (1: unscaled).
    public var scale: Double
    public var opacity: Double
    public var backgroundColor: Color
    public var isHidden: Bool

    /// The values of `state`, named `name`.
    public init(name: String, _ state: LayerState) {
      self.name = name
      position = state.position
      size = state.bounds.size
      let m = state.transform
      rotation = atan2(m.m12, m.m11)
      scale = (m.m11 * m.m11 + m.m12 * m.m12).squareRoot()
      opacity = state.opacity
      backgroundColor = state.backgroundColor
      isHidden = state.isHidden
    }
  }
}
