//: if cached
import Core

//: end
/// Reads and writes `__Entity__` values.
///
//: if local
/// Writes validate the name (see `__Entity__.validatedName(_:)`) and throw `invalidName` before anything is stored.
//: else
/// Writes validate the name (see `__Entity__.validatedName(_:)`) and throw `invalidName` before anything is sent.
//: end
public protocol __Feature__Repository: Sendable {
//: if cached
  /// Every `__Entity__`, by `cachePolicy`.
  func __feature__(cachePolicy: CachePolicy) async throws(__Feature__Error) -> [__Entity__]
  /// The `__Entity__` with `id`, by `cachePolicy`.
  func __entity__(id: Int, cachePolicy: CachePolicy) async throws(__Feature__Error) -> __Entity__
//: else
  /// Every `__Entity__`.
  func __feature__() async throws(__Feature__Error) -> [__Entity__]
  /// The `__Entity__` with `id`.
  func __entity__(id: Int) async throws(__Feature__Error) -> __Entity__
//: end
  /// Creates a `__Entity__` named `name` (trimmed) and returns it with its assigned id.
  func create(name: String) async throws(__Feature__Error) -> __Entity__
  /// Deletes the `__Entity__` with `id`.
  func delete(id: Int) async throws(__Feature__Error)
}
