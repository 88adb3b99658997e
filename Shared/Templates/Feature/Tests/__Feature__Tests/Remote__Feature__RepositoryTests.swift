//: kinds remote
import Foundation
import Mocks
import Networking
import Testing
import __Feature__

@Suite struct Remote__Feature__RepositoryTests {
  private let remote = __Feature__RemoteDataSourceMock()
  private let sut: Remote__Feature__Repository

  init() {
    sut = Remote__Feature__Repository(remote: remote)
  }

  @Test("the list is asked for every time and mapped in the order it came")
  func listAsksEveryTime() async throws {
    // Given
    remote.__feature__Result = .success([__Entity__DTO(id: 2, name: "Second"), __Entity__DTO(id: 1, name: "First")])

    // When
    let first = try await sut.__feature__()
    let second = try await sut.__feature__()

    // Then
    #expect(first == [.stub(id: 2, name: "Second"), .stub(id: 1, name: "First")])
    #expect(second == first)
    #expect(remote.calls == [.__feature__, .__feature__])
  }

  @Test("a value without an id or a name makes the list invalidData")
  func listInvalid() async {
    remote.__feature__Result = .success([__Entity__DTO(id: 1, name: "First"), __Entity__DTO(id: nil, name: "x")])

    await #expect(throws: __Feature__Error.invalidData) { try await sut.__feature__() }
  }

  @Test("a failed list is loadFailed or unreachable")
  func listFailures() async {
    remote.__feature__Result = .failure(.status(503, Data()))
    await #expect(throws: __Feature__Error.loadFailed) { try await sut.__feature__() }

    remote.__feature__Result = .failure(.transport(.cannotConnectToHost))
    await #expect(throws: __Feature__Error.unreachable) { try await sut.__feature__() }
  }

  @Test("one value is mapped, and a 404 is notFound with its id")
  func oneValue() async throws {
    remote.__entity__Result = .success(__Entity__DTO(id: 4, name: "Fourth"))
    #expect(try await sut.__entity__(id: 4) == .stub(id: 4, name: "Fourth"))

    remote.__entity__Result = .failure(.status(404, Data()))
    await #expect(throws: __Feature__Error.notFound(id: 4)) { try await sut.__entity__(id: 4) }
  }

  @Test("create refuses an invalid name before sending anything")
  func createValidates() async {
    await #expect(throws: __Feature__Error.invalidName) { try await sut.create(name: "") }
    #expect(remote.calls.isEmpty)
  }

  @Test("create sends the trimmed name without an id and answers the created value")
  func create() async throws {
    // Given
    remote.createResult = .success(__Entity__DTO(id: 7, name: "Seventh"))

    // When
    let created = try await sut.create(name: " Seventh ")

    // Then
    #expect(created == .stub(id: 7, name: "Seventh"))
    #expect(remote.calls == [.create(__Entity__DTO(id: nil, name: "Seventh"))])
  }

  @Test("delete reaches the service; a 404 is notFound and another failure saveFailed")
  func delete() async throws {
    remote.deleteResult = .success(())
    try await sut.delete(id: 3)
    #expect(remote.calls == [.delete(id: 3)])

    remote.deleteResult = .failure(.status(404, Data()))
    await #expect(throws: __Feature__Error.notFound(id: 3)) { try await sut.delete(id: 3) }
    remote.deleteResult = .failure(.status(500, Data()))
    await #expect(throws: __Feature__Error.saveFailed) { try await sut.delete(id: 3) }
  }
}
