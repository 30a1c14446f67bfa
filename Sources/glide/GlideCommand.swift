import ArgumentParser

@main
struct GlideCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "glide",
    abstract: "Touchpad input on Linux, turned into iOS-style gestures and interactive transitions.",
    discussion: """
      Glide reads a touchpad live (libevdev) or a recorded trace (evemu, libinput record) and \
      assembles it into touch frames. Run `glide help <subcommand>` for each command's options.
      """,
    subcommands: [
      InspectCommand.self,
      FramesCommand.self,
      GesturesCommand.self,
      ConvertCommand.self,
      RecordCommand.self,
      SynthCommand.self,
    ]
  )
}
