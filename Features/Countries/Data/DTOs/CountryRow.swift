import Core
import Foundation

/// A row of the `countries` or `country_details` table: the codes to look it up by, and the v5
/// object as fetched, stored as JSON text.
package struct CountryRow: Sendable, Equatable {
  /// The columns every query selects, in this order.
  package static let columns = "code, alpha2, object, fetched_at"

  /// The alpha-3 code, upper case: the primary key.
  package var code: String
  /// The alpha-2 code, upper case, or empty.
  package var alpha2: String
  /// The v5 object, JSON.
  package var object: String
  /// When it was fetched, in seconds since 1970.
  package var fetchedAt: Double

  /// Creates a row.
  package init(code: String, alpha2: String, object: String, fetchedAt: Double) {
    self.code = code
    self.alpha2 = alpha2
    self.object = object
    self.fetchedAt = fetchedAt
  }

  /// The values to bind, in `columns` order.
  package var values: [SQLiteValue] {
    [.text(code), .text(alpha2), .text(object), .real(fetchedAt)]
  }

  /// Reads the row from a query's result that selected `columns`.
  ///
  /// - Throws: `StorageError.typeMismatch` when a column is missing or holds another type.
  package init(_ row: SQLiteRow) throws(StorageError) {
    self.init(
      code: try row.string("code"), alpha2: try row.string("alpha2"), object: try row.string("object"),
      fetchedAt: try row.double("fetched_at"))
  }
}
