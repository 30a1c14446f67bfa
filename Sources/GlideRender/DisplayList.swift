import GlideAnimation

/// What a frame draws, as commands for a ``Canvas``: built by walking the layer tree, then trimmed where
/// opaque rectangles drawn later cover earlier drawing, then run by the compositor.
///
/// The trimming matters because a software rasteriser (llvmpipe) shades at a fixed cost per pixel: a
/// screen whose full-size background is covered by the screen above it would be filled twice (three times
/// with the clear). Only what draws straight onto the frame is trimmed (not inside an offscreen group), by
/// opaque fills (rectangles in pixels, already cut to their clip), which overwrite whatever lay under them.
struct DisplayList {
  enum Command {
    /// Fill a box (already inside the clip): whole pixels, no edge to smooth.
    case fill(PixelBox, RGBA8)
    /// Fill a rounded rectangle of a layer's plane with anti-aliased edges, or only the ring `border`
    /// points wide inside its edge (when above 0), except over `skip` (boxes fills already drew, or that a
    /// ring leaves empty); `bounds` holds every pixel it touches, inside the clip.
    case shape(PlaneShape, RGBA8, border: Double, skip: [PixelBox], bounds: PixelBox)
    /// The Gaussian shadow of a rounded rectangle (already moved by its offset), blurred with a standard
    /// deviation of `sigma` points of its plane, except over `skip` (which the layer above covers).
    case shadow(PlaneShape, RGBA8, sigma: Double, skip: [PixelBox], bounds: PixelBox)
    /// Fill a rounded rectangle of a layer's plane with a gradient, anti-aliased.
    case gradient(PlaneShape, GradientFill, bounds: PixelBox)
    /// Show the backdrop under a rounded rectangle of a layer's plane blurred, saturated and tinted.
    case material(PlaneShape, MaterialFill, bounds: PixelBox)
    /// The shadow of the page drawn last (a layer's drawing, flat): its alpha blurred, moved and tinted.
    case drawingShadow(DrawingShadow, bounds: PixelBox)
    /// A blurred shadow of any shape (a `shadowPath`'s, a curl's roll).
    case softShadow(SoftShadow, bounds: PixelBox)
    /// Fill and stroke a shape layer's path, anti-aliased by multisampling, the whole faded by `alpha` (as
    /// Core Animation's group opacity fades a shape layer: a stroke over its fill, then the fade).
    case path(PathFill, alpha: UInt8, bounds: PixelBox)
    /// Start drawing a page's content flat into a texture of its own that starts clear (for its curl).
    case beginPage(PixelBox)
    case endPage
    /// The turned part of a curled page, showing the content of the page drawn last, anti-aliased by
    /// multisampling.
    case curl(CurlPieces, bounds: PixelBox)
    /// Fill a convex polygon (homogeneous canvas pixels).
    case polygon([HomogeneousVertex], RGBA8, bounds: PixelBox)
    /// Copy a picture (blended by its alpha, faded by `alpha`) into a box, pixel for pixel (the box may
    /// reach past the clip; `bounds` is its part inside).
    case copy(Picture, PixelBox, alpha: UInt8, bounds: PixelBox)
    /// Map the `source` part of a picture (unit coordinates) onto `rect` of a layer's plane through
    /// `matrix` (perspective-correct, filtered), faded by `alpha`.
    case image(Picture, Rect, Transform3D, source: Rect, alpha: UInt8, bounds: PixelBox)
    case pushClip(PixelBox)
    case popClip
    /// Start an offscreen group over `region` (inside the clip, not empty).
    case beginGroup(PixelBox)
    case endGroup(alpha: UInt8, mask: GroupMask?)
    /// Start drawing a mask for the group begun last: a texture over the group's region that starts
    /// clear, whose alpha, once drawn, says how much of the group shows (Core Animation's `mask`).
    case beginMask(PixelBox)
    /// Compose the group through its mask's alpha, faded by `alpha`, ending both.
    case endMask(alpha: UInt8)

    /// Every pixel the command draws on (a group's: its region), nil for clips and a group's end.
    var bounds: PixelBox? {
      switch self {
      case .fill(let box, _), .shape(_, _, _, _, let box), .shadow(_, _, _, _, let box), .polygon(_, _, let box),
        .gradient(_, _, let box), .material(_, _, let box), .path(_, _, let box), .copy(_, _, _, let box),
        .image(_, _, _, _, _, let box),
        .beginGroup(let box):
        box
      case .curl(_, let box), .softShadow(_, let box), .drawingShadow(_, let box): box
      case .pushClip, .popClip, .endGroup, .beginMask, .endMask, .beginPage, .endPage: nil
      }
    }
  }

