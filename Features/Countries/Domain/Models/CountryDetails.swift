/// Everything the details screen shows about one country, its neighbours included.
public struct CountryDetails: Sendable, Equatable, Hashable {
  /// The country as the list shows it.
  public var country: Country
  /// The currencies it uses; empty for places without one (Antarctica).
  public var currencies: [Currency]
  /// The English names of its languages.
  public var languages: [String]
  /// Its time zones, as the service names them (`"UTC+01:00"`).
  public var timezones: [String]
  /// The bordering countries found in the cached list, in `neighborCodes` order.
  public var neighbors: [Country]
  /// Every bordering country's alpha-3 code, whether or not the list holds it; empty for islands.
  public var neighborCodes: [String]

  /// Details as the repository assembles them; `neighbors` holds the resolved subset of `neighborCodes`.
  public init(
    country: Country,
    currencies: [Currency] = [],
    languages: [String] = [],
    timezones: [String] = [],
    neighbors: [Country] = [],
    neighborCodes: [String] = []
  ) {
    self.country = country
    self.currencies = currencies
    self.languages = languages
    self.timezones = timezones
    self.neighbors = neighbors
    self.neighborCodes = neighborCodes
  }
}
