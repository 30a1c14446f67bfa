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
    // A marked view a scenario's transition does not move.
    try "screen Home\n  label text=Hi frame=0,0,10,10\n  box frame=0,0,10,10 role=zoom\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let edge = try Glide.run(["replay", "--scenario", "edge-back", "--scene", path])
    #expect(edge.status == 64, "\(edge.stderr)")
    #expect(
      edge.stderr.contains("\(path):3: field 'role': edge-back's transition moves no view marked role=zoom on screen 'Home'"),
      "\(edge.stderr)")
  }

  @Test("glide render --scene: the zoom ends on Home's marked view, Detail's marked photo cropped to it")
  func zoomEndsOnTheMarkedView() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-zoom-\(UUID().uuidString)").path
    let path = folder + ".scene"
    defer {
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: path)
    }
    // A wide target (4 : 3) low on Home; on Detail a red 3 : 2 photo, aspect-filled into it.
    let text = """
      screen Home background=#FFFFFF
        box frame=40,500,120,90 color=#00C000 role=zoom
      screen Detail background=black
        box frame=0,292,390,260 color=#FF0000 role=zoom
      """
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let render = try Glide.run(["render", "--scene", path, "--scale", "1", "-o", folder + "/"])
    try #require(render.status == 0, "\(render.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    var lastRed: (file: String, minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for file in files {
      let image = try RenderImage(contentsOfPNG: folder + "/" + file)
      var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
      for y in 60..<800 {
        for x in 0..<390 {
          let pixel = image[x, y]
          guard pixel.red > 200, pixel.green < 60, pixel.blue < 60 else { continue }
          (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
        }
      }
      if minX <= maxX { lastRed = (file, minX, minY, maxX, maxY) }
    }
    let red = try #require(lastRed)
    // The last frame showing the photo is within 3 points of the marked view (40, 500, 120, 90).
    #expect(
      abs(red.minX - 40) <= 3 && abs(red.minY - 500) <= 3 && abs(red.maxX - 160) <= 3 && abs(red.maxY - 590) <= 3,
      "\(red)")
    // Then Home's own view is there.
    let last = try RenderImage(contentsOfPNG: folder + "/" + (files.last ?? ""))
    #expect(last[100, 545] == RenderImage.RGB(red: 0, green: 192, blue: 0))
  }
}
