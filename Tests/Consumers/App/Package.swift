// swift-tools-version: 6.2
import PackageDescription

// The composition root of an app: `AppComposition` builds every feature from an `AppEnvironment`
// (live) or from the mocks (stub), and `Showcase` drives each feature through its view models from
// the command line; `notes-outbox` writes Mocks' notes through Core's outbox one step a process, so
// that a writer can be killed and another process send what it left; `session-tool` is one launch of
// an app with an OAuth 2 session, which can stop for good mid-refresh, to be killed. A package of its own that depends on the monorepo by path, so that the root
// build never compiles it. `./generate.sh` registers a new feature between the markers below and
// in the container; `.ci/check-app` builds it, tests it and runs the showcase.
/// Every feature the app composes, and the mocks its stub container is built from.
let features: [Target.Dependency] = [
  .product(name: "Core", package: "SwiftFeatures"),
  .product(name: "Networking", package: "SwiftFeatures"),
  .product(name: "Mocks", package: "SwiftFeatures"),
  .product(name: "Countries", package: "SwiftFeatures"),
  .product(name: "Members", package: "SwiftFeatures"),
  .product(name: "Users", package: "SwiftFeatures"),
  // generate.sh: products begin
  // generate.sh: products end
]

/// The upcoming language features every target is compiled with, as in the monorepo.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "App",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppComposition", targets: ["AppComposition"]),
    .executable(name: "showcase", targets: ["Showcase"]),
    .executable(name: "notes-outbox", targets: ["NotesOutboxTool"]),
    .executable(name: "session-tool", targets: ["SessionTool"]),
  ],
  dependencies: [.package(name: "SwiftFeatures", path: "../../..")],
  targets: [
    .target(
      name: "AppComposition",
      dependencies: features,
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "Showcase",
      dependencies: ["AppComposition"] + features,
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "NotesOutboxTool",
      dependencies: [
        .product(name: "Core", package: "SwiftFeatures"),
        .product(name: "Networking", package: "SwiftFeatures"),
        .product(name: "Mocks", package: "SwiftFeatures"),
      ],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "SessionTool",
      dependencies: [
        .product(name: "Core", package: "SwiftFeatures"),
        .product(name: "Networking", package: "SwiftFeatures"),
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AppTests",
      dependencies: ["AppComposition"] + features,
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
