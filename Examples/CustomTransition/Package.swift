// swift-tools-version: 6.0
// A custom presentation built with the property animator: `swift run CustomTransition [--reverse-at T]`.
import PackageDescription

let package = Package(
  name: "CustomTransition",
  dependencies: [.package(name: "Glide", path: "../..")],
  targets: [
    .executableTarget(
      name: "CustomTransition",
      dependencies: [
        .product(name: "GlideAnimation", package: "Glide"),
        .product(name: "GlideTransitions", package: "Glide"),
        .product(name: "GlideInteraction", package: "Glide"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
