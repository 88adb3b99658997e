//: kinds cached
import Core
import Networking

/// The __Feature__ repository: the service behind a local cache, chosen per call by a `CachePolicy`.
///
/// Writes are validated, go to the service, and then to the cache, so a `localFirst` read shows them.
package struct Cached__Feature__Repository: __Feature__Repository {
  private let remote: any __Feature__RemoteDataSource
  private let local: any __Feature__LocalDataSource

  /// Creates the repository.
  package init(remote: any __Feature__RemoteDataSource, local: any __Feature__LocalDataSource) {
    self.remote = remote
    self.local = local
  }

  package func __feature__(cachePolicy: CachePolicy) async throws(__Feature__Error) -> [__Entity__] {
    try await cachePolicy.fetch(
      remote: { () async throws(__Feature__Error) -> [__Entity__] in
        let dtos: [__Entity__DTO]
        do throws(HTTPError) {
          dtos = try await remote.__feature__()
        } catch {
          throw __Feature__Error(error, during: .load)
        }
        return try dtos.map { dto throws(__Feature__Error) in try __Entity__(dto) }
      },
      cached: { await local.all() },
      store: { await local.replaceAll($0) }
    )
  }

  package func __entity__(id: Int, cachePolicy: CachePolicy) async throws(__Feature__Error) -> __Entity__ {
    try await cachePolicy.fetch(
      remote: { () async throws(__Feature__Error) -> __Entity__ in
        let dto: __Entity__DTO
        do throws(HTTPError) {
          dto = try await remote.__entity__(id: id)
        } catch {
          throw __Feature__Error(error, during: .load, id: id)
        }
        return try __Entity__(dto)
      },
      cached: { await local.__entity__(id: id) },
      store: { await local.store($0) }
    )
  }

  package func create(name: String) async throws(__Feature__Error) -> __Entity__ {
    let name = try __Entity__.validatedName(name)
    let dto: __Entity__DTO
    do throws(HTTPError) {
      dto = try await remote.create(__Entity__DTO(id: nil, name: name))
    } catch {
      throw __Feature__Error(error, during: .save)
    }
    let created = try __Entity__(dto)
    await local.store(created)
    return created
  }

  package func delete(id: Int) async throws(__Feature__Error) {
    do throws(HTTPError) {
      try await remote.delete(id: id)
    } catch {
      throw __Feature__Error(error, during: .save, id: id)
    }
    await local.remove(id: id)
  }
}
