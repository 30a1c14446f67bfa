import GlideTestSupport
import Foundation
import Testing

@Suite struct ConvertCommandTests {
  let scratch: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-convert-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  @Test func aDescriptionAndEventsPairSurvivesEvemuAndLibinputRoundTrips() throws {
    let events = "traces/real/touchpads__SynPS2_Synaptics_TouchPad.hp8470p.edge-scroll-horizontal.events"
    let desc = "traces/real/touchpads__SynPS2_Synaptics_TouchPad.hp8470p.desc"
    let evemu = scratch.appendingPathComponent("a.evemu").path
    let yaml = scratch.appendingPathComponent("b.yml").path
    let back = scratch.appendingPathComponent("c.evemu").path

    let first = try Glide.run(["convert", events, "--desc", desc, "-o", evemu])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.contains("wrote 3541 events"))
    #expect(try Glide.run(["convert", evemu, "--format", "libinput", "-o", yaml]).status == 0)
    #expect(try String(contentsOfFile: yaml, encoding: .utf8).hasPrefix("# libinput record\nversion: 1\n"))
    #expect(try Glide.run(["convert", yaml, "-o", back]).status == 0)

    // The frames Glide assembles are the same from every copy.
    let original = try Glide.run(["frames", "--json", events, "--desc", desc]).stdout
    #expect(original.split(separator: "\n").count == 693)
    for copy in [evemu, yaml, back] {
      #expect(try Glide.run(["frames", "--json", copy]).stdout == original, "\(copy)")
    }
    // evemu → libinput → evemu gives the same file but for the conversion comment.
    let strip = { (path: String) throws -> [Substring] in
      try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.contains("Converted by") }
    }
    #expect(try strip(evemu) == strip(back))
  }

  @Test func aBadTraceNamesFileAndLineAndWritesNothing() throws {
    let bad = scratch.appendingPathComponent("bad.evemu").path
    try "N: pad\nI: 0011 0002 0007 01b1\nE: 0.000001 0003 0039 5\nE: 0.000001 0003\n"
      .write(toFile: bad, atomically: true, encoding: .utf8)
    let out = scratch.appendingPathComponent("out.evemu").path
    let run = try Glide.run(["convert", bad, "-o", out])
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(bad):4: expected an event line"))
    #expect(!FileManager.default.fileExists(atPath: out))
    #expect(!FileManager.default.fileExists(atPath: out + ".partial"))
  }

  @Test func anEventsOnlyFileWithoutItsDescriptionAsksForDesc() throws {
    let run = try Glide.run(["inspect", "traces/real/touchpads__SynPS2_Synaptics_TouchPad.events"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("--desc"))
  }
}

@Suite struct FramesCommandTests {
  @Test func theDefaultTraceIsATwoFingerPinchThatEndsCleanly() throws {
    let run = try Glide.run(["frames", "traces/default.evemu"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("0.000000  fingers 2  #1 slot 0 began") == true)
    #expect(lines.first?.contains("#2 slot 1 began") == true)
    #expect(lines.last?.contains("ended") == true)
    #expect(run.stderr.isEmpty)
  }

  @Test func aDeviceWithoutResolutionIsWarnedAbout() throws {
    let run = try Glide.run(["frames", "traces/real/touchpads__AlpsPS2_ALPS_GlidePoint.single-tap.events"])
    #expect(run.status == 0)
    #expect(run.stderr.contains("warning: "))
    #expect(run.stderr.contains("states no resolution; millimetres assume libinput's 69 × 50 mm surface"))
  }

  @Test func framesAfterADropAreMarkedAndTheirTouchesCancelled() throws {
    let run = try Glide.run(["frames", "--json", "traces/synaptics/pinch-in-syn-dropped.evemu"])
    #expect(run.status == 0, "\(run.stderr)")
    let frames = try run.stdout.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
    }
    let dropped = frames.filter { $0["followsDroppedEvents"] as? Bool == true }
    #expect(dropped.count == 1)
    let phases = (dropped.first?["touches"] as? [[String: Any]] ?? []).map { $0["phase"] as? String }
    #expect(phases == ["cancelled", "cancelled"])
  }
}
