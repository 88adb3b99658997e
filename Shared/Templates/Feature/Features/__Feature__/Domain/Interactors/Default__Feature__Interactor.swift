//: if cached
import Core

//: end
/// The __Feature__ use cases over a `__Feature__Repository`.
public struct Default__Feature__Interactor: __Feature__Interactor {
  private let repository: any __Feature__Repository

  /// Creates the interactor.
  public init(repository: any __Feature__Repository) {
    self.repository = repository
  }

//: if cached
  /// Every `__Entity__`, remote first.
  public func refresh__Feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await repository.__feature__(cachePolicy: .remoteFirst)
  }

  /// Every `__Entity__`, local first.
  public func load__Feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await repository.__feature__(cachePolicy: .localFirst)
  }

  /// One `__Entity__`, remote first when `forceReload`, else local first.
  public func load__Entity__(id: Int, forceReload: Bool) async throws(__Feature__Error) -> __Entity__ {
    try await repository.__entity__(id: id, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }
//: else
  /// Every `__Entity__`.
  public func load__Feature__() async throws(__Feature__Error) -> [__Entity__] {
    try await repository.__feature__()
  }

  /// One `__Entity__`.
  public func load__Entity__(id: Int) async throws(__Feature__Error) -> __Entity__ {
    try await repository.__entity__(id: id)
  }
//: end

  /// Creates; the repository refuses an invalid name before it is saved.
  public func create__Entity__(name: String) async throws(__Feature__Error) -> __Entity__ {
    try await repository.create(name: name)
  }

  /// Deletes.
  public func delete__Entity__(id: Int) async throws(__Feature__Error) {
    try await repository.delete(id: id)
  }
}
