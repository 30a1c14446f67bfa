/// Applies the motion effects of every view in a window for a viewer offset: what UIKit's motion
/// manager does with the device's attitude. Call ``update(viewerOffset:)`` at each display frame with
/// the offset for that frame (from an accelerometer, a finger, a slider); it reads no clock and no
/// sensor itself, and the values it puts on screen depend on the offset alone.
///
/// ```swift
/// var motion = MotionEffectEngine(window: scene.window)
/// motion.update(viewerOffset: ViewerOffset(horizontal: 0.5, vertical: 0))   // card.center.x + 10 on screen
/// ```
public struct MotionEffectEngine {
  /// The root of the views it updates (views outside it keep what they had, as UIKit applies effects
  /// only to views in a window).
  public let window: View
  /// The offset of the last update (zero before the first).
  public private(set) var viewerOffset = ViewerOffset.zero

  public init(window: View) {
    self.window = window
  }

  /// Applies every effect of every view in the window's tree (parents before children) for
  /// `viewerOffset`.
  /// - Returns: How many views' presented values changed.
  @discardableResult
  public mutating func update(viewerOffset: ViewerOffset) -> Int {
    self.viewerOffset = viewerOffset
    return Self.apply(viewerOffset, to: window)
  }

  private static func apply(_ offset: ViewerOffset, to view: View) -> Int {
    var changed = view.applyMotionEffects(for: offset) ? 1 : 0
    for subview in view.subviews { changed += apply(offset, to: subview) }
    return changed
  }
}
