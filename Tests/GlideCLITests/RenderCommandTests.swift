import Foundation
import GlideTestSupport
import Testing

/// `glide render` as a user runs it: the frames it writes, the contact sheet, videos through ffmpeg, and
/// its errors.
@Suite(.serialized) struct RenderCommandTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-render-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The PNG's width and height, from its header.
  static func pngSize(_ url: URL) throws -> (Int, Int) {
    let data = try Data(contentsOf: url)
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test func aFolderGetsOnePNGPerDisplayFrameTheSameBytesEachTime() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("frames")
    let first = try Glide.run(["render", "--scale", "2", "-o", out.path + "/"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stdout
        == "wrote 43 frames to \(out.path)/: 780×1688 pixels, 0.017 s to 0.717 s at 60 fps; pinch-pop finished\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == (0..<43).map { String(format: "frame-%05d.png", $0) })
    #expect(try Self.pngSize(out.appendingPathComponent("frame-00000.png")) == (780, 1688))
    let before = try names.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    // A second render into the same folder, shorter (120 fps has more frames; --fps 30 fewer): stale
    // frames go, and the same options give the same bytes.
    let shorter = try Glide.run(["render", "--scale", "2", "--fps", "30", "-o", out.path])
    #expect(shorter.status == 0, "\(shorter.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 22)
    let again = try Glide.run(["render", "--scale", "2", "-o", out.path])
    #expect(again.status == 0)
    let after = try names.map { try Data(contentsOf: out.appendingPathComponent($0)) }
    #expect(before == after)
  }

  @Test func aContactSheetShowsTheChosenFramesWithTheirTimes() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.png")
    let run = try Glide.run(["render", "-o", sheet.path, "--frames", "4", "--screen", "200x300", "--set", "screens=plain"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("wrote \(sheet.path): 4 of 43 frames, 200×300 pixels"))
    // 4 frames in a row: margins 16, gaps 16, a 26-point caption band under each.
    #expect(try Self.pngSize(sheet) == (16 + 4 * 200 + 3 * 16 + 16, 16 + 300 + 26 + 16))
    #expect(!FileManager.default.fileExists(atPath: sheet.path + ".partial"))
    // Light caption text under each frame, none over the frames; Detail's blue in the first frame, Home's
    // grey in the last.
    // Under each frame, its caption's ink on the sheet's dark backdrop (28, 28, 31); between the frames,
    // backdrop only.
    let band = try Screenshot.colours(
      in: sheet, colours: ["backdrop": "#1c1c1f"],
      regions: (0..<4).map { PixelRegion("caption \($0)", x: 16 + Double($0) * 216, y: 316, width: 200, height: 26) }
        + [PixelRegion("gap", x: 216, y: 16, width: 16, height: 326)], tolerance: 2)
    for index in 0..<4 {
      let backdrop = band["caption \(index)"]?["backdrop"]?.count ?? 0
      #expect(backdrop < 200 * 26 - 150 && backdrop > 200 * 26 - 2000, "caption \(index): \(200 * 26 - backdrop) ink pixels")
    }
    #expect(band["gap"]?["backdrop"]?.count == 16 * 326)
    let found = try Screenshot.colours(
      in: sheet, colours: ["detail": "#4078d9", "home": "#ededf2"],
      regions: [
        PixelRegion("first", x: 16, y: 16, width: 200, height: 300),
        PixelRegion("last", x: 664, y: 16, width: 200, height: 300),
      ], tolerance: 2)
    #expect((found["first"]?["detail"]?.count ?? 0) > 50_000)
    #expect((found["last"]?["home"]?.count ?? 0) > 50_000)
    #expect(found["last"]?["detail"]?.count == 0)
  }

  /// pinch-layout drawn: in the PNG of a display frame, each photo's colour fills the box of its cell as
  /// `glide replay --json`'s layout record of that frame presents it (inside the 3 pt white border):
  /// photo 1 wherever the log's rounded zIndex puts it in front of every other photo (15 going to 0, above
  /// theirs; StackingOrderRenderingTests checks the frames where it rounds to photo 2's), from the start
  /// through the rest; every photo of the grid at the end; the pile's transparent photos nowhere at the
  /// start.
  @Test func pinchLayoutsPhotosAreDrawnWhereTheirCellsArePresented() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = "traces/pinch-layout/open-finish.evemu"
    let out = folder.appendingPathComponent("frames")
    let run = try Glide.run(["render", trace, "--scenario", "pinch-layout", "--set", "screens=plain", "-o", out.path + "/"])
    #expect(run.status == 0, "\(run.stderr)")
    let replay = try Glide.run(["replay", trace, "--scenario", "pinch-layout", "--set", "screens=plain", "--json"])
    #expect(replay.status == 0)
    // The layout records by time: each item's centre, size, turn and alpha as presented.
    var layouts: [(time: Double, items: [[String: Any]])] = []
    for line in replay.stdout.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["type"] as? String == "layout", let time = object["time"] as? Double,
        let items = object["items"] as? [[String: Any]]
      else { continue }
      layouts.append((time, items))
    }
    #expect(layouts.count == 43)
    // "…: 390×844 pixels, 0.017 s to 0.817 s at 60 fps": frame N is at the first display frame + N/60.
    let first = try #require(
      run.stdout.components(separatedBy: "pixels, ").last?.split(separator: " ").first.flatMap { Double($0) })
    let firstTick = (first * 60).rounded()
    // A photo's colour: hue item/15 round the wheel at saturation 0.6, value 0.8 (the scenario's PhotoSource).
    func colour(_ item: Int) -> String {
      let h = Double(item) / 15 * 6
      let f = h - h.rounded(.down)
      let (v, p, q, t) = (0.8, 0.32, 0.8 * (1 - 0.6 * f), 0.8 * (1 - 0.6 * (1 - f)))
      let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][Int(h) % 6]
      return String(format: "#%02x%02x%02x", Int((rgb.0 * 255).rounded()), Int((rgb.1 * 255).rounded()), Int((rgb.2 * 255).rounded()))
    }
    let screen = PixelRegion("screen", x: 0, y: 0, width: 390, height: 844)
    // The frames where photo 1's zIndex is above every other photo's, every second of them, and the last.
    let inFront = layouts.indices.filter { position in
      let zIndexes = layouts[position].items.map { $0["zIndex"] as! Int }
      return zIndexes.dropFirst().allSatisfy { $0 < zIndexes[0] }
    }
    let chosen = Set(inFront.enumerated().filter { $0.offset % 2 == 0 }.map(\.element) + [layouts.count - 1])
    var checkedFrames: [Int] = []
    for (position, layout) in layouts.enumerated() where chosen.contains(position) {
      let number = Int((layout.time * 60).rounded() - firstTick)
      let png = out.appendingPathComponent(String(format: "frame-%05d.png", number))
      let last = position == layouts.count - 1
      let checked = last ? Array(0..<15) : [0]
      checkedFrames.append(position)
      let transparent = position == 0 ? layout.items.indices.filter { (layout.items[$0]["alpha"] as? Double) == 0 } : []
      if position == 0 { #expect(transparent == Array(6..<15), "the pile shows 6 photos") }
      var colours: [String: String] = [:]
      for item in checked + transparent { colours["photo \(item + 1)"] = colour(item) }
      let found = try Screenshot.colours(in: png, colours: colours, regions: [screen], tolerance: 6)["screen"] ?? [:]
      for item in checked {
        let attributes = layout.items[item]
        let (x, y) = (attributes["centerX"] as! Double, attributes["centerY"] as! Double)
        let (w, h) = (attributes["width"] as! Double - 6, attributes["height"] as! Double - 6)
        let turn = attributes["rotation"] as! Double
        let half = (
          x: w / 2 * abs(cos(turn)) + h / 2 * abs(sin(turn)), y: w / 2 * abs(sin(turn)) + h / 2 * abs(cos(turn))
        )
        let name = "photo \(item + 1)"
        let box = try #require(found[name]?.box, "frame \(number) (\(layout.time) s): \(name) not drawn")
        let edges = [
          Double(box.minX) - (x - half.x), Double(box.minY) - (y - half.y), Double(box.maxX + 1) - (x + half.x),
          Double(box.maxY + 1) - (y + half.y),
        ]
        #expect(
          edges.allSatisfy { abs($0) <= 1.5 },
          "frame \(number) (\(layout.time) s): \(name) drawn \(found[name]!), presented at (\(x), \(y)) off by \(edges)")
      }
      for item in transparent { #expect(found["photo \(item + 1)"]?.count ?? 0 == 0, "photo \(item + 1) is transparent") }
    }
    // Photo 1 alone in front at the start, while the fingers open the pile and during the rest (the
    // release is at frame record 25).
    #expect(checkedFrames.contains(0) && checkedFrames.contains { $0 > 4 && $0 < 25 })
    #expect(checkedFrames.contains { $0 > 25 && $0 < layouts.count - 1 })
    #expect(checkedFrames.last == layouts.count - 1)
  }

  @Test func videosAreMadeByFFmpegWhenItIsInstalled() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else {
      Issue.record("ffmpeg is not installed: `make deps` installs the Debian package ffmpeg")
      return
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["replay.mp4", "replay.gif", "replay.webm"] {
      let out = folder.appendingPathComponent(name)
      let run = try Glide.run(["render", "-o", out.path, "--scale", "0.5", "--set", "screens=plain"])
      #expect(run.status == 0, "\(name): \(run.stderr)")
      #expect(run.stdout.hasPrefix("wrote \(out.path): 43 frames, 195×422 pixels"), "\(run.stdout)")
      let data = try Data(contentsOf: out)
      #expect(!FileManager.default.fileExists(atPath: out.path + ".partial"))
      switch name {
      case "replay.mp4": #expect(data.count > 1000 && data[4..<8] == Data("ftyp".utf8))
      case "replay.gif": #expect(data.count > 1000 && data.prefix(6) == Data("GIF89a".utf8))
      default: #expect(data.count > 500 && data.prefix(4) == Data([0x1A, 0x45, 0xDF, 0xA3]))
      }
    }
    // The GIF's frames decoded again: Detail's blue fills the first, Home's grey the last (at most 50
    // frames a second: 36 over the 0.7 s).
    let decoded = folder.appendingPathComponent("gif")
    try FileManager.default.createDirectory(at: decoded, withIntermediateDirectories: true)
    let split = Process()
    split.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    split.arguments = ["-v", "error", "-i", folder.appendingPathComponent("replay.gif").path, decoded.path + "/%02d.png"]
    try split.run()
    split.waitUntilExit()
    let frames = try FileManager.default.contentsOfDirectory(atPath: decoded.path).sorted()
    #expect(frames.count == 36)
    let ends = try [frames.first, frames.last].map { name in
      try Screenshot.colours(
        in: decoded.appendingPathComponent(try #require(name)), colours: ["detail": "#4078d9", "home": "#ededf2"],
        regions: [PixelRegion("screen", x: 0, y: 0, width: 195, height: 422)], tolerance: 12)
    }
    #expect((ends[0]["screen"]?["detail"]?.count ?? 0) > 195 * 422 * 9 / 10)
    #expect((ends[1]["screen"]?["home"]?.count ?? 0) > 195 * 422 * 9 / 10)
    // ffprobe counts the frames of the MP4: every display frame, in order.
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    probe.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames,width,height",
      "-of", "csv=p=0", folder.appendingPathComponent("replay.mp4").path,
    ]
    let pipe = Pipe()
    probe.standardOutput = pipe
    try probe.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    probe.waitUntilExit()
    // 195 is odd: H.264 pads it to 196.
    #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "196,422,43")
  }

  @Test func withoutFFmpegAVideoIsAnErrorThatNamesThePackage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A PATH with nothing on it but an empty folder: no ffmpeg.
    let empty = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("replay.mp4")
    let run = try Glide.run(["render", "-o", out.path], environment: ["PATH": empty.path])
    #expect(run.status == 1)
    #expect(run.stderr.contains("writing \(out.path) needs the ffmpeg command, which is not installed"))
    #expect(run.stderr.contains("Debian package ffmpeg"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(!FileManager.default.fileExists(atPath: out.path + ".partial"))
  }

  @Test func aMissingFontIsAnErrorThatNamesThePackage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Glide.run(
      ["render", "-o", folder.appendingPathComponent("frames").path],
      environment: ["GLIDE_FONT": "/no/such/DejaVuSans.ttf"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("the font /no/such/DejaVuSans.ttf is missing"))
    #expect(run.stderr.contains("fonts-inter"))
  }

  @Test func badOptionsAreRefusedWithWhatToDo() throws {
    let cases: [([String], String)] = [
      (["-o", "out.jpg"], "Please give -o a folder (frames as PNGs), a .png (a contact sheet) or a .mp4, .webm or .gif"),
      (["-o", "frames/", "--frames", "4"], "--frames is for a contact sheet"),
      (["-o", "sheet.png", "--frames", "0"], "Please give --frames from 1 to 64"),
      (["-o", "frames/", "--scale", "9"], "Please give --scale from 0.25 to 4"),
      (["-o", "frames/", "--screen", "390by844"], "Please give --screen as WIDTHxHEIGHT"),
      (["traces/no-such-trace.evemu", "-o", "frames/"], "traces/no-such-trace.evemu"),
    ]
    for (arguments, message) in cases {
      let run = try Glide.run(["render"] + arguments)
      #expect(run.status != 0, "\(arguments)")
      #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    }
  }
}
