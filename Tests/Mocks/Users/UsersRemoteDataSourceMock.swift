import Core
import Mocks
import Networking
import Users

/// A `UsersRemoteDataSource` that answers from its results and records every call.
@dynamicMemberLookup
package final class UsersRemoteDataSourceMock: UsersRemoteDataSource, RecordingMock {
  /// A call, with its arguments.
  package enum Call: Equatable, Sendable {
    case list
    case value(id: Int)
    case create(UserDTO)
    case update(UserDTO, id: Int)
    case delete(id: Int)
  }

  /// What each method answers; every one fails with `invalidResponse` until a test sets it.
  package struct Results: Sendable {
    /// What `list` answers.
    package var listResult: Result<LenientList<UserDTO>, HTTPError> = .failure(.invalidResponse)
    /// What `value` answers.
    package var valueResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    /// What `create` answers.
    package var createResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    /// What `update` answers.
    package var updateResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    /// What `delete` answers.
    package var deleteResult: Result<Void, HTTPError> = .failure(.invalidResponse)
  }

  /// The results and the calls.
  package let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  package init() {}

  /// Records the call and answers `listResult`.
  package func list() async throws(HTTPError) -> LenientList<UserDTO> {
    try await recorder.answer(.list, \.listResult)
  }

  /// Records the call and answers `valueResult`.
  package func value(id: Int) async throws(HTTPError) -> UserDTO {
    try await recorder.answer(.value(id: id), \.valueResult)
  }

  /// Records the call and answers `createResult`.
  package func create(_ dto: UserDTO) async throws(HTTPError) -> UserDTO {
    try await recorder.answer(.create(dto), \.createResult)
  }

  /// Records the call and answers `updateResult`.
  package func update(_ dto: UserDTO, id: Int) async throws(HTTPError) -> UserDTO {
    try await recorder.answer(.update(dto, id: id), \.updateResult)
  }

  /// Records the call and answers `deleteResult`.
  package func delete(id: Int) async throws(HTTPError) {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
