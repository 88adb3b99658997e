import Core

/// Resolving paths through a `RouteTable` of an app with 40 features, against one with 3.
///
/// A path goes to the features whose paths start with its first word. So the cost of one must not grow
/// with the features.
enum RouterBenchmark {
  static let resolutions = 100_000

  /// Adds each feature's routes to a table, the feature known by its number.
  private static let features: [@Sendable (inout RouteTable<Int>) throws(RouteOverlap) -> Void] = [
    adding(F01.self, as: 1),
    adding(F02.self, as: 2),
    adding(F03.self, as: 3),
    adding(F04.self, as: 4),
    adding(F05.self, as: 5),
    adding(F06.self, as: 6),
    adding(F07.self, as: 7),
    adding(F08.self, as: 8),
    adding(F09.self, as: 9),
    adding(F10.self, as: 10),
    adding(F11.self, as: 11),
    adding(F12.self, as: 12),
    adding(F13.self, as: 13),
    adding(F14.self, as: 14),
    adding(F15.self, as: 15),
    adding(F16.self, as: 16),
    adding(F17.self, as: 17),
    adding(F18.self, as: 18),
    adding(F19.self, as: 19),
    adding(F20.self, as: 20),
    adding(F21.self, as: 21),
    adding(F22.self, as: 22),
    adding(F23.self, as: 23),
    adding(F24.self, as: 24),
    adding(F25.self, as: 25),
    adding(F26.self, as: 26),
    adding(F27.self, as: 27),
    adding(F28.self, as: 28),
    adding(F29.self, as: 29),
    adding(F30.self, as: 30),
    adding(F31.self, as: 31),
    adding(F32.self, as: 32),
    adding(F33.self, as: 33),
    adding(F34.self, as: 34),
    adding(F35.self, as: 35),
    adding(F36.self, as: 36),
    adding(F37.self, as: 37),
    adding(F38.self, as: 38),
    adding(F39.self, as: 39),
    adding(F40.self, as: 40),
  ]

  /// Adds `route`'s patterns to a table, each known by `number`.
  private static func adding<Feature: Route>(
    _ route: Feature.Type, as number: Int
  ) -> @Sendable (inout RouteTable<Int>) throws(RouteOverlap) -> Void {
    { (table: inout RouteTable<Int>) throws(RouteOverlap) in try table.add(route) { _ in number } }
  }

  /// A table of the first `count` features, and the paths of their lists and values, in turn.
  private static func workload(features count: Int, label: String) -> Workload {
    var table = RouteTable<Int>()
    var refused: RouteOverlap?
    for add in features.prefix(count) {
      do throws(RouteOverlap) { try add(&table) } catch { refused = error }
    }
    let paths = (1...count).flatMap { index in
      let base = index < 10 ? "feature-0\(index)" : "feature-\(index)"
      return [base, "\(base)/\(index * 7)"]
    }
    return Workload(label: label) {
      if let refused { throw BenchmarkFailure(description: "the table refused a feature's routes: \(refused)") }
      var found = 0
      for index in 0..<resolutions where (try? table.route(forPath: paths[index % paths.count])) != nil {
        found += 1
      }
      guard found == resolutions else { throw BenchmarkFailure(description: "resolved \(found) of \(resolutions)") }
    }
  }

  static func make() -> BenchmarkCase {
    BenchmarkCase(
      subject: workload(features: 40, label: "100k paths, 40 features' routes"),
      baseline: workload(features: 3, label: "100k paths, 3 features' routes"),
      goal: 1.2,
      repetitions: 5
    )
  }
}

/// A feature of the benchmark: a list, and values by an `Int` id.
private protocol BenchFeature: Route {
  /// The id of a `details` route, or `nil` for the list.
  var detailsID: Int? { get }
}

/// The patterns of a feature with a list at `base` and a value at `base/{id}`.
private func routePatterns<Feature: BenchFeature>(
  _ base: String, list: Feature, details: @escaping @Sendable (Int) -> Feature
) -> [RoutePattern<Feature>] {
  [.constant(base, list), .one("\(base)/{id}", value: { $0.detailsID }, make: details)]
}

private enum F01: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-01", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F02: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-02", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F03: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-03", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F04: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-04", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F05: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-05", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F06: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-06", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F07: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-07", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F08: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-08", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F09: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-09", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F10: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-10", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F11: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-11", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F12: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-12", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F13: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-13", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F14: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-14", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F15: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-15", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F16: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-16", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F17: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-17", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F18: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-18", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F19: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-19", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F20: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-20", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F21: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-21", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F22: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-22", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F23: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-23", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F24: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-24", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F25: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-25", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F26: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-26", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F27: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-27", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F28: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-28", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F29: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-29", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F30: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-30", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F31: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-31", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F32: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-32", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F33: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-33", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F34: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-34", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F35: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-35", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F36: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-36", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F37: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-37", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F38: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-38", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F39: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-39", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}

private enum F40: BenchFeature {
  case list
  case details(id: Int)
  static let patterns = routePatterns("feature-40", list: Self.list) { .details(id: $0) }
  var detailsID: Int? {
    switch self {
    case .list: nil
    case .details(let id): id
    }
  }
}