  private(set) var commands: [Command] = []
  /// The nesting the canvas will be in when the next command runs: one level per group (the frame first).
  private var levels: [Level]

  /// A group being built (or the frame itself).
  private struct Level {
    /// The pixels the group may draw on.
    var region: PixelBox
    var clips: [PixelBox] = []
    /// Where its `beginGroup` command is (0 for the frame).
    var start: Int
    /// Every pixel drawing inside it has touched so far.
    var drawn = PixelBox.empty
  }

  /// A list for a canvas of `bounds`, starting with the whole canvas filled with `background` (opaque).
  init(bounds: PixelBox, background: RGBA8) {
    levels = [Level(region: bounds, start: 0)]
    var opaque = background
    opaque.alpha = 255
    commands.append(.fill(bounds, opaque))
  }

  /// A list of `commands` cut from a frame's list (the part a canvas keeps, or the rest), to be trimmed
  /// and run; nothing more can be built onto it.
  init(commands: [Command]) {
    levels = []
    self.commands = commands
  }

  /// Where drawing may land now.
  var clip: PixelBox {
    let level = levels[levels.count - 1]
    return level.clips.last ?? level.region
  }

  mutating func fill(_ box: PixelBox, _ colour: RGBA8) {
    let box = box.intersection(clip)
    guard colour.alpha > 0, !box.isEmpty else { return }
    commands.append(.fill(box, colour))
    drew(box)
  }

  mutating func shape(_ shape: PlaneShape, _ colour: RGBA8, border: Double = 0, skip: [PixelBox] = [], bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard colour.alpha > 0, !bounds.isEmpty else { return }
    commands.append(.shape(shape, colour, border: border, skip: skip, bounds: bounds))
    drew(bounds)
  }

  mutating func shadow(_ shape: PlaneShape, _ colour: RGBA8, sigma: Double, skip: [PixelBox], bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard colour.alpha > 0, !bounds.isEmpty, !Self.isCovered(bounds, by: skip) else { return }
    commands.append(.shadow(shape, colour, sigma: sigma, skip: skip, bounds: bounds))
    drew(bounds)
  }

  mutating func polygon(_ polygon: [HomogeneousVertex], _ colour: RGBA8, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard colour.alpha > 0, polygon.count >= 3, !bounds.isEmpty else { return }
    commands.append(.polygon(polygon, colour, bounds: bounds))
    drew(bounds)
  }

  mutating func copy(_ picture: Picture, into box: PixelBox, alpha: UInt8) {
    let bounds = box.intersection(clip)
    guard alpha > 0, !bounds.isEmpty else { return }
    commands.append(.copy(picture, box, alpha: alpha, bounds: bounds))
    drew(bounds)
  }

  mutating func image(
    _ picture: Picture, in rect: Rect, _ matrix: Transform3D, source: Rect = Rect(x: 0, y: 0, width: 1, height: 1),
    alpha: UInt8, bounds: PixelBox
  ) {
    let bounds = bounds.intersection(clip)
    guard alpha > 0, !bounds.isEmpty else { return }
    commands.append(.image(picture, rect, matrix, source: source, alpha: alpha, bounds: bounds))
    drew(bounds)
  }

  mutating func gradient(_ shape: PlaneShape, _ fill: GradientFill, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard !bounds.isEmpty else { return }
    commands.append(.gradient(shape, fill, bounds: bounds))
    drew(bounds)
  }

  mutating func path(_ fill: PathFill, alpha: UInt8, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard alpha > 0, !bounds.isEmpty else { return }
    commands.append(.path(fill, alpha: alpha, bounds: bounds))
    drew(bounds)
  }

  mutating func material(_ shape: PlaneShape, _ fill: MaterialFill, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard fill.alpha > 0, !bounds.isEmpty else { return }
    commands.append(.material(shape, fill, bounds: bounds))
    drew(bounds)
  }

  /// Whether a command reads what lies under it (a blur material): then a frame is drawn whole, and
  /// nothing under it is trimmed away.
  var readsBackdrop: Bool {
    commands.contains { if case .material = $0 { true } else { false } }
  }

