import GlideAnimation
import GlideTransitions

/// ``ListLayout``'s screen built from views, for `glide-bench layout --level views`: the same rows of
/// icon, title, detail label and accessory, with the same constraints written with anchors on views in
/// a scene's window, so a frame is what an app does: set one `LayoutConstraint`'s constant (the
/// container's width) and call `layoutIfNeeded()`, which synchronises the tree's engine, publishes the
/// solver's values and sets every frame that moved (each a layout event in the scene's log).
struct ListScreen {
  let scene: Scene
  /// The container's `width == W`, the constant every frame moves.
  let width: LayoutConstraint
  /// Every view laid out (the container first), for the checksum.
  let views: [View]
  /// Constraints activated, the width's included.
  let constraints: Int

  init(rows: Int) {
    scene = Scene(size: Size(width: 1024, height: Double(rows) * 64 + 24))
    let engine = scene.engine
    let container = View(engine: engine, name: "container")
    container.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(container)
    width = container.widthAnchor.constraint(equalToConstant: 1024)
    var made = [
      container.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      container.topAnchor.constraint(equalTo: scene.window.topAnchor),
      container.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor), width,
    ]
    var views = [container]
    func view(_ name: String) -> View {
      let view = View(engine: engine, name: name)
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      views.append(view)
      return view
    }
    func preferred(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
      constraint.priority = priority
      return constraint
    }
    var previousIcon: View?
    for row in 0..<rows {
      let icon = view("row\(row).icon"), title = view("row\(row).title")
      let detail = view("row\(row).detail"), accessory = view("row\(row).accessory")
      made += [
        icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        icon.widthAnchor.constraint(equalToConstant: 40),
        previousIcon.map { icon.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 24) }
          ?? icon.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
        icon.heightAnchor.constraint(equalToConstant: 40),
        title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
        title.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
        preferred(title.widthAnchor.constraint(equalToConstant: 220), .defaultLow),  // its text, hugged at 250
        title.topAnchor.constraint(equalTo: icon.topAnchor),
        title.heightAnchor.constraint(equalToConstant: 20),
        detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
        detail.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        preferred(detail.widthAnchor.constraint(equalToConstant: 120), .defaultHigh),  // held at 750
        detail.topAnchor.constraint(equalTo: title.topAnchor, constant: 20),
        detail.heightAnchor.constraint(equalToConstant: 16),
        accessory.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        accessory.leadingAnchor.constraint(greaterThanOrEqualTo: detail.trailingAnchor, constant: 8),
        accessory.widthAnchor.constraint(equalToConstant: 44),
        accessory.topAnchor.constraint(equalTo: icon.topAnchor),
        accessory.heightAnchor.constraint(equalToConstant: 44),
      ]
      previousIcon = icon
    }
    LayoutConstraint.activate(made)
    constraints = made.count
    self.views = views
  }

  /// The sum of every view's frame (origin and size), so two builds can be seen to lay out alike.
  var checksum: Double {
    views.reduce(0) { $0 + $1.frame.minX + $1.frame.minY + $1.frame.width + $1.frame.height }
  }
}
