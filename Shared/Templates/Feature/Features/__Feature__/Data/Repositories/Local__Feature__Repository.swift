//: kinds local
import Core

/// The __Feature__ repository over its local data source: validates writes, maps rows to
/// `__Entity__` values and storage failures to `__Feature__Error`.
package struct Local__Feature__Repository: __Feature__Repository {
  private let local: any __Feature__LocalDataSource

  /// Creates the repository.
  package init(local: any __Feature__LocalDataSource) {
    self.local = local
  }

  package func __feature__() async throws(__Feature__Error) -> [__Entity__] {
    let rows = try await storage { () async throws(StorageError) in try await local.rows() }
    return try rows.map { row throws(__Feature__Error) in try __Entity__(row) }
  }

  package func __entity__(id: Int) async throws(__Feature__Error) -> __Entity__ {
    let row = try await storage { () async throws(StorageError) in try await local.row(id: Int64(id)) }
    guard let row else { throw .notFound(id: id) }
    return try __Entity__(row)
  }

  package func create(name: String) async throws(__Feature__Error) -> __Entity__ {
    let name = try __Entity__.validatedName(name)
    let row = try await storage { () async throws(StorageError) in try await local.insert(name: name) }
    return try __Entity__(row)
  }

  package func delete(id: Int) async throws(__Feature__Error) {
    let deleted = try await storage { () async throws(StorageError) in try await local.delete(id: Int64(id)) }
    guard deleted else { throw .notFound(id: id) }
  }

  /// Runs a storage call unless the task is already cancelled, mapping its failure to a `__Feature__Error`.
  ///
  /// A call that started runs to its end: a statement is never left half done.
  private func storage<T>(_ body: () async throws(StorageError) -> T) async throws(__Feature__Error) -> T {
    guard !Task.isCancelled else { throw .cancelled }
    do throws(StorageError) {
      return try await body()
    } catch {
      throw __Feature__Error(error)
    }
  }
}
