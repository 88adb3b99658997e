import Countries
import Foundation

extension Country {
  /// A country with overridable fields, for tests.
  public static func stub(
    code: String = "FRA",
    alpha2: String = "FR",
    name: String = "France",
    officialName: String? = nil,
    translations: [String: String] = [:],
    capitals: [String] = ["Paris"],
    region: String = "Europe"
  ) -> Country {
    Country(
      code: code, alpha2: alpha2, name: name, officialName: officialName ?? name, translations: translations,
      capitals: capitals, region: region, subregion: "Western Europe", population: 68_373_433, area: 551_695,
      flagURL: URL(string: "https://flagcdn.com/w320/\(alpha2.lowercased()).png"))
  }
}

extension CountryDetails {
  /// Details of `country` with overridable fields, for tests.
  public static func stub(country: Country = .stub(), neighborCodes: [String] = ["BEL", "ESP"]) -> CountryDetails {
    CountryDetails(
      country: country, currencies: [Currency(code: "EUR", name: "Euro", symbol: "€")], languages: ["French"],
      timezones: ["UTC+01:00"], neighbors: [], neighborCodes: neighborCodes)
  }
}
