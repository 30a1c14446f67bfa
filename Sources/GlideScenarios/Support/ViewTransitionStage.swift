import GlideAnimation
import GlideSimulation
import GlideTransitions

/// The scene of a view-transition scenario (`flip-card`, `curl-page`): a screen, the root controller's
/// view, holding a container whose content is one of two faces. Each transition replaces the face shown
/// with the other through Glide's interactive `transition(from:to:…interactingWith:)`, in both
/// directions (there is nothing to re-arm), and is logged in the scene as containers log theirs:
/// `transitionBegan` and `transitionCompleted` of operation `transition` with the faces' names, and the
/// coordinator's interaction changes.
final class ViewTransitionStage {
  let scene: Scene
  /// The view that transitions (UIKit transitions the superview of the from-view).
  let container: View
  /// The two faces; ``shown`` is the one in the container.
  let faces: [View]
  private(set) var shown = 0
  /// The transition under way, if any.
  private(set) var transition: ViewTransition?

  /// A screen titled `title` with a `frame`-sized container in it (the screen's coordinates) showing the
  /// first of `faces` (name and colour), each face filling the container and showing its name.
  init(scene: Scene, title: String, background: Color, container frame: Rect, faces: [(String, Color)]) {
    self.scene = scene
    let screen = ViewController(scene: scene, title: title)
    screen.view.backgroundColor = background
    container = View(engine: scene.engine, name: "\(title) content", frame: frame)
    self.faces = faces.map { name, colour in
      let face = View(engine: scene.engine, name: name, frame: Rect(origin: .zero, size: frame.size))
      face.backgroundColor = colour
      face.layer.text = LayerText(name, style: .title1, foregroundColor: .white, alignmentMode: .center)
      return face
    }
    container.addSubview(self.faces[0])
    screen.view.addSubview(container)
    scene.rootViewController = screen
  }

  /// The face shown and the other one, for the log.
  var tracked: (TrackedView?, TrackedView?) {
    let (from, to) = (faces[shown], faces[1 - shown])
    return ((from.name, from), (to.name, to))
  }

  /// Starts the transition from the face shown to the other, driven by `interactor`.
  func begin(options: AnimationOptions, duration: Double, interactor: PercentDrivenInteractiveTransition) throws {
    let (from, to) = (faces[shown], faces[1 - shown])
    let scene = self.scene
    let running = try scene.engine.transition(
      from: from, to: to, duration: duration, options: options, interactingWith: interactor
    ) { [unowned self] done in
      if done { shown = 1 - shown }
      transition = nil
      scene.record(.transitionCompleted(.transition, didComplete: done))
    }
    transition = running
    running.context?.coordinator.notifyWhenInteractionChanges { snapshot in
      scene.record(
        .interactionChanged(
          isInteractive: snapshot.isInteractive, isCancelled: snapshot.isCancelled,
          percentComplete: snapshot.percentComplete))
    }
    scene.record(.transitionBegan(.transition, from: from.name, to: to.name, animated: true, interactive: true))
  }

  /// The transition on screen at engine time `time`, for the log.
  func sample(at time: Double) -> ViewTransitionSample? {
    transition?.frame(at: time).map(ViewTransitionSample.init)
  }
}

extension AnimationCurve {
  /// The curve a scenario's `curve` parameter names (`easeInOut` for anything else).
  static func named(_ name: String) -> AnimationCurve {
    allCases.first { $0.description == name } ?? .easeInOut
  }
}
