import Dispatch
import Foundation
import GlideOutput
import GlideRender

/// `glide render -o DIR/`'s frames, encoded as PNG on every core while the replay draws the next ones
/// (encoding takes four times as long as drawing a 2× frame): at most two frames per core wait at once.
/// A frame the renderer did not change is the previous frame's file again, copied once the encoders are
/// done, not encoded a second time. Each file's bytes are the same whatever order the encoders finish in.
final class PNGFrameWriter: @unchecked Sendable {
  private let queue = DispatchQueue(label: "glide.render.png", attributes: .concurrent)
  private let group = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = NSLock()
  private var failure: (any Error)?
  /// Frames that repeat the one before: (the frame's file, the earlier file it repeats), in order.
  private var repeats: [(path: String, of: String)] = []
  private var previous: String?

  /// Encoders for `cores` cores (the machine's by default).
  init(cores: Int = ProcessInfo.processInfo.activeProcessorCount) {
    slots = DispatchSemaphore(value: 2 * max(cores, 1))
  }

  /// Writes a frame (`rgba`: its pixels as ``Canvas/readRGBA()`` reads them, `width` × `height`) to
  /// `path` as PNG, or, when `unchanged`, the bytes of the last file written.
  /// - Throws: The first error an earlier frame's encoding or writing met (the render then stops).
  func write(_ rgba: @autoclosure () -> [UInt8], width: Int, height: Int, to path: String, unchanged: Bool) throws {
    if let failure = firstFailure { throw failure }
    defer { previous = path }
    if unchanged, let previous {
      repeats.append((path, previous))
      return
    }
    let pixels = rgba()
    slots.wait()
    group.enter()
    queue.async {
      defer {
        self.slots.signal()
        self.group.leave()
      }
      do {
        try OutputFile.write(try RenderImage.pngData(rgba: pixels, width: width, height: height), to: path)
      } catch {
        self.record(error)
      }
    }
  }

  /// Waits for every frame to be written; copies the repeated ones.
  /// - Throws: The first error any frame met.
  func finish() throws {
    group.wait()
    if let failure = firstFailure { throw failure }
    for (path, earlier) in repeats {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: earlier))
      try OutputFile.write([UInt8](bytes), to: path)
    }
  }

  private var firstFailure: (any Error)? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  private func record(_ error: any Error) {
    lock.lock()
    defer { lock.unlock() }
    if failure == nil { failure = error }
  }
}
