/// The __Feature__ use cases a screen calls.
public protocol __Feature__Interactor: Sendable {
//: if cached
  /// Every `__Entity__`, fresh from the service (the cache answers only when the service fails).
  func refresh__Feature__() async throws(__Feature__Error) -> [__Entity__]
  /// Every `__Entity__`, from the cache when it holds them.
  func load__Feature__() async throws(__Feature__Error) -> [__Entity__]
  /// One `__Entity__`; `forceReload` asks the service even when the cache holds it.
  func load__Entity__(id: Int, forceReload: Bool) async throws(__Feature__Error) -> __Entity__
//: else
  /// Every `__Entity__`.
  func load__Feature__() async throws(__Feature__Error) -> [__Entity__]
  /// One `__Entity__`.
  func load__Entity__(id: Int) async throws(__Feature__Error) -> __Entity__
//: end
  /// Creates a `__Entity__` and answers it with its assigned id; `invalidName` when the name cannot be saved.
  func create__Entity__(name: String) async throws(__Feature__Error) -> __Entity__
  /// Deletes the `__Entity__` with `id`.
  func delete__Entity__(id: Int) async throws(__Feature__Error)
}
