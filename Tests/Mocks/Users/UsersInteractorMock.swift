import Users

/// A `UsersInteractor` that answers from its `Result` properties and records what it was asked.
///
/// `onCall`, when set, runs inside every call before it answers, so a test can look at a
/// view model while the call is still in flight.
public final class UsersInteractorMock: UsersInteractor, @unchecked Sendable {
  /// The answer to `refreshUsers()`.
  public var refreshUsersResult: Result<[User], UsersError> = .failure(.loadFailed)
  /// The answer to `loadUsers()`.
  public var loadUsersResult: Result<[User], UsersError> = .failure(.loadFailed)
  /// The answer to `loadUserDetails(id:forceReload:)`.
  public var loadUserDetailsResult: Result<User, UsersError> = .failure(.loadFailed)
  /// The answer to `search(_:)`.
  public var searchResult: Result<[User], UsersError> = .success([])
  /// The answer to `createUser(_:)`.
  public var createUserResult: Result<User, UsersError> = .failure(.saveFailed)
  /// The answer to `updateUser(_:)`.
  public var updateUserResult: Result<User, UsersError> = .failure(.saveFailed)
  /// The answer to `deleteUser(id:)`.
  public var deleteUserResult: Result<Void, UsersError> = .success(())
  /// Runs inside every call before it answers.
  public var onCall: (@Sendable () async -> Void)?

  /// The name of every method called, in order.
  public private(set) var calls: [String] = []
  /// Every id passed to `deleteUser(id:)`.
  public private(set) var deletedIDs: [Int] = []

  /// Creates a mock whose loads fail with `loadFailed` until told otherwise.
  public init() {}

  /// Answers `refreshUsersResult`.
  public func refreshUsers() async throws(UsersError) -> [User] {
    try await answer("refreshUsers", refreshUsersResult)
  }

  /// Answers `loadUsersResult`.
  public func loadUsers() async throws(UsersError) -> [User] {
    try await answer("loadUsers", loadUsersResult)
  }

  /// Answers `loadUserDetailsResult`.
  public func loadUserDetails(id: Int, forceReload: Bool) async throws(UsersError) -> User {
    try await answer("loadUserDetails(\(id), forceReload: \(forceReload))", loadUserDetailsResult)
  }

  /// Answers `searchResult`.
  public func search(_ query: String) async throws(UsersError) -> [User] {
    try await answer("search(\(query))", searchResult)
  }

  /// Answers `createUserResult`.
  public func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
    try await answer("createUser", createUserResult)
  }

  /// Answers `updateUserResult`.
  public func updateUser(_ user: User) async throws(UsersError) -> User {
    try await answer("updateUser(\(user.id))", updateUserResult)
  }

  /// Records the id and answers `deleteUserResult`.
  public func deleteUser(id: Int) async throws(UsersError) {
    deletedIDs.append(id)
    try await answer("deleteUser(\(id))", deleteUserResult)
  }

  private func answer<Value>(_ call: String, _ result: Result<Value, UsersError>) async throws(UsersError) -> Value {
    calls.append(call)
    await onCall?()
    return try result.get()
  }
}
