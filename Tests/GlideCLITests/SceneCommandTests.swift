import Foundation
import GlideRender
import GlideTestSupport
import Testing

/// `--scene FILE` as a user runs it: docs/example.scene (docs/commands.md's example) over the default trace, and a wrong file.
@Suite("Scene files on the command line")
struct SceneCommandTests {
  @Test("glide render --scene draws the file's Home under the popped photo; replay finishes as without it")
  func renderAndReplay() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-scene-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let render = try Glide.run(["render", "--scene", "docs/example.scene", "--scale", "1", "-o", folder + "/"])
    try #require(render.status == 0, "\(render.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    let first = try RenderImage(contentsOfPNG: folder + "/" + files[0])
    let lastFile = try #require(files.last)
    let last = try RenderImage(contentsOfPNG: folder + "/" + lastFile)
    // First: Detail, black round its photo. Last: Home as the file draws it, grouped grey (242, 242, 247)
    // (below the list) and the white box of a message at (20, 402, 350, 72).
    #expect(first[195, 150] == RenderImage.RGB(red: 0, green: 0, blue: 0))
    #expect(last[8, 700] == RenderImage.RGB(red: 242, green: 242, blue: 247))
    #expect(last[360, 465] == RenderImage.RGB(red: 255, green: 255, blue: 255))
    let replay = try Glide.run(["replay", "--scene", "docs/example.scene"])
    #expect(replay.status == 0 && replay.stdout.contains("pinch-pop: finished"), "\(replay.stderr)")
  }

  @Test("A wrong scene file stops the command before it runs, naming the file, the line and the field")
  func wrongFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-\(UUID().uuidString).scene").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "screen Home\n  image photo=alpine-lake frame=0,0,ten,10\n".write(toFile: path, atomically: true, encoding: .utf8)
    for command in [["replay"], ["render", "-o", "/tmp/never.png"], ["report", "-o", "/tmp/never.html"]] {
      let run = try Glide.run(command + ["--scene", path])
      #expect(run.status == 64, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("\(path):2: field 'frame': expected x,y,width,height"), "\(run.stderr)")
    }
    try "screen Settings\n  statusBar\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try Glide.run(["replay", "--scene", path])
    #expect(run.stderr.contains("\(path):1: field 'screen': pinch-pop has no screen 'Settings'; its screens are Detail, Home"))
  }
}
