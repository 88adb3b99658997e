import Core
import Foundation

/// The users use cases over a `UsersRepository`.
package struct DefaultUsersInteractor: UsersInteractor {
  private let repository: any UsersRepository

  package init(repository: any UsersRepository) {
    self.repository = repository
  }

  package func refreshUsers() async throws(UsersError) -> Fetched<[User], UsersError> {
    try await repository.users(cachePolicy: .remoteFirst)
  }

  package func loadUsers() async throws(UsersError) -> Fetched<[User], UsersError> {
    try await repository.users(cachePolicy: .localFirst)
  }

  package func loadUser(id: Int, forceReload: Bool) async throws(UsersError) -> User {
    try await repository.user(id: id, cachePolicy: forceReload ? .remoteFirst : .localFirst)
  }

  package func search(_ query: String) async throws(UsersError) -> [User] {
    try await loadUsers().value
      .filter { $0.matches(query) }
      .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
  }

  package func createUser(_ draft: UserDraft) async throws(UsersError) -> User {
    try await repository.create(draft)
  }

  package func updateUser(_ user: User) async throws(UsersError) -> User {
    try await repository.update(user)
  }

  package func deleteUser(id: Int) async throws(UsersError) {
    try await repository.delete(id: id)
  }
}
