import Foundation

/// A page curl: how a flat layer bends when its page is turned, as UIKit's `transitionCurlUp` and
/// `transitionCurlDown` show it, as a value a renderer applies to the layer's content (flattened, then
/// drawn through a mesh this deformation moves).
///
/// The model is a cylinder of ``radius`` points lying on the page with its axis along the *contact
/// line*, the line through the point ``position`` points along ``direction`` from the layer's centre
/// and square to ``direction``. The cylinder rolls in ``direction``; the part of the page it has rolled
/// over wraps around it and comes back over the top, face down:
///
/// - a point the line has not reached (behind it by t ≤ 0, where t is measured against ``direction``)
///   stays where it is, flat, z = 0;
/// - a point the line passed by 0 < t ≤ π·r lies on the cylinder: at angle θ = t / r round it, it sits
///   r·sin θ behind the line and r·(1 − cos θ) above the page (its back faces the viewer once θ > π/2);
/// - a point further than π·r lies flat on top, 2·r above the page, t − π·r *ahead* of the line, showing
///   its back.
///
/// Lengths along the page are kept (the page does not stretch), which is what makes it read as paper:
/// the cylinder is the shape a sheet takes when one edge is lifted and pulled over itself. z is toward
/// the viewer (Core Animation's: with `m34 < 0` a raised point draws larger).
public struct PageCurl: Hashable, Sendable {
  /// The way the curl travels across the page, a unit vector in the layer's coordinates (y down):
  /// (0, −1) curls up from the bottom edge, (0, 1) down from the top.
  public var direction: Vector
  /// Where the contact line is: its signed distance from the layer's bounds centre along ``direction``,
  /// points.
  public var position: Double
  /// The cylinder's radius, points.
  public var radius: Double
  /// The centre of the layer's bounds, in its own coordinates.
  public var center: Point

  /// A curl with the contact line `position` points from `center` along `direction` (normalised here).
  public init(direction: Vector, position: Double, radius: Double, center: Point) {
    let length = direction.length
    self.direction = length > 0 ? direction * (1 / length) : Vector(dx: 0, dy: -1)
    self.position = position
    self.radius = max(radius, 1e-6)
    self.center = center
  }

  /// Where a point of the page goes.
  public struct Deformed: Hashable, Sendable {
    /// The point in the layer's plane coordinates, points.
    public var x: Double
    public var y: Double
    /// Height above the page, toward the viewer, points.
    public var z: Double
    /// Whether the viewer sees the page's back here (the sheet has turned over).
    public var showsBack: Bool
    /// How far the sheet has turned here, radians: 0 where it lies flat, θ = t / r round the cylinder,
    /// π on the part laid back over the top (for shading: ``brightness(angle:)``).
    public var angle: Double

    public init(x: Double, y: Double, z: Double, showsBack: Bool, angle: Double = 0) {
      (self.x, self.y, self.z, self.showsBack, self.angle) = (x, y, z, showsBack, angle)
    }
  }

  /// Where the point (`x`, `y`) of the flat page goes under this curl.
  public func deform(x: Double, y: Double) -> Deformed {
    let (dx, dy) = (direction.dx, direction.dy)
    // Signed distance of the point ahead of the contact line along `direction`; t is how far behind.
    let ahead = (x - center.x) * dx + (y - center.y) * dy - position
    let t = -ahead
    guard t > 0 else { return Deformed(x: x, y: y, z: 0, showsBack: false) }
    let along: Double  // new signed distance ahead of the line
    let z: Double
    let halfTurn = Double.pi * radius
    if t <= halfTurn {
      let theta = t / radius
      along = -radius * sin(theta)
      z = radius * (1 - cos(theta))
      return moved(x: x, y: y, ahead: ahead, to: along, z: z, showsBack: theta > Double.pi / 2, angle: theta)
    }
    along = t - halfTurn
    z = 2 * radius
    return moved(x: x, y: y, ahead: ahead, to: along, z: z, showsBack: true, angle: Double.pi)
  }

  /// The point moved along `direction` from `ahead` to `newAhead` (its position across the direction
  /// unchanged), lifted to `z`.
  private func moved(
    x: Double, y: Double, ahead: Double, to newAhead: Double, z: Double, showsBack: Bool, angle: Double
  ) -> Deformed {
    let shift = newAhead - ahead
    return Deformed(
      x: x + direction.dx * shift, y: y + direction.dy * shift, z: z, showsBack: showsBack, angle: angle)
  }

  /// How far behind the contact line the page's point (`x`, `y`) is, points: t of the model (≤ 0 where
  /// the line has not reached it).
  public func distanceBehindLine(x: Double, y: Double) -> Double {
    position - ((x - center.x) * direction.dx + (y - center.y) * direction.dy)
  }

  // MARK: - Shading (Glide's, the same in every renderer)

  /// How bright the sheet looks where it has turned by `angle` (``Deformed/angle``), 0…1: a matte sheet
  /// lit from the viewer, 0.7 + 0.3·|cos θ|, full where it faces the viewer (flat, or laid back over the
  /// top) and darkest (0.7) where the roll is edge-on, which is what makes the roll read as round.
  public static func brightness(angle: Double) -> Double { 0.7 + 0.3 * abs(cos(angle)) }

  /// The colour of the page's back for a page of `front` colour: halfway to white, as thin paper seen
  /// from behind looks paler (what is printed on the front, which shows faintly through real paper, is
  /// left out).
  public static func backColor(of front: Color) -> Color {
    Color(
      red: (front.red + 1) / 2, green: (front.green + 1) / 2, blue: (front.blue + 1) / 2, alpha: front.alpha)
  }

  /// The colour a renderer paints the sheet with where it has turned by `angle`: `front` (the page's
  /// colour) or its ``backColor(of:)`` where the back shows, times ``brightness(angle:)``.
  public static func shaded(_ front: Color, angle: Double, showsBack: Bool) -> Color {
    let base = showsBack ? backColor(of: front) : front
    let k = brightness(angle: angle)
    return Color(red: base.red * k, green: base.green * k, blue: base.blue * k, alpha: base.alpha)
  }

  /// The curl `progress` of the way through turning a page of `bounds` in `direction`: at 0 the contact
  /// line lies on the edge the curl starts from and nothing has moved; at 1 it is π·r beyond the far
  /// edge, where the whole page lies turned over beyond that edge. The line moves linearly with
  /// `progress`; a transition's timing curve shapes `progress` itself.
  public static func sweep(bounds: Rect, direction: Vector, radius: Double, progress: Double) -> PageCurl {
    let probe = PageCurl(direction: direction, position: 0, radius: radius, center: bounds.center)
    // Half the page's extent along the direction: its edges are at ±extent from the centre.
    let extent = (abs(probe.direction.dx) * bounds.width + abs(probe.direction.dy) * bounds.height) / 2
    let start = -extent
    let end = extent + Double.pi * probe.radius
    return PageCurl(
      direction: probe.direction, position: start + (end - start) * progress, radius: probe.radius,
      center: bounds.center)
  }
}
