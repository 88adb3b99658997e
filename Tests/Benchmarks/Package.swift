// swift-tools-version: 6.2
import PackageDescription

// The benchmarks: a package of their own that depends on the monorepo by path, so that `swift build`
// and `swift test` at the root never compile them. Run from this folder:
// `swift run -c release Benchmarks [--quick] [--filter <case>]`.
let package = Package(
  name: "Benchmarks",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "SwiftFeatures", path: "../..")],
  targets: [
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        .product(name: "Core", package: "SwiftFeatures"),
        .product(name: "Countries", package: "SwiftFeatures"),
        .product(name: "Networking", package: "SwiftFeatures"),
        .product(name: "Members", package: "SwiftFeatures"),
        .product(name: "Users", package: "SwiftFeatures"),
        .product(name: "Mocks", package: "SwiftFeatures"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
