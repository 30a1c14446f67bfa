import Foundation
import GlideTestSupport
import Testing

/// Issue 38: a broken OpenGL ES stack is one clear message, every run, in `render` and in the window;
/// before, the compositor's thread read its context after the failed context was gone ("Fatal error:
/// Attempted to read an unowned reference", signal 6, in about half the runs, spliced into the hint),
/// a thread that touched EGL freed its state while the process exited ("double free or corruption"),
/// and the window's own GL renderer died on a raw X error (`BadValue … X_GLXCreateContext`).
@Suite struct BrokenGLTests {
  /// Each way of breaking the driver, with what the message then says after the EGL call that failed.
  static let brokenDrivers: [(variable: String, value: String, failure: String)] = [
    ("__EGL_VENDOR_LIBRARY_FILENAMES", "/nonexistent", "EGL error 0x300c (EGL_BAD_PARAMETER)"),
    ("LIBGL_DRIVERS_PATH", "/nonexistent", "EGL error 0x3001 (EGL_NOT_INITIALIZED); Mesa said: 'libEGL warning: MESA-LOADER: failed to open swrast: /nonexistent/swrast_dri.so"),
    ("GALLIUM_DRIVER", "bogus", "EGL error 0x3001 (EGL_NOT_INITIALIZED); Mesa said: 'libEGL warning: egl: failed to create dri2 screen'"),
  ]

  /// The one line a broken driver gives.
  static func expectOneClearMessage(_ stderr: String, variable: String, value: String, failure: String) {
    let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(stderr)")
    let message = String(lines.first ?? "")
    #expect(message.hasPrefix("Error: OpenGL ES could not open EGL's surfaceless display: " + failure), "\(stderr)")
    #expect(
      message.hasSuffix(
        " (the environment steers Mesa's choice of driver with \(variable)=\(value): unset it, or install Mesa's "
          + "EGL and OpenGL ES drivers: `sudo apt-get install libegl-mesa0 libgl1-mesa-dri libgles2`, or `make deps`)"),
      "\(stderr)")
  }

  @Test(arguments: 0..<3) func renderWithABrokenDriverIsOneMessageEveryRun(driver: Int) throws {
    let (variable, value, failure) = Self.brokenDrivers[driver]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-broken-gl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The crash came in about one run in two (the unowned read) or one in ten (the double free).
    for _ in 0..<12 {
      let run = try Glide.run(
        ["render", "traces/default.evemu", "-o", folder.appendingPathComponent("e.png").path],
        environment: [variable: value])
      #expect(run.status == 1, "\(run.stderr)")
      Self.expectOneClearMessage(run.stderr, variable: variable, value: value, failure: failure)
      #expect(run.stdout.isEmpty)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test(.enabled(if: XvfbWindow.isAvailable, "xvfb-run is missing"), arguments: 0..<3)
  func theWindowWithABrokenDriverIsOneMessage(driver: Int) throws {
    let (variable, value, failure) = Self.brokenDrivers[driver]
    let binary = try #require(Glide.binary)
    for _ in 0..<2 {
      let run = try LiveBench.run(
        [
          "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -nolisten tcp", "env", "\(variable)=\(value)",
          binary.path, "replay", "--window", Glide.path("traces/default.evemu"),
        ], check: false, timeout: 60)
      // Before: 134 with no message (the unowned read), or 1 after the raw X error.
      #expect(run.status == 1, "\(run.stderr)")
      Self.expectOneClearMessage(run.stderr, variable: variable, value: value, failure: failure)
    }
  }
}
