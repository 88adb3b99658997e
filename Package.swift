// swift-tools-version: 6.2
import PackageDescription

// MARK: - Features

/// A library a feature may use beyond Core and Resources, which every feature gets.
enum FeatureLibrary: String {
  /// HTTP: the feature talks to a service.
  case networking = "Networking"
}

/// One feature module: `Features/<name>`, its test target `Tests/<name>Tests`, its library product,
/// and its mocks in the shared `Mocks` target.
struct Feature {
  let name: String
  let uses: [FeatureLibrary]

  init(_ name: String, uses: [FeatureLibrary] = []) {
    self.name = name
    self.uses = uses
  }

  /// What the feature's target imports: Core and Resources always, then what it uses.
  var dependencies: [Target.Dependency] {
    ["Core", "Resources"] + uses.map { .target(name: $0.rawValue) }
  }

  /// What its tests import: the feature, the shared mocks, Core, then what the feature uses.
  var testDependencies: [Target.Dependency] {
    [.target(name: name), "Mocks", "Core"] + uses.map { .target(name: $0.rawValue) }
  }
}

/// Every feature, one line each. `generate.sh` adds and removes lines here.
let features: [Feature] = [
  Feature("Countries", uses: [.networking]),
  Feature("Members"),
  Feature("Users", uses: [.networking]),
]

/// The upcoming language features every target is compiled with.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

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
    path: "Libraries/Core",
    swiftSettings: swiftSettings
  ),
  .target(
    name: "Networking",
    path: "Libraries/Networking",
    swiftSettings: swiftSettings
  ),
  .target(
    name: "Resources",
    path: "Shared/Resources",
    resources: [.process("Localization")],
    swiftSettings: swiftSettings
  ),
]

// MARK: - Feature targets

let featureTargets: [Target] = features.map { feature in
  .target(
    name: feature.name,
    dependencies: feature.dependencies,
    path: "Features/\(feature.name)",
    swiftSettings: swiftSettings
  )
}

// MARK: - Tests

let testTargets: [Target] =
  [
    .target(
      name: "Mocks",
      dependencies: ["Core", "Networking"] + features.map { .target(name: $0.name) },
      path: "Tests/Mocks",
      resources: [.copy("Fixtures"), .copy("Server")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: ["Core", "Mocks"],
      path: "Tests/CoreTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "Mocks"],
      path: "Tests/NetworkingTests",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ResourcesTests",
      dependencies: ["Resources"],
      path: "Tests/ResourcesTests",
      resources: [.process("Localization")],
      swiftSettings: swiftSettings
    ),
  ]
  + features.map { feature in
    .testTarget(
      name: "\(feature.name)Tests",
      dependencies: feature.testDependencies,
      path: "Tests/\(feature.name)Tests",
      swiftSettings: swiftSettings
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
  ] + features.map { .library(name: $0.name, targets: [$0.name]) },
  targets: libraryTargets + featureTargets + testTargets,
  swiftLanguageModes: [.v6]
)
