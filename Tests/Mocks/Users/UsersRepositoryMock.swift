import Core
import Mocks
import Users

/// A `UsersRepository` that answers from its results and records every call.
@dynamicMemberLookup
public final class UsersRepositoryMock: UsersRepository, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case users(cachePolicy: CachePolicy)
    case user(id: Int, cachePolicy: CachePolicy)
    case create(UserDraft)
    case update(User)
    case delete(id: Int)
  }

  /// What each method answers; every one fails until a test sets it.
  public struct Results: Sendable {
    /// What `users` answers.
    public var usersResult: Result<Fetched<[User], UsersError>, UsersError> = .failure(.loadFailed)
    /// What `user` answers.
    public var userResult: Result<User, UsersError> = .failure(.loadFailed)
    /// What `create` answers.
    public var createResult: Result<User, UsersError> = .failure(.saveFailed)
    /// What `update` answers.
    public var updateResult: Result<User, UsersError> = .failure(.saveFailed)
    /// What `delete` answers.
    public var deleteResult: Result<Void, UsersError> = .failure(.saveFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `usersResult`.
  public func users(cachePolicy: CachePolicy) async throws(UsersError) -> Fetched<[User], UsersError> {
    try await recorder.answer(.users(cachePolicy: cachePolicy), \.usersResult)
  }

  /// Records the call and answers `userResult`.
  public func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User {
    try await recorder.answer(.user(id: id, cachePolicy: cachePolicy), \.userResult)
  }

  /// Records the call and answers `createResult`.
  public func create(_ draft: UserDraft) async throws(UsersError) -> User {
    try await recorder.answer(.create(draft), \.createResult)
  }

  /// Records the call and answers `updateResult`.
  public func update(_ user: User) async throws(UsersError) -> User {
    try await recorder.answer(.update(user), \.updateResult)
  }

  /// Records the call and answers `deleteResult`.
  public func delete(id: Int) async throws(UsersError) {
    try await recorder.answer(.delete(id: id), \.deleteResult)
  }
}