  mutating func pushClip(_ box: PixelBox) {
    let box = box.intersection(clip)
    levels[levels.count - 1].clips.append(box)
    commands.append(.pushClip(box))
  }

  mutating func popClip() {
    levels[levels.count - 1].clips.removeLast()
    commands.append(.popClip)
  }

  /// Starts a group over `region` (cut to the clip); false, and nothing started, when that is empty.
  /// ``endGroup(alpha:mask:)`` narrows the region to what the group drew.
  mutating func beginGroup(in region: PixelBox) -> Bool {
    let region = region.intersection(clip)
    guard !region.isEmpty else { return false }
    levels.append(Level(region: region, start: commands.count))
    commands.append(.beginGroup(region))
    return true
  }

  /// Ends the group begun last. Its region becomes the box of what was drawn in it: outside that box the
  /// group holds the backdrop it was copied from, which composes back to the same pixels, so the copy
  /// in and the blend out cover only what the group drew (a faded contact's own circle rather than the
  /// whole panel it is clipped to). A group that drew nothing is left out.
  ///
  /// A group without a mask whose drawings touch no pixel twice (a faded status bar: its time, bars and
  /// battery side by side) is no group: each drawing is faded by `alpha` as it is drawn, which gives
  /// the same pixels (to a level of rounding) without a texture, a copy in and a blend out.
  mutating func endGroup(alpha: UInt8, mask: GroupMask?) {
    let level = levels.removeLast()
    let region = level.drawn.intersection(level.region)
    guard !region.isEmpty else {
      commands.removeSubrange(level.start...)
      return
    }
    if mask == nil, let faded = Self.faded(commands[(level.start + 1)...], by: alpha, within: region) {
      commands.replaceSubrange(level.start..., with: faded)
      drew(region)
      return
    }
    commands[level.start] = .beginGroup(region)
    commands.append(.endGroup(alpha: alpha, mask: mask))
    drew(region)
  }

  /// `commands` each faded by `alpha`, when they draw on no pixel twice and each can be faded alone (a
  /// fill, a shape, a path, or a copy wholly inside `region`, each drawing once with one alpha and
  /// nowhere outside its box, so no group's clip is needed); nil otherwise.
  static func faded(_ commands: ArraySlice<Command>, by alpha: UInt8, within region: PixelBox) -> [Command]? {
    var faded: [Command] = []
    var drawn: [PixelBox] = []
    func fade(_ level: UInt8) -> UInt8 { UInt8((Int(level) * Int(alpha) + 127) / 255) }
    for command in commands {
      switch command {
      case .fill(let box, var colour):
        colour.alpha = fade(colour.alpha)
        faded.append(.fill(box, colour))
      case .shape(let shape, var colour, let border, let skip, let bounds):
        colour.alpha = fade(colour.alpha)
        faded.append(.shape(shape, colour, border: border, skip: skip, bounds: bounds))
      case .copy(let picture, let box, let level, let bounds) where box.intersection(region) == box:
        faded.append(.copy(picture, box, alpha: fade(level), bounds: bounds))
      case .path(let fill, let level, let bounds):
        faded.append(.path(fill, alpha: fade(level), bounds: bounds))
      case .pushClip, .popClip:
        faded.append(command)
        continue
      default:
        return nil
      }
      guard let box = command.bounds, !drawn.contains(where: { !$0.intersection(box).isEmpty }) else { return nil }
      drawn.append(box)
    }
    return faded
  }

  /// Starts the mask of the group begun last (over the same region); ``endMask(alpha:)`` ends both.
  mutating func beginMask() {
    let region = levels[levels.count - 1].region
    levels.append(Level(region: region, start: commands.count))
    commands.append(.beginMask(region))
  }

  /// Ends a mask and its group: the group is composed through the mask's alpha, faded by `alpha`, over
  /// what the group and its mask both drew (elsewhere the mask is clear: nothing shows). A group or mask
  /// that drew nothing leaves both out.
  mutating func endMask(alpha: UInt8) {
    let mask = levels.removeLast()
    let group = levels.removeLast()
    let region = group.drawn.intersection(mask.drawn).intersection(group.region)
    guard !region.isEmpty, alpha > 0 else {
      commands.removeSubrange(group.start...)
      return
    }
    commands[group.start] = .beginGroup(region)
    commands[mask.start] = .beginMask(region)
    commands.append(.endMask(alpha: alpha))
    drew(region)
  }

