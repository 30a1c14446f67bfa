public import GlideAnimation
import GlideKit

extension SceneFile {
  /// The first line past which a screen's views would cover the screen more than
  /// ``SceneBounds/maximumCoverage`` times, as the error naming the file, the line and the field; nil
  /// when every screen is within it. A view covers its frame clipped to a screen of `size` points (a
  /// bar and a list the frames UIKit gives them); each covered pixel is drawn every frame, so the bound
  /// keeps a frame's cost within a fixed number of screens however the views are placed.
  public func coverageRefusal(size: Size) -> SceneFileError? {
    let metrics = ScreenKit.metrics(size: size)
    let screenArea = size.width * size.height
    guard screenArea > 0 else { return nil }
    let limit = Double(SceneBounds.maximumCoverage)
    for screen in screens {
      var covered = 0.0
      for item in screen.views {
        covered += Self.area(Self.frame(of: item.kind, metrics: metrics), within: size)
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

  /// The area of `rect` inside a screen of `size` at the origin, square points.
  static func area(_ rect: Rect, within size: Size) -> Double {
    let width = min(rect.maxX, size.width) - max(rect.minX, 0)
    let height = min(rect.maxY, size.height) - max(rect.minY, 0)
    return width > 0 && height > 0 ? width * height : 0
  }
}
