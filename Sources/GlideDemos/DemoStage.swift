import GlideScenarios
import GlideSimulation
public import GlideAnimation
public import GlideKit
public import GlideTransitions

/// Where a demo builds: a scene (its clock and window) and a white screen filling it, what the demo's
/// taps and drags call, and the layers its log follows.
public final class DemoStage {
  public let scene: Scene
  /// The demo's screen: a white view filling the window, where its views go.
  public let view: View
  /// Called with each tap, at its point on the screen (points).
  public var onTap: ((Point) -> Void)?
  /// Called with each step of a drag.
  public var onDrag: ((DemoInput.DragPhase, _ location: Point, _ translation: Vector) -> Void)?
  /// The layers the log follows, by name, in the order they were named.
  public private(set) var tracked: [(name: String, layer: Layer)] = []

  /// A stage of `size` points, its navigation bar titled `heading` (none when nil), its bars in
  /// `appearance`.
  public init(size: Size, heading: String? = nil, appearance: Appearance = .light) {
    scene = Scene(size: size)
    view = View(engine: scene.engine, name: "demo", frame: Rect(origin: .zero, size: size))
    view.backgroundColor = Color(red: 1, green: 1, blue: 1)
    scene.window.addSubview(view)
    guard let heading else { return }
    // An iPhone app's chrome over the demo, drawn above whatever it adds later.
    let metrics = ScreenKit.metrics(size: size)
    let chrome = View(engine: scene.engine, name: "chrome", frame: Rect(origin: .zero, size: size))
    chrome.addSubview(
      NavigationBar(engine: scene.engine, title: heading, isAtScrollEdge: true, metrics: metrics, appearance: appearance))
    for bar in ScreenKit.chrome(engine: scene.engine, metrics: metrics, appearance: appearance) { chrome.addSubview(bar) }
    scene.window.addSubview(chrome)
  }

  /// The clock everything animates on (seconds from the demo's start).
  public var engine: AnimationEngine { scene.engine }

  /// The screen's size, points.
  public var size: Size { view.bounds.size }

  /// The buttons on the screen and what a tap on each does.
  private var buttons: [(frame: Rect, action: () -> Void)] = []

  /// A filled button titled `title` at `frame` (screen points) that calls `action` when tapped, as the
  /// articles' examples put a "Change Color" or "Start" button under what they animate.
  public func addButton(_ title: String, frame: Rect, action: @escaping () -> Void) {
    view.addSubview(Button(engine: engine, name: title, title: title, style: .filled, frame: frame))
    buttons.append((frame, action))
  }

  /// A tap: the button under it, if any, else ``onTap``.
  func tap(_ point: Point) {
    if let button = buttons.last(where: { Self.rect($0.frame, contains: point) }) {
      button.action()
    } else {
      onTap?(point)
    }
  }

  private static func rect(_ rect: Rect, contains point: Point) -> Bool {
    point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
  }

  /// Follows `layer` in the log as `name`.
  public func track(_ name: String, _ layer: Layer) { tracked.append((name, layer)) }

  /// Follows `view`'s layer in the log as `name`.
  public func track(_ name: String, _ view: View) { track(name, view.layer) }

  /// Runs `action` at `time` seconds from the start (a button pressed at that moment, say).
  public func at(_ time: Double, _ action: @escaping () -> Void) {
    _ = engine.schedule(at: time, action)
  }
}
