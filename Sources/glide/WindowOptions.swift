import ArgumentParser
import Foundation
import GlideAnimation
import GlideInput
import GlideRender
import GlideSimulation
import GlideWindow

/// `--window`, `--screen` and `--scale`: the simulator window of `glide replay` and `glide live`.
struct WindowOptions: ParsableArguments {
  @Flag(help: "Show the simulator window: the screen, the touch surface and the heads-up lines.")
  var window = false

  @Option(help: ArgumentHelp("The simulated screen, points (sets screenWidth and screenHeight).", valueName: "WxH"))
  var screen: String?

  @Option(help: "Pixels per point in the window (0.25 to 4).")
  var scale: Double = 1

  func validate() throws {
    guard scale >= 0.25, scale <= 4 else { throw ValidationError("Please give --scale from 0.25 to 4; got \(scale).") }
    if let screen { _ = try RenderCommand.screenSize(screen) }
    if !window && (screen != nil || scale != 1) {
      throw ValidationError("--screen and --scale size the window: add --window.")
    }
  }

  /// `options` with `--screen` applied.
  func applied(to options: ScenarioOptions) throws -> ScenarioOptions {
    try Self.apply(screen: screen, to: options)
  }

  /// `options` with the screen `text` (`WxH`, points) as its screenWidth and screenHeight, when given.
  static func apply(screen text: String?, to options: ScenarioOptions) throws -> ScenarioOptions {
    guard let text else { return options }
    var options = options
    let size = try RenderCommand.screenSize(text)
    try ScenarioCommandOptions.validated { () throws(ScenarioError) in
      try options.set("screenWidth", to: "\(size.width)")
      try options.set("screenHeight", to: "\(size.height)")
    }
    return options
  }

  /// Opens the window for a run with `options` on `device`, checking for a display first.
  static func open(
    title: String, options: ScenarioOptions, device: DeviceDescription, scale: Double, framesPerSecond: Double
  ) throws -> SimulatorWindow {
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    return try SimulatorWindow(
      title: title, layout: layout(options: options, device: device, scale: scale), fonts: try FontLibrary(),
      framesPerSecond: framesPerSecond)
  }

  /// The window's layout for a run with `options` on `device`.
  static func layout(options: ScenarioOptions, device: DeviceDescription, scale: Double) -> WindowLayout {
    let geometry = device.geometry
    return WindowLayout(
      screenSize: Size(width: options.number("screenWidth"), height: options.number("screenHeight")),
      surfaceMillimetres: Size(width: geometry.widthMillimetres, height: geometry.heightMillimetres), scale: scale)
  }
}
