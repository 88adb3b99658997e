import Core
import Foundation

/// A row of the `countries` table (the list) or the `country_details` table (each country read on its
/// own), as `SQLiteListCache` keeps them: the codes a country is found by, and its v5 object as
/// fetched, stored as JSON text.
package struct CountryRow: SQLiteListRow, Equatable {
  /// The schema, by version. Version 1: the tables of the feature's own cache, keyed by alpha-3
  /// code. Version 2: the tables `SQLiteListCache` reads, each with an alpha-2 index, and what
  /// version 1 held copied into them (the list in code order), so a cached list still answers
  /// offline. Add a migration for every change.
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
    ),
    SQLiteMigration(
      version: 2,
      sql: """
        ALTER TABLE countries RENAME TO countries_v1;
        ALTER TABLE country_details RENAME TO country_details_v1;
        DROP INDEX countries_alpha2;
        DROP INDEX country_details_alpha2;
        \(table("countries"))
        \(table("country_details"))
        CREATE TABLE "cache_state" ("name" TEXT PRIMARY KEY NOT NULL, "stored_at" TEXT NOT NULL);
        INSERT INTO "countries" ("id", "alpha2", "object", "position", "stored_at")
          SELECT code, alpha2, object, ROW_NUMBER() OVER (ORDER BY code) - 1, \(storedAt("fetched_at"))
          FROM countries_v1;
        INSERT INTO "cache_state" ("name", "stored_at")
          SELECT 'countries', \(storedAt("MIN(fetched_at)")) FROM countries_v1 HAVING COUNT(*) > 0;
        INSERT INTO "country_details" ("id", "alpha2", "object", "position", "stored_at")
          SELECT code, alpha2, object, NULL, \(storedAt("fetched_at")) FROM country_details_v1;
        DROP TABLE countries_v1;
        DROP TABLE country_details_v1;
        """
    ),
  ]

  /// The columns every query selects, in this order.
  package static let columns = #""id", "alpha2", "object""#

  /// The alpha-3 code, upper case: the primary key.
  package let id: String
  /// The alpha-2 code, upper case, or empty: the second key a country is found by.
  package let alpha2: String
  /// The v5 object.
  package let country: CountryDTO

  /// The row that stores `country`.
  package init(_ country: CountryDTO) {
    self.id = country.id
    self.alpha2 = country.codes?.alpha2?.uppercased() ?? ""
    self.country = country
  }

  /// Reads the row from a query's result that selected `columns`.
  ///
  /// - Throws: `StorageError.typeMismatch` when a column is missing or holds another type, or the
  ///   stored text is not a country object.
  package init(_ row: SQLiteRow) throws(StorageError) {
    let object = try row.string("object")
    do {
      country = try objectDecoder.decode(CountryDTO.self, from: Data(object.utf8))
    } catch {
      throw .typeMismatch(column: "object", expected: "a country object", found: "text that does not decode")
    }
    id = try row.string("id")
    alpha2 = try row.string("alpha2")
  }

  /// The values of every column but the id, in `columns` order. The object's keys are not sorted:
  /// the text is only ever read back by a decoder.
  ///
  /// - Throws: `StorageError.encodingFailed` when the object has no alpha-3 code to key it by, or
  ///   does not encode.
  package func values() throws(StorageError) -> [SQLiteValue] {
    guard !id.isEmpty else { throw .encodingFailed(column: "id", reason: "the country has no alpha-3 code") }
    do {
      return [.text(alpha2), .text(String(decoding: try objectEncoder.encode(country), as: UTF8.self))]
    } catch {
      throw .encodingFailed(column: "object", reason: String(describing: error))
    }
  }

  /// The statement that creates `name`, a table `SQLiteListCache` reads, and its alpha-2 index.
  private static func table(_ name: String) -> String {
    """
    CREATE TABLE "\(name)" (
      "id" TEXT PRIMARY KEY NOT NULL,
      "alpha2" TEXT NOT NULL,
      "object" TEXT NOT NULL,
      "position" INTEGER,
      "stored_at" TEXT NOT NULL
    );
    CREATE INDEX "\(name)_alpha2" ON "\(name)" ("alpha2");
    """
  }

  /// Version 1's fetch time in seconds, `seconds`, as the ISO 8601 text `SQLiteListCache` stores.
  private static func storedAt(_ seconds: String) -> String {
    "strftime('%Y-%m-%dT%H:%M:%fZ', \(seconds), 'unixepoch')"
  }
}

/// The encoder every row's object is written with; it is never configured after it is made.
private let objectEncoder = JSONEncoder()
/// The decoder every row's object is read with; it is never configured after it is made.
private let objectDecoder = JSONDecoder()
