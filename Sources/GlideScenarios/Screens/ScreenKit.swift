package import GlideAnimation
package import GlideKit
import GlideSimulation
package import GlideTransitions

/// What the built-in scenarios' screens share: the kit's iPhone metrics sized to the scene, the bundled
/// photos read once, and how a controller's root view takes a screen's views.
package enum ScreenKit {
  /// `DeviceMetrics.iPhone14` at the scene's size (the `screenWidth` and `screenHeight` parameters):
  /// the bars, margins and rows of a 390 × 844-point iPhone laid across whatever screen is simulated.
  package static func metrics(for scene: Scene) -> DeviceMetrics { metrics(size: scene.bounds.size) }

  /// `DeviceMetrics.iPhone14` laid across a screen of `size` points.
  package static func metrics(size: Size) -> DeviceMetrics { DeviceMetrics.iPhone14.withScreenSize(size) }

  /// The twelve bundled photos in `Photo.names` order, read once per process (a scenario sets up
  /// again for every replay; the random-input checks replay thousands). A photo that cannot be read is
  /// left out: a screen shows a grey cell rather than failing a replay.
  package static let photos: [(name: String, image: LayerContents?)] = Photo.names.map { ($0, try? Photo.named($0)) }

  /// The photo at `index`, round the bundled ones.
  package static func photo(_ index: Int) -> (name: String, image: LayerContents?) { photos[index % photos.count] }

  /// What every screen has on top: the status bar and the home indicator, in `appearance`.
  package static func chrome(engine: AnimationEngine, metrics: DeviceMetrics, appearance: Appearance = .light) -> [View] {
    [
      StatusBar(engine: engine, metrics: metrics, appearance: appearance),
      HomeIndicator(engine: engine, metrics: metrics, appearance: appearance),
    ]
  }

  /// Puts the status bar and the home indicator over a container's view (a navigation or tab bar
  /// controller's), where they stay while its screens slide beneath, as the system's do.
  package static func addChrome(to view: View, engine: AnimationEngine, metrics: DeviceMetrics) {
    for bar in chrome(engine: engine, metrics: metrics) { view.addSubview(bar) }
  }

  /// "alpine-lake" as a title: "Alpine Lake".
  package static func title(ofPhoto name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}

extension ScenarioParameter {
  /// What a scenario's screens show: "dressed", an iPhone app's (GlideKit's bars, lists and photos), or
  /// "plain", one flat colour each with its title, as the built-in scenarios drew them before GlideKit
  /// (cheaper to draw, and read by colour in the tests of `glide render` and `glide report`).
  static let screens = ScenarioParameter(
    "screens", .text("dressed"), choices: ["dressed", "plain"],
    "what the screens show: an iPhone app's bars, lists and photos (dressed) or one flat colour each (plain)")
}

extension ScenarioOptions {
  /// Whether the `screens` parameter asks for plain screens.
  var plainScreens: Bool { text("screens") == "plain" }
}

extension ViewController {
  /// Makes the root view a screen: `background` behind `views` (bottom to top), without the title text
  /// the default root view draws.
  func showScreen(background: Color, _ views: [View]) {
    view.layer.text = nil
    view.backgroundColor = background
    for subview in views { view.addSubview(subview) }
  }
}
