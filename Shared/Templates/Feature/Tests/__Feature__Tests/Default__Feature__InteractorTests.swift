//: if cached
import Core
//: end
import Mocks
import Testing
import __Feature__

@Suite struct Default__Feature__InteractorTests {
  private let repository = __Feature__RepositoryMock()
  private let sut: Default__Feature__Interactor

  init() {
    sut = Default__Feature__Interactor(repository: repository)
  }

//: if cached
  @Test("refresh reads remote first and load reads local first")
  func listPolicies() async throws {
    // Given
    repository.__feature__Result = .success([.stub()])

    // When
    let refreshed = try await sut.refresh__Feature__()
    let loaded = try await sut.load__Feature__()

    // Then
    #expect(refreshed == [.stub()])
    #expect(loaded == [.stub()])
    #expect(repository.calls == [.__feature__(cachePolicy: .remoteFirst), .__feature__(cachePolicy: .localFirst)])
  }

  @Test("one value is read remote first only when a reload is forced")
  func detailPolicies() async throws {
    // Given
    repository.__entity__Result = .success(.stub(id: 3))

    // When
    _ = try await sut.load__Entity__(id: 3, forceReload: false)
    _ = try await sut.load__Entity__(id: 3, forceReload: true)

    // Then
    #expect(
      repository.calls == [
        .__entity__(id: 3, cachePolicy: .localFirst), .__entity__(id: 3, cachePolicy: .remoteFirst),
      ])
  }
//: else
  @Test("load reads the list and one value from the repository")
  func loads() async throws {
    // Given
    repository.__feature__Result = .success([.stub()])
    repository.__entity__Result = .success(.stub(id: 3))

    // When
    let list = try await sut.load__Feature__()
    let one = try await sut.load__Entity__(id: 3)

    // Then
    #expect(list == [.stub()])
    #expect(one == .stub(id: 3))
    #expect(repository.calls == [.__feature__, .__entity__(id: 3)])
  }
//: end

  @Test("create and delete go to the repository as they are")
  func writes() async throws {
    // Given
    repository.createResult = .success(.stub(id: 5, name: "Fifth"))
    repository.deleteResult = .success(())

    // When
    let created = try await sut.create__Entity__(name: "Fifth")
    try await sut.delete__Entity__(id: 5)

    // Then
    #expect(created == .stub(id: 5, name: "Fifth"))
    #expect(repository.calls == [.create(name: "Fifth"), .delete(id: 5)])
  }

  @Test("a repository failure reaches the caller unchanged")
  func failure() async {
    repository.deleteResult = .failure(.notFound(id: 9))

    await #expect(throws: __Feature__Error.notFound(id: 9)) { try await sut.delete__Entity__(id: 9) }
  }
}
