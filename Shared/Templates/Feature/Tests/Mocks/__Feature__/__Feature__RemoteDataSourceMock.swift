//: kinds cached remote
import Networking
import __Feature__

/// A `__Feature__RemoteDataSource` that answers from its results and records every call.
@dynamicMemberLookup
package final class __Feature__RemoteDataSourceMock: __Feature__RemoteDataSource, RecordingMock {
  /// A call, with its arguments.
  package enum Call: Equatable, Sendable {
    case __feature__
    case __entity__(id: Int)
    case create(__Entity__DTO)
    case delete(id: Int)
  }

  /// What each method answers; every one fails with `invalidResponse` until a test sets it.
  package struct Results: Sendable {
    /// What `__feature__` answers.
    package var __feature__Result: Result<[__Entity__DTO], HTTPError> = .failure(.invalidResponse)
    /// What `__entity__` answers.
    package var __entity__Result: Result<__Entity__DTO, HTTPError> = .failure(.invalidResponse)
    /// What `create` answers.
    package var createResult: Result<__Entity__DTO, HTTPError> = .failure(.invalidResponse)
    /// What `delete` answers.
    package var deleteResult: Result<Void, HTTPError> = .failure(.invalidResponse)
  }

  /// The results and the calls.
  package let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  package init() {}

  /// Records the call and answers `__feature__Result`.
  package func __feature__() async throws(HTTPError) -> [__Entity__DTO] {
    try await recorder.answer(.__feature__, \.__feature__Result)
  }

  /// Records the call and answers `__entity__Result`.
  package func __entity__(id: Int) async throws(HTTPError) -> __Entity__DTO {
    try await recorder.answer(.__entity__(id: id), \.__entity__Result)
  }

  /// Records the call and answers `createResult`.
  package func create(_ dto: __Entity__DTO) async throws(HTTPError) -> __Entity__DTO {
    try await recorder.answer(.create(dto), \.createResult)
  }

  /// Records the call and answers `deleteResult`.
  package func delete(id: Int) async throws(HTTPError) {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
