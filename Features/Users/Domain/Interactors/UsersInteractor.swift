import Core

/// The users use cases a screen calls.
public protocol UsersInteractor: Sendable {
  /// Every user, fresh from the service (the saved copy answers, with the failure, only if the service fails).
  func refreshUsers() async throws(UsersError) -> Fetched<[User], UsersError>
  /// Every user, from the cache when it holds them.
  func loadUsers() async throws(UsersError) -> Fetched<[User], UsersError>
  /// One user; `forceReload` asks the service even when the cache holds the user.
  func loadUser(id: Int, forceReload: Bool) async throws(UsersError) -> User
  /// The loaded users matching `query` (see `User.matches`), sorted by name.
  func search(_ query: String) async throws(UsersError) -> [User]
  /// Creates a user from `draft` and answers it with its assigned id; `invalidInput` when a field cannot be saved.
  func createUser(_ draft: UserDraft) async throws(UsersError) -> User
  /// Saves `user` and answers what was saved; `invalidInput` when a field cannot be saved.
  func updateUser(_ user: User) async throws(UsersError) -> User
  /// Deletes the user with `id`.
  func deleteUser(id: Int) async throws(UsersError)
}
