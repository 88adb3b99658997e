import Core
import Foundation

/// A value the list cache holds.
private struct Item: Identifiable, Sendable {
  let id: Int
}

/// The bare thing a cache hit is measured against: an actor holding a dictionary.
private actor DictionaryStore {
  private var values: [Int: Int] = [:]

  func insert(_ value: Int, for key: Int) { values[key] = value }
  func value(for key: Int) -> Int? { values[key] }
}

/// `MemoryCacheStorage` inside an actor, as `MemoryListCache` holds it: one actor hop a hit, like
/// the baseline.
private actor StorageStore {
  private var storage = MemoryCacheStorage<Int, Int>(timeToLive: .seconds(3_600))

  func insert(_ value: Int, for key: Int) { storage.insert(value, for: key) }
  func value(for key: Int) -> Int? { storage.value(for: key) }
}

/// The two cases spell their loops out: a shared loop taking a read closure adds a closure call
/// per hit (10 to 20 ns, measured), which would blur the ratios.
enum MemoryCacheBenchmark {
  static let gets = 1_000_000
  static let keys = 1_000

  private static func dictionaryBaseline() async -> Workload {
    let store = DictionaryStore()
    for key in 0..<keys { await store.insert(key, for: key) }
    return Workload(label: "actor + Dictionary ×1M") {
      var hits = 0
      for index in 0..<gets where await store.value(for: index % keys) != nil { hits += 1 }
      guard hits == gets else { throw BenchmarkFailure(description: "dictionary hit \(hits) of \(gets)") }
    }
  }

  /// Core's `MemoryListCache` (the storage behind a lock, specialized here), time-to-live set: the
  /// cache a feature's repository reads.
  static func cache() async -> BenchmarkCase {
    let cache = MemoryListCache<Item>(timeToLive: .seconds(3_600))
    cache.replaceList((0..<keys).map(Item.init), storedAt: Date())
    return BenchmarkCase(
      subject: Workload(label: "MemoryListCache hit ×1M") {
        var hits = 0
        for index in 0..<gets where cache.value(id: index % keys) != nil { hits += 1 }
        guard hits == gets else { throw BenchmarkFailure(description: "MemoryListCache hit \(hits) of \(gets)") }
      },
      baseline: await dictionaryBaseline(),
      goal: 2.0,
      repetitions: 9
    )
  }

  /// The same storage and time-to-live in an actor of the caller's module.
  static func storage() async -> BenchmarkCase {
    let store = StorageStore()
    for key in 0..<keys { await store.insert(key, for: key) }
    return BenchmarkCase(
      subject: Workload(label: "MemoryCacheStorage in a local actor ×1M") {
        var hits = 0
        for index in 0..<gets where await store.value(for: index % keys) != nil { hits += 1 }
        guard hits == gets else { throw BenchmarkFailure(description: "the storage hit \(hits) of \(gets)") }
      },
      baseline: await dictionaryBaseline(),
      goal: 2.0,
      repetitions: 9
    )
  }
}
