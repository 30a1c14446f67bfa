// libFuzzer target: the bytes as a scene file (`--scene`), parsed as `glide` parses it; a scene that
// parses dresses pinch-pop's screens and replays the first 0.3 s of traces/default.evemu over them (the
// pinch begins and the zoom starts towards the marked views), as `glide replay --scene` does.
//
// Checks: no crash, hang or runaway memory (a trap on a number out of range is a crash); every error's
// message starts with the file's path, names a line the file has, and spans one line; every view of the
// replayed scene keeps a finite frame. Built and run by `tools/fuzz scene-file SECONDS`.
import GlideAnimation
import GlideInput
import GlideScenarios
@testable import GlideSimulation
import Glibc

private let scenePath = "fuzz.scene"

/// The first 0.3 s of the default trace (read once; none when the fuzzer runs outside the checkout) and
/// the device it was recorded on.
private let opening: (events: [InputEvent], device: DeviceDescription) = {
  let device = DeviceDescription.pointerSurface(widthPoints: 390, heightPoints: 844)
  guard let reader = try? TraceReader.open("traces/default.evemu") else { return ([], device) }
  var events: [InputEvent] = []
  while let event = try? reader.next(), event.time.seconds < 0.3 { events.append(event) }
  return (events, reader.device)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFileFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = Array(UnsafeBufferPointer(start: bytes, count: size))
  let file: SceneFile
  do {
    file = try SceneFile.parse(data, path: scenePath)
  } catch {
    checkSceneError(error.description, lines: sceneLineCount(data))
    return 0
  }
  var options = Scenario.pinchPop.defaultOptions
  options.scene = file
  let replayer = Replayer(scenario: .pinchPop, options: options, device: opening.device)
  var events = opening.events.makeIterator()
  _ = replayer.replay { events.next() }
  for (_, view) in replayer.run.binding.trackedViews {
    for subview in view.subviews {
      let frame = subview.frame
      require(
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
        "a view's frame is not finite: \(frame)")
    }
  }
  return 0
}

/// The lines of `data` as a scene file counts them: `\n`, `\r\n` and a lone `\r` each end one.
private func sceneLineCount(_ data: [UInt8]) -> Int {
  var count = 0
  var index = 0
  while index < data.count {
    if data[index] == 0x0D || data[index] == 0x0A {
      count += 1
      if data[index] == 0x0D, index + 1 < data.count, data[index + 1] == 0x0A { index += 1 }
    }
    index += 1
  }
  return count + 1
}

/// An error about the file must say which file and, when it names a line, one the file has; on one line.
private func checkSceneError(_ message: String, lines: Int) {
  require(message.hasPrefix(scenePath + ":"), "an error does not start with \(scenePath): \(message)")
  require(!message.contains("\n") && !message.contains("\r"), "an error spans lines: \(message)")
  let rest = message.dropFirst(scenePath.count + 1)
  if let line = Int(rest.prefix { $0.isNumber }) {
    require((1...lines).contains(line), "an error names line \(line) of a file of \(lines): \(message)")
  }
}
