import GlideAnimation

@testable import GlideTransitions

/// A 390×844 scene whose window holds `Home` (390×844, its frame set by code) with a `Card` that
/// constraints place: 20 pt from Home's left, 100 pt from its top, 100×100.
struct CardScene {
  let scene = Scene()
  let home: View
  let card: View
  let leading: LayoutConstraint
  let top: LayoutConstraint
  let width: LayoutConstraint
  let height: LayoutConstraint

  init() {
    home = View(engine: scene.engine, name: "Home", frame: scene.bounds)
    scene.window.addSubview(home)
    card = View(engine: scene.engine, name: "Card")
    card.translatesAutoresizingMaskIntoConstraints = false
    home.addSubview(card)
    leading = card.leadingAnchor.constraint(equalTo: home.leadingAnchor, constant: 20)
    top = card.topAnchor.constraint(equalTo: home.topAnchor, constant: 100)
    width = card.widthAnchor.constraint(equalToConstant: 100)
    height = card.heightAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([leading, top, width, height])
    scene.window.layoutIfNeeded()
    scene.clearEvents()
  }

  var engine: AnimationEngine { scene.engine }

  /// The card's presented frame (untransformed: from its presented center and bounds) at `time`.
  func shown(at time: Double) -> Rect {
    let state = card.layer.presentation(at: time)
    return Rect(
      x: state.position.x - state.bounds.width / 2, y: state.position.y - state.bounds.height / 2,
      width: state.bounds.width, height: state.bounds.height)
  }

  /// The layout passes and conflicts the scene logged, as `SceneEvent.description`s.
  var layoutLog: [String] {
    scene.events.compactMap { event in
      switch event.kind {
      case .layout, .layoutConflict: event.description
      default: nil
      }
    }
  }
}

/// A view with an intrinsic content size that tests change.
final class SizedView: View {
  var size: Size

  init(engine: AnimationEngine, name: String, size: Size) {
    self.size = size
    super.init(engine: engine, name: name)
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: Size { size }
}

/// A view that writes down its layout callbacks into a shared list.
final class RecordingView: View {
  let journal: Journal
  var onLayout: (() -> Void)?

  final class Journal {
    var entries: [String] = []
  }

  init(engine: AnimationEngine, name: String, frame: Rect = .zero, journal: Journal) {
    self.journal = journal
    super.init(engine: engine, name: name, frame: frame)
  }

  override func layoutSubviews() {
    journal.entries.append("\(name).layoutSubviews \(subviews.map { "\($0.name) \($0.frame)" })")
    onLayout?()
  }

  override func updateConstraints() {
    journal.entries.append("\(name).updateConstraints")
  }
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}
