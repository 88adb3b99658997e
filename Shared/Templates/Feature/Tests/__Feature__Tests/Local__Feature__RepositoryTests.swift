//: kinds local
import Core
import Mocks
import Testing
import __Feature__

@Suite struct Local__Feature__RepositoryTests {
  private let local = __Feature__LocalDataSourceMock()
  private let sut: Local__Feature__Repository

  init() {
    sut = Local__Feature__Repository(local: local)
  }

  @Test("the list maps every row in the order stored")
  func list() async throws {
    // Given
    local.rowsResult = .success([__Entity__Row(id: 2, name: "B"), __Entity__Row(id: 1, name: "C")])

    // When
    let values = try await sut.__feature__()

    // Then
    #expect(values == [.stub(id: 2, name: "B"), .stub(id: 1, name: "C")])
  }

  @Test("one value maps its row, and a missing row is notFound with its id")
  func oneValue() async throws {
    local.rowResult = .success(__Entity__Row(id: 4, name: "Fourth"))
    #expect(try await sut.__entity__(id: 4) == .stub(id: 4, name: "Fourth"))

    local.rowResult = .success(nil)
    await #expect(throws: __Feature__Error.notFound(id: 4)) { try await sut.__entity__(id: 4) }
  }

  @Test("create refuses an invalid name before storing anything")
  func createValidates() async {
    await #expect(throws: __Feature__Error.invalidName) { try await sut.create(name: " ") }
    #expect(local.calls.isEmpty)
  }

  @Test("create stores the trimmed name and answers the stored value")
  func create() async throws {
    // Given
    local.insertResult = .success(__Entity__Row(id: 7, name: "Seventh"))

    // When
    let created = try await sut.create(name: "  Seventh ")

    // Then
    #expect(created == .stub(id: 7, name: "Seventh"))
    #expect(local.calls == [.insert(name: "Seventh")])
  }

  @Test("delete of a row that is not there is notFound")
  func deleteMissing() async throws {
    local.deleteResult = .success(true)
    try await sut.delete(id: 3)

    local.deleteResult = .success(false)
    await #expect(throws: __Feature__Error.notFound(id: 3)) { try await sut.delete(id: 3) }
    #expect(local.calls == [.delete(id: 3), .delete(id: 3)])
  }

  @Test("a storage failure is storageFailed")
  func storageFailure() async {
    local.rowsResult = .failure(.sqlite(code: 10, message: "disk I/O error"))

    await #expect(throws: __Feature__Error.storageFailed) { try await sut.__feature__() }
  }

  @Test("a cancelled task is refused before the storage is touched")
  func cancelled() async {
    // Given
    local.rowsResult = .success([])
    let task = Task { () async throws(__Feature__Error) -> [__Entity__] in
      withUnsafeCurrentTask { $0?.cancel() }
      return try await sut.__feature__()
    }

    // When
    let result = await task.result

    // Then
    #expect(throws: __Feature__Error.cancelled) { try result.get() }
    #expect(local.calls.isEmpty)
  }
}
