import Core
import Networking

/// The users repository: the service behind a local cache, chosen per call by a `CachePolicy`.
///
/// Concurrent loads of the list, or of one user, share one request. Writes are validated, go to
/// the service, and then to the cache, so a `localFirst` read shows them.
package struct CachedUsersRepository: UsersRepository {
  private static let listKey = 0

  private let remote: any UsersRemoteDataSource
  private let local: any UsersLocalDataSource
  private let listLoads: RequestCoalescer<Int, [User], UsersError>
  private let userLoads: RequestCoalescer<Int, User, UsersError>

  /// Creates the repository.
  ///
  /// - Parameters:
  ///   - listLoads: shares concurrent loads of the list; tests pass their own to see who joined.
  ///   - userLoads: shares concurrent loads of one user, keyed by id.
  package init(
    remote: any UsersRemoteDataSource,
    local: any UsersLocalDataSource,
    listLoads: RequestCoalescer<Int, [User], UsersError> = RequestCoalescer(),
    userLoads: RequestCoalescer<Int, User, UsersError> = RequestCoalescer()
  ) {
    self.remote = remote
    self.local = local
    self.listLoads = listLoads
    self.userLoads = userLoads
  }

  package func users(cachePolicy: CachePolicy) async throws(UsersError) -> [User] {
    try await cachePolicy.fetch(
      remote: { () async throws(UsersError) -> [User] in
        try await listLoads.value(for: Self.listKey) { [remote] () async throws(UsersError) -> [User] in
          let dtos = try await UsersError.exchange(otherwise: .loadFailed) { () async throws(HTTPError) in
            try await remote.users()
          }
          return try dtos.map { dto throws(UsersError) in try User(dto) }
        }
      },
      cached: { await local.allUsers() },
      store: { await local.replaceAll($0) }
    )
  }

  package func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User {
    try await cachePolicy.fetch(
      remote: { () async throws(UsersError) -> User in
        try await userLoads.value(for: id) { [remote] () async throws(UsersError) -> User in
          let dto = try await UsersError.exchange(otherwise: .loadFailed, id: id) { () async throws(HTTPError) in
            try await remote.user(id: id)
          }
          return try User(dto)
        }
      },
      cached: { await local.user(id: id) },
      store: { await local.store($0) }
    )
  }

  package func create(_ draft: UserDraft) async throws(UsersError) -> User {
    try draft.validate()
    let dto = try await UsersError.exchange(otherwise: .saveFailed) { () async throws(HTTPError) in
      try await remote.create(UserDTO(draft))
    }
    let user = try User(dto)
    await local.store(user)
    return user
  }

  package func update(_ user: User) async throws(UsersError) -> User {
    try user.validate()
    let dto = try await UsersError.exchange(otherwise: .saveFailed, id: user.id) { () async throws(HTTPError) in
      try await remote.update(UserDTO(user), id: user.id)
    }
    let saved = try User(dto)
    await local.store(saved)
    return saved
  }

  package func delete(id: Int) async throws(UsersError) {
    try await UsersError.exchange(otherwise: .saveFailed, id: id) { () async throws(HTTPError) in
      try await remote.delete(id: id)
    }
    await local.remove(id: id)
  }
}
