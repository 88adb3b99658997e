import Core
import Foundation

/// A person known to the users service.
public struct User: Sendable, Equatable, Hashable, Identifiable {
  /// The server-assigned identifier.
  public let id: Int
  /// The full name.
  public var name: String
  /// The handle.
  public var username: String
  /// The email address.
  public var email: String
  /// The phone number, as entered.
  public var phone: String
  /// The website, without a scheme, as the service stores it.
  public var website: String
  /// The postal address.
  public var address: Address
  /// The employer.
  public var company: Company

  /// A user as the service knows it; `validate()` checks the fields a write would send.
  public init(
    id: Int,
    name: String,
    username: String,
    email: String,
    phone: String = "",
    website: String = "",
    address: Address = Address(),
    company: Company = Company()
  ) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.phone = phone
    self.website = website
    self.address = address
    self.company = company
  }

  /// Up to two capital letters from the first and last words of the name ("Leanne Graham" → "LG").
  public var initials: String {
    let words = name.split(whereSeparator: \.isWhitespace)
    let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
    return String(letters).uppercased()
  }

  /// The part of the email after its last `@`, lowercased; `nil` when there is none.
  public var emailDomain: String? {
    guard let at = email.lastIndex(of: "@") else { return nil }
    let domain = email[email.index(after: at)...]
    return domain.isEmpty ? nil : domain.lowercased()
  }

  /// Whether `query` appears in the name, username or email, ignoring case and diacritics.
  /// An empty or blank query matches everyone.
  public func matches(_ query: String) -> Bool {
    [name, username, email].contains { $0.matches(query: query) }
  }

  /// Throws `UsersError.invalidInput` naming the first field that cannot be saved.
  public func validate() throws(UsersError) {
    try UserDraft(user: self).validate()
  }
}
