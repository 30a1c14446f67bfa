// libFuzzer target: the bytes as a scenario file (`--scenario-file`) and as a trace-test expectation
// (`*.expect.json`), each parsed as `glide` parses it; a scenario file that parses is turned into the
// scenario's options, as `glide replay --scenario-file` does.
//
// Checks: no crash, hang or runaway memory (a trap on a number out of range is a crash); every error's
// message names the file it came from and spans one line. Built and run by `tools/fuzz scenario-file SECONDS`.
import Foundation
import Glibc
import GlideScenarios
@testable import GlideSimulation
@testable import GlideTraceTesting

/// A file names a scenario as `glide` knows them: the built-in ones registered.
private let builtInScenariosRegistered: Void = try! Scenario.registerBuiltIn()

private let scenarioPath = FuzzFile.path(extension: "scenario.json")
private let expectationPath = FuzzFile.path(extension: "expect.json")

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFileFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let data = Data(bytes: bytes, count: size)
  _ = builtInScenariosRegistered
  do {
    let file = try ScenarioFile.parse(data, path: scenarioPath)
    _ = try? file.options()
  } catch {
    checkNamesFile("\(error)", path: scenarioPath)
  }
  do {
    _ = try TraceExpectation.parse(data, path: expectationPath)
  } catch {
    checkNamesFile("\(error)", path: expectationPath)
  }
  return 0
}

/// An error about a file must say which file, on one line.
private func checkNamesFile(_ message: String, path: String) {
  require(message.contains(path), "an error does not name \(path): \(message)")
  require(!message.contains("\n"), "an error spans lines: \(message)")
}
