// swift-tools-version: 6.2
import PackageDescription

// An app-like package that depends on the Members feature (plus Core, to check the file's
// integrity). `.ci/check-consumer Members` places the monorepo beside it as `swift-features`,
// checks what it compiled, and runs `check`: a roster written by one process and read by another,
// and a writer killed mid-stream.
let package = Package(
  name: "MembersConsumer",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "../swift-features")],
  targets: [
    .executableTarget(
      name: "MembersConsumer",
      dependencies: [
        .product(name: "Members", package: "swift-features"),
        .product(name: "Core", package: "swift-features"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
