import Foundation
import Resources

/// What is needed to create a user: everything but the id, which the service assigns.
public struct UserDraft: Sendable, Equatable, Hashable {
  /// The full name; must not be blank.
  public var name: String
  /// The handle.
  public var username: String
  /// The email address; must look like one.
  public var email: String
  /// The phone number.
  public var phone: String
  /// The website, without a scheme, as the service stores it (`hildegard.org`); not checked.
  public var website: String
  /// The postal address.
  public var address: Address
  /// The employer.
  public var company: Company

  /// A draft; nothing is checked until `validate()`, which the repository runs before sending it.
  public init(
    name: String,
    username: String = "",
    email: String,
    phone: String = "",
    website: String = "",
    address: Address = Address(),
    company: Company = Company()
  ) {
    self.name = name
    self.username = username
    self.email = email
    self.phone = phone
    self.website = website
    self.address = address
    self.company = company
  }

  /// Throws `UsersError.invalidInput` naming the first field that cannot be saved: a blank name,
  /// an email that does not look like `local@domain.tld`, or coordinates out of range.
  public func validate() throws(UsersError) {
    guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .invalidInput(field: .name) }
    guard Self.isPlausibleEmail(email) else { throw .invalidInput(field: .email) }
    guard address.coordinates.isValid else { throw .invalidInput(field: .coordinates) }
  }

  /// A field `validate()` can refuse, as the screen names it.
  public enum Field: Sendable, Hashable {
    case name
    case email
    case coordinates

    /// The field's name in the person's language.
    public var label: String {
      switch self {
      case .name: "users.field.name".localized()
      case .email: "users.field.email".localized()
      case .coordinates: "users.field.coordinates".localized()
      }
    }
  }

  /// One `@`, a non-empty local part, and a domain with a dot that neither starts nor ends it; no spaces.
  static func isPlausibleEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !email.contains(where: \.isWhitespace) else { return false }
    let domain = parts[1]
    guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
    return domain.index(after: dot) != domain.endIndex && !domain.contains("..")
  }
}
