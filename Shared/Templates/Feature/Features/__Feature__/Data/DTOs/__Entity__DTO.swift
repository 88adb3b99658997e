//: kinds cached remote
/// A `__Entity__` as the service sends and takes it. Every field is optional, so that a missing one
/// is reported by the mapping as `invalidData` instead of failing the whole list in the decoder.
package struct __Entity__DTO: Codable, Sendable, Equatable {
  /// Absent in a create request; the service assigns it.
  package var id: Int?
  /// The name.
  package var name: String?

  /// Creates a DTO.
  package init(id: Int?, name: String?) {
    self.id = id
    self.name = name
  }
}
