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

  /// What a message asks to make smaller when the screen of `options` is too large: `--screen` when it
  /// was given (or nothing set the screen), else the parameters that were set.
  static func screenOption(given screen: String?, options: ScenarioOptions) -> String {
    let isDefault = options.ordered.allSatisfy { parameter, value in
      !["screenWidth", "screenHeight"].contains(parameter.name) || value == parameter.defaultValue
    }
    return screen != nil || isDefault ? "--screen" : "screenWidth/screenHeight"
  }

  /// Opens the window for a run with `options` on `device`, checking for a display first, and that the
  /// window's content at `scale` is a canvas the compositor draws (``checkCanvas(_:scale:screenOption:describing:)``).
  static func open(
    title: String, options: ScenarioOptions, device: DeviceDescription, scale: Double, framesPerSecond: Double,
    screenOption: String = "--screen"
  ) throws -> SimulatorWindow {
    try WindowError.checkDisplay(environment: ProcessInfo.processInfo.environment)
    let layout = layout(options: options, device: device, scale: scale)
    let screen = layout.screen
    try checkCanvas(
      layout.size, scale: scale, screenOption: screenOption,
      describing: "the window (\(points(layout.size.width))×\(points(layout.size.height)) points: a "
        + "\(points(screen.width))×\(points(screen.height))-point screen, the touch surface beside it, the heads-up lines under them)")
    return try SimulatorWindow(title: title, layout: layout, fonts: try FontLibrary(), framesPerSecond: framesPerSecond)
  }

  /// Refuses a canvas of `size` points at `scale` that is past the compositor's limits (``Canvas/pixelSize(of:scale:)``)
  /// before anything is drawn, naming the options that size it (`screenOption`, ``screenOption(given:options:)``,
  /// and `--scale`); `what` says what the canvas shows.
  static func checkCanvas(_ size: Size, scale: Double, screenOption: String = "--screen", describing what: String) throws {
    do {
      _ = try Canvas.pixelSize(of: size, scale: scale)
    } catch {
      let tooSmall = (size.width * scale).rounded() < 1 || (size.height * scale).rounded() < 1
      throw ValidationError(
        "Please give a \(tooSmall ? "larger" : "smaller") \(screenOption) or --scale: \(what) at --scale \(String(format: "%g", scale)): \(error).")
    }
  }

  /// `390` or `390.5`: points as a message writes them.
  static func points(_ value: Double) -> String { String(format: "%g", value) }

  /// The window's layout for a run with `options` on `device`.
  static func layout(options: ScenarioOptions, device: DeviceDescription, scale: Double) -> WindowLayout {
    let geometry = device.geometry
    return WindowLayout(
      screenSize: Size(width: options.number("screenWidth"), height: options.number("screenHeight")),
      surfaceMillimetres: Size(width: geometry.widthMillimetres, height: geometry.heightMillimetres), scale: scale)
  }
}
