import Core

/// The roster repository over its local data source: validates writes, maps rows to members and
/// storage failures to `MembersError`.
package struct LocalMembersRepository: MembersRepository {
  private let local: any MembersLocalDataSource

  /// Creates the repository.
  package init(local: any MembersLocalDataSource) {
    self.local = local
  }

  package func members(named name: String?, position: Position?) async throws(MembersError) -> [Member] {
    let rows = try await storage(name: nil) { () async throws(StorageError) in
      try await local.rows(position: position.map { Int64($0.rawValue) })
    }
    let members = try rows.map { row throws(MembersError) in try Member(row) }
    guard let name else { return members }
    return members.filter { $0.nameContains(name) }
  }

  package func member(id: Int) async throws(MembersError) -> Member {
    let row = try await storage(name: nil) { () async throws(StorageError) in try await local.row(id: Int64(id)) }
    guard let row else { throw .notFound(id: id) }
    return try Member(row)
  }

  package func create(name: String, position: Position) async throws(MembersError) -> Member {
    let name = try Member.validatedName(name)
    let row = try await storage(name: name) { () async throws(StorageError) in
      try await local.insert(name: name, position: Int64(position.rawValue))
    }
    return try Member(row)
  }

  package func update(_ member: Member) async throws(MembersError) -> Member {
    var member = member
    member.name = try Member.validatedName(member.name)
    let row = try await storage(name: member.name) { () async throws(StorageError) in
      try await local.update(MemberRow(member))
    }
    guard let row else { throw .notFound(id: member.id) }
    return try Member(row)
  }

  package func delete(id: Int) async throws(MembersError) {
    let deleted = try await storage(name: nil) { () async throws(StorageError) in
      try await local.delete(id: Int64(id))
    }
    guard deleted else { throw .notFound(id: id) }
  }

  /// Runs a storage call unless the task is already cancelled, mapping its failure to a `MembersError`
  /// that names `name` when it is taken.
  ///
  /// A call that started runs to its end: a statement is never left half done.
  private func storage<T>(
    name: String?,
    _ body: () async throws(StorageError) -> T
  ) async throws(MembersError) -> T {
    guard !Task.isCancelled else { throw .cancelled }
    do throws(StorageError) {
      return try await body()
    } catch {
      throw MembersError(error, name: name)
    }
  }
}
