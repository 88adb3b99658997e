import Foundation

/// One `__Entity__` of the __Feature__ feature: give it the fields your data has, and keep its rules here.
public struct __Entity__: Sendable, Equatable, Hashable, Identifiable {
  /// The lengths a name may have once trimmed.
  public static let nameLengths = 1...80

//: if local
  /// Assigned by the database when the `__Entity__` is created.
//: else
  /// Assigned by the service when the `__Entity__` is created.
//: end
  public let id: Int
  /// What people see in the list.
  public var name: String

  /// Creates a `__Entity__`.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// `name` trimmed of surrounding white space, when `nameLengths` allows its length.
  ///
  /// - Throws: `__Feature__Error.invalidName` for a blank name or one that is too long.
  public static func validatedName(_ name: String) throws(__Feature__Error) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard nameLengths.contains(trimmed.count) else { throw .invalidName }
    return trimmed
  }

  /// Whether the name contains `query`, ignoring case and diacritics; a blank query matches every one.
  public func matches(_ query: String) -> Bool {
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
    return needle.isEmpty || name.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
