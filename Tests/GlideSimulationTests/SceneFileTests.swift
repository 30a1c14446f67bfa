import Foundation
import GlideAnimation
import GlideKit
import GlideInput
import GlideTestSupport
import GlideTransitions
import Testing

@testable import GlideScenarios
@testable import GlideSimulation

/// Scene files: screens as data, read a line at a time, errors naming the file, the line and the field.
@Suite("Scene files")
struct SceneFileTests {
  @Test("docs/example.scene (shown in docs/commands.md, Scenes as data) reads into its two screens, their views in order, each with its line")
  func example() throws {
    let file = try SceneFile.load(Glide.path("docs/example.scene"))
    #expect(file.screens.map(\.name) == ["Home", "Detail"])
    #expect(file.screens.map(\.line) == [5, 13])
    let home = file.screens[0]
    #expect(home.background == SystemColor.systemGroupedBackground.color(in: .light))
    #expect(home.views.map(\.line) == Array(6...12))
    #expect(
      home.views[0].kind == .navigationBar(title: "Inbox", large: true, back: nil, right: "Edit", appearance: .light))
    #expect(
      home.views[2].kind
        == .image(photo: "alpine-lake", frame: Rect(x: 20, y: 186, width: 350, height: 200), corner: 12, gravity: .resizeAspectFill))
    #expect(
      home.views[3].kind
        == .box(frame: Rect(x: 20, y: 402, width: 350, height: 72), color: Color(hex: 0xFFFFFF), corner: 10, shadow: .init(opacity: 0.15, radius: 8)))
    #expect(home.views[5].kind == .list(style: .insetGrouped, top: 490, rows: ["Wi-Fi", "Bluetooth", "Mobile Data"]))
    #expect(home.views[6].kind == .tabBar(items: ["Inbox", "Photos", "People", "Settings"], selected: 0))
    // role=zoom: Home's photo is where the zoom lands, Detail's the photo that lands there.
    #expect(home.views.map(\.role) == [nil, nil, .zoom, nil, nil, nil, nil])
    #expect(file.frame(of: .zoom, onScreen: "Home") == Rect(x: 20, y: 186, width: 350, height: 200))
    #expect(file.frame(of: .zoom, onScreen: "Detail") == Rect(x: 0, y: 227, width: 390, height: 390))
    #expect(file.frame(of: .zoom, onScreen: "Settings") == nil)
  }

  @Test("role=zoom on a label, an image or a box; nothing else marks a view")
  func roles() throws {
    let text = """
      screen Home
        label text=Hi frame=1,2,3,4 role=zoom
      screen Detail
        box frame=5,6,7,8
        image photo=alpine-lake frame=0,100,390,260 role=zoom
      screen Other
        box frame=9,9,9,9 role=zoom
      """
    let file = try SceneFile.parse(text, path: "r.scene")
    #expect(file.screens[0].views[0].role == .zoom && file.screens[1].views[0].role == nil)
    #expect(file.frame(of: .zoom, onScreen: "Detail") == Rect(x: 0, y: 100, width: 390, height: 260))
    #expect(file.frame(of: .zoom, onScreen: "Other") == Rect(x: 9, y: 9, width: 9, height: 9))
    #expect(file.refusal(scenario: "s") { _, _ in true } == nil)
    #expect(
      file.refusal(scenario: "edge-back") { _, screen in screen != "Other" }
        == .invalid(path: "r.scene", line: 7, field: "role", reason: "edge-back's transition moves no view marked role=zoom on screen 'Other'"))
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
      ("screen Home\n  box frame=0,0,10,10 shadow=2/8\n", "s.scene:2: field 'shadow': expected opacity/radius, the opacity from 0 to 1; got '2/8'"),
      ("screen Home\n  tabBar items=\"A|B\" selected=2\n", "s.scene:2: field 'selected': expected an item's index, a whole number from 0 to 1; got '2'"),
      ("# nothing\n", "s.scene:1: field 'screen': expected at least one `screen NAME` line"),
      ("screen Home\n  box frame=0,0,10,10 role=hero\n", "s.scene:2: field 'role': expected one of zoom; got 'hero'"),
      ("screen Home\n  statusBar role=zoom\n", "s.scene:2: field 'role': not a field of statusBar; its fields are appearance"),
      ("screen Home\n  box frame=0,0,1,1 role=zoom\n  label text=A frame=0,0,1,1 role=zoom\n",
        "s.scene:3: field 'role': line 2 marks this screen's role=zoom view already; a screen has one"),
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

  @Test("pinch-pop zooms into Home's marked view with Detail's marked photo as the focus; edge-back refuses a mark")
  func zoomRoles() throws {
    let text = "screen Home\n  box frame=40,500,120,90 role=zoom\nscreen Detail\n  box frame=0,300,390,260 role=zoom\n"
    let file = try SceneFile.parse(text, path: "z.scene")
    let ends = PinchPopBinding.zoomEnds(scene: Scene(), file: file)
    #expect(ends.cell == Rect(x: 40, y: 500, width: 120, height: 90) && ends.focus == Rect(x: 0, y: 300, width: 390, height: 260))
    var options = Scenario.pinchPop.defaultOptions
    options.scene = file
    let device = DeviceDescription.pointerSurface(widthPoints: 390, heightPoints: 844)
    #expect(ScenarioRun(scenario: .pinchPop, options: options, device: device).sceneRefusal == nil)
    // Without marks: the grid's cell and the bundled photo; a dressed Detail without one lands whole.
    let plain = PinchPopBinding.zoomEnds(scene: Scene(), file: nil)
    #expect(plain.cell == PinchPopBinding.sourceCell(in: Scene()) && plain.focus == PinchPopBinding.photoFrame(in: Scene()))
    let unmarked = try SceneFile.parse("screen Detail\n  box frame=0,0,1,1\n", path: "u.scene")
    #expect(PinchPopBinding.zoomEnds(scene: Scene(), file: unmarked).focus == Scene().bounds)
    // The plain screens zoom to the centre: they refuse a mark, as edge-back does.
    try options.set("screens", to: "plain")
    #expect(ScenarioRun(scenario: .pinchPop, options: options, device: device).sceneRefusal?.description.hasPrefix("z.scene:2: field 'role'") == true)
    var edge = Scenario.edgeBack.defaultOptions
    edge.scene = try SceneFile.parse("screen Home\n  box frame=0,0,10,10 role=zoom\n", path: "e.scene")
    let refused = ScenarioRun(scenario: .edgeBack, options: edge, device: device).sceneRefusal
    #expect(refused == .invalid(path: "e.scene", line: 2, field: "role", reason: "edge-back's transition moves no view marked role=zoom on screen 'Home'"))
  }
}
