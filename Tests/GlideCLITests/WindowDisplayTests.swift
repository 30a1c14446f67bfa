import Foundation
import GlideTestSupport
import Testing

/// Issue 28: `--window` with a `DISPLAY` that no server answers is an error within a second, not a
/// window that nobody sees and a command that never ends.
@Suite struct WindowDisplayTests {
  @Test func aDisplayWithNoServerIsAnErrorWithinASecond() throws {
    let binary = try #require(Glide.binary)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["replay", "--window", "traces/default.evemu"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":47913"
    for name in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XAUTHORITY"] { environment[name] = nil }
    process.environment = environment
    process.currentDirectoryURL = Glide.root
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let started = Date()
    try process.run()
    // Before the fix the command ran for ever on SDL's offscreen driver; 10 s bounds the test.
    while process.isRunning && Date().timeIntervalSince(started) < 10 { Thread.sleep(forTimeInterval: 0.02) }
    let ended = !process.isRunning
    if !ended { process.terminate() }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(started)
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(ended, "still running after 10 s: \(message)")
    #expect(seconds < 3, "took \(seconds) s")
    #expect(process.terminationStatus != 0)
    #expect(message.contains("no display server answers at DISPLAY=:47913"), "\(message)")
  }
}