  /// Starts drawing a page flat over `region` into a texture of its own (nothing reaches the canvas);
  /// ``endPage()`` ends it, and the next ``curl(_:bounds:)`` shows it.
  mutating func beginPage(in region: PixelBox) {
    let region = region.intersection(clip)
    levels.append(Level(region: region, start: commands.count))
    commands.append(.beginPage(region))
  }

  /// Ends the page begun last. `narrowing`, its region becomes the box of what was drawn in it, and
  /// that box is returned (nil, and the page left out, when nothing was).
  @discardableResult
  mutating func endPage(narrowing: Bool = false) -> PixelBox? {
    let level = levels.removeLast()
    guard narrowing else {
      commands.append(.endPage)
      return level.region
    }
    let region = level.drawn.intersection(level.region)
    guard !region.isEmpty else {
      commands.removeSubrange(level.start...)
      return nil
    }
    commands[level.start] = .beginPage(region)
    commands.append(.endPage)
    return region
  }

  mutating func drawingShadow(_ shadow: DrawingShadow, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard shadow.colour.alpha > 0, !bounds.isEmpty else { return }
    commands.append(.drawingShadow(shadow, bounds: bounds))
    drew(bounds)
  }

  mutating func softShadow(_ shadow: SoftShadow, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard shadow.colour.alpha > 0, !shadow.contours.isEmpty, !bounds.isEmpty else { return }
    commands.append(.softShadow(shadow, bounds: bounds))
    drew(bounds)
  }

  mutating func curl(_ pieces: CurlPieces, bounds: PixelBox) {
    let bounds = bounds.intersection(clip)
    guard !pieces.pieces.isEmpty, !bounds.isEmpty else { return }
    commands.append(.curl(pieces, bounds: bounds))
    drew(bounds)
  }

  /// Notes that drawing touched `box` (inside the clip) in the current group.
  private mutating func drew(_ box: PixelBox) {
    levels[levels.count - 1].drawn = levels[levels.count - 1].drawn.union(box)
  }

  // MARK: - Damage

  /// Where this list draws differently from `previous` (the list drawn before it on the same canvas):
  /// empty when they draw the same, nil when they cannot be compared (a clip changed, a layer with a clip
  /// came or went): then everything is drawn. Lists are compared as built, before
  /// ``removeHiddenDrawing()`` (which cuts the same background differently around a moving screen).
  /// A command that changed damages its box before and after; inside a group, what changed inside it
  /// (composed back through the same mask and fade, the rest of the group gives the same pixels).
  /// When commands came or went (a trail grew a point, a line of text became two words), the lists are
  /// compared command for command from the start and from the end, and what lies between in either
  /// damages its boxes.
  func damage(since previous: DisplayList) -> DamageRegion? {
    guard previous.commands.count == commands.count else { return damage(acrossCountChange: previous) }
    var damage = DamageRegion()
    var regions: [(old: PixelBox, new: PixelBox)] = []
    for (old, new) in zip(previous.commands, commands) {
      switch (old, new) {
      case (.beginGroup(let a), .beginGroup(let b)):
        regions.append((a, b))
        if a != b {
          damage.add(a)
          damage.add(b)
        }
      case (.endGroup(let alpha, let m), .endGroup(let beta, let n)):
        let region = regions.removeLast()
        if alpha != beta || m != n {
          damage.add(region.old)
          damage.add(region.new)
        }
      case (.beginMask(let a), .beginMask(let b)), (.beginPage(let a), .beginPage(let b)):
        regions.append((a, b))
        if a != b {
          damage.add(a)
          damage.add(b)
        }
      case (.endPage, .endPage):
        regions.removeLast()
      case (.endMask(let alpha), .endMask(let beta)):
        regions.removeLast()
        let region = regions.removeLast()
        if alpha != beta {
          damage.add(region.old)
          damage.add(region.new)
        }
      default:
        guard Self.align(old, new, into: &damage) else { return nil }
      }
    }
    return damage
  }

