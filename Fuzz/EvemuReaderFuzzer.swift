// libFuzzer target: an evemu trace, opened through `TraceReader` (format detection, then `EvemuReader`
// or, when the bytes say so, `LibinputRecordReader`), read to the end and assembled into frames.
//
// Checks: no crash, hang or runaway memory; every error names the file and a line that exists
// (`checkLocated`); events within the kernel's ranges and in time order; the frames' invariants
// (`FrameChecker`). Built and run by `tools/fuzz evemu SECONDS`.
import Glibc
@testable import GlideInput

/// The file each input is written to.
private let tracePath = FuzzFile.path(extension: "evemu")

@_cdecl("LLVMFuzzerTestOneInput")
public func evemuReaderFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = UnsafeBufferPointer(start: bytes, count: size)
  FuzzFile.write(data, to: tracePath)
  do {
    let reader = try TraceReader.open(tracePath)
    require(reader.path == tracePath, "the reader reports another path: \(reader.path)")
    try readAndAssemble(device: reader.device, next: reader.next)
  } catch {
    checkLocated(error, path: tracePath, lines: lineCount(data))
  }
  return 0
}
