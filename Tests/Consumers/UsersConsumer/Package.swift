// swift-tools-version: 6.2
import PackageDescription

// An app-like package that depends on the Users feature alone (plus Networking and Core for the
// client and the cache policy). `.ci/check-consumer Users` places the monorepo beside it as
// `swift-features`, builds it, checks what it compiled, and runs `check` against the loopback server.
let package = Package(
  name: "UsersConsumer",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "../swift-features")],
  targets: [
    .executableTarget(
      name: "UsersConsumer",
      dependencies: [
        .product(name: "Users", package: "swift-features"),
        .product(name: "Networking", package: "swift-features"),
        .product(name: "Core", package: "swift-features"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
