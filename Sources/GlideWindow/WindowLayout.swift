public import GlideAnimation

/// Where things sit in the simulator window, in window points (pixels are points × ``scale``): the
/// simulated screen on the left, the touchpad surface beside it, and the heads-up lines under both.
///
/// The window's content has this natural size; a window resized to any other size shows it scaled
/// uniformly and centred (SDL's logical size), so resizing keeps the aspect ratio, and mouse positions
/// come back in these same units.
public struct WindowLayout: Hashable, Sendable {
  /// Points around and between the parts.
  public static let margin = 16.0
  /// The heads-up text's size and line height, points.
  public static let (fontSize, lineHeight) = (14.0, 20.0)
  /// How many heads-up lines there are.
  public static let lineCount = 3

  /// Pixels per point.
  public let scale: Double
  /// The simulated screen.
  public let screen: Rect
  /// The touchpad surface: its millimetres fitted into a box as wide as the screen and no taller.
  public let surface: Rect
  /// The surface's size, millimetres.
  public let surfaceMillimetres: Size
  /// The heads-up lines' band, across the whole width.
  public let headsUp: Rect
  /// The whole content.
  public let size: Size

  /// The layout for a screen of `screenSize` points and a touch surface of `surfaceMillimetres`, drawn at
  /// `scale` pixels per point.
  public init(screenSize: Size, surfaceMillimetres: Size, scale: Double) {
    let m = Self.margin
    self.scale = scale
    self.surfaceMillimetres = surfaceMillimetres
    screen = Rect(x: m, y: m, width: screenSize.width, height: screenSize.height)
    let aspect = surfaceMillimetres.width > 0 && surfaceMillimetres.height > 0
      ? surfaceMillimetres.height / surfaceMillimetres.width : 1
    var width = screenSize.width
    var height = width * aspect
    if height > screenSize.height {
      height = screenSize.height
      width = height / aspect
    }
    surface = Rect(x: m + screenSize.width + m, y: m, width: width, height: height)
    let top = m + max(screenSize.height, height) + m
    let textWidth = max(screen.width + m + surface.width, 560)
    headsUp = Rect(x: m, y: top, width: textWidth, height: Double(Self.lineCount) * Self.lineHeight)
    size = Size(width: m + textWidth + m, height: top + headsUp.height + m)
  }

  /// Points of the surface per millimetre.
  public var pointsPerMillimetre: Double {
    surfaceMillimetres.width > 0 ? surface.width / surfaceMillimetres.width : 1
  }

  /// The content's size in pixels.
  public var pixelSize: (width: Int, height: Int) {
    (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
  }

  /// `rect` in pixels of the content (as SDL wants a destination).
  public func pixels(_ rect: Rect) -> (x: Int, y: Int, width: Int, height: Int) {
    let x0 = Int((rect.minX * scale).rounded())
    let y0 = Int((rect.minY * scale).rounded())
    let x1 = Int(((rect.minX + rect.width) * scale).rounded())
    let y1 = Int(((rect.minY + rect.height) * scale).rounded())
    return (x0, y0, x1 - x0, y1 - y0)
  }

  /// A point of the content, in pixels, as a point of the simulated screen (its origin top-left), or
  /// nil when it is outside the screen.
  public func screenPoint(pixelX: Double, pixelY: Double) -> Point? {
    let point = clampedScreenPoint(pixelX: pixelX, pixelY: pixelY)
    let x = pixelX / scale - screen.minX
    let y = pixelY / scale - screen.minY
    guard x >= 0, y >= 0, x <= screen.width, y <= screen.height else { return nil }
    return point
  }

  /// A point of the content, in pixels, as a point of the simulated screen, held to its edges (a drag
  /// that leaves the screen keeps its fingers on the edge).
  public func clampedScreenPoint(pixelX: Double, pixelY: Double) -> Point {
    Point(
      x: min(max(pixelX / scale - screen.minX, 0), screen.width),
      y: min(max(pixelY / scale - screen.minY, 0), screen.height))
  }
}
