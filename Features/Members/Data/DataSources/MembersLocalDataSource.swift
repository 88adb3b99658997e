import Core

/// Where the roster is stored, as rows.
package protocol MembersLocalDataSource: Sendable {
  /// Every row, or those whose position is `position`, ordered by position, then name ignoring case.
  func rows(position: Int64?) async throws(StorageError) -> [MemberRow]
  /// The row with `id`, or `nil`.
  func row(id: Int64) async throws(StorageError) -> MemberRow?
  /// Inserts a row and answers it with its assigned id.
  func insert(name: String, position: Int64) async throws(StorageError) -> MemberRow
  /// Saves `row` over the one with its id; `nil` when there is none.
  func update(_ row: MemberRow) async throws(StorageError) -> MemberRow?
  /// Deletes the row with `id`; whether there was one.
  func delete(id: Int64) async throws(StorageError) -> Bool
}
