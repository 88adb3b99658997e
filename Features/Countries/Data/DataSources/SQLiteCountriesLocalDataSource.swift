import Core
import Foundation

/// The countries cache in a SQLite database: the list in `countries`, details in `country_details`.
package struct SQLiteCountriesLocalDataSource: CountriesLocalDataSource {
  /// The schema, by version. Version 1: both tables, keyed by alpha-3 code, and an alpha-2 index on each.
  package static let migrations = [
    SQLiteMigration(
      version: 1,
      sql: """
        CREATE TABLE countries (
          code TEXT PRIMARY KEY NOT NULL,
          alpha2 TEXT NOT NULL,
          object TEXT NOT NULL,
          fetched_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX countries_alpha2 ON countries (alpha2);
        CREATE TABLE country_details (
          code TEXT PRIMARY KEY NOT NULL,
          alpha2 TEXT NOT NULL,
          object TEXT NOT NULL,
          fetched_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX country_details_alpha2 ON country_details (alpha2);
        """
    )
  ]

  private let database: SQLiteDatabase

  /// Creates the data source over a database that `migrations` were applied to.
  package init(database: SQLiteDatabase) {
    self.database = database
  }

  package func countryList() async throws(StorageError) -> CacheEntry<[CountryDTO]>? {
    let rows = try await database.query("SELECT \(CountryRow.columns) FROM countries ORDER BY code")
    guard !rows.isEmpty else { return nil }
    let decoder = JSONDecoder()
    let entries = try rows.map { row throws(StorageError) in try CountryRow(row).entry(decoder: decoder) }
    let fetchedAt = entries.map(\.storedAt).min() ?? Date(timeIntervalSince1970: 0)
    return CacheEntry(value: entries.map(\.value), storedAt: fetchedAt)
  }

  package func countryCount() async throws(StorageError) -> Int {
    let rows = try await database.query("SELECT COUNT(*) AS count FROM countries")
    return try rows.first.map { row throws(StorageError) in try row.value("count", as: Int.self) } ?? 0
  }

  package func replaceCountryList(_ countries: [CountryDTO], fetchedAt: Date) async throws(StorageError) {
    let rows = try await Self.rows(of: countries, fetchedAt: fetchedAt)
    let codes: String
    do {
      codes = String(decoding: try JSONEncoder().encode(rows.map(\.code)), as: UTF8.self)
    } catch {
      throw .encodingFailed(column: "code", reason: String(describing: error))
    }
    try await database.transaction { database throws(StorageError) in
      for row in rows {
        try database.execute(Self.upsert(into: "countries"), row.values)
      }
      try database.execute("DELETE FROM countries WHERE code NOT IN (SELECT value FROM json_each(?))", [.text(codes)])
    }
  }

  package func details(code: String) async throws(StorageError) -> CacheEntry<CountryDTO>? {
    let column = code.count == 2 ? "alpha2" : "code"
    return try await database.query(
      "SELECT \(CountryRow.columns) FROM country_details WHERE \(column) = ? LIMIT 1", [.text(code)]
    ).first.map { row throws(StorageError) in try CountryRow(row).entry() }
  }

  package func storeDetails(_ country: CountryDTO, fetchedAt: Date) async throws(StorageError) {
    let row = try CountryRow(country, fetchedAt: fetchedAt)
    try await database.execute(Self.upsert(into: "country_details"), row.values)
  }

  /// The rows that store `countries`, in order, encoded in slices of `rowsPerSlice` at once: the JSON
  /// of a list of 250 is most of the time its first refresh spends on this side of the network.
  ///
  /// - Throws: the first failing slice's error (see `CountryRow.init(_:fetchedAt:encoder:)`).
  private static func rows(of countries: [CountryDTO], fetchedAt: Date) async throws(StorageError) -> [CountryRow] {
    let slices = stride(from: 0, to: countries.count, by: rowsPerSlice).map {
      countries[$0..<min($0 + rowsPerSlice, countries.count)]
    }
    return try await slices.concurrentMap { (slice: ArraySlice<CountryDTO>) throws(StorageError) -> [CountryRow] in
      let encoder = JSONEncoder()
      return try slice.map { dto throws(StorageError) in try CountryRow(dto, fetchedAt: fetchedAt, encoder: encoder) }
    }.flatMap { $0 }
  }

  /// How many rows one task encodes when a list is replaced.
  private static let rowsPerSlice = 64

  /// Inserts a row's `values` into `table`, or updates the row with its code.
  private static func upsert(into table: String) -> String {
    """
    INSERT INTO \(table) (\(CountryRow.columns)) VALUES (?, ?, ?, ?)
    ON CONFLICT (code) DO UPDATE SET alpha2 = excluded.alpha2, object = excluded.object, fetched_at = excluded.fetched_at
    """
  }
}
