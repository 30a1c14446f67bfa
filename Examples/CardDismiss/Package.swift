// swift-tools-version: 6.0
// An iOS 7-era card dismissal (the keyframed swing and drop) as a scenario of its own, and a glide of its own that runs it:
// `swift run CardDismiss replay traces/finish.evemu --scenario card-dismiss`.
import PackageDescription

let package = Package(
  name: "CardDismiss",
  dependencies: [.package(name: "Glide", path: "../..")],
  targets: [
    .executableTarget(
      name: "CardDismiss",
      dependencies: [
        .product(name: "GlideCommandLine", package: "Glide"),
        .product(name: "GlideSimulation", package: "Glide"),
        .product(name: "GlideKit", package: "Glide"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]
    )
  ]
)
