//: kinds cached local
//: if local
import Core

/// Where `__Entity__` values are stored, as rows.
package protocol __Feature__LocalDataSource: Sendable {
  /// Every row, by name ignoring case, then id.
  func rows() async throws(StorageError) -> [__Entity__Row]
  /// The row with `id`, or `nil`.
  func row(id: Int64) async throws(StorageError) -> __Entity__Row?
  /// Inserts a row and answers it with its assigned id.
  func insert(name: String) async throws(StorageError) -> __Entity__Row
  /// Deletes the row with `id`; whether there was one.
  func delete(id: Int64) async throws(StorageError) -> Bool
}
//: else
/// Where `__Entity__` values are kept on the device between loads: the cache behind the service.
package protocol __Feature__LocalDataSource: Sendable {
  /// The full list in its loaded order, or `nil` when it was never loaded or any of it has expired.
  func all() async -> [__Entity__]?
  /// The `__Entity__` with `id`, or `nil`.
  func __entity__(id: Int) async -> __Entity__?
  /// Replaces the full list.
  func replaceAll(_ values: [__Entity__]) async
  /// Stores one `__Entity__`; one new to a loaded list is added at its end.
  func store(_ value: __Entity__) async
  /// Forgets the `__Entity__` with `id`, in the list too.
  func remove(id: Int) async
}
//: end
