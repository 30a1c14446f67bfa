/// How a touchpad stands for the simulated screen in a scenario that works in the screen's points
/// (back-swipe): one uniform scale, ``pointsPerMillimetre``, with the pad's top-left corner on the
/// screen's. Finger travel in mm becomes travel in points, and where a finger landed becomes a point on
/// the screen (the back swipe refuses a finger that landed in the navigation bar).
///
/// The scale is a fixed density by default, UIKit's nominal 160 points per inch (6.3 points per mm),
/// rather than the pad's width spread over the screen's: libinput normalises touchpads to physical
/// units precisely so that gestures feel the same on every pad, GNOME and KWin count their thresholds in
/// those units, and UIKit's own numbers are about a finger on glass: its 187.5-point threshold is the
/// 29.8 mm a thumb travels across half an iPhone. At 160 per inch a swipe that pops past that threshold
/// is 29.8 mm on the 66 mm Synaptics pad and on the 101 mm precision pad alike; the pad's width over the
/// screen's would make it 31.7 mm on one and 48.6 mm on the other, and a fling would need to be half as
/// fast again on the larger pad. `pointsPerInch` 0 chooses that mapping all the same.
struct TouchpadScreenMapping: Hashable, Sendable {
  /// Screen points per millimetre of finger travel.
  let pointsPerMillimetre: Double

  /// UIKit's nominal density at 1×: 160 points per inch.
  static let nominalPointsPerInch = 160.0

  /// `pointsPerInch` of finger travel; 0 (or less) spreads the pad's width (`padWidth`, mm) over the
  /// screen's (`screenWidth`, points).
  init(pointsPerInch: Double, screenWidth: Double, padWidth: Double) {
    pointsPerMillimetre =
      pointsPerInch > 0 ? pointsPerInch / 25.4 : padWidth > 0 ? screenWidth / padWidth : Self.nominalPointsPerInch / 25.4
  }

  /// Millimetres on the pad as points on the screen.
  func points(_ millimetres: Double) -> Double { millimetres * pointsPerMillimetre }

  /// Points on the screen as millimetres on the pad.
  func millimetres(_ points: Double) -> Double { points / pointsPerMillimetre }
}
