import Core
import Foundation

/// The users use cases over a `UsersRepository`.
public struct DefaultUsersInteractor: UsersInteractor {
  private let repository: any UsersRepository

  /// Creates the interactor.
  public init(repository: any UsersRepository) {
    self.repository = repository
  }

  /// Every user, remote first.
  public func refreshUsers() async throws(UsersError) -> [User] {
    try await repository.users(cachePolicy: .remoteFirst)
  }

  /// Every user, local first.
  public func loadUsers() async throws(UsersError) -> [User] {
    try await repository.users(cachePolicy: .localFirst)
  }

  /// One user, remote first when `forceReload`, else local first.
  public func loadUser(id: Int, forceReload: Bool) async throws(UsersError) -> User {
    try await repository.user(id: id, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  /// The loaded users matching `query`, sorted by name as people read names.
  public func search(_ query: String) async throws(UsersError) -> [User] {
    try await loadUsers()
      .filter { $0.matches(query) }
      .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  /// Creates the user; the repository refuses an invalid draft before sending anything.
  public func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
    try await repository.create(draft)
  }

  /// Saves the user; the repository refuses invalid fields before sending anything.
  public func updateUser(_ user: User) async throws(UsersError) -> User {
    try await repository.update(user)
  }

  /// Deletes.
  public func deleteUser(id: Int) async throws(UsersError) {
    try await repository.delete(id: id)
  }
}
