import Countries

extension CountryDTO {
  /// A v5 object with overridable fields, for tests.
  package static func stub(
    code: String = "FRA",
    alpha2: String = "FR",
    name: String = "France",
    officialName: String? = nil,
    translations: [String: String] = [:],
    borders: [String]? = nil
  ) -> CountryDTO {
    CountryDTO(
      names: NamesDTO(
        common: name, official: officialName ?? name,
        translations: translations.mapValues { NameDTO(common: $0, official: nil) }),
      codes: CodesDTO(alpha2: alpha2, alpha3: code),
      capitals: [CapitalDTO(name: "Capital of \(name)", primary: true)],
      region: "Europe",
      subregion: "Western Europe",
      population: 1_000,
      area: AreaDTO(kilometers: 100),
      borders: borders,
      currencies: [CurrencyDTO(code: "EUR", name: "Euro", symbol: "€")],
      languages: [LanguageDTO(languageCode: "fra", name: "French")],
      timezones: ["UTC+01:00"],
      flag: FlagDTO(urlPNG: "https://flagcdn.com/w320/\(alpha2.lowercased()).png")
    )
  }

  /// `count` made-up countries with distinct codes (`AAA`, `AAB`, …) and names (`Country 001`, …).
  package static func catalogue(count: Int) -> [CountryDTO] {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return (0..<count).map { index in
      let code = String([letters[index / 676 % 26], letters[index / 26 % 26], letters[index % 26]])
      let number = String(index + 1)
      let name = "Country " + String(repeating: "0", count: max(0, 3 - number.count)) + number
      return .stub(code: code, alpha2: String(code.prefix(2)), name: name)
    }
  }
}

extension CountriesPageDTO {
  /// `countries` cut into the pages the v5 API would answer for `limit`, each with its meta.
  package static func pages(of countries: [CountryDTO], limit: Int = 100) -> [CountriesPageDTO] {
    stride(from: 0, to: max(countries.count, 1), by: limit).map { offset in
      let objects = Array(countries[offset..<min(offset + limit, countries.count)])
      return CountriesPageDTO(
        objects: objects,
        meta: MetaDTO(
          total: countries.count, count: objects.count, limit: limit, offset: offset,
          more: offset + objects.count < countries.count))
    }
  }
}
