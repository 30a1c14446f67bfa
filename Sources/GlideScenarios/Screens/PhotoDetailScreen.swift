import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// One photo as Photos shows it full screen: fitted to the width (aspect fit) in the middle of a black
/// screen, a dark bar at its scroll edge above it with the photo's name as its title and a back button
/// to the grid. The status bar and the home indicator are the container's (``SystemChrome``), in light
/// content over the black.
enum PhotoDetailScreen {
  /// The screen's views for the photo `photo`, its back button titled `backTitle`.
  static func views(
    photo: (name: String, image: LayerContents?), backTitle: String, engine: AnimationEngine, metrics: DeviceMetrics
  ) -> [View] {
    let image = ImageView(engine: engine, name: photo.name, image: photo.image, frame: photoFrame(photo.image, metrics))
    image.layer.contentsGravity = .resizeAspect
    return [
      image,
      NavigationBar(
        engine: engine, title: ScreenKit.title(ofPhoto: photo.name), backTitle: backTitle, rightItemTitle: "Edit",
        isAtScrollEdge: true, metrics: metrics, appearance: .dark),
    ]
  }

  /// The photo across the screen's width at its own aspect, centred vertically (a square when there is
  /// no image).
  static func photoFrame(_ image: LayerContents?, _ metrics: DeviceMetrics) -> Rect {
    let width = metrics.screenSize.width
    let aspect = image.map { Double($0.height) / Double(max($0.width, 1)) } ?? 1
    let height = width * aspect
    return Rect(x: 0, y: (metrics.screenSize.height - height) / 2, width: width, height: height)
  }

  /// Black: the screen behind the photo (UIKit's systemBackground in the dark).
  static let background = SystemColor.systemBackground.color(in: .dark)
}
