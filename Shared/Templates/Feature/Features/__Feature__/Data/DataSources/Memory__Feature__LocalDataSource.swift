//: kinds cached
import Core

/// The `__Entity__` values kept in memory: each by id, and the order of the full list once it was loaded.
///
/// One actor owns both, so a read is one hop and a replacement is never seen half done.
package actor Memory__Feature__LocalDataSource: __Feature__LocalDataSource {
  private var byID: MemoryCacheStorage<Int, __Entity__>
  private var listOrder: [Int]?

  /// Creates an empty store whose entries expire after `timeToLive` (never when `nil`).
  package init(timeToLive: Duration? = nil) {
    byID = MemoryCacheStorage(timeToLive: timeToLive)
  }

  /// Creates an empty store that measures `timeToLive` on `clock`.
  package init<C: Clock & Sendable>(timeToLive: Duration?, clock: C) where C.Duration == Duration {
    byID = MemoryCacheStorage(timeToLive: timeToLive, clock: clock)
  }

  package func all() -> [__Entity__]? {
    guard let listOrder else { return nil }
    var values: [__Entity__] = []
    values.reserveCapacity(listOrder.count)
    for id in listOrder {
      guard let value = byID.value(for: id) else { return nil }
      values.append(value)
    }
    return values
  }

  package func __entity__(id: Int) -> __Entity__? {
    byID.value(for: id)
  }

  package func replaceAll(_ values: [__Entity__]) {
    listOrder = values.map(\.id)
    byID.replaceAll(with: Dictionary(values.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }))
  }

  package func store(_ value: __Entity__) {
    byID.insert(value, for: value.id)
    if let order = listOrder, !order.contains(value.id) { listOrder = order + [value.id] }
  }

  package func remove(id: Int) {
    byID.removeValue(for: id)
    listOrder?.removeAll { $0 == id }
  }
}
