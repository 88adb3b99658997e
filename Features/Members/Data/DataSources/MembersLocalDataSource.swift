import Core

/// Where the roster is stored, as rows.
package protocol MembersLocalDataSource: Sendable {
  /// Every row, by position, then name ignoring case, then id.
  func rows() async throws(StorageError) -> [MemberRow]
  /// The row with `id`, or `nil`.
  func row(id: Int) async throws(StorageError) -> MemberRow?
  /// Inserts `draft` under an id the database assigns and answers the stored row.
  func insert(_ draft: MemberDraft) async throws(StorageError) -> MemberRow
  /// Replaces every column of the row with `id` by `draft`'s; the stored row, or `nil` when there is none.
  func update(_ draft: MemberDraft, id: Int) async throws(StorageError) -> MemberRow?
  /// Deletes the row with `id`; whether there was one.
  func delete(id: Int) async throws(StorageError) -> Bool
}
