import GlideAnimation
import Testing

@testable import GlideTransitions

/// UIKit's view-level names for the layer's drawing properties, their snapshots, and the screens' titles.
@Suite("Views: appearance and titles")
struct ViewAppearanceTests {
  @Test("clipsToBounds is the layer's masksToBounds, both ways")
  func clipsToBounds() {
    let view = View(engine: AnimationEngine(), name: "v")
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
    view.layer.masksToBounds = false
    #expect(view.clipsToBounds == false)
  }

  @Test("snapshotView copies border, corners, clipping and text, on screen now or after updates")
  func snapshotView() {
    let engine = AnimationEngine()
    let view = View(engine: engine, name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    let label = View(engine: engine, name: "label", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    view.addSubview(label)
    view.clipsToBounds = true
    view.layer.borderColor = Color(red: 0, green: 1, blue: 0)
    label.layer.text = LayerText("Hello", fontSize: 13, foregroundColor: .black, alignmentMode: .right)
    engine.animate(withDuration: 1, options: .curveLinear, animations: {
      view.layer.cornerRadius = 12
      view.layer.borderWidth = 3
    })
    engine.advance(to: 0.5)
    let now = view.snapshotView(afterScreenUpdates: false)
    let after = view.snapshotView(afterScreenUpdates: true)
    #expect(close(now.layer.cornerRadius, 6) && close(now.layer.borderWidth, 1.5))
    #expect(after.layer.cornerRadius == 12 && after.layer.borderWidth == 3)
    for copy in [now, after] {
      #expect(copy.clipsToBounds)
      #expect(copy.layer.borderColor == Color(red: 0, green: 1, blue: 0))
      let text = copy.subviews[0].layer.text
      #expect(text == LayerText("Hello", fontSize: 13, foregroundColor: .black, alignmentMode: .right))
      // A snapshot holds values, not animations.
      #expect(copy.layer.animationKeys.isEmpty)
    }
  }

  @Test("A screen's default root view shows its title as layer text; containers' views show none")
  func titles() {
    let (scene, nav, a, b) = navigationScene()
    let expected = LayerText("A", style: .headline, foregroundColor: .black, alignmentMode: .center)
    #expect(expected.fontSize == 17 && expected.fontWeight == .semibold)
    #expect(a.view.layer.text == expected)
    #expect(b.view.layer.text?.string == "B")
    #expect(nav.view.layer.text == nil)
    #expect(nav.transitionView.layer.text == nil)
    #expect(scene.window.layer.text == nil)
    let tabs = TabBarController(scene: scene, viewControllers: [ViewController(scene: scene, title: "T")])
    #expect(tabs.view.layer.text == nil)
    #expect(tabs.viewControllers[0].view.layer.text?.string == "T")
  }

  @Test("A new title reaches the root view while it shows the old one, and not after it was replaced")
  func retitle() {
    let (_, _, a, b) = navigationScene()
    a.title = "Inbox"
    #expect(a.view.layer.text?.string == "Inbox")
    b.view.layer.text = LayerText("Custom")
    b.title = "Other"
    #expect(b.view.layer.text?.string == "Custom")
  }

  @Test("snapshotView copies what the layer draws: shadow, gradient, shape, contents and their placing, material")
  func snapshotViewLooks() {
    let engine = AnimationEngine()
    let view = View(engine: engine, name: "print", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    let photo = View(engine: engine, name: "photo", frame: Rect(x: 0, y: 0, width: 40, height: 40))
    view.addSubview(photo)
    (view.layer.shadowOpacity, view.layer.shadowRadius, view.layer.shadowOffset) = (0.3, 16, Size(width: 0, height: 8))
    view.layer.gradient = LayerGradient(colors: [.white, .black])
    view.layer.shape = LayerShape(path: .init(elements: [.move(to: .zero), .line(to: Point(x: 10, y: 10))]))
    view.layer.material = LayerMaterial(style: .systemChromeMaterialLight)
    photo.layer.contents = LayerContents(width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0))
    (photo.layer.contentsGravity, photo.layer.contentsScale) = (.resizeAspectFill, 2)
    photo.layer.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
    for copy in [view.snapshotView(afterScreenUpdates: false), view.snapshotView(afterScreenUpdates: true)] {
      #expect(copy.layer.shadowOpacity == 0.3 && copy.layer.shadowRadius == 16)
      #expect(copy.layer.shadowOffset == Size(width: 0, height: 8))
      #expect(copy.layer.gradient == view.layer.gradient && copy.layer.shape == view.layer.shape)
      #expect(copy.layer.material == view.layer.material)
      let image = copy.subviews[0].layer
      #expect(image.contents == photo.layer.contents && image.contentsGravity == .resizeAspectFill)
      #expect(image.contentsScale == 2 && image.contentsRect == Rect(x: 0, y: 0, width: 0.5, height: 1))
    }
  }

  @Test("transform is the layer's 2-D part and replaces the whole transform; transform3D is the layer's")
  func transforms() {
    let view = View(engine: AnimationEngine(), name: "v", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let flip = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    view.transform3D = flip
    #expect(view.layer.transform == flip)
    #expect(view.transform == Transform2D(a: flip.m11, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    view.transform = Transform2D(scaleX: 2, y: 2)
    #expect(view.transform3D == Transform3D(scaleX: 2, y: 2))
  }

  @Test("snapshotView copies the 3-D model: transform, sublayer transform, anchor z, z position, sidedness")
  func snapshotView3D() {
    let engine = AnimationEngine()
    let view = View(engine: engine, name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50))
    view.transform3D = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0)
    view.layer.sublayerTransform = Transform3D(perspectiveDistance: 700)
    view.layer.anchorPointZ = 4
    view.layer.zPosition = 2
    view.layer.isDoubleSided = false
    let copy = view.snapshotView(afterScreenUpdates: true)
    #expect(copy.transform3D == view.transform3D)
    #expect(copy.layer.sublayerTransform == Transform3D(perspectiveDistance: 700))
    #expect(copy.layer.anchorPointZ == 4 && copy.layer.zPosition == 2 && copy.layer.isDoubleSided == false)
  }
}
