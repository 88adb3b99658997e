/// A currency a country uses.
public struct Currency: Sendable, Equatable, Hashable {
  /// The ISO 4217 code (`"EUR"`).
  public var code: String
  /// Its English name (`"Euro"`).
  public var name: String
  /// Its symbol (`"€"`), when it has one.
  public var symbol: String?

  /// Creates a currency.
  public init(code: String, name: String, symbol: String? = nil) {
    self.code = code
    self.name = name
    self.symbol = symbol
  }
}
