import Core
import Foundation
import Testing

@Suite struct SQLiteStorableTests {
  private struct Sample: Codable, Equatable {
    var when: Date
    var tags: [String]
  }

  @Test("every storable type is written to a column and read back unchanged")
  func roundTrip() async throws {
    // Given
    let database = try SQLiteDatabase.inMemory()
    try await database.execute(
      "CREATE TABLE t (s TEXT, i INTEGER, l INTEGER, d REAL, b INTEGER, m TEXT, w TEXT, u TEXT, id TEXT, o TEXT, j TEXT)"
    )
    let when = try #require(DateCoding.date(from: "2024-05-06T07:08:09.123Z"))
    let url = try #require(URL(string: "https://example.com/a?b=c"))
    let uuid = UUID()
    let price = Decimal(1999) / 100
    let sample = Sample(when: when, tags: ["a", "b"])

    // When
    try await database.execute(
      "INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        "text".sqliteValue, 42.sqliteValue, Int64.max.sqliteValue, 2.5.sqliteValue, true.sqliteValue,
        price.sqliteValue, when.sqliteValue, url.sqliteValue, uuid.sqliteValue, (nil as String?).sqliteValue,
        try .json(sample, column: "j"),
      ])
    let row = try #require(try await database.query("SELECT * FROM t").first)

    // Then
    #expect(try row.value("s", as: String.self) == "text")
    #expect(try row.value("i", as: Int.self) == 42)
    #expect(try row.value("l", as: Int64.self) == .max)
    #expect(try row.value("d", as: Double.self) == 2.5)
    #expect(try row.value("b", as: Bool.self))
    #expect(try row.value("m", as: Decimal.self) == price)
    #expect(try row.value("w", as: Date.self) == when)
    #expect(try row.value("u", as: URL.self) == url)
    #expect(try row.value("id", as: UUID.self) == uuid)
    #expect(try row.value("o", as: String?.self) == nil)
    #expect(try row.value("s", as: String?.self) == "text")
    #expect(try row.json("j", as: Sample.self) == sample)
  }

  @Test(
    "a column holding another type is a typeMismatch that names it",
    arguments: [
      ("s", "Int"), ("i", "text"), ("d", "0 or 1"), ("s", "decimal text"), ("s", "ISO 8601 text"),
      ("s", "UUID text"), ("n", "integer"), ("n", "real"), ("i", "URL text"), ("s", "JSON"), ("x", "a column"),
    ]
  )
  func mismatch(column: String, expected: String) async throws {
    // Given
    let database = try SQLiteDatabase.inMemory()
    try await database.execute("CREATE TABLE t (s TEXT, i INTEGER, d REAL, n TEXT)")
    try await database.execute("INSERT INTO t VALUES ('x y', 7, 2.5, NULL)")
    let row = try #require(try await database.query("SELECT * FROM t").first)

    // When
    let failure: StorageError? = {
      do throws(StorageError) {
        switch expected {
        case "Int": _ = try row.value(column, as: Int.self)
        case "text": _ = try row.value(column, as: String.self)
        case "0 or 1": _ = try row.value(column, as: Bool.self)
        case "decimal text": _ = try row.value(column, as: Decimal.self)
        case "ISO 8601 text": _ = try row.value(column, as: Date.self)
        case "UUID text": _ = try row.value(column, as: UUID.self)
        case "integer": _ = try row.value(column, as: Int64.self)
        case "real": _ = try row.value(column, as: Double.self)
        case "URL text": _ = try row.value(column, as: URL.self)
        case "JSON": _ = try row.json(column, as: [String].self)
        default: _ = try row.value(column, as: String.self)
        }
        return nil
      } catch {
        return error
      }
    }()

    // Then
    guard case .typeMismatch(let named, let wanted, _) = failure else {
      Issue.record("expected a typeMismatch, got \(String(describing: failure))")
      return
    }
    #expect(named == column)
    #expect(wanted.hasPrefix(expected))
  }

  @Test("an Int32 and a Float are stored as an INTEGER and a REAL, and read back unchanged")
  func narrowNumbers() throws {
    let row = SQLiteRow(columns: ["i", "f"], values: [Int32.min.sqliteValue, Float(2.25).sqliteValue])

    #expect(row.values == [.integer(-2_147_483_648), .real(2.25)])
    #expect(try row.value("i", as: Int32.self) == .min)
    #expect(try row.value("f", as: Float.self) == 2.25)
  }

  @Test("Data is a BLOB, read back byte for byte, and text in its column is a typeMismatch")
  func bytes() throws {
    let data = Data([0, 255, 7])
    let row = SQLiteRow(columns: ["b", "t"], values: [data.sqliteValue, "x".sqliteValue])

    #expect(try row.value("b", as: Data.self) == data)
    #expect(throws: StorageError.self) { try row.value("t", as: Data.self) }
  }

  @Test("an integer past Int32's range is a typeMismatch, never a value cut short")
  func int32Overflow() {
    let row = SQLiteRow(columns: ["i"], values: [.integer(Int64(Int32.max) + 1)])

    let error = #expect(throws: StorageError.self) { try row.value("i", as: Int32.self) }

    guard case .typeMismatch(let column, let expected, _) = error else {
      Issue.record("expected a typeMismatch, got \(String(describing: error))")
      return
    }
    #expect(column == "i")
    #expect(expected == "Int32")
  }

  @Test("a whole REAL stored as an integer reads as a Double")
  func wholeReal() throws {
    let row = SQLiteRow(columns: ["d"], values: [.integer(3)])

    #expect(try row.value("d", as: Double.self) == 3)
  }

  @Test("a value JSON cannot encode is encodingFailed, naming its column")
  func unencodable() {
    let error = #expect(throws: StorageError.self) { try SQLiteValue.json(Double.nan, column: "d") }

    guard case .encodingFailed(let column, _) = error else {
      Issue.record("expected encodingFailed, got \(String(describing: error))")
      return
    }
    #expect(column == "d")
  }
}
