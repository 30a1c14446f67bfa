public import GlideAnimation

/// Everything in the window but the simulated screen, as a layer tree to draw (a value, built afresh for
/// each frame): the backdrop with a frame around the screen, the touch surface with its contacts as
/// libinput's debug-gui draws them (each a circle at its size in mm with its id, its path behind it),
/// and the heads-up lines, the finish rule's decision marked by a swatch (green finish, red cancel).
public enum WindowOverlay {
  /// The colours, named for what they mark (the tests look for them).
  public static let backdrop = Color(red: 0.12, green: 0.12, blue: 0.13)
  public static let surfaceColour = Color(red: 0.22, green: 0.22, blue: 0.24)
  public static let surfaceBorder = Color(red: 0.45, green: 0.45, blue: 0.48)
  public static let contactColour = Color(red: 1, green: 0.55, blue: 0.1)
  public static let liftedColour = Color(red: 0.6, green: 0.6, blue: 0.62)
  public static let textColour = Color(red: 0.9, green: 0.9, blue: 0.92)
  public static let finishColour = Color(red: 0.2, green: 0.8, blue: 0.3)
  public static let cancelColour = Color(red: 0.9, green: 0.2, blue: 0.2)
  public static let undecidedColour = Color(red: 0.4, green: 0.4, blue: 0.42)
  /// The decision swatch's width, points (the heads-up text starts after it).
  public static let swatchWidth = 10.0

  /// The overlay of `layout` with `contacts` on the surface and `headsUp`'s lines.
  public static func snapshot(layout: WindowLayout, contacts: ContactTrails, headsUp: HeadsUpDisplay) -> LayerSnapshot {
    var layers: [LayerSnapshot] = []
    let screen = layout.screen
    layers.append(box("screen frame", screen.insetBy(-1), colour: surfaceBorder))
    layers.append(
      box("surface", layout.surface, colour: surfaceColour, border: (1, surfaceBorder), clips: true,
        sublayers: contactLayers(contacts, layout: layout)))
    layers += headsUpLayers(headsUp, in: layout.headsUp)
    return box(
      "overlay", Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), colour: backdrop,
      sublayers: layers)
  }

  /// The contacts and their paths, in the surface's coordinates.
  static func contactLayers(_ contacts: ContactTrails, layout: WindowLayout) -> [LayerSnapshot] {
    let k = layout.pointsPerMillimetre
    var layers: [LayerSnapshot] = []
    for contact in contacts.contacts {
      let colour = contact.isDown ? contactColour : liftedColour
      for point in contact.trail.dropLast() {
        let age = (contacts.time - point.time) / ContactTrails.trailSeconds
        // A 3-point square: at this size a rounded dot looks the same, and a square is one rectangle
        // fill where the rounded one was a fan of triangles (120 dots for two fingers' 0.75 s of trail).
        let dot = Rect(x: point.location.x * k - 1.5, y: point.location.y * k - 1.5, width: 3, height: 3)
        layers.append(box("trail", dot, colour: colour, radius: 0, opacity: max(0.15, 0.8 * (1 - age))))
      }
    }
    for contact in contacts.contacts {
      let colour = contact.isDown ? contactColour : liftedColour
      let (width, height) = (contact.major * k, contact.minor * k)
      let (x, y) = (contact.location.x * k, contact.location.y * k)
      let circle = Rect(x: x - width / 2, y: y - height / 2, width: width, height: height)
      layers.append(
        box(
          "contact \(contact.id.rawValue)", circle, colour: colour.withAlpha(0.45), radius: min(width, height) / 2,
          border: (2, colour), opacity: contact.isDown ? 1 : 0.6))
      layers.append(
        text("id \(contact.id.rawValue)", "\(contact.id.rawValue)", at: Point(x: x + width / 2 + 2, y: y - height / 2 - 14),
          size: 12, colour: colour))
    }
    return layers
  }

  /// The three heads-up lines, the second marked by the decision's swatch.
  static func headsUpLayers(_ headsUp: HeadsUpDisplay, in band: Rect) -> [LayerSnapshot] {
    let swatch: Color
    switch headsUp.outcome {
    case .finish: swatch = finishColour
    case .cancel: swatch = cancelColour
    case nil: swatch = undecidedColour
    }
    let lineHeight = WindowLayout.lineHeight
    var layers = [
      box(
        "decision", Rect(x: band.minX, y: band.minY + lineHeight + 3, width: swatchWidth, height: lineHeight - 6),
        colour: swatch, radius: 2)
    ]
    for (index, line) in headsUp.lines.enumerated() {
      layers.append(
        text(
          "heads-up \(index + 1)", line, at: Point(x: band.minX + swatchWidth + 8, y: band.minY + Double(index) * lineHeight + 2),
          size: WindowLayout.fontSize, colour: textColour))
    }
    return layers
  }

  // MARK: - Layers

  static func box(
    _ name: String, _ rect: Rect, colour: Color, radius: Double = 0, border: (Double, Color)? = nil,
    opacity: Double = 1, clips: Bool = false, sublayers: [LayerSnapshot] = []
  ) -> LayerSnapshot {
    let state = LayerState(
      position: Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2),
      bounds: Rect(x: 0, y: 0, width: rect.width, height: rect.height), opacity: opacity, backgroundColor: colour,
      borderWidth: border?.0 ?? 0, borderColor: border?.1 ?? .black, cornerRadius: radius, masksToBounds: clips)
    return LayerSnapshot(name: name, state: state, sublayers: sublayers)
  }

  static func text(_ name: String, _ string: String, at origin: Point, size: Double, colour: Color) -> LayerSnapshot {
    let bounds = Rect(x: 0, y: 0, width: 2000, height: size * 1.4)
    let state = LayerState(
      position: Point(x: origin.x, y: origin.y), bounds: bounds, anchorPoint: .zero,
      text: LayerText(string, fontSize: size, foregroundColor: colour))
    return LayerSnapshot(name: name, state: state)
  }
}

extension Rect {
  /// The rectangle grown by `amount` on every side (negative `amount`), or shrunk (positive).
  func insetBy(_ amount: Double) -> Rect {
    Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
  }
}

extension Color {
  func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}
