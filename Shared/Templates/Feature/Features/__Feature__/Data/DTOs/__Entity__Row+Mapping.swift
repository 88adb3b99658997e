//: kinds local
extension __Entity__ {
  /// The `__Entity__` a row describes.
  ///
  /// - Throws: `__Feature__Error.storageFailed` for an id this platform's `Int` cannot hold.
  package init(_ row: __Entity__Row) throws(__Feature__Error) {
    guard let id = Int(exactly: row.id) else { throw .storageFailed }
    self.init(id: id, name: row.name)
  }
}
