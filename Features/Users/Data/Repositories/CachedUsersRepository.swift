import Core
import Networking

/// The users repository: the service behind a memory cache, chosen per call by a `CachePolicy`.
///
/// Writes are validated, go to the service, and then to the cache, so a `localFirst` read shows them.
package struct CachedUsersRepository: UsersRepository {
  private let remote: any UsersRemoteDataSource
  /// The list's load from the service, made once, so a read the cache answers allocates nothing.
  private let loadList: SourceLoad<Void, Page<User, UsersError>, UsersError>
  /// One user's load from the service, made once, as the list's is.
  private let loadValue: SourceLoad<Int, User, UsersError>
  private let cache: CachedList<MemoryListCache<User>, UsersError>

  /// Creates the repository over `cache`, which decides how long a user stays; a user of the
  /// service's list that does not decode or map is left out of it and passed to `reportLeftOut`.
  package init(
    remote: any UsersRemoteDataSource,
    cache: MemoryListCache<User>,
    reportLeftOut: @escaping @Sendable (LeftOutElement) -> Void
  ) {
    self.remote = remote
    self.cache = CachedList(cache: cache)
    self.loadList = SourceLoad { () async throws(UsersError) -> Page<User, UsersError> in
      let list = try await UsersError.exchange(otherwise: .loadFailed) { () async throws(HTTPError) in
        try await remote.list()
      }
      return list.page(reporting: reportLeftOut) { dto throws(UsersError) in try User(dto) }
    }
    self.loadValue = SourceLoad { (id: Int) async throws(UsersError) -> User in
      let dto = try await UsersError.exchange(otherwise: .loadFailed, id: id) { () async throws(HTTPError) in
        try await remote.value(id: id)
      }
      return try User(dto)
    }
  }

  // Inlined into the protocol's witness: a read the cache answers is one async call, not two.
  @inline(__always)
  package func users(cachePolicy: CachePolicy) async throws(UsersError) -> Fetched<[User], UsersError> {
    try await cache.list(cachePolicy: cachePolicy, load: loadList)
  }

  // Inlined into the protocol's witness, as the list's read is.
  @inline(__always)
  package func user(id: Int, cachePolicy: CachePolicy) async throws(UsersError) -> User {
    try await cache.value(id: id, cachePolicy: cachePolicy, load: loadValue)
  }

  package func create(_ draft: UserDraft) async throws(UsersError) -> User {
    try draft.validate()
    let dto = try await UsersError.exchange(otherwise: .saveFailed) { () async throws(HTTPError) in
      try await remote.create(UserDTO(draft))
    }
    return try await cache.store(try User(dto))
  }

  package func update(_ user: User) async throws(UsersError) -> User {
    try user.validate()
    let dto = try await UsersError.exchange(otherwise: .saveFailed, id: user.id) { () async throws(HTTPError) in
      try await remote.update(UserDTO(user), id: user.id)
    }
    return try await cache.store(try User(dto))
  }

  package func delete(id: Int) async throws(UsersError) {
    try await UsersError.exchange(otherwise: .saveFailed, id: id) { () async throws(HTTPError) in
      try await remote.delete(id: id)
    }
    try await cache.remove(id: id)
  }
}
