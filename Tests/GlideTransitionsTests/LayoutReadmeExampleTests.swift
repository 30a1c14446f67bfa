import GlideAnimation
import GlideTransitions
import Testing

/// The example of GlideTransitions' article "Layout on views" (GlideTransitions.docc/Articles/LayoutOnViews.md), as
/// written there, with the frames its comments give.
@Suite("Layout: the Layout on views article's example")
struct LayoutReadmeExampleTests {
  @Test func theSheetIsLaidOutThenAnimatedThroughLayoutIfNeeded() {
    let scene = Scene()  // a 390 × 844 window
    let sheet = View(engine: scene.engine, name: "Sheet")
    sheet.translatesAutoresizingMaskIntoConstraints = false
    scene.window.addSubview(sheet)
    let height = sheet.heightAnchor.constraint(equalToConstant: 120)
    LayoutConstraint.activate([
      sheet.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
      sheet.trailingAnchor.constraint(equalTo: scene.window.trailingAnchor),
      sheet.bottomAnchor.constraint(equalTo: scene.window.bottomAnchor),
      height,
    ])
    scene.window.layoutIfNeeded()  // sheet.frame: (0, 724, 390, 120)
    #expect(close(sheet.frame, Rect(x: 0, y: 724, width: 390, height: 120)))
    height.constant = 700
    scene.engine.animate(withDuration: 0.3) { scene.window.layoutIfNeeded() }  // animates to (0, 144, 390, 700)
    #expect(close(sheet.frame, Rect(x: 0, y: 144, width: 390, height: 700)))
    // easeInOut is half-way at half the time; the bottom edge stays put.
    let middle = sheet.layer.presentation(at: 0.15).frame
    #expect(close(middle, Rect(x: 0, y: 434, width: 390, height: 410), 1e-6), "\(middle)")
    #expect(close(sheet.layer.presentation(at: 0.3).frame, Rect(x: 0, y: 144, width: 390, height: 700), 1e-6))
  }
}
