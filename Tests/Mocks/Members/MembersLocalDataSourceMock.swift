import Core
import Members
import Mocks

/// A `MembersLocalDataSource` that answers from its results and records every call.
@dynamicMemberLookup
package final class MembersLocalDataSourceMock: MembersLocalDataSource, RecordingMock {
  /// A call, with its arguments.
  package enum Call: Equatable, Sendable {
    case rows
    case row(id: Int)
    case insert(MemberDraft)
    case update(MemberDraft, id: Int)
    case delete(id: Int)
  }

  /// What each method answers; every one fails with `closed` until a test sets it.
  package struct Results: Sendable {
    /// What `rows` answers.
    package var rowsResult: Result<[MemberRow], StorageError> = .failure(.closed)
    /// What `row` answers.
    package var rowResult: Result<MemberRow?, StorageError> = .failure(.closed)
    /// What `insert` answers.
    package var insertResult: Result<MemberRow, StorageError> = .failure(.closed)
    /// What `update` answers.
    package var updateResult: Result<MemberRow?, StorageError> = .failure(.closed)
    /// What `delete` answers.
    package var deleteResult: Result<Bool, StorageError> = .failure(.closed)
  }

  /// The results and the calls.
  package let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  package init() {}

  /// Records the call and answers `rowsResult`.
  package func rows() async throws(StorageError) -> [MemberRow] {
    try await recorder.answer(.rows, \.rowsResult)
  }

  /// Records the call and answers `rowResult`.
  package func row(id: Int) async throws(StorageError) -> MemberRow? {
    try await recorder.answer(.row(id: id), \.rowResult)
  }

  /// Records the call and answers `insertResult`.
  package func insert(_ draft: MemberDraft) async throws(StorageError) -> MemberRow {
    try await recorder.answer(.insert(draft), \.insertResult)
  }

  /// Records the call and answers `updateResult`.
  package func update(_ draft: MemberDraft, id: Int) async throws(StorageError) -> MemberRow? {
    try await recorder.answer(.update(draft, id: id), \.updateResult)
  }

  /// Records the call and answers `deleteResult`.
  package func delete(id: Int) async throws(StorageError) -> Bool {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
