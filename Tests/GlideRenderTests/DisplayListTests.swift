import GlideAnimation
import Testing

@testable import GlideRender

/// The frame's commands before they run: what later opaque fills cover is left out or cut away.
@Suite("Display list")
struct DisplayListTests {
  static let canvas = PixelBox(x0: 0, y0: 0, x1: 100, y1: 100)
  static let grey = RGBA8(gray: 200, alpha: 255)

  /// Each command's kind and box, for comparing.
  static func summary(_ list: DisplayList) -> [String] {
    list.commands.map { command in
      switch command {
      case .fill(let b, let c): "fill \(b.x0),\(b.y0)–\(b.x1),\(b.y1) α\(c.alpha)"
      case .shape(_, _, _, _, let b): "shape \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .shadow(_, _, _, _, let b): "shadow \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .polygon(_, _, let b): "polygon \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .copy(_, _, _, let b): "copy \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .image(_, _, _, _, _, let b): "image \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .gradient(_, _, let b): "gradient \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .drawingShadow(_, let b): "drawing shadow \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .softShadow(_, let b): "soft shadow \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .curl(_, let b): "curl \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .beginPage(let b): "page \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .endPage: "end page"
      case .path(_, _, let b): "path \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .material(_, _, let b): "material \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .pushClip: "push"
      case .popClip: "pop"
      case .beginGroup(let b): "group \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .endGroup(let alpha, _): "end α\(alpha)"
      case .beginMask(let b): "mask \(b.x0),\(b.y0)–\(b.x1),\(b.y1)"
      case .endMask(let alpha): "end mask α\(alpha)"
      }
    }
  }

