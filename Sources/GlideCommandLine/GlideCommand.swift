import ArgumentParser
import Foundation
import GlideOutput

struct GlideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glide",
    abstract: "Touchpad input on Linux, turned into iOS-style gestures and interactive transitions.",
    discussion: """
      Glide reads a touchpad live (libevdev) or a recorded trace (evemu, libinput record), recognises \
      gestures with UIKit's semantics, and drives percent-driven interactive transitions with them. \
      `glide replay` runs the main job on the bundled default trace. Run `glide help <subcommand>` for \
      each command's options.
      """,
    subcommands: [
      ReplayCommand.self,
      LiveCommand.self,
      ReportCommand.self,
      RenderCommand.self,
      ScenariosCommand.self,
      DemosCommand.self,
      ExpectCommand.self,
      InspectCommand.self,
      FramesCommand.self,
      GesturesCommand.self,
      GridCommand.self,
      ConvertCommand.self,
      RecordCommand.self,
      SynthCommand.self,
      TestCommand.self,
      CompareCommand.self,
      SweepCommand.self,
    ]
  )

  /// Runs the command as ArgumentParser's `main` does, except that help and other text printed on a
  /// clean exit (`--help`, `glide help render`) is written with every write checked: a failed write is
  /// `Error: standard output: cannot write: …` and exit 1, never lost in silence.
  static func main() {
    StandardStreams.holdClosedOnes()
    /// The subcommand parsed: an error its run throws is told with its own usage, not the root's.
    var parsed: any ParsableCommand.Type = Self.self
    do {
      try StandardStreams.checkArgumentsAreUTF8()
      try DecimalArguments.check(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot()
      parsed = type(of: command)
      try PathCheck.check(command)
      try command.run()
      // Warnings and notes that could not be written leave the run's account incomplete: exit 1.
      if let failure = StandardError.failure { fail(failure) }
    } catch {
      guard exitCode(for: error) == .success else {
        fail(NegativeOptionValue.explained(error, arguments: Array(CommandLine.arguments.dropFirst())), of: parsed)
      }
      let text = fullMessage(for: error)
      do {
        if !text.isEmpty { try FileOutput.print(text) }
      } catch {
        fail(error)
      }
      exit()
    }
  }

  /// Exits as ArgumentParser's `exit(withError:)` does (its message on standard error, its exit code), a
  /// name or value of thousands of characters echoed in the message shortened to its ends.
  private static func fail(_ error: any Error, of command: any ParsableCommand.Type = Self.self) -> Never {
    var text = fullMessage(for: error)
    // A validation error thrown by a subcommand's run is told with that subcommand's usage, as one thrown
    // while parsing is (ArgumentParser gives the root's, "Usage: glide <subcommand>").
    if command != Self.self, error is ValidationError {
      text =
        "Error: \(message(for: error))\nUsage: \(usageString(for: command))\n"
        + "  See 'glide \(command._commandName) --help' for more information."
    }
    text = text.shorteningLongRuns
    if !text.isEmpty { StandardError.write(text.hasSuffix("\n") ? text : text + "\n") }
    Foundation.exit(exitCode(for: error).rawValue)
  }
}
