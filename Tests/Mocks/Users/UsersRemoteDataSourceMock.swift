import Foundation
import Networking
import Users

/// A `UsersRemoteDataSource` that answers from its `Result` properties, optionally after a delay,
/// and records every call. Safe to call from many tasks at once.
package final class UsersRemoteDataSourceMock: UsersRemoteDataSource, @unchecked Sendable {
  private let lock = NSLock()
  private var state = State()

  private struct State {
    var usersResult: Result<[UserDTO], HTTPError> = .failure(.invalidResponse)
    var userResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    var createResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    var updateResult: Result<UserDTO, HTTPError> = .failure(.invalidResponse)
    var deleteResult: Result<Void, HTTPError> = .success(())
    var delay: Duration = .zero
    var calls: [String] = []
  }

  /// Creates a mock whose calls fail with `invalidResponse` until told otherwise.
  package init() {}

  /// The answer to `users()`.
  package var usersResult: Result<[UserDTO], HTTPError> {
    get { lock.withLock { state.usersResult } }
    set { lock.withLock { state.usersResult = newValue } }
  }

  /// The answer to `user(id:)`.
  package var userResult: Result<UserDTO, HTTPError> {
    get { lock.withLock { state.userResult } }
    set { lock.withLock { state.userResult = newValue } }
  }

  /// The answer to `create(_:)`.
  package var createResult: Result<UserDTO, HTTPError> {
    get { lock.withLock { state.createResult } }
    set { lock.withLock { state.createResult = newValue } }
  }

  /// The answer to `update(_:id:)`.
  package var updateResult: Result<UserDTO, HTTPError> {
    get { lock.withLock { state.updateResult } }
    set { lock.withLock { state.updateResult = newValue } }
  }

  /// The answer to `delete(id:)`.
  package var deleteResult: Result<Void, HTTPError> {
    get { lock.withLock { state.deleteResult } }
    set { lock.withLock { state.deleteResult = newValue } }
  }

  /// How long every call waits before answering, so concurrent callers overlap.
  package var delay: Duration {
    get { lock.withLock { state.delay } }
    set { lock.withLock { state.delay = newValue } }
  }

  /// Every call, in order, as `"users"`, `"user(7)"`, `"create"`, `"update(7)"`, `"delete(7)"`.
  package var calls: [String] { lock.withLock { state.calls } }

  package func users() async throws(HTTPError) -> [UserDTO] {
    try await answer("users", \.usersResult)
  }

  package func user(id: Int) async throws(HTTPError) -> UserDTO {
    try await answer("user(\(id))", \.userResult)
  }

  package func create(_ user: UserDTO) async throws(HTTPError) -> UserDTO {
    try await answer("create", \.createResult)
  }

  package func update(_ user: UserDTO, id: Int) async throws(HTTPError) -> UserDTO {
    try await answer("update(\(id))", \.updateResult)
  }

  package func delete(id: Int) async throws(HTTPError) {
    try await answer("delete(\(id))", \.deleteResult)
  }

  private func answer<Value>(
    _ call: String,
    _ result: KeyPath<State, Result<Value, HTTPError>>
  ) async throws(HTTPError) -> Value {
    let (answer, delay) = lock.withLock {
      state.calls.append(call)
      return (state[keyPath: result], state.delay)
    }
    if delay > .zero { try? await Task.sleep(for: delay) }
    return try answer.get()
  }
}
