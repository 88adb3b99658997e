import Core

/// Resolving paths through a `RouteTable` of an app with 40 features against one with 3: a path goes to the
/// features whose paths start with its first word, so the cost of one must not grow with the features.
enum RouterBenchmark {
  static let resolutions = 100_000

  /// Adds each feature's routes to a table, the feature known by its number.
  private static let features: [@Sendable (inout RouteTable<Int>) throws(RouteOverlap) -> Void] = [
    { try $0.add(F01.self) { _ in 1 } },
    { try $0.add(F02.self) { _ in 2 } },
    { try $0.add(F03.self) { _ in 3 } },
    { try $0.add(F04.self) { _ in 4 } },
    { try $0.add(F05.self) { _ in 5 } },
    { try $0.add(F06.self) { _ in 6 } },
    { try $0.add(F07.self) { _ in 7 } },
    { try $0.add(F08.self) { _ in 8 } },
    { try $0.add(F09.self) { _ in 9 } },
    { try $0.add(F10.self) { _ in 10 } },
    { try $0.add(F11.self) { _ in 11 } },
    { try $0.add(F12.self) { _ in 12 } },
    { try $0.add(F13.self) { _ in 13 } },
    { try $0.add(F14.self) { _ in 14 } },
    { try $0.add(F15.self) { _ in 15 } },
    { try $0.add(F16.self) { _ in 16 } },
    { try $0.add(F17.self) { _ in 17 } },
    { try $0.add(F18.self) { _ in 18 } },
    { try $0.add(F19.self) { _ in 19 } },
    { try $0.add(F20.self) { _ in 20 } },
    { try $0.add(F21.self) { _ in 21 } },
    { try $0.add(F22.self) { _ in 22 } },
    { try $0.add(F23.self) { _ in 23 } },
    { try $0.add(F24.self) { _ in 24 } },
    { try $0.add(F25.self) { _ in 25 } },
    { try $0.add(F26.self) { _ in 26 } },
    { try $0.add(F27.self) { _ in 27 } },
    { try $0.add(F28.self) { _ in 28 } },
    { try $0.add(F29.self) { _ in 29 } },
    { try $0.add(F30.self) { _ in 30 } },
    { try $0.add(F31.self) { _ in 31 } },
    { try $0.add(F32.self) { _ in 32 } },
    { try $0.add(F33.self) { _ in 33 } },
    { try $0.add(F34.self) { _ in 34 } },
    { try $0.add(F35.self) { _ in 35 } },
    { try $0.add(F36.self) { _ in 36 } },
    { try $0.add(F37.self) { _ in 37 } },
    { try $0.add(F38.self) { _ in 38 } },
    { try $0.add(F39.self) { _ in 39 } },
    { try $0.add(F40.self) { _ in 40 } },
  ]

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
  /// The id of a `details` route; `nil` for the list.
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
