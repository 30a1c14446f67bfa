import ArgumentParser

@main
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

  static func main() {
    StandardStreams.holdClosedOnes()
    main(nil)
  }
}
