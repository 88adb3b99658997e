import Core
import Users

/// A `UsersRepository` that answers from its `Result` properties and records what it was asked.
public final class UsersRepositoryMock: UsersRepository, @unchecked Sendable {
  /// The answer to `users(cachePolicy:)`.
  public var usersResult: Result<[User], UsersError> = .failure(.loadFailed)
  /// The answer to `user(id:cachePolicy:)`.
  public var userResult: Result<User, UsersError> = .failure(.loadFailed)
  /// The answer to `create(_:)`.
  public var createResult: Result<User, UsersError> = .failure(.saveFailed)
  /// The answer to `update(_:)`.
  public var updateResult: Result<User, UsersError> = .failure(.saveFailed)
  /// The answer to `delete(id:)`.
  public var deleteResult: Result<Void, UsersError> = .success(())

  /// The policy of every `users(cachePolicy:)` call.
  public private(set) var usersCalls: [CachePolicy] = []
  /// The id and policy of every `user(id:cachePolicy:)` call.
  public private(set) var userCalls: [(id: Int, cachePolicy: CachePolicy)] = []
  /// Every draft created.
  public private(set) var createCalls: [UserDraft] = []
  /// Every user updated.
  public private(set) var updateCalls: [User] = []
  /// Every id deleted.
  public private(set) var deleteCalls: [Int] = []

  /// Creates a mock whose reads fail with `loadFailed` until told otherwise.
  public init() {}

  /// Records the policy and answers `usersResult`.
  public func users(cachePolicy: CachePolicy) async throws(UsersError) -> [User] {
    usersCalls.append(cachePolicy)
    return try usersResult.get()
  }

  /// Records the call and answers `userResult`.
  public func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User {
    userCalls.append((id, cachePolicy))
    return try userResult.get()
  }

  /// Records the draft and answers `createResult`.
  public func create(_ draft: UserDraft) async throws(UsersError) -> User {
    createCalls.append(draft)
    return try createResult.get()
  }

  /// Records the user and answers `updateResult`.
  public func update(_ user: User) async throws(UsersError) -> User {
    updateCalls.append(user)
    return try updateResult.get()
  }

  /// Records the id and answers `deleteResult`.
  public func delete(id: Int) async throws(UsersError) {
    deleteCalls.append(id)
    try deleteResult.get()
  }
}
