// libFuzzer target: `glide`'s command line. The bytes are cut into arguments (at NUL bytes; each
// argument's first byte may pick a known subcommand or option name, so the fuzzer reaches them quickly),
// parsed by swift-argument-parser as `glide` parses them, and validated (every command's `validate()`,
// where the ranges of the numbers a user gives are checked). Nothing is run: no file is read or written.
//
// Checks: no crash (a trap on a number out of range, an integer conversion of a huge value), no hang,
// no runaway memory. Built and run by `tools/fuzz command-line SECONDS`.
import ArgumentParser
@testable import GlideCommandLine
import GlideScenarios
import GlideSimulation
import Glibc

/// Words the first byte of an argument can pick (when it is below 0x20), so that mutations recombine
/// real subcommands and options with the values that follow them.
private let words = [
  "replay", "synth", "render", "report", "sweep", "compare", "test", "gestures", "frames", "convert",
  "inspect", "grid", "scenarios", "live", "record", "--set", "--scenario", "--param", "--fps", "--scale",
  "--screen", "--frames", "--duration", "--drop-at", "--drop-frames", "--rate", "--noise", "--device-index",
  "--every", "--jobs", "--radius", "--turns", "--wobble", "--at", "--rule", "--rules", "pinch", "circle",
  "drag", "--dx", "--dy",
]

/// The commands know the built-in scenarios by name, as `glide`'s do.
private let builtInScenariosRegistered: Void = try! Scenario.registerBuiltIn()

@_cdecl("LLVMFuzzerTestOneInput")
public func commandLineFuzzInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let buffer = UnsafeBufferPointer(start: bytes, count: min(size, 512))
  var arguments: [String] = []
  for piece in buffer.split(separator: 0, omittingEmptySubsequences: false).prefix(16) {
    if let first = piece.first, first < 0x20 {
      arguments.append(words[Int(first) % words.count])
    } else {
      arguments.append(String(decoding: piece, as: UTF8.self))
    }
  }
  _ = builtInScenariosRegistered
  do {
    var command = try GlideCommand.parseAsRoot(arguments)
    try command.validate()
  } catch {
    _ = GlideCommand.message(for: error)
  }
  return 0
}
