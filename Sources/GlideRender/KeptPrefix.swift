/// The first commands of a frame, drawn once over the whole canvas and kept as a surface: a frame whose
/// list begins with the same commands copies that surface (memory copied, where llvmpipe takes 10–20 ns
/// a pixel to sample a photo) and draws only the commands after them. A screen moving over one that
/// does not (Detail zooming back into Home's grid of photos) then redraws what moves, not the grid.
///
/// Core Animation keeps a backing store per layer for the same reason; Glide keeps one prefix per canvas,
/// found by comparing lists, so no layer has to say it is static. The pixels are the same either way:
/// what the kept commands drew is copied back exactly, and the rest draws over it as it would have.
struct KeptPrefix {
  /// The commands the surface holds the drawing of.
  let commands: [DisplayList.Command]
  let surface: GLSurface
  /// The numbers of the pictures those commands draw: the canvas's caches keep them while the prefix is
  /// kept, so a list that draws them again (a screen that comes back) still begins with the same commands.
  let pictures: Set<Int>
  /// The surface's pixels read back (RGBA, rows the canvas's width), once a frame dims the prefix
  /// (``KeptPrefixDimming``); nil until then.
  var pixels: [UInt32]?

  init(commands: [DisplayList.Command], surface: GLSurface) {
    (self.commands, self.surface) = (commands, surface)
    var pictures = Set<Int>()
    for command in commands {
      switch command {
      case .copy(let picture, _, _, _), .image(let picture, _, _, _, _, _): pictures.insert(picture.id)
      default: break
      }
    }
    self.pictures = pictures
  }

  /// How many commands a frame may take from the surface: all it holds when `list` begins with them,
  /// else 0.
  func length(in list: DisplayList) -> Int {
    DisplayList.commonPrefix(commands, list.commands) == commands.count ? commands.count : 0
  }
}

extension DisplayList {
  /// How many commands at the start of `a` and `b` draw the same pixels in the same place.
  static func commonPrefix(_ a: [Command], _ b: [Command]) -> Int {
    var count = 0
    let shortest = min(a.count, b.count)
    while count < shortest, same(a[count], b[count]) { count += 1 }
    return count
  }

  /// The most commands, at most `limit`, that can be drawn apart from the rest and kept: they leave no
  /// group, mask or clip open, and hold no page (whose texture a curl after them would read). 0 when there
  /// is no such point past the start.
  func keepableLength(within limit: Int) -> Int {
    var (depth, clips, best) = (0, 0, 0)
    for (index, command) in commands.prefix(limit).enumerated() {
      switch command {
      case .beginGroup, .beginMask: depth += 1
      case .endGroup: depth -= 1
      case .endMask: depth -= 2
      case .pushClip: clips += 1
      case .popClip: clips -= 1
      case .beginPage, .endPage: return best
      default: break
      }
      if depth == 0 && clips == 0 { best = index + 1 }
    }
    return best
  }

  /// Whether `commands` draw anything but fills (which a clear draws about as fast as a copy).
  static func drawsMoreThanFills(_ commands: ArraySlice<Command>) -> Bool {
    commands.contains {
      switch $0 {
      case .fill, .pushClip, .popClip: false
      default: true
      }
    }
  }
}
