/// A country object of the REST Countries v5 API, with every part optional: an absent key and an
/// empty value mean the same. Unknown keys are ignored. It encodes back to the same shape, which is
/// how the cache stores it.
package struct CountryDTO: Codable, Sendable, Equatable {
  /// A name in one language.
  package struct NameDTO: Codable, Sendable, Equatable {
    package var common: String?
    package var official: String?

    package init(common: String?, official: String?) {
      self.common = common
      self.official = official
    }
  }

  /// `names`: the English names, and the others keyed by ISO 639-3 code.
  package struct NamesDTO: Codable, Sendable, Equatable {
    package var common: String?
    package var official: String?
    package var alternates: [String]?
    package var native: [String: NameDTO]?
    package var translations: [String: NameDTO]?

    package init(
      common: String?,
      official: String?,
      alternates: [String]? = nil,
      native: [String: NameDTO]? = nil,
      translations: [String: NameDTO]? = nil
    ) {
      self.common = common
      self.official = official
      self.alternates = alternates
      self.native = native
      self.translations = translations
    }
  }

  /// `codes`: the ISO 3166-1 codes and their relatives.
  package struct CodesDTO: Codable, Sendable, Equatable {
    package var alpha2: String?
    package var alpha3: String?
    package var ccn3: String?
    package var cioc: String?

    enum CodingKeys: String, CodingKey {
      case alpha2 = "alpha_2"
      case alpha3 = "alpha_3"
      case ccn3, cioc
    }

    package init(alpha2: String?, alpha3: String?, ccn3: String? = nil, cioc: String? = nil) {
      self.alpha2 = alpha2
      self.alpha3 = alpha3
      self.ccn3 = ccn3
      self.cioc = cioc
    }
  }

  /// One entry of `capitals`.
  package struct CapitalDTO: Codable, Sendable, Equatable {
    /// `capitals[].attributes`.
    package struct AttributesDTO: Codable, Sendable, Equatable {
      package var primary: Bool?

      package init(primary: Bool?) {
        self.primary = primary
      }
    }

    package var name: String?
    package var attributes: AttributesDTO?

    package init(name: String?, primary: Bool? = nil) {
      self.name = name
      self.attributes = primary.map { AttributesDTO(primary: $0) }
    }
  }

  /// `area`.
  package struct AreaDTO: Codable, Sendable, Equatable {
    package var kilometers: Double?
    package var miles: Double?

    package init(kilometers: Double?, miles: Double? = nil) {
      self.kilometers = kilometers
      self.miles = miles
    }
  }

  /// One entry of `currencies`.
  package struct CurrencyDTO: Codable, Sendable, Equatable {
    package var code: String?
    package var name: String?
    package var symbol: String?

    package init(code: String?, name: String?, symbol: String? = nil) {
      self.code = code
      self.name = name
      self.symbol = symbol
    }
  }

  /// One entry of `languages`.
  package struct LanguageDTO: Codable, Sendable, Equatable {
    package var languageCode: String?
    package var name: String?
    package var nativeName: String?

    enum CodingKeys: String, CodingKey {
      case languageCode = "iso639_3"
      case name
      case nativeName = "native_name"
    }

    package init(languageCode: String?, name: String?, nativeName: String? = nil) {
      self.languageCode = languageCode
      self.name = name
      self.nativeName = nativeName
    }
  }

  /// `flag`.
  package struct FlagDTO: Codable, Sendable, Equatable {
    package var urlPNG: String?
    package var urlSVG: String?
    package var emoji: String?
    package var description: String?

    enum CodingKeys: String, CodingKey {
      case urlPNG = "url_png"
      case urlSVG = "url_svg"
      case emoji, description
    }

    package init(urlPNG: String?, urlSVG: String? = nil, emoji: String? = nil, description: String? = nil) {
      self.urlPNG = urlPNG
      self.urlSVG = urlSVG
      self.emoji = emoji
      self.description = description
    }
  }

  package var names: NamesDTO?
  package var codes: CodesDTO?
  package var capitals: [CapitalDTO]?
  package var region: String?
  package var subregion: String?
  package var population: Int?
  package var area: AreaDTO?
  package var borders: [String]?
  package var currencies: [CurrencyDTO]?
  package var languages: [LanguageDTO]?
  package var timezones: [String]?
  package var flag: FlagDTO?

  package init(
    names: NamesDTO?,
    codes: CodesDTO?,
    capitals: [CapitalDTO]? = nil,
    region: String? = nil,
    subregion: String? = nil,
    population: Int? = nil,
    area: AreaDTO? = nil,
    borders: [String]? = nil,
    currencies: [CurrencyDTO]? = nil,
    languages: [LanguageDTO]? = nil,
    timezones: [String]? = nil,
    flag: FlagDTO? = nil
  ) {
    self.names = names
    self.codes = codes
    self.capitals = capitals
    self.region = region
    self.subregion = subregion
    self.population = population
    self.area = area
    self.borders = borders
    self.currencies = currencies
    self.languages = languages
    self.timezones = timezones
    self.flag = flag
  }
}
