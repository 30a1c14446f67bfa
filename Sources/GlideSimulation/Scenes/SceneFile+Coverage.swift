public import GlideAnimation
import GlideKit

extension SceneFile {
  /// The first line past which a screen's views (a label's text included) would cover the screen more than
  /// ``SceneBounds/maximumCoverage`` times, as the error naming the file, the line and the field; nil
  /// when every screen is within it. A view covers its frame clipped to a screen of `size` points (a
  /// bar and a list the frames UIKit gives them); each covered pixel is drawn every frame, so the bound
  /// keeps a frame's cost within a fixed number of screens however the views are placed.
  public func coverageRefusal(size: Size) -> SceneFileError? {
    let metrics = DeviceMetrics.iPhone14.withScreenSize(size)
    let screenArea = size.width * size.height
    guard screenArea > 0 else { return nil }
    let limit = Double(SceneBounds.maximumCoverage)
    for screen in screens {
      var covered = 0.0
      for item in screen.views {
        covered += Self.area(Self.drawnRect(of: item.kind, metrics: metrics), within: size)
        guard covered / screenArea > limit else { continue }
        let screens = LogFormatting.fixed(covered / screenArea, 1)
        return .invalid(
          path: path, line: item.line, field: item.kind.frame == nil ? item.kind.keyword : "frame",
          reason: "the views of screen '\(screen.name)' up to this line cover the \(LogFormatting.fixed(size.width, 0))×"
            + "\(LogFormatting.fixed(size.height, 0))-point screen \(screens) times; they may cover it at most "
            + "\(SceneBounds.maximumCoverage) times (each covered pixel is drawn every frame)")
      }
    }
    return nil
  }

  /// The frame a line's view takes on a screen of `metrics`, points.
  static func frame(of kind: Kind, metrics: DeviceMetrics) -> Rect {
    let width = metrics.screenSize.width
    switch kind {
    case .statusBar: return metrics.statusBarFrame
    case .navigationBar(_, let large, _, _, _): return metrics.navigationBarFrame(largeTitle: large)
    case .tabBar: return metrics.tabBarFrame
    case .list(_, let top, _): return Rect(x: 0, y: top, width: width, height: max(0, metrics.screenSize.height - top))
    case .label(_, let frame, _, _, _), .image(_, let frame, _, _), .box(let frame, _, _, _): return frame
    }
  }

  /// What a line's view draws, points: its frame, and for a label, its text too, which runs past a
  /// narrower frame (from the frame's start, an em a character at most, as far as the screen shows it:
  /// the renderer rasterises a line that far) one line height a line. 499 labels of 1,000 characters at
  /// 200 pt in 1-point frames each drew a screen's width: 3-6 GB of text at --scale 4.
  static func drawnRect(of kind: Kind, metrics: DeviceMetrics) -> Rect {
    let frame = frame(of: kind, metrics: metrics)
    guard case .label(let text, _, let pointSize, _, _) = kind else { return frame }
    let lines = Double(text.reduce(1) { $1 == "\n" ? $0 + 1 : $0 })
    let longest = Double(text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count).max() ?? 0)
    return Rect(
      x: frame.minX, y: frame.minY, width: max(frame.width, longest * pointSize),
      height: max(frame.height, lines * Font(pointSize: pointSize).lineHeight))
  }

  /// The area of `rect` inside a screen of `size` at the origin, square points.
  static func area(_ rect: Rect, within size: Size) -> Double {
    let width = min(rect.maxX, size.width) - max(rect.minX, 0)
    let height = min(rect.maxY, size.height) - max(rect.minY, 0)
    return width > 0 && height > 0 ? width * height : 0
  }
}
