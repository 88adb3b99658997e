//: kinds cached
import Core
import Foundation
import Mocks
import Networking
import Testing
import __Feature__

@Suite struct Cached__Feature__RepositoryTests {
  private let remote = __Feature__RemoteDataSourceMock()
  private let cache = Memory__Feature__LocalDataSource()
  private let sut: Cached__Feature__Repository

  init() {
    sut = Cached__Feature__Repository(remote: remote, local: cache)
  }

  @Test("localFirst answers the cached list without a request")
  func localFirstHit() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1, name: "Cached")])

    // When
    let values = try await sut.__feature__(cachePolicy: .localFirst)

    // Then
    #expect(values == [.stub(id: 1, name: "Cached")])
    #expect(remote.calls.isEmpty)
  }

  @Test("localFirst loads, maps and caches on a miss")
  func localFirstMiss() async throws {
    // Given
    remote.__feature__Result = .success([__Entity__DTO(id: 1, name: "First"), __Entity__DTO(id: 2, name: "Second")])

    // When
    let values = try await sut.__feature__(cachePolicy: .localFirst)

    // Then
    #expect(values.map(\.id) == [1, 2])
    #expect(await cache.all()?.map(\.id) == [1, 2])
  }

  @Test("remoteFirst replaces the cached list with the fresh one")
  func remoteFirstReplaces() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Stale")])
    remote.__feature__Result = .success([__Entity__DTO(id: 1, name: "Fresh")])

    // When
    let values = try await sut.__feature__(cachePolicy: .remoteFirst)

    // Then
    #expect(values == [.stub(id: 1, name: "Fresh")])
    #expect(await cache.all() == [.stub(id: 1, name: "Fresh")])
  }

  @Test("remoteFirst falls back to the cached list when the service fails")
  func remoteFirstFallsBack() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Cached")])
    remote.__feature__Result = .failure(.transport(.notConnectedToInternet))

    // When
    let values = try await sut.__feature__(cachePolicy: .remoteFirst)

    // Then
    #expect(values == [.stub(id: 9, name: "Cached")])
  }

  @Test("remoteFirst with an empty cache throws the mapped error")
  func remoteFirstFails() async {
    remote.__feature__Result = .failure(.timedOut)

    await #expect(throws: __Feature__Error.unreachable) { try await sut.__feature__(cachePolicy: .remoteFirst) }
  }

  @Test("noCache asks the service even with a warm cache and leaves the cache alone")
  func noCache() async throws {
    // Given
    await cache.replaceAll([.stub(id: 9, name: "Cached")])
    remote.__feature__Result = .success([__Entity__DTO(id: 1, name: "Remote")])

    // When
    let values = try await sut.__feature__(cachePolicy: .noCache)

    // Then
    #expect(values == [.stub(id: 1, name: "Remote")])
    #expect(await cache.all() == [.stub(id: 9, name: "Cached")])
  }

  @Test("once the cache's time-to-live has passed, localFirst asks the service again")
  func expiry() async throws {
    // Given
    let clock = ManualClock()
    let expiring = Cached__Feature__Repository(
      remote: remote, local: Memory__Feature__LocalDataSource(timeToLive: .seconds(60), clock: clock))
    remote.__feature__Result = .success([__Entity__DTO(id: 1, name: "First")])
    _ = try await expiring.__feature__(cachePolicy: .localFirst)

    // When
    clock.advance(by: .seconds(59))
    _ = try await expiring.__feature__(cachePolicy: .localFirst)
    clock.advance(by: .seconds(1))
    _ = try await expiring.__feature__(cachePolicy: .localFirst)

    // Then
    #expect(remote.calls == [.__feature__, .__feature__])
  }

  @Test("one value: a 404 is notFound with its id, and a value without a name is invalidData")
  func oneValueFailures() async {
    remote.__entity__Result = .failure(.status(404, Data()))
    await #expect(throws: __Feature__Error.notFound(id: 4)) { try await sut.__entity__(id: 4, cachePolicy: .noCache) }

    remote.__entity__Result = .success(__Entity__DTO(id: 4, name: nil))
    await #expect(throws: __Feature__Error.invalidData) { try await sut.__entity__(id: 4, cachePolicy: .noCache) }
  }

  @Test("one value is served from the cache localFirst, and stored after a remote load")
  func oneValueCaching() async throws {
    // Given
    remote.__entity__Result = .success(__Entity__DTO(id: 4, name: "Fourth"))

    // When
    let loaded = try await sut.__entity__(id: 4, cachePolicy: .localFirst)
    let cached = try await sut.__entity__(id: 4, cachePolicy: .localFirst)

    // Then
    #expect(loaded == .stub(id: 4, name: "Fourth"))
    #expect(cached == loaded)
    #expect(remote.calls == [.__entity__(id: 4)])
  }

  @Test("create refuses an invalid name before sending anything")
  func createValidates() async {
    await #expect(throws: __Feature__Error.invalidName) { try await sut.create(name: "  ") }
    #expect(remote.calls.isEmpty)
  }

  @Test("create sends the trimmed name without an id, and a later localFirst read shows the result")
  func createStores() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1)])
    remote.createResult = .success(__Entity__DTO(id: 2, name: "Second"))

    // When
    let created = try await sut.create(name: "  Second ")
    let values = try await sut.__feature__(cachePolicy: .localFirst)

    // Then
    #expect(created == .stub(id: 2, name: "Second"))
    #expect(remote.calls == [.create(__Entity__DTO(id: nil, name: "Second"))])
    #expect(values.map(\.id) == [1, 2])
  }

  @Test("delete removes the value from the cache; a failed delete keeps it and maps the error")
  func delete() async throws {
    // Given
    await cache.replaceAll([.stub(id: 1), .stub(id: 2)])
    remote.deleteResult = .failure(.status(500, Data()))
    await #expect(throws: __Feature__Error.saveFailed) { try await sut.delete(id: 1) }
    remote.deleteResult = .success(())

    // When
    try await sut.delete(id: 1)

    // Then
    #expect(await cache.all()?.map(\.id) == [2])
  }
}
