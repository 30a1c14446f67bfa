// swift-tools-version: 6.0
// A pinch-to-pop app on Glide's library, driven by a trace: `swift run PinchToPop TRACE`.
import PackageDescription

let package = Package(
  name: "PinchToPop",
  dependencies: [.package(name: "Glide", path: "../..")],
  targets: [
    .executableTarget(
      name: "PinchToPop",
      dependencies: [
        .product(name: "GlideInput", package: "Glide"),
        .product(name: "GlideGestures", package: "Glide"),
        .product(name: "GlideAnimation", package: "Glide"),
        .product(name: "GlideTransitions", package: "Glide"),
        .product(name: "GlideInteraction", package: "Glide"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