  private func damage(acrossCountChange previous: DisplayList) -> DamageRegion? {
    let (old, new) = (previous.commands, commands)
    let shortest = min(old.count, new.count)
    // First what is the same at either end, then what lines up (changed or not) inward from there.
    var prefix = Self.commonPrefix(old, new)
    var suffix = 0
    while suffix < shortest - prefix, Self.same(old[old.count - 1 - suffix], new[new.count - 1 - suffix]) {
      suffix += 1
    }
    var damage = DamageRegion()
    while prefix < shortest - suffix, Self.align(old[prefix], new[prefix], into: &damage) { prefix += 1 }
    while suffix < shortest - prefix,
      Self.align(old[old.count - 1 - suffix], new[new.count - 1 - suffix], into: &damage)
    {
      suffix += 1
    }
    for (list, regions) in [(old, previous.enclosingRegions()), (new, enclosingRegions())] {
      for index in prefix..<(list.count - suffix) {
        // A drawing command damages its box; a group, mask or page that came, went or ends otherwise, the
        // regions it composes into (all it draws lies inside them); a clip that came or went, everything.
        if let box = list[index].bounds {
          damage.add(box)
        } else if let closed = regions[index] {
          closed.forEach { damage.add($0) }
        } else {
          return nil
        }
      }
    }
    return damage
  }

  /// For each command that opens or closes a group, mask or page, the regions that command's drawing
  /// composes into (a mask's end closes its group too, so both); nil for the other commands.
  private func enclosingRegions() -> [[PixelBox]?] {
    var open: [PixelBox] = []
    var regions: [[PixelBox]?] = Array(repeating: nil, count: commands.count)
    for (index, command) in commands.enumerated() {
      switch command {
      case .beginGroup(let region), .beginMask(let region), .beginPage(let region):
        open.append(region)
        regions[index] = [region]
      case .endGroup, .endPage:
        regions[index] = open.popLast().map { [$0] } ?? []
      case .endMask:
        let mask = open.popLast()
        let group = open.popLast()
        regions[index] = [mask, group].compactMap { $0 }
      default:
        break
      }
    }
    return regions
  }

  /// Whether two commands draw the same pixels in the same place.
  static func same(_ old: Command, _ new: Command) -> Bool {
    var damage = DamageRegion()
    return align(old, new, into: &damage) && damage.isEmpty
  }

  /// Whether two commands at the same place of two lists line up: drawing commands of one kind (the boxes
  /// of both added to `damage` when they draw differently), or the same clip or group. Nothing is added
  /// when they do not.
  private static func align(_ old: Command, _ new: Command, into damage: inout DamageRegion) -> Bool {
    var changed: (PixelBox, PixelBox)?
    switch (old, new) {
    case (.fill(let a, let c), .fill(let b, let d)):
      if a != b || c != d { changed = (a, b) }
    case (.shape(let s, let c, let w, let k, let a), .shape(let t, let d, let v, let l, let b)):
      if s != t || c != d || w != v || k != l || a != b { changed = (a, b) }
    case (.shadow(let s, let c, let w, let k, let a), .shadow(let t, let d, let v, let l, let b)):
      if s != t || c != d || w != v || k != l || a != b { changed = (a, b) }
    case (.polygon(let s, let c, let a), .polygon(let t, let d, let b)):
      if s != t || c != d || a != b { changed = (a, b) }
    case (.copy(let p, let a, let alpha, let clipped), .copy(let q, let b, let beta, let bound)):
      if p.id != q.id || a != b || alpha != beta { changed = (clipped, bound) }
    case (.image(let p, let r, let m, let u, let alpha, let a), .image(let q, let s, let n, let v, let beta, let b)):
      if p.id != q.id || r != s || m != n || u != v || alpha != beta || a != b { changed = (a, b) }
    case (.gradient(let s, let f, let a), .gradient(let t, let g, let b)):
      if s != t || f != g || a != b { changed = (a, b) }
    case (.material(let s, let f, let a), .material(let t, let g, let b)):
      if s != t || f != g || a != b { changed = (a, b) }
    case (.path(let f, let alpha, let a), .path(let g, let beta, let b)):
      if f != g || alpha != beta || a != b { changed = (a, b) }
    case (.pushClip(let a), .pushClip(let b)):
      return a == b
    case (.popClip, .popClip):
      return true
    case (.beginGroup(let a), .beginGroup(let b)):
      return a == b
    case (.endGroup(let alpha, let m), .endGroup(let beta, let n)):
      return alpha == beta && m == n
    case (.beginMask(let a), .beginMask(let b)), (.beginPage(let a), .beginPage(let b)):
      return a == b
    case (.endMask(let alpha), .endMask(let beta)):
      return alpha == beta
    case (.endPage, .endPage):
      return true
    case (.curl(let p, let a), .curl(let q, let b)):
      if p != q || a != b { changed = (a, b) }
    case (.softShadow(let p, let a), .softShadow(let q, let b)):
      if p != q || a != b { changed = (a, b) }
    case (.drawingShadow(let p, let a), .drawingShadow(let q, let b)):
      if p != q || a != b { changed = (a, b) }
    default:
      return false
    }
    if let (before, after) = changed {
      damage.add(before)
      damage.add(after)
    }
    return true
  }

