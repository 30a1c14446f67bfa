import Foundation
import GlideAnimation
import GlideKit
import GlideTestSupport
import Testing

@testable import GlideSimulation

/// Scene files: screens as data, read a line at a time, errors naming the file, the line and the field.
@Suite("Scene files")
struct SceneFileTests {
  @Test("docs/example.scene (shown in docs/commands.md, Scenes as data) reads into its two screens, their views in order, each with its line")
  func example() throws {
    let file = try SceneFile.load(Glide.path("docs/example.scene"))
    #expect(file.screens.map(\.name) == ["Home", "Detail"])
    #expect(file.screens.map(\.line) == [3, 12])
    let home = file.screens[0]
    #expect(home.background == SystemColor.systemGroupedBackground.color(in: .light))
    #expect(home.views.map(\.line) == Array(4...11))
    #expect(
      home.views[1].kind == .navigationBar(title: "Inbox", large: true, back: nil, right: "Edit", appearance: .light))
    #expect(
      home.views[3].kind
        == .image(photo: "alpine-lake", frame: Rect(x: 20, y: 186, width: 350, height: 200), corner: 12, gravity: .resizeAspectFill))
    #expect(
      home.views[4].kind
        == .box(frame: Rect(x: 20, y: 402, width: 350, height: 72), color: Color(hex: 0xFFFFFF), corner: 10, shadow: .init(opacity: 0.15, radius: 8)))
    #expect(home.views[6].kind == .list(style: .insetGrouped, top: 490, rows: ["Wi-Fi", "Bluetooth", "Mobile Data"]))
    #expect(home.views[7].kind == .tabBar(items: ["Inbox", "Photos", "People", "Settings"], selected: 0))
  }

  @Test(
    "A wrong line is refused naming the file, the line and the field",
    arguments: [
      ("screen Home\n  label text=Hi frame=1,2,3\n",
        "s.scene:2: field 'frame': expected x,y,width,height in points, e.g. 20,150,350,24; got '1,2,3'"),
      ("# a comment\n\nscreen Home\n  widget a=b\n",
        "s.scene:4: field 'widget': not a kind of view; expected screen, statusBar, navigationBar, tabBar, label, image, box or list"),
      ("  statusBar\n", "s.scene:1: field 'statusBar': expected `screen NAME` before the first view"),
      ("screen Home\n  statusBar tint=red\n", "s.scene:2: field 'tint': not a field of statusBar; its fields are appearance"),
      ("screen Home\n  label text=\"open frame=0,0,1,1\n", "s.scene:2: field 'line': a quote is not closed"),
      ("screen Home background=mauve\n", "s.scene:1: field 'background': expected #RRGGBB or a system colour"),
      ("screen Home\n  image photo=moon frame=0,0,10,10\n", "s.scene:2: field 'photo': expected a bundled photo"),
      ("screen Home\n  box frame=0,0,10,10 shadow=2/8\n", "s.scene:2: field 'shadow': expected opacity/radius, e.g. 0.2/8; got '2/8'"),
      ("screen Home\n  tabBar items=\"A|B\" selected=2\n", "s.scene:2: field 'selected': expected an item's index, 0 to 1"),
      ("# nothing\n", "s.scene:1: field 'screen': expected at least one `screen NAME` line"),
    ])
  func errors(text: String, message: String) {
    #expect {
      _ = try SceneFile.parse(text, path: "s.scene")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  @Test("Applied to pinch-pop, Home shows only the file's views and the other screen is left as it was")
  func apply() throws {
    let text = "screen Home background=#102030\n  label text=\"Hello\" frame=20,100,200,30\n  box frame=0,0,10,10\n"
    var options = Scenario.pinchPop.defaultOptions
    options.scene = try SceneFile.parse(text, path: "s.scene")
    let run = ScenarioRun(
      scenario: .pinchPop, options: options, device: .pointerSurface(widthPoints: 390, heightPoints: 844))
    #expect(run.sceneScreensMissing.isEmpty)
    let views = Dictionary(uniqueKeysWithValues: run.binding.trackedViews.map { ($0.0, $0.1) })
    let home = try #require(views["Home"])
    #expect(home.backgroundColor == Color(hex: 0x102030))
    #expect(home.subviews.map(\.name) == ["Hello", "box"])
    #expect(home.subviews[0].frame == Rect(x: 20, y: 100, width: 200, height: 30))
    #expect(home.subviews[0].layer.text?.string == "Hello")
    // Detail keeps the scenario's own photo screen.
    #expect((views["Detail"]?.subviews.count ?? 0) > 1)
    // A screen the scenario does not have is reported.
    options.scene = try SceneFile.parse("screen Settings\n  statusBar\n", path: "s.scene")
    let other = ScenarioRun(
      scenario: .pinchPop, options: options, device: .pointerSurface(widthPoints: 390, heightPoints: 844))
    #expect(other.sceneScreensMissing == ["Settings"])
  }
}
