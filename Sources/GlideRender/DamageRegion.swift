/// Where a frame draws differently from the one before, as a few boxes of whole pixels (at most
/// ``limit``): a window whose heads-up line at the bottom and touch panel at the top both change redraws
/// those two strips, not the box that spans them. Boxes that overlap or touch are merged; past the
/// limit, the two whose merged box wastes the fewest pixels are merged. Boxes may still overlap after
/// that (drawing a frame's commands again inside a box gives the same pixels, so twice is harmless).
public struct DamageRegion: Hashable, Sendable {
  /// The boxes, none empty.
  public private(set) var boxes: [PixelBox] = []
  /// The most boxes kept.
  public static let limit = 4

  /// Nothing changed.
  public init() {}

  /// One box changed (nothing for an empty one).
  public init(_ box: PixelBox) { add(box) }

  public var isEmpty: Bool { boxes.isEmpty }

  /// The smallest box around every box.
  public var bounds: PixelBox { boxes.reduce(PixelBox.empty) { $0.union($1) } }

  /// Adds `box` (nothing when it is empty).
  public mutating func add(_ box: PixelBox) {
    guard !box.isEmpty else { return }
    var merged = box
    var index = 0
    while index < boxes.count {
      if Self.touch(boxes[index], merged) {
        merged = merged.union(boxes.remove(at: index))
        index = 0
      } else {
        index += 1
      }
    }
    boxes.append(merged)
    while boxes.count > Self.limit { mergeCheapestPair() }
  }

  /// Adds every box of `other`.
  public mutating func formUnion(_ other: DamageRegion) {
    for box in other.boxes { add(box) }
  }

  /// The part inside `box`.
  public func intersection(_ box: PixelBox) -> DamageRegion {
    var region = DamageRegion()
    for part in boxes { region.add(part.intersection(box)) }
    return region
  }

  /// The region moved by (`dx`, `dy`) pixels.
  public func offsetBy(dx: Int, dy: Int) -> DamageRegion {
    var region = DamageRegion()
    region.boxes = boxes.map { $0.offsetBy(dx: dx, dy: dy) }
    return region
  }

  /// Whether two boxes overlap or share an edge.
  private static func touch(_ a: PixelBox, _ b: PixelBox) -> Bool {
    a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1
  }

  private mutating func mergeCheapestPair() {
    var best: (i: Int, j: Int, waste: Int)?
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        let union = boxes[i].union(boxes[j])
        let waste = union.width * union.height - boxes[i].width * boxes[i].height - boxes[j].width * boxes[j].height
        if best.map({ waste < $0.waste }) ?? true { best = (i, j, waste) }
      }
    }
    guard let best else { return }
    let merged = boxes[best.i].union(boxes[best.j])
    boxes.remove(at: best.j)
    boxes[best.i] = merged
  }
}
