import Core

/// The roster repository over its local data source: validates writes, maps rows to members and
/// storage failures to `MembersError`.
package struct LocalMembersRepository: MembersRepository {
  private let local: any MembersLocalDataSource

  /// Creates the repository.
  package init(local: any MembersLocalDataSource) {
    self.local = local
  }

  package func members() async throws(MembersError) -> [Member] {
    let rows = try await MembersError.performing { () async throws(StorageError) in try await local.rows() }
    return try rows.map { row throws(MembersError) in try Member(row) }
  }

  package func member(id: Int) async throws(MembersError) -> Member {
    let row = try await MembersError.performing { () async throws(StorageError) in try await local.row(id: id) }
    guard let row else { throw .notFound(id: id) }
    return try Member(row)
  }

  package func create(_ draft: MemberDraft) async throws(MembersError) -> Member {
    let checked = try draft.validated()
    let stored = try await MembersError.performing(
      { () async throws(StorageError) in try await local.insert(checked) },
      mapping: { MembersError($0, name: checked.name) }
    )
    return try Member(stored)
  }

  package func update(_ value: Member) async throws(MembersError) -> Member {
    let checked = try value.draft.validated()
    let stored = try await MembersError.performing(
      { () async throws(StorageError) in try await local.update(checked, id: value.id) },
      mapping: { MembersError($0, name: checked.name) }
    )
    guard let stored else { throw .notFound(id: value.id) }
    return try Member(stored)
  }

  package func delete(id: Int) async throws(MembersError) {
    let deleted = try await MembersError.performing { () async throws(StorageError) in try await local.delete(id: id) }
    guard deleted else { throw .notFound(id: id) }
  }
}