  // MARK: - Occlusion

  /// Drops or trims what later opaque fills on the frame itself cover: fills are cut to their uncovered
  /// pieces, and anything else (triangles, copies, whole groups) whose box is covered is left out.
  mutating func removeHiddenDrawing() {
    var partner: [Int: Int] = [:]  // the index of each endGroup's beginGroup
    var open: [Int] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .beginGroup, .beginMask, .beginPage: open.append(index)
      case .endGroup, .endPage: partner[index] = open.removeLast()
      case .endMask:
        open.removeLast()
        partner[index] = open.removeLast()
      default: break
      }
    }
    var kept: [Command] = []
    kept.reserveCapacity(commands.count)
    var occluders: [PixelBox] = []
    var depth = 0
    var index = commands.count - 1
    while index >= 0 {
      let command = commands[index]
      defer { index -= 1 }
      switch command {
      case .endGroup, .endMask:
        if depth == 0, let start = partner[index], case .beginGroup(let region) = commands[start],
          Self.isCovered(region, by: occluders)
        {
          index = start  // the whole group is hidden
          continue
        }
        depth += 1
        kept.append(command)
      case .endPage:
        depth += 1
        kept.append(command)
      case .beginGroup, .beginPage:
        depth -= 1
        kept.append(command)
      case .fill(let box, let colour) where depth == 0:
        for piece in Self.subtract(occluders, from: box) { kept.append(.fill(piece, colour)) }
        if colour.alpha == 255 { occluders.append(box) }
      case .shape(_, _, _, _, let bounds) where depth == 0, .shadow(_, _, _, _, let bounds) where depth == 0,
        .polygon(_, _, let bounds) where depth == 0, .copy(_, _, _, let bounds) where depth == 0,
        .image(_, _, _, _, _, let bounds) where depth == 0, .gradient(_, _, let bounds) where depth == 0,
        .material(_, _, let bounds) where depth == 0, .path(_, _, let bounds) where depth == 0,
        .curl(_, let bounds) where depth == 0, .softShadow(_, let bounds) where depth == 0,
        .drawingShadow(_, let bounds) where depth == 0:
        if !Self.isCovered(bounds, by: occluders) { kept.append(command) }
      default:
        kept.append(command)
      }
    }
    commands = kept.reversed()
  }

  /// Whether the boxes together cover `box`.
  static func isCovered(_ box: PixelBox, by boxes: [PixelBox]) -> Bool {
    subtract(boxes, from: box).isEmpty
  }

  /// The parts of `box` outside every box of `boxes`, as disjoint boxes. Past 32 pieces the subtraction
  /// stops, leaving those pieces whole (drawing a little more, never less).
  static func subtract(_ boxes: [PixelBox], from box: PixelBox) -> [PixelBox] {
    var pieces = [box]
    for cut in boxes {
      var next: [PixelBox] = []
      for piece in pieces {
        let overlap = piece.intersection(cut)
        guard !overlap.isEmpty else {
          next.append(piece)
          continue
        }
        let candidates = [
          PixelBox(x0: piece.x0, y0: piece.y0, x1: piece.x1, y1: overlap.y0),  // above
          PixelBox(x0: piece.x0, y0: overlap.y1, x1: piece.x1, y1: piece.y1),  // below
          PixelBox(x0: piece.x0, y0: overlap.y0, x1: overlap.x0, y1: overlap.y1),  // left
          PixelBox(x0: overlap.x1, y0: overlap.y0, x1: piece.x1, y1: overlap.y1),  // right
        ]
        next += candidates.filter { !$0.isEmpty }
      }
      if next.count > 32 { return pieces }
      pieces = next
      if pieces.isEmpty { return [] }
    }
    return pieces
  }
}
