import Core
import Mocks
import Users

/// A `UsersInteractor` that answers from its results and records every call.
@dynamicMemberLookup
public final class UsersInteractorMock: UsersInteractor, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case refreshUsers
    case loadUsers
    case loadUser(id: Int, forceReload: Bool)
    case search(String)
    case createUser(UserDraft)
    case updateUser(User)
    case deleteUser(id: Int)
  }

  /// What each method answers; every one fails until a test sets it.
  public struct Results: Sendable {
    /// What `refreshUsers` answers.
    public var refreshUsersResult: Result<Fetched<[User], UsersError>, UsersError> = .failure(.loadFailed)
    /// What `loadUsers` answers.
    public var loadUsersResult: Result<Fetched<[User], UsersError>, UsersError> = .failure(.loadFailed)
    /// What `loadUser` answers.
    public var loadUserResult: Result<User, UsersError> = .failure(.loadFailed)
    /// What `search` answers.
    public var searchResult: Result<[User], UsersError> = .failure(.loadFailed)
    /// What `createUser` answers.
    public var createUserResult: Result<User, UsersError> = .failure(.saveFailed)
    /// What `updateUser` answers.
    public var updateUserResult: Result<User, UsersError> = .failure(.saveFailed)
    /// What `deleteUser` answers.
    public var deleteUserResult: Result<Void, UsersError> = .failure(.saveFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `refreshUsersResult`.
  public func refreshUsers() async throws(UsersError) -> Fetched<[User], UsersError> {
    try await recorder.answer(.refreshUsers, \.refreshUsersResult)
  }

  /// Records the call and answers `loadUsersResult`.
  public func loadUsers() async throws(UsersError) -> Fetched<[User], UsersError> {
    try await recorder.answer(.loadUsers, \.loadUsersResult)
  }

  /// Records the call and answers `loadUserResult`.
  public func loadUser(id: Int, forceReload: Bool) async throws(UsersError) -> User {
    try await recorder.answer(.loadUser(id: id, forceReload: forceReload), \.loadUserResult)
  }

  /// Records the call and answers `searchResult`.
  public func search(_ query: String) async throws(UsersError) -> [User] {
    try await recorder.answer(.search(query), \.searchResult)
  }

  /// Records the call and answers `createUserResult`.
  public func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
    try await recorder.answer(.createUser(draft), \.createUserResult)
  }

  /// Records the call and answers `updateUserResult`.
  public func updateUser(_ user: User) async throws(UsersError) -> User {
    try await recorder.answer(.updateUser(user), \.updateUserResult)
  }

  /// Records the call and answers `deleteUserResult`.
  public func deleteUser(id: Int) async throws(UsersError) {
    try await recorder.answer(.deleteUser(id: id), \.deleteUserResult)
  }
}
