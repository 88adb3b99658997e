import Core
import Networking

/// The users repository: the service behind a memory cache, chosen per call by a `CachePolicy`.
///
/// Concurrent loads of the list, or of one user, share one request. Writes go to the service
/// first and then to the cache, so a `localFirst` read shows them.
package struct CachedUsersRepository: UsersRepository {
  private let remote: any UsersRemoteDataSource
  private let cache: UsersMemoryDataSource
  private let listLoads = RequestCoalescer<Int, [User], UsersError>()
  private let userLoads = RequestCoalescer<Int, User, UsersError>()
  private static let listKey = 0

  /// Creates the repository.
  package init(remote: any UsersRemoteDataSource, cache: UsersMemoryDataSource) {
    self.remote = remote
    self.cache = cache
  }

  package func users(cachePolicy: CachePolicy) async throws(UsersError) -> [User] {
    try await cachePolicy.fetch(
      remote: { () async throws(UsersError) -> [User] in
        try await listLoads.value(for: Self.listKey) { [remote] () async throws(UsersError) -> [User] in
          let dtos: [UserDTO]
          do throws(HTTPError) {
            dtos = try await remote.users()
          } catch {
            throw UsersError(error, during: .load)
          }
          return try dtos.map { dto throws(UsersError) in try User(dto) }
        }
      },
      cached: { await cache.allUsers() },
      store: { await cache.replaceAll($0) }
    )
  }

  package func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User {
    try await cachePolicy.fetch(
      remote: { () async throws(UsersError) -> User in
        try await userLoads.value(for: id) { [remote] () async throws(UsersError) -> User in
          let dto: UserDTO
          do throws(HTTPError) {
            dto = try await remote.user(id: id)
          } catch {
            throw UsersError(error, during: .load, id: id)
          }
          return try User(dto)
        }
      },
      cached: { await cache.user(id: id) },
      store: { await cache.store($0) }
    )
  }

  package func create(_ draft: UserDraft) async throws(UsersError) -> User {
    try draft.validate()
    let dto: UserDTO
    do throws(HTTPError) {
      dto = try await remote.create(UserDTO(draft))
    } catch {
      throw UsersError(error, during: .save)
    }
    let user = try User(dto)
    await cache.store(user)
    return user
  }

  package func update(_ user: User) async throws(UsersError) -> User {
    try user.validate()
    let dto: UserDTO
    do throws(HTTPError) {
      dto = try await remote.update(UserDTO(user), id: user.id)
    } catch {
      throw UsersError(error, during: .save, id: user.id)
    }
    let saved = try User(dto)
    await cache.store(saved)
    return saved
  }

  package func delete(id: Int) async throws(UsersError) {
    do throws(HTTPError) {
      try await remote.delete(id: id)
    } catch {
      throw UsersError(error, during: .save, id: id)
    }
    await cache.remove(id: id)
  }
}