  @Test("A screen over the whole canvas drops the clear; a smaller one over it cuts the screen into four")
  func fillsUnderOpaqueFills() {
    var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    list.fill(Self.canvas, Self.grey)
    list.fill(PixelBox(x0: 20, y0: 30, x1: 80, y1: 90), RGBA8(gray: 50, alpha: 255))
    list.removeHiddenDrawing()
    #expect(
      Set(Self.summary(list)) == [
        "fill 0,0–100,30 α255", "fill 0,90–100,100 α255", "fill 0,30–20,90 α255", "fill 80,30–100,90 α255",
        "fill 20,30–80,90 α255",
      ])
    #expect(Self.summary(list).last == "fill 20,30–80,90 α255")
  }

  @Test("Translucent fills and groups do not hide what is under them; covered text and groups are left out")
  func whatHides() {
    var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    list.fill(PixelBox(x0: 0, y0: 0, x1: 50, y1: 50), Self.grey)
    let picture = Picture(texture: 1000, width: 10, height: 10, isStraightAlpha: true)
    list.copy(picture, into: PixelBox(x0: 10, y0: 10, x1: 20, y1: 20), alpha: 255)
    let started = list.beginGroup(in: PixelBox(x0: 5, y0: 5, x1: 40, y1: 40))
    #expect(started)
    list.fill(PixelBox(x0: 5, y0: 5, x1: 40, y1: 40), Self.grey)
    list.endGroup(alpha: 128, mask: nil)
    list.fill(PixelBox(x0: 0, y0: 0, x1: 45, y1: 45), RGBA8(gray: 10, alpha: 200))  // translucent: hides nothing
    list.fill(PixelBox(x0: 0, y0: 0, x1: 42, y1: 42), RGBA8(gray: 20, alpha: 255))
    list.removeHiddenDrawing()
    // The copy and the group lay under the last opaque fill: gone. What is left of each fill: the clear
    // outside the grey square, the grey square and the translucent fill outside the last fill.
    var area: [UInt8: Int] = [:]
    for command in list.commands {
      guard case .fill(let box, let colour) = command else {
        Issue.record("only fills should be left: \(Self.summary(list))")
        continue
      }
      area[colour.red, default: 0] += box.width * box.height
    }
    #expect(area == [0: 100 * 100 - 50 * 50, 200: 50 * 50 - 42 * 42, 10: 45 * 45 - 42 * 42, 20: 42 * 42])
    #expect(Self.summary(list).last == "fill 0,0–42,42 α255")
  }

  @Test("A command that comes or goes damages its own box; one in a new clip damages everything")
  func damageAcrossACountChange() throws {
    func list(_ boxes: [PixelBox], clipped: Bool = false) -> DisplayList {
      var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
      list.fill(PixelBox(x0: 0, y0: 0, x1: 100, y1: 10), Self.grey)  // a header that stays
      if clipped { list.pushClip(PixelBox(x0: 0, y0: 0, x1: 50, y1: 50)) }
      for box in boxes { list.fill(box, RGBA8(gray: 50, alpha: 255)) }
      if clipped { list.popClip() }
      list.fill(PixelBox(x0: 0, y0: 90, x1: 100, y1: 100), Self.grey)  // a footer that stays
      return list
    }
    let trail = [PixelBox(x0: 20, y0: 20, x1: 30, y1: 30), PixelBox(x0: 30, y0: 25, x1: 40, y1: 35)]
    let longer = trail + [PixelBox(x0: 40, y0: 30, x1: 50, y1: 40)]
    // A point more: only its box, not the canvas.
    let point = DamageRegion(PixelBox(x0: 40, y0: 30, x1: 50, y1: 40))
    #expect(list(longer).damage(since: list(trail)) == point)
    #expect(list(trail).damage(since: list(longer)) == point)
    // A point more at the start, the others the same: the new one only (the rest match from the end).
    let earlier = [PixelBox(x0: 5, y0: 15, x1: 12, y1: 22)] + trail
    #expect(list(earlier).damage(since: list(trail)) == DamageRegion(PixelBox(x0: 5, y0: 15, x1: 12, y1: 22)))
    // Every point moved and one more: the boxes of all, before and after, touching ones merged.
    let moved = trail.map { $0.offsetBy(dx: 0, dy: 40) } + [PixelBox(x0: 60, y0: 60, x1: 70, y1: 70)]
    let damage = try #require(list(moved).damage(since: list(trail)))
    #expect(
      Set(damage.boxes) == [
        PixelBox(x0: 20, y0: 20, x1: 40, y1: 35), PixelBox(x0: 20, y0: 60, x1: 40, y1: 75),
        PixelBox(x0: 60, y0: 60, x1: 70, y1: 70),
      ])
    // A changed footer with a point more: two boxes far apart, not the box that spans them (the commands
    // line up a command early, so the footer's two fills count as changed).
    var footer = list(longer)
    footer.fill(PixelBox(x0: 0, y0: 95, x1: 100, y1: 100), RGBA8(gray: 90, alpha: 255))
    var before = list(trail)
    before.fill(PixelBox(x0: 0, y0: 95, x1: 100, y1: 100), RGBA8(gray: 80, alpha: 255))
    #expect(
      Set(try #require(footer.damage(since: before)).boxes) == [
        PixelBox(x0: 40, y0: 30, x1: 50, y1: 40), PixelBox(x0: 0, y0: 90, x1: 100, y1: 100),
      ])
    // A clip that came: nothing can be compared after it.
    #expect(list(trail, clipped: true).damage(since: list(longer)) == nil)
    #expect(list(trail).damage(since: list(trail)) == DamageRegion())
  }

  @Test("A faded group that comes, goes or fades otherwise damages its region, not the canvas")
  func damageOfAGroupThatComes() throws {
    // A lifted contact in the window: its circle fades (a group) while the trail beside it shortens.
    func list(trail: Int, faded alpha: UInt8?) -> DisplayList {
      var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
      list.fill(PixelBox(x0: 0, y0: 0, x1: 100, y1: 10), Self.grey)
      for x in 0..<trail { list.fill(PixelBox(x0: 10 + 3 * x, y0: 80, x1: 12 + 3 * x, y1: 82), Self.grey) }
      var grouped = false
      if alpha != nil { grouped = list.beginGroup(in: list.clip) }
      list.fill(PixelBox(x0: 40, y0: 40, x1: 60, y1: 60), RGBA8(gray: 200, alpha: 255))
      list.fill(PixelBox(x0: 45, y0: 45, x1: 55, y1: 55), RGBA8(gray: 250, alpha: 255))
      if let alpha, grouped { list.endGroup(alpha: alpha, mask: nil) }
      return list
    }
    let circle = PixelBox(x0: 40, y0: 40, x1: 60, y1: 60)
    let dot = PixelBox(x0: 16, y0: 80, x1: 18, y1: 82)
    // Lifted: the group comes as a trail point goes; the circle's box and the point's, nothing else.
    let lifted = try #require(list(trail: 2, faded: 153).damage(since: list(trail: 3, faded: nil)))
    #expect(Set(lifted.boxes) == [circle, dot])
    // Fading further as the trail shortens again: the same two boxes (the group's end differs).
    let fading = try #require(list(trail: 1, faded: 100).damage(since: list(trail: 2, faded: 153)))
    #expect(Set(fading.boxes) == [circle, PixelBox(x0: 13, y0: 80, x1: 15, y1: 82)])
    // Gone: the group goes; the circle's box again.
    let gone = try #require(list(trail: 1, faded: nil).damage(since: list(trail: 1, faded: 100)))
    #expect(gone.boxes == [circle])
  }

  @Test("A group's region narrows to what was drawn in it; a group that drew nothing is left out")
  func groupRegions() {
    var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    list.pushClip(PixelBox(x0: 10, y0: 10, x1: 90, y1: 90))
    // Begun over the whole clip (as a faded layer's group is), it draws a square, and a group inside it
    // two that overlap (so the groups stay groups).
    var started = list.beginGroup(in: list.clip)
    list.fill(PixelBox(x0: 20, y0: 30, x1: 30, y1: 40), Self.grey)
    started = started && list.beginGroup(in: list.clip)
    list.fill(PixelBox(x0: 50, y0: 50, x1: 60, y1: 55), Self.grey)
    list.fill(PixelBox(x0: 55, y0: 50, x1: 65, y1: 55), Self.grey)
    list.endGroup(alpha: 100, mask: nil)
    list.endGroup(alpha: 128, mask: nil)
    // A group that draws only outside the clip draws nothing: gone, with what it held.
    started = started && list.beginGroup(in: list.clip)
    list.pushClip(PixelBox(x0: 0, y0: 0, x1: 5, y1: 5))
    list.fill(PixelBox(x0: 0, y0: 0, x1: 5, y1: 5), Self.grey)
    list.popClip()
    list.endGroup(alpha: 128, mask: nil)
    list.popClip()
    #expect(started)
    #expect(
      Self.summary(list) == [
        "fill 0,0–100,100 α255", "push", "group 20,30–65,55", "fill 20,30–30,40 α255", "group 50,50–65,55",
        "fill 50,50–60,55 α255", "fill 55,50–65,55 α255", "end α100", "end α128", "pop",
      ])
  }

  @Test("A faded group whose drawings touch no pixel twice becomes its drawings, each faded; overlapping ones stay a group")
  func fadedGroupsWithoutOverlap() {
    var list = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    // Two squares side by side in a group at 100/255, inside one at 128/255: each square faded by both
    // (rounded to the nearest level each time), no group left.
    _ = list.beginGroup(in: list.clip)
    list.fill(PixelBox(x0: 20, y0: 30, x1: 30, y1: 40), Self.grey)
    _ = list.beginGroup(in: list.clip)
    list.fill(PixelBox(x0: 50, y0: 50, x1: 60, y1: 55), Self.grey)
    list.fill(PixelBox(x0: 60, y0: 50, x1: 70, y1: 55), RGBA8(gray: 10, alpha: 200))
    list.endGroup(alpha: 100, mask: nil)
    list.endGroup(alpha: 128, mask: nil)
    #expect(
      Self.summary(list) == [
        "fill 0,0–100,100 α255", "fill 20,30–30,40 α128", "fill 50,50–60,55 α50", "fill 60,50–70,55 α39",
      ])
    // With a mask, or drawings that share a pixel, the group stays.
    var masked = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    _ = masked.beginGroup(in: masked.clip)
    masked.fill(PixelBox(x0: 20, y0: 30, x1: 30, y1: 40), Self.grey)
    masked.endGroup(alpha: 128, mask: .polygon([]))
    #expect(Self.summary(masked) == ["fill 0,0–100,100 α255", "group 20,30–30,40", "fill 20,30–30,40 α255", "end α128"])
    var touching = DisplayList(bounds: Self.canvas, background: RGBA8(gray: 0, alpha: 255))
    _ = touching.beginGroup(in: touching.clip)
    touching.fill(PixelBox(x0: 20, y0: 30, x1: 30, y1: 40), Self.grey)
    touching.fill(PixelBox(x0: 29, y0: 39, x1: 35, y1: 45), Self.grey)
    touching.endGroup(alpha: 128, mask: nil)
    #expect(Self.summary(touching).contains("group 20,30–35,45"))
  }

  @Test("Damage regions merge boxes that touch, and past four boxes the pair that wastes least")
  func damageRegions() {
    var region = DamageRegion()
    region.add(PixelBox(x0: 0, y0: 0, x1: 10, y1: 10))
    region.add(PixelBox(x0: 10, y0: 0, x1: 20, y1: 10))  // shares an edge: merged
    #expect(region.boxes == [PixelBox(x0: 0, y0: 0, x1: 20, y1: 10)])
    region.add(PixelBox.empty)
    #expect(region.boxes.count == 1)
    for x in [40, 60, 80] { region.add(PixelBox(x0: x, y0: 0, x1: x + 5, y1: 5)) }
    #expect(region.boxes.count == 4)
    // A fifth far below: the two cheapest to merge are the small ones at 40 and 60 (a 25 × 5 box).
    region.add(PixelBox(x0: 0, y0: 90, x1: 10, y1: 100))
    #expect(
      Set(region.boxes) == [
        PixelBox(x0: 0, y0: 0, x1: 20, y1: 10), PixelBox(x0: 40, y0: 0, x1: 65, y1: 5),
        PixelBox(x0: 80, y0: 0, x1: 85, y1: 5), PixelBox(x0: 0, y0: 90, x1: 10, y1: 100),
      ])
    #expect(region.bounds == PixelBox(x0: 0, y0: 0, x1: 85, y1: 100))
    #expect(region.intersection(PixelBox(x0: 0, y0: 0, x1: 50, y1: 50)).boxes.count == 2)
    #expect(region.offsetBy(dx: 5, dy: 5).bounds == PixelBox(x0: 5, y0: 5, x1: 90, y1: 105))
  }

  @Test("Subtraction: disjoint pieces that with the cuts make up the box")
  func subtraction() {
    let box = PixelBox(x0: 0, y0: 0, x1: 10, y1: 10)
    let pieces = DisplayList.subtract([PixelBox(x0: 2, y0: 3, x1: 5, y1: 7), PixelBox(x0: 4, y0: 0, x1: 12, y1: 2)], from: box)
    let area = pieces.reduce(0) { $0 + $1.width * $1.height }
    // 100 − 12 (the first cut) − 12 (the second, inside the box: 6 × 2) = 76.
    #expect(area == 76)
    for (i, a) in pieces.enumerated() {
      for b in pieces[(i + 1)...] { #expect(a.intersection(b).isEmpty) }
    }
    #expect(DisplayList.isCovered(box, by: [PixelBox(x0: 0, y0: 0, x1: 10, y1: 6), PixelBox(x0: -5, y0: 5, x1: 15, y1: 11)]))
    #expect(!DisplayList.isCovered(box, by: [PixelBox(x0: 0, y0: 0, x1: 10, y1: 6)]))
  }
}
