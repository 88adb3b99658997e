//: kinds local
import Core
import Mocks
import Testing
import __Feature__

@Suite struct SQLite__Feature__LocalDataSourceTests {
  private let sut: SQLite__Feature__LocalDataSource

  init() throws {
    sut = SQLite__Feature__LocalDataSource(
      database: try SQLiteDatabase.inMemory(migrations: SQLite__Feature__LocalDataSource.migrations))
  }

  @Test("inserted rows get increasing ids and list by name, ignoring case")
  func insertAndList() async throws {
    // Given
    let banana = try await sut.insert(name: "banana")
    let apple = try await sut.insert(name: "Apple")

    // When
    let rows = try await sut.rows()

    // Then
    #expect(apple.id == banana.id + 1)
    #expect(rows == [__Entity__Row(id: apple.id, name: "Apple"), __Entity__Row(id: banana.id, name: "banana")])
  }

  @Test("a row is read by id, and an unknown id reads nil")
  func readByID() async throws {
    let row = try await sut.insert(name: "One")

    #expect(try await sut.row(id: row.id) == row)
    #expect(try await sut.row(id: row.id + 100) == nil)
  }

  @Test("delete says whether there was a row")
  func delete() async throws {
    let row = try await sut.insert(name: "One")

    #expect(try await sut.delete(id: row.id))
    #expect(try await !sut.delete(id: row.id))
    #expect(try await sut.rows().isEmpty)
  }
}
