// swift-tools-version:6.0
//
// Glide: touchpad input on Linux → UIKit-style gestures → interactive transitions.
//
// Layers, bottom-up (each may import only the ones above it in this file):
//   GlideOutput  text out: a reused byte buffer, exact fixed decimals, JSON strings, chunked write(2)
//                 (imports nothing)
//   CEvdev       system library over libevdev
//   GlideInput   events, device descriptions, frame assembly, traces, live devices, synthesis
//                 (writes its trace files through GlideOutput's OutputFile)
//   GlideGestures recognisers with UIKit's state machine, the arena, velocity estimation
//   GlideLayout  Cassowary constraint solver: variables, constraints, priorities, edit variables
//                 (imports nothing: no UI)
//   GlideAnimation timing curves, springs, media timing, layers, block animations, property animator
//                 (imports nothing: usable without any input)
//   GlideTransitions views, view controllers, containers, transition context, percent-driven interaction,
//                 coordinator, constraint-based layout on views (imports GlideAnimation and GlideLayout)
//   CSDL2        system library over SDL2 and SDL2_ttf (the renderer's drawing and text)
//   CGLES        system library over EGL and OpenGL ES 3 (the compositor: Mesa, llvmpipe without a GPU)
//   CPNG         system library over libpng (the renderer's PNG files)
//   GlideRender  composites a layer tree as presented at a time with OpenGL ES (EGL, surfaceless), at any
//                 scale, for files or a window's SDL renderer (imports CSDL2, CGLES, CPNG, GlideAnimation,
//                 GlideTransitions only)
//   GlideKit     a small UIKit kit on views: semantic colours, an iPhone's metrics, status, navigation and tab
//                 bars, tables, labels, buttons, image views and bundled photos (imports CPNG, GlideAnimation,
//                 GlideTransitions only)
//   GlideInteraction the frame driver, gesture-to-progress mappings, finish rules
//   GlideSimulation the scenario API, scene files, replay, logs, live sessions (imports all of the above
//                 but GlideRender)
//   GlideScenarios the eleven built-in scenarios, made with GlideSimulation's public API alone
//   GlideTraceTesting trace tests: expectations, the runner, verdicts (imports GlideSimulation)
//   GlideLab     the finish-rule lab, the choice of scenario, the two-finger grid (GlideTraceTesting)
//   GlideReports the HTML report (GlideLab)
//   GlideDemos   the animation guides' demos (GlideSimulation, GlideScenarios)
//   GlideWindow  the simulator window: the screen drawn by GlideRender beside the touch surface and the
//                 heads-up lines, keys, the mouse as touches, replays played frame by frame, live sessions
//                 (imports CSDL2, GlideRender, GlideSimulation and what they import)
//   glide        the command line
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Glide",
  products: [
    .library(name: "GlideOutput", targets: ["GlideOutput"]),
    .library(name: "GlideInput", targets: ["GlideInput"]),
    .library(name: "GlideGestures", targets: ["GlideGestures"]),
    .library(name: "GlideLayout", targets: ["GlideLayout"]),
    .library(name: "GlideAnimation", targets: ["GlideAnimation"]),
    .library(name: "GlideTransitions", targets: ["GlideTransitions"]),
    .library(name: "GlideRender", targets: ["GlideRender"]),
    .library(name: "GlideKit", targets: ["GlideKit"]),
    .library(name: "GlideInteraction", targets: ["GlideInteraction"]),
    .library(name: "GlideSimulation", targets: ["GlideSimulation"]),
    .library(name: "GlideScenarios", targets: ["GlideScenarios"]),
    .library(name: "GlideTraceTesting", targets: ["GlideTraceTesting"]),
    .library(name: "GlideLab", targets: ["GlideLab"]),
    .library(name: "GlideReports", targets: ["GlideReports"]),
    .library(name: "GlideDemos", targets: ["GlideDemos"]),
    .library(name: "GlideWindow", targets: ["GlideWindow"]),
    // Every glide command as a library: an app's own tool runs them on its scenarios (`GlideTool`).
    .library(name: "GlideCommandLine", targets: ["GlideCommandLine"]),
    .executable(name: "glide", targets: ["glide"]),
    .executable(name: "glide-bench", targets: ["GlideBench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `make docs`: the DocC catalogs (Sources/<Module>/<Module>.docc), built with warnings as errors.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: - C

    .systemLibrary(
      name: "CEvdev",
      pkgConfig: "libevdev",
      providers: [.apt(["libevdev-dev"])]
    ),
    // No `pkgConfig: "sdl2"`: its `-D_REENTRANT` is a flag SwiftPM refuses with a warning (see shim.h).
    .systemLibrary(
      name: "CSDL2",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]
    ),
    .systemLibrary(
      name: "CGLES",
      providers: [.apt(["libegl-dev", "libgles-dev", "libegl-mesa0", "libgl1-mesa-dri"])]
    ),
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),

    // MARK: - Libraries

    .target(
      name: "GlideOutput",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideInput",
      dependencies: ["GlideOutput", "CEvdev"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideGestures",
      dependencies: ["GlideInput"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideLayout",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideAnimation",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideTransitions",
      dependencies: ["GlideAnimation", "GlideLayout"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideRender",
      dependencies: ["CSDL2", "CGLES", "CPNG", "GlideOutput", "GlideAnimation", "GlideTransitions"],
      swiftSettings: swiftSettings
    ),

    // The photos are PNGs drawn by tools/make-photos, read through `Bundle.module`.
    .target(
      name: "GlideKit",
      dependencies: ["CPNG", "GlideAnimation", "GlideTransitions"],
      resources: [.copy("Photos")],
      swiftSettings: swiftSettings
    ),

    // What an app needs to drive an interactive transition from gestures without the simulator: the
    // mappings from a gesture to progress, the finish rules (UIKit's and the peers'), the display link.
    .target(
      name: "GlideInteraction",
      dependencies: ["GlideOutput", "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions"],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideSimulation",
      dependencies: [
        "GlideOutput", "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions", "GlideInteraction", "GlideKit",
      ],
      swiftSettings: swiftSettings
    ),

    // Trace tests: expectations beside recordings, the runner and its verdicts, JUnit, shards.
    .target(
      name: "GlideTraceTesting",
      dependencies: ["GlideOutput", "GlideInput", "GlideInteraction", "GlideTransitions", "GlideSimulation"],
      swiftSettings: swiftSettings
    ),

    // The finish-rule lab: rules compared on one recording, parameters swept over many, the choice of
    // scenario by gesture, the two-finger grid.
    .target(
      name: "GlideLab",
      dependencies: [
        "GlideOutput", "GlideInput", "GlideGestures", "GlideInteraction", "GlideTransitions", "GlideSimulation",
        "GlideTraceTesting",
      ],
      swiftSettings: swiftSettings
    ),

    // What a person reads of a replay besides the compositor's pixels: the HTML report, its SVG plots
    // and screens.
    .target(
      name: "GlideReports",
      dependencies: [
        "GlideOutput", "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions", "GlideInteraction",
        "GlideSimulation", "GlideLab",
      ],
      swiftSettings: swiftSettings
    ),

    // The eleven built-in scenarios and their screens, made with GlideSimulation's public scenario API
    // alone (as an app makes its own); GlideCommandLine registers them.
    .target(
      name: "GlideScenarios",
      dependencies: [
        "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions", "GlideInteraction", "GlideKit", "GlideSimulation",
      ],
      swiftSettings: swiftSettings
    ),

    // The animation guides' examples as demos (`glide demos`): each a scene on a clock with its own
    // input; of the simulation they use its number formatting and two of the scenarios' screens.
    .target(
      name: "GlideDemos",
      dependencies: [
        "GlideOutput", "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions", "GlideKit", "GlideSimulation",
        "GlideScenarios",
      ],
      swiftSettings: swiftSettings
    ),

    .target(
      name: "GlideWindow",
      dependencies: [
        "CSDL2", "GlideOutput", "GlideInput", "GlideGestures", "GlideAnimation", "GlideTransitions", "GlideRender",
        "GlideSimulation", "GlideScenarios", "GlideDemos",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - Command line

    .target(
      name: "GlideCommandLine",
      dependencies: [
        "GlideOutput",
        "GlideInput",
        "GlideGestures",
        "GlideAnimation",
        "GlideTransitions",
        "GlideSimulation",
        "GlideScenarios",
        "GlideTraceTesting",
        "GlideLab",
        "GlideReports",
        "GlideDemos",
        "GlideRender",
        "GlideWindow",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings
    ),

    // `glide`: the command line, `GlideTool.main()` with the built-in scenarios alone.
    .executableTarget(
      name: "glide",
      dependencies: ["GlideCommandLine"],
      swiftSettings: swiftSettings
    ),

    // MARK: - Benchmarks

    // `glide-bench`: trace reading, replay and layout throughput, run by tools/bench (see BENCHMARKS.md).
    .executableTarget(
      name: "GlideBench",
      dependencies: [
        "GlideInput",
        "GlideGestures",
        "GlideLayout",
        "GlideAnimation",
        "GlideTransitions",
        "GlideSimulation",
        "GlideRender",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/GlideBench",
      swiftSettings: swiftSettings
    ),

    // MARK: - Tests

    // Repository paths, the built `glide`, and the real recordings' descriptions, for every test target.
    .target(
      name: "GlideTestSupport",
      path: "Tests/GlideTestSupport",
      swiftSettings: swiftSettings
    ),
    // The built-in scenarios registered for a suite that looks scenarios up by name (`.builtInScenarios`).
    .target(
      name: "GlideScenarioTestSupport",
      dependencies: ["GlideScenarios", "GlideSimulation"],
      path: "Tests/GlideScenarioTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideOutputTests",
      dependencies: ["GlideOutput", "GlideInput"],  // GlideInput for its seeded SplitMix64
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideInputTests",
      dependencies: ["GlideInput", "GlideTestSupport"],
      swiftSettings: swiftSettings
    ),
    // Runs the built `glide` binary as a user would; `swift build` builds it beside the tests.
    .testTarget(
      name: "GlideGesturesTests",
      dependencies: ["GlideGestures", "GlideTestSupport"],
      swiftSettings: swiftSettings
    ),
    // Reads the kiwisolver answers in Fixtures/ (written by tools/layout-fixtures) from the repository.
    .testTarget(
      name: "GlideLayoutTests",
      dependencies: ["GlideLayout", "GlideInput", "GlideTestSupport"],  // GlideInput for its seeded SplitMix64
      exclude: ["Fixtures"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideAnimationTests",
      dependencies: ["GlideAnimation"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideTransitionsTests",
      dependencies: ["GlideTransitions", "GlideAnimation", "GlideLayout", "GlideTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideSimulationTests",
      dependencies: [
        "GlideSimulation", "GlideScenarios", "GlideTraceTesting", "GlideLab", "GlideReports", "GlideDemos",
        "GlideInteraction", "GlideInput", "GlideGestures", "GlideTransitions", "GlideAnimation", "GlideTestSupport",
        "GlideScenarioTestSupport",
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideRenderTests",
      dependencies: [
        "GlideRender", "CSDL2", "GlideSimulation", "GlideScenarios", "GlideReports", "GlideDemos", "GlideInput", "GlideTransitions", "GlideAnimation",
        "GlideTestSupport", "GlideScenarioTestSupport",
      ],
      exclude: ["Snapshots"],  // golden PNGs, read from the source tree
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideKitTests",
      dependencies: ["GlideKit", "GlideRender", "GlideAnimation", "GlideTransitions", "GlideTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "GlideWindowTests",
      dependencies: [
        "GlideWindow", "GlideRender", "GlideSimulation", "GlideScenarios", "GlideInput", "GlideAnimation", "GlideTestSupport",
        "GlideScenarioTestSupport",
      ],
      swiftSettings: swiftSettings
    ),
    // Runs the built `glide` as a user would, its windows under Xvfb (read back as PNGs through GlideRender).
    .testTarget(
      name: "GlideCLITests",
      dependencies: ["GlideTestSupport", "GlideRender"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
