import Foundation
public import GlideInput
public import GlideTransitions

/// The viewer offset from a finger on a touch surface, for a machine without an accelerometer: the
/// first touch down (the lowest id still down) at the surface's left edge is −1 horizontally, at its
/// right edge +1, and the top and bottom edges likewise vertically; with no finger down the target is
/// 0. The offset follows the target through the same first-order low-pass filter as ``TiltMapping``'s
/// smoothing (time constant τ, solved exactly between frames), so a finger landing does not jump the
/// effect; there is no re-centring (the finger is where it is).
public struct TouchOffsetMapping: Hashable, Sendable {
  /// The filter's time constant, seconds.
  public let smoothing: Double
  /// The surface the positions are mapped across.
  public let surface: SurfaceGeometry
  /// Where the finger puts the offset, and where the filter has it; nil before the first frame.
  public private(set) var target: Attitude?
  public private(set) var smoothed: Attitude?
  public private(set) var time: Double?

  public init(surface: SurfaceGeometry, smoothing: Double = 0.1) {
    self.surface = surface
    self.smoothing = smoothing
  }

  /// Runs the filter to the frame's time, then takes its first touch (or none) as the target.
  public mutating func add(_ frame: TouchFrame) {
    let at = frame.time.seconds
    advance(to: at)
    let touch = frame.activeTouches.min { $0.id.rawValue < $1.id.rawValue }
    let next = touch.map { touch in
      Attitude(
        horizontal: 2 * touch.location.x / surface.widthMillimetres - 1,
        vertical: 2 * touch.location.y / surface.heightMillimetres - 1)
    } ?? Attitude(horizontal: 0, vertical: 0)
    // Before the first frame the viewer is in front of the screen: the filter starts there, so a finger
    // landing off-centre eases the effect over rather than jumping it.
    if target == nil { (smoothed, time) = (Attitude(horizontal: 0, vertical: 0), at) }
    target = next
  }

  /// The input ended: no finger is down any more.
  public mutating func lift(at time: Double) {
    advance(to: time)
    if target != nil { target = Attitude(horizontal: 0, vertical: 0) }
  }

  /// Brings the offset to its target at once (the run's last resort, as ``TiltMapping/rest()``).
  public mutating func rest() {
    if target != nil { smoothed = target }
  }

  /// Runs the filter to `time` (seconds); earlier times change nothing.
  public mutating func advance(to time: Double) {
    guard let target, let smoothed, let from = self.time, time > from else { return }
    self.smoothed = TiltMapping.follow(smoothed, toward: target, over: time - from, timeConstant: smoothing)
    self.time = time
  }

  /// The viewer offset now; exactly the target once ``isSettled``.
  public var offset: ViewerOffset {
    guard let smoothed, let target else { return .zero }
    let shown = isSettled ? target : smoothed
    return ViewerOffset(horizontal: shown.horizontal, vertical: shown.vertical)
  }

  /// Whether the filter is within ``TiltMapping/settledOffset`` of its target.
  public var isSettled: Bool {
    guard let target, let smoothed else { return true }
    return abs(smoothed.horizontal - target.horizontal) <= TiltMapping.settledOffset
      && abs(smoothed.vertical - target.vertical) <= TiltMapping.settledOffset
  }
}
