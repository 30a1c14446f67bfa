// libFuzzer target: a `libinput record` YAML file, read by `LibinputRecordReader` as device 0 and then,
// when the file has a device 0, as device 1 (the header code that skips devices), each to the end and
// assembled into frames.
//
// Checks: no crash, hang or runaway memory; every error names the file and a line that exists
// (`checkLocated`); events within the kernel's ranges and in time order; the frames' invariants
// (`FrameChecker`). Built and run by `tools/fuzz libinput-record SECONDS`.
import Glibc
@testable import GlideInput

/// The file each input is written to.
private let recordingPath = FuzzFile.path(extension: "yml")

@_cdecl("LLVMFuzzerTestOneInput")
public func libinputRecordReaderFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = UnsafeBufferPointer(start: bytes, count: size)
  FuzzFile.write(data, to: recordingPath)
  let lines = lineCount(data)
  for deviceIndex in 0..<2 {
    do {
      let reader = try LibinputRecordReader(path: recordingPath, deviceIndex: deviceIndex)
      require(reader.deviceIndex == deviceIndex, "the reader reads device \(reader.deviceIndex)")
      try readAndAssemble(device: reader.device, next: reader.next)
    } catch {
      checkLocated(error, path: recordingPath, lines: lines)
      if deviceIndex == 0 { break }
    }
  }
  return 0
}
