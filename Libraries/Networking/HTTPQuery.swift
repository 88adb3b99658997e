import Foundation

/// The optional query parameters of one request, each set one added in order.
///
/// An unset one is left out, so the service applies its own default for it. A generated feature's filters
/// (`<Feature>Query`) build one per list request and pass its `items` to
/// `HTTPResource.sending(query:headers:on:)`. Its `key` tells one set of filters' cached list from another's.
public struct HTTPQuery: Sendable, Hashable {
  /// The items, in the order they were added, with one per element of a `form` array.
  public private(set) var items: [URLQueryItem] = []

  /// Creates a query with no item.
  public init() {}

  /// Adds `name=value`, or nothing for a `nil` value.
  ///
  /// - Parameters:
  ///   - name: the parameter's name, as the service spells it.
  ///   - value: the value's text, or `nil` for a parameter left unset.
  public mutating func add(_ name: String, _ value: String?) {
    guard let value else { return }
    items.append(URLQueryItem(name: name, value: value))
  }

  /// Adds an array in `style`, or nothing for a `nil` or empty array.
  ///
  /// No style of OpenAPI spells an empty array in a query.
  ///
  /// - Parameters:
  ///   - name: the parameter's name, as the service spells it.
  ///   - values: the elements' texts, in order, or `nil` for a parameter left unset.
  ///   - style: how the elements are joined.
  public mutating func add(_ name: String, _ values: [String]?, style: HTTPQueryStyle) {
    guard let values, !values.isEmpty else { return }
    guard let separator = style.separator else {
      items += values.map { URLQueryItem(name: name, value: $0) }
      return
    }
    items.append(URLQueryItem(name: name, value: values.joined(separator: separator)))
  }

  /// The items as one text, `name=value` joined by `&`, or empty for none.
  ///
  /// Each name and value is percent-encoded but for letters, digits and `-._~`. Two queries that send the
  /// same items have the same key.
  public var key: String {
    items.map { item in
      Self.encoded(item.name) + (item.value.map { "=" + Self.encoded($0) } ?? "")
    }.joined(separator: "&")
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
