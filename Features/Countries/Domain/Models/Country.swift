import Core
import Foundation

/// A country as the list shows it: names, codes, capitals, where it is and how large.
public struct Country: Sendable, Equatable, Hashable, Identifiable {
  /// The ISO 3166-1 alpha-3 code, upper case (`"FRA"`).
  public let code: String
  /// The ISO 3166-1 alpha-2 code, upper case (`"FR"`); empty when the service has none.
  public var alpha2: String
  /// The common English name (`"France"`).
  public var name: String
  /// The official English name (`"French Republic"`).
  public var officialName: String
  /// The common name in other languages, keyed by ISO 639-3 language code (`"deu": "Frankreich"`).
  public var translations: [String: String]
  /// The capitals, primary first; empty for places without one (Antarctica, Macau).
  public var capitals: [String]
  /// The region (`"Europe"`).
  public var region: String
  /// The subregion (`"Western Europe"`), or `nil` when there is none.
  public var subregion: String?
  /// The number of inhabitants.
  public var population: Int
  /// The area in square kilometres, when known.
  public var area: Double?
  /// The flag as a PNG image, when known.
  public var flagURL: URL?

  /// The alpha-3 code identifies a country.
  public var id: String { code }

  /// Creates a country.
  public init(
    code: String,
    alpha2: String,
    name: String,
    officialName: String,
    translations: [String: String] = [:],
    capitals: [String] = [],
    region: String = "",
    subregion: String? = nil,
    population: Int = 0,
    area: Double? = nil,
    flagURL: URL? = nil
  ) {
    self.code = code
    self.alpha2 = alpha2
    self.name = name
    self.officialName = officialName
    self.translations = translations
    self.capitals = capitals
    self.region = region
    self.subregion = subregion
    self.population = population
    self.area = area
    self.flagURL = flagURL
  }

  /// The common name in `locale`'s language (`de` reads the `deu` translation), else the English one.
  public func name(for locale: Locale) -> String {
    name(inLanguage: Self.language(of: locale))
  }

  /// Whether `query` appears in the common name, the official name or the name in `locale`'s
  /// language, ignoring case and diacritics (`cote` finds "Côte d'Ivoire"). A blank query matches every country.
  public func matches(_ query: String, locale: Locale) -> Bool {
    matches(query, locale: locale, language: Self.language(of: locale))
  }

  /// The common name in the language with ISO 639-3 code `language`, else the English one.
  private func name(inLanguage language: String?) -> String {
    guard let language, let translated = translations[language], !translated.isEmpty else { return name }
    return translated
  }

  private func matches(_ query: String, locale: Locale, language: String?) -> Bool {
    [name, officialName, name(inLanguage: language)].contains { $0.matches(query: query, locale: locale) }
  }

  /// The ISO 639-3 code of `locale`'s language, which names a translation: worked out once per search
  /// (`Tests/Benchmarks/README.md`, the countries-offline-read case).
  private static func language(of locale: Locale) -> String? {
    locale.language.languageCode?.identifier(.alpha3)
  }

  /// The countries of `countries` that match `query`, sorted by their name in `locale`'s language
  /// with that language's collation (in Swedish "Österrike" follows "Zambia"; in German "Österreich" precedes it).
  public static func search(_ countries: [Country], matching query: String, locale: Locale) -> [Country] {
    let language = language(of: locale)
    return
      countries
      .filter { $0.matches(query, locale: locale, language: language) }
      .map { (country: $0, localizedName: $0.name(inLanguage: language)) }
      .sorted {
        let order = $0.localizedName.compare($1.localizedName, options: .caseInsensitive, range: nil, locale: locale)
        return order == .orderedSame ? $0.country.code < $1.country.code : order == .orderedAscending
      }
      .map(\.country)
  }

  /// `code` upper-cased when it is two or three ASCII letters (an alpha-2 or alpha-3 code).
  ///
  /// - Throws: `CountriesError.invalidCode` for anything else, before any request is made.
  public static func validatedCode(_ code: String) throws(CountriesError) -> String {
    guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else { throw .invalidCode(code) }
    return code.uppercased()
  }
}
