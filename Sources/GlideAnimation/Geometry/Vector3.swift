/// Three numbers as a row: a row of a matrix or a direction, for the decomposition's arithmetic.
struct Vector3: Equatable {
  var x: Double, y: Double, z: Double

  init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }

  static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
  static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
  static func * (a: Vector3, k: Double) -> Vector3 { Vector3(a.x * k, a.y * k, a.z * k) }

  func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
  func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
  var length: Double { dot(self).squareRoot() }
  /// Scaled to unit length; zero stays zero.
  var normalized: Vector3 {
    let l = length
    return l > 0 ? self * (1 / l) : Vector3(0, 0, 0)
  }

  /// x with L·x = `column`, where L has the rows given; nil when L is singular.
  static func solve(rows: (Vector3, Vector3, Vector3), _ column: Vector3) -> Vector3? {
    let (a, b, c) = rows
    // Cramer's rule with the cofactors as cross products: L⁻¹ has the columns b×c, c×a, a×b over det.
    let (bc, ca, ab) = (b.cross(c), c.cross(a), a.cross(b))
    let det = a.dot(bc)
    let scale = max(a.length * b.length * c.length, 1e-300)
    guard det.isFinite, abs(det) > 1e-14 * scale else { return nil }
    return (bc * column.x + ca * column.y + ab * column.z) * (1 / det)
  }

  /// Fills the zero rows of an orthonormal set (some rows zero, the rest unit and perpendicular) so that
  /// the three make a right-handed orthonormal basis: a collapsed axis turns with the others.
  static func complete(_ u0: inout Vector3, _ u1: inout Vector3, _ u2: inout Vector3) {
    let zero = Vector3(0, 0, 0)
    switch (u0 != zero, u1 != zero, u2 != zero) {
    case (true, true, true): return
    case (true, true, false): u2 = u0.cross(u1)
    case (true, false, true): u1 = u2.cross(u0)
    case (false, true, true): u0 = u1.cross(u2)
    case (true, false, false):
      u1 = perpendicular(to: u0)
      u2 = u0.cross(u1)
    case (false, true, false):
      u2 = perpendicular(to: u1)
      u0 = u1.cross(u2)
    case (false, false, true):
      u0 = perpendicular(to: u2)
      u1 = u2.cross(u0)
    case (false, false, false): (u0, u1, u2) = (Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1))
    }
  }

  /// A unit vector perpendicular to the unit vector `u`: the axis least along it, made perpendicular.
  private static func perpendicular(to u: Vector3) -> Vector3 {
    let axis: Vector3
    if abs(u.x) <= abs(u.y) && abs(u.x) <= abs(u.z) {
      axis = Vector3(1, 0, 0)
    } else if abs(u.y) <= abs(u.z) {
      axis = Vector3(0, 1, 0)
    } else {
      axis = Vector3(0, 0, 1)
    }
    return (axis - u * u.dot(axis)).normalized
  }
}
