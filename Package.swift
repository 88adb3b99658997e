// swift-tools-version: 6.2
import PackageDescription

// MARK: - Features

/// A library a feature may use beyond Core and Resources, which every feature gets.
enum FeatureLibrary: String {
  /// HTTP: the feature talks to a service.
  case networking = "Networking"
}

/// One feature module: `Features/<name>`, its test target `Tests/<name>Tests`, its library product,
/// and its mocks, `<name>Mocks` in `Tests/Mocks/<name>`, which the `Mocks` product ships with the rest.
struct Feature {
  let name: String
  let uses: [FeatureLibrary]
  /// Whether `generate.sh` made it: its folder then holds `generated.json`, the spec it was made
  /// from, which the target leaves out.
  let generated: Bool
  /// The module of its document's shared types that it imports, one of `documentModels`, if any.
  let models: String?

  init(_ name: String, uses: [FeatureLibrary] = [], generated: Bool = false, models: String? = nil) {
    self.name = name
    self.uses = uses
    self.generated = generated
    self.models = models
  }

  /// What the feature's target imports: Core and Resources always, then what it uses.
  var dependencies: [Target.Dependency] {
    ["Core", "Resources"] + uses.map { .target(name: $0.rawValue) } + (models.map { [.target(name: $0)] } ?? [])
  }

  /// What its mocks import: the feature, the shared mock support, Core, then what the feature uses.
  var mockDependencies: [Target.Dependency] {
    [.target(name: name), "Mocks", "Core"] + uses.map { .target(name: $0.rawValue) }
      + (models.map { [.target(name: $0), .target(name: "\($0)Mocks")] } ?? [])
  }

  /// What its tests import: its mocks and everything they import.
  var testDependencies: [Target.Dependency] {
    [.target(name: "\(name)Mocks")] + mockDependencies
  }
}

/// Every feature, one line each. `generate.sh` adds and removes lines here.
let features: [Feature] = [
  Feature("Countries", uses: [.networking]),
  Feature("Members"),
  Feature("Users", uses: [.networking]),
]

/// The types an OpenAPI document's features share, each declared once in `Models/<name>`.
///
/// Its mocks are `<name>Mocks` in `Tests/Mocks/<name>`, beside its tests. `generate.sh --all` makes
/// it with the document's features, which name it in `models:`.
struct DocumentModels {
  let name: String

  init(_ name: String) {
    self.name = name
  }
}

/// Every document's shared types, one line each. `generate.sh` adds and removes lines here.
let documentModels: [DocumentModels] = []

/// The upcoming language features every target is compiled with.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// How test bundles link: with lld on Linux, where the default gold linker makes the one test
/// bundle's link grow with every feature. Test targets only, so packages that depend on this one
/// never see an unsafe flag.
let testLinkerSettings: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

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
    dependencies: ["Core"],
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
    exclude: feature.generated ? ["generated.json"] : [],
    swiftSettings: swiftSettings
  )
}

// MARK: - Document models

let modelTargets: [Target] = documentModels.flatMap { models in
  [
    .target(
      name: models.name,
      dependencies: ["Core"],
      path: "Models/\(models.name)",
      exclude: ["generated.json"],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "\(models.name)Mocks",
      dependencies: [.target(name: models.name), "Mocks", "Core"],
      path: "Tests/Mocks/\(models.name)",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "\(models.name)Tests",
      dependencies: [.target(name: "\(models.name)Mocks"), .target(name: models.name), "Mocks", "Core"],
      path: "Tests/\(models.name)Tests",
      swiftSettings: swiftSettings,
      linkerSettings: testLinkerSettings
    ),
  ]
}

// MARK: - Tests

// `Mocks` is the support every mock and test shares (recorders, stubs of the transport, the
// loopback server, fixtures); each feature's mocks are a module of their own beside it, so a new
// feature adds a module instead of changing the one every test target imports.
let testTargets: [Target] =
  features.map { feature in
    .target(
      name: "\(feature.name)Mocks",
      dependencies: feature.mockDependencies,
      path: "Tests/Mocks/\(feature.name)",
      swiftSettings: swiftSettings
    )
  }
  + [
    .target(
      name: "Mocks",
      dependencies: ["Core", "Networking"],
      path: "Tests/Mocks",
      exclude: features.map(\.name) + documentModels.map(\.name),
      resources: [.copy("Fixtures"), .copy("Server")],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: ["Core", "Mocks"],
      path: "Tests/CoreTests",
      swiftSettings: swiftSettings,
      linkerSettings: testLinkerSettings
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "Core", "Mocks"],
      path: "Tests/NetworkingTests",
      swiftSettings: swiftSettings,
      linkerSettings: testLinkerSettings
    ),
    .testTarget(
      name: "ResourcesTests",
      dependencies: ["Resources"],
      path: "Tests/ResourcesTests",
      resources: [.process("Localization")],
      swiftSettings: swiftSettings,
      linkerSettings: testLinkerSettings
    ),
  ]
  + features.map { feature in
    .testTarget(
      name: "\(feature.name)Tests",
      dependencies: feature.testDependencies,
      path: "Tests/\(feature.name)Tests",
      swiftSettings: swiftSettings,
      linkerSettings: testLinkerSettings
    )
  }

// MARK: - Package

/// The `Mocks` product's modules: the shared mock support, then every feature's and every document
/// models module's mocks.
let mockTargets = ["Mocks"] + features.map { "\($0.name)Mocks" } + documentModels.map { "\($0.name)Mocks" }

let package = Package(
  name: "SwiftFeatures",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Core", targets: ["Core"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Resources", targets: ["Resources"]),
    .library(name: "Mocks", targets: mockTargets),
  ] + features.map { .library(name: $0.name, targets: [$0.name]) }
    + documentModels.map { .library(name: $0.name, targets: [$0.name]) },
  targets: libraryTargets + modelTargets + featureTargets + testTargets,
  swiftLanguageModes: [.v6]
)
