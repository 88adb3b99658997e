// swift-tools-version: 6.2
import PackageDescription

// An app-like package that depends on the Countries feature alone (plus Networking for the client
// and Core for the cache policy). `.ci/check-consumer Countries` places the monorepo beside it as
// `swift-features`, builds it, checks what it compiled, and runs `check` against the loopback server.
let package = Package(
  name: "CountriesConsumer",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "../swift-features")],
  targets: [
    .executableTarget(
      name: "CountriesConsumer",
      dependencies: [
        .product(name: "Countries", package: "swift-features"),
        .product(name: "Networking", package: "swift-features"),
        .product(name: "Core", package: "swift-features"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
