import Core

/// The bare thing `MemoryCache` wraps: an actor holding a dictionary.
private actor DictionaryStore {
  private var values: [Int: Int] = [:]

  func insert(_ value: Int, for key: Int) { values[key] = value }
  func value(for key: Int) -> Int? { values[key] }
}

enum MemoryCacheBenchmark {
  static let gets = 1_000_000
  static let keys = 1_000

  static func make() async -> BenchmarkCase {
    let cache = MemoryCache<Int, Int>(timeToLive: .seconds(3_600))
    let store = DictionaryStore()
    for key in 0..<keys {
      await cache.insert(key, for: key)
      await store.insert(key, for: key)
    }
    return BenchmarkCase(
      name: "memory-cache",
      subject: Workload(label: "MemoryCache hit ×1M") {
        var hits = 0
        for index in 0..<gets where await cache.value(for: index % keys) != nil { hits += 1 }
        guard hits == gets else { throw BenchmarkFailure(description: "MemoryCache hit \(hits) of \(gets)") }
      },
      baseline: Workload(label: "actor + Dictionary ×1M") {
        var hits = 0
        for index in 0..<gets where await store.value(for: index % keys) != nil { hits += 1 }
        guard hits == gets else { throw BenchmarkFailure(description: "dictionary hit \(hits) of \(gets)") }
      },
      goal: 2.0,
      repetitions: 9
    )
  }
}
