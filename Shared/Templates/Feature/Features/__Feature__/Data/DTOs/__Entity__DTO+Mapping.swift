//: kinds cached remote
extension __Entity__ {
  /// The `__Entity__` a DTO describes.
  ///
  /// - Throws: `__Feature__Error.invalidData` when the id or the name is missing.
  package init(_ dto: __Entity__DTO) throws(__Feature__Error) {
    guard let id = dto.id, let name = dto.name else { throw .invalidData }
    self.init(id: id, name: name)
  }
}
