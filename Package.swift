// swift-tools-version: 6.2
import PackageDescription

// MARK: - Features

/// Every feature module, listed once. Each name `X` gets the target `Features/X`, the test target
/// `Tests/XTests`, a library product `X`, and a place in the shared `Mocks` target.
/// `generate.sh` adds new names here.
let features: [String] = ["Members", "Users"]

// MARK: - Libraries

let libraryTargets: [Target] = [
  .systemLibrary(
    name: "CSQLite",
    path: "Libraries/CSQLite",
    pkgConfig: "sqlite3",
    providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
  ),
  .target(
    name: "Core",
    dependencies: [.target(name: "CSQLite", condition: .when(platforms: [.linux, .android, .windows, .openbsd]))],
    path: "Libraries/Core"
  ),
  .target(
    name: "Networking",
    path: "Libraries/Networking"
  ),
]

// MARK: - Shared

let sharedTargets: [Target] = [
  .target(
    name: "Resources",
    path: "Shared/Resources",
    resources: [.process("Localization")]
  )
]

// MARK: - Feature targets

let featureTargets: [Target] = features.map { feature in
  .target(
    name: feature,
    dependencies: ["Core", "Networking", "Resources"],
    path: "Features/\(feature)"
  )
}

// MARK: - Tests

let testTargets: [Target] =
  [
    .target(
      name: "Mocks",
      dependencies: ["Core", "Networking"] + features.map { .target(name: $0) },
      path: "Tests/Mocks",
      resources: [.copy("Fixtures"), .copy("Server")]
    ),
    .testTarget(name: "CoreTests", dependencies: ["Core", "Mocks"], path: "Tests/CoreTests"),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Mocks"], path: "Tests/NetworkingTests"),
    .testTarget(name: "ResourcesTests", dependencies: ["Resources"], path: "Tests/ResourcesTests"),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Core", "Networking", "Mocks", "Users", "Members"],
      path: "Tests/Benchmarks"
    ),
  ]
  + features.map { feature in
    .testTarget(
      name: "\(feature)Tests",
      dependencies: [.target(name: feature), "Mocks", "Core", "Networking", "Resources"],
      path: "Tests/\(feature)Tests"
    )
  }

// MARK: - Package

let package = Package(
  name: "SwiftFeatures",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Resources", targets: ["Resources"]),
    .library(name: "Mocks", targets: ["Mocks"]),
  ] + features.map { .library(name: $0, targets: [$0]) },
  targets: libraryTargets + sharedTargets + featureTargets + testTargets,
  swiftLanguageModes: [.v6]
)
