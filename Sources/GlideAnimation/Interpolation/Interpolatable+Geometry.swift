extension Double: Interpolatable {
  public func interpolated(to other: Double, fraction: Double) -> Double { self + (other - self) * fraction }
  public func distance(to other: Double) -> Double { abs(other - self) }
  public func adding(_ other: Double) -> Double { self + other }
  public func subtracting(_ other: Double) -> Double { self - other }
  public static var additiveIdentity: Double { 0 }
}

extension Point: Interpolatable {
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(
      x: x.interpolated(to: other.x, fraction: fraction), y: y.interpolated(to: other.y, fraction: fraction))
  }
  public func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
  public func subtracting(_ other: Point) -> Point { Point(x: x - other.x, y: y - other.y) }
  public static var additiveIdentity: Point { .zero }
}

extension Size: Interpolatable {
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
  public func distance(to other: Size) -> Double {
    let (dw, dh) = (other.width - width, other.height - height)
    return (dw * dw + dh * dh).squareRoot()
  }
  public func adding(_ other: Size) -> Size {
    Size(width: width + other.width, height: height + other.height)
  }
  public func subtracting(_ other: Size) -> Size {
    Size(width: width - other.width, height: height - other.height)
  }
  public static var additiveIdentity: Size { .zero }
}

extension Rect: Interpolatable {
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
  public func distance(to other: Rect) -> Double {
    let (a, b) = (origin.distance(to: other.origin), size.distance(to: other.size))
    return (a * a + b * b).squareRoot()
  }
  public func adding(_ other: Rect) -> Rect {
    Rect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  public func subtracting(_ other: Rect) -> Rect {
    Rect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
  public static var additiveIdentity: Rect { .zero }
}

extension Color: Interpolatable {
  /// Component by component, not premultiplied (Core Animation's behaviour for `backgroundColor`).
  public func interpolated(to other: Color, fraction: Double) -> Color {
    Color(
      red: red.interpolated(to: other.red, fraction: fraction),
      green: green.interpolated(to: other.green, fraction: fraction),
      blue: blue.interpolated(to: other.blue, fraction: fraction),
      alpha: alpha.interpolated(to: other.alpha, fraction: fraction))
  }
  public func distance(to other: Color) -> Double {
    let d = [other.red - red, other.green - green, other.blue - blue, other.alpha - alpha]
    return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
  }
  public func adding(_ o: Color) -> Color {
    Color(red: red + o.red, green: green + o.green, blue: blue + o.blue, alpha: alpha + o.alpha)
  }
  public func subtracting(_ o: Color) -> Color {
    Color(red: red - o.red, green: green - o.green, blue: blue - o.blue, alpha: alpha - o.alpha)
  }
  public static var additiveIdentity: Color { .clear }
}
