//: kinds local
import Core
import __Feature__

/// A `__Feature__LocalDataSource` that answers from its results and records every call.
@dynamicMemberLookup
package final class __Feature__LocalDataSourceMock: __Feature__LocalDataSource, RecordingMock {
  /// A call, with its arguments.
  package enum Call: Equatable, Sendable {
    case rows
    case row(id: Int64)
    case insert(name: String)
    case delete(id: Int64)
  }

  /// What each method answers; every one fails with `closed` until a test sets it.
  package struct Results: Sendable {
    /// What `rows` answers.
    package var rowsResult: Result<[__Entity__Row], StorageError> = .failure(.closed)
    /// What `row` answers.
    package var rowResult: Result<__Entity__Row?, StorageError> = .failure(.closed)
    /// What `insert` answers.
    package var insertResult: Result<__Entity__Row, StorageError> = .failure(.closed)
    /// What `delete` answers.
    package var deleteResult: Result<Bool, StorageError> = .failure(.closed)
  }

  /// The results and the calls.
  package let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  package init() {}

  /// Records the call and answers `rowsResult`.
  package func rows() async throws(StorageError) -> [__Entity__Row] {
    try await recorder.answer(.rows, \.rowsResult)
  }

  /// Records the call and answers `rowResult`.
  package func row(id: Int64) async throws(StorageError) -> __Entity__Row? {
    try await recorder.answer(.row(id: id), \.rowResult)
  }

  /// Records the call and answers `insertResult`.
  package func insert(name: String) async throws(StorageError) -> __Entity__Row {
    try await recorder.answer(.insert(name: name), \.insertResult)
  }

  /// Records the call and answers `deleteResult`.
  package func delete(id: Int64) async throws(StorageError) -> Bool {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
