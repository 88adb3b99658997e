import Core

/// Where the roster is stored, as rows.
package protocol MembersLocalDataSource: Sendable {
  /// Every row, by position, then name ignoring case, then id.
  func rows() async throws(StorageError) -> [MemberRow]
  /// The row with `id`, or `nil`.
  func row(id: Int) async throws(StorageError) -> MemberRow?
  /// Inserts `row` under an id the database assigns (the row's own is ignored) and answers the stored row.
  func insert(_ row: MemberRow) async throws(StorageError) -> MemberRow
  /// Replaces every column of the row with `row.id`; the stored row, or `nil` when there is none.
  func update(_ row: MemberRow) async throws(StorageError) -> MemberRow?
  /// Deletes the row with `id`; whether there was one.
  func delete(id: Int) async throws(StorageError) -> Bool
}
