import Foundation
import GlideInput

/// How two followed fingers move relative to each other: libinput's pinch-versus-scroll decision
/// (`tp_gesture_detect_motion_gestures`), so that a scroll never starts a pinch and a pinch never
/// starts a pan.
///
/// The two fingers are the top-most and bottom-most of the touches down (libinput's choice for three or
/// more). Displacements are measured in mm from where each finger was when tracking started:
/// - both moved less than ``undecidedDistance`` (1 mm): ``Motion/undecided``;
/// - one moved at least `maxMove` (4 mm + 2 mm per finger beyond two) while the other stayed under
///   `minMove` (1.5 mm + 0.5 mm per finger beyond two): ``Motion/parallel`` (a one-finger scroll);
/// - both moved at least `minMove`: their compass directions (one or two of eight octants each) are
///   compared; the same or neighbouring octants are ``Motion/parallel``, anything else ``Motion/spread``
///   (a pinch or a rotation);
/// - after ``decisionTimeout`` (300 ms) with the fingers side by side (within 40 mm across and 7 mm
///   down): ``Motion/parallel``.
///
/// libinput starts scrolling at 150 ms and may still switch to a pinch until 300 ms; a recogniser cannot
/// take back a begin, so Glide waits for the final decision instead: the direction test as soon as it
/// applies, the side-by-side rule at 300 ms.
public enum TwoFingerMotion: String, Hashable, Sendable {
  /// Not enough movement to tell yet.
  case undecided
  /// The fingers move together: a scroll, a pan, a swipe.
  case parallel
  /// The fingers move apart, together or around each other: a pinch or a rotation.
  case spread

  /// Both fingers under this distance (mm): no decision.
  public static let undecidedDistance = 1.0
  /// The longest Glide waits for the direction test before the side-by-side rule applies (seconds).
  public static let decisionTimeout = 0.3

  /// Decides from two fingers' displacements (mm), their current positions (mm), the seconds since
  /// tracking started and how many fingers are down.
  public static func classify(
    first: TouchTracker.Track, second: TouchTracker.Track, elapsed: Double, fingerCount: Int
  ) -> TwoFingerMotion {
    let extra = Double(max(0, fingerCount - 2))
    let minMove = 1.5 + 0.5 * extra
    let maxMove = 4.0 + 2.0 * extra
    let a = first.displacement, b = second.displacement
    if a.length < undecidedDistance && b.length < undecidedDistance { return .undecided }
    if (a.length >= maxMove && b.length < minMove) || (b.length >= maxMove && a.length < minMove) {
      return .parallel
    }
    if a.length >= minMove && b.length >= minMove {
      return sameDirection(octants(a), octants(b)) ? .parallel : .spread
    }
    let across = abs(first.current.x - second.current.x)
    let down = abs(first.current.y - second.current.y)
    if elapsed > decisionTimeout && across < 40 && down < 7 { return .parallel }
    return .undecided
  }

  /// The two tracks libinput compares: the top-most and bottom-most (smallest and largest y).
  public static func pair(in tracker: TouchTracker) -> (TouchTracker.Track, TouchTracker.Track)? {
    guard tracker.count >= 2 else { return nil }
    // The first and last in (y, id) order, found in one pass (no sorted copy per frame; ids are unique).
    let tracks = tracker.tracks
    var top = tracks[0], bottom = tracks[0]
    for track in tracks.dropFirst() {
      if (track.current.y, track.id) < (top.current.y, top.id) { top = track }
      if (track.current.y, track.id) > (bottom.current.y, bottom.id) { bottom = track }
    }
    return (top, bottom)
  }

  // MARK: - Compass octants

  /// Bit 0 is north (towards smaller y), then clockwise: NE, E, SE, S, SW, W, NW.
  static func octants(_ v: MillimetreVector) -> UInt8 {
    if abs(v.dx) < 2 && abs(v.dy) < 2 {
      // Small moves: a coarse quadrant (or half-plane) of three octants.
      switch (v.dx.sign3, v.dy.sign3) {
      case (1, 1): return 0b0001_1100  // E SE S
      case (1, -1): return 0b0000_0111  // N NE E
      case (-1, 1): return 0b0111_0000  // S SW W
      case (-1, -1): return 0b1100_0001  // W NW N
      case (1, 0): return 0b0000_1110  // NE E SE
      case (-1, 0): return 0b1110_0000  // SW W NW
      case (0, 1): return 0b0011_1000  // SE S SW
      case (0, -1): return 0b1000_0011  // NW N NE
      default: return 0
      }
    }
    // The angle from north, clockwise, in eighths of a turn: [0, 8).
    let eighths = (8 - atan2(-v.dy, v.dx) * 4 / Double.pi + 2).truncatingRemainder(dividingBy: 8)
    let d1 = Int(eighths + 0.9) % 8
    let d2 = Int(eighths + 0.1) % 8
    return UInt8(1 << d1) | UInt8(1 << d2)
  }

  /// Same or neighbouring octants (north and north-west are neighbours too).
  static func sameDirection(_ a: UInt8, _ b: UInt8) -> Bool {
    ((a | (a >> 1)) & b) != 0 || ((b | (b >> 1)) & a) != 0
      || (a & 0x80 != 0 && b & 0x01 != 0) || (b & 0x80 != 0 && a & 0x01 != 0)
  }
}

extension Double {
  /// -1, 0 or 1.
  var sign3: Int { self > 0 ? 1 : self < 0 ? -1 : 0 }
}
