import Foundation

extension SQLiteRow {
  /// The value of `column` as `T`.
  ///
  /// - Throws: `StorageError.typeMismatch` when the row has no such column or it holds another type.
  public func value<T: SQLiteStorable>(_ column: String, as type: T.Type = T.self) throws(StorageError) -> T {
    guard let stored = self[column] else {
      throw .typeMismatch(column: column, expected: "a column of that name", found: "none")
    }
    return try T(sqliteValue: stored, column: column)
  }

  /// The JSON text of `column` decoded as `T`, dates as `DateCoding` reads them.
  ///
  /// - Throws: `StorageError.typeMismatch` when the column is missing, is not text, or does not decode.
  public func json<T: Decodable>(_ column: String, as type: T.Type = T.self) throws(StorageError) -> T {
    let text: String = try value(column)
    do {
      return try DateCoding.decoder().decode(T.self, from: Data(text.utf8))
    } catch {
      throw .typeMismatch(column: column, expected: "JSON for \(T.self)", found: "text that does not decode")
    }
  }
}

extension SQLiteValue {
  /// `value` as JSON text, dates as `DateCoding` writes them; `SQLiteRow.json(_:as:)` reads it back.
  ///
  /// - Throws: `StorageError.encodingFailed` naming `column` when `value` cannot be encoded (a
  ///   non-finite `Double`, for example).
  public static func json<T: Encodable>(_ value: T, column: String) throws(StorageError) -> SQLiteValue {
    do {
      return .text(String(decoding: try DateCoding.encoder().encode(value), as: UTF8.self))
    } catch {
      throw .encodingFailed(column: column, reason: "\(T.self) does not encode as JSON: \(error)")
    }
  }
}
