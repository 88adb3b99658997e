import Foundation

extension Country {
  /// The country a v5 object describes.
  ///
  /// - Throws: `CountriesError.invalidData` when the object has no alpha-3 code or no common name.
  package init(_ dto: CountryDTO) throws(CountriesError) {
    guard let code = dto.codes?.alpha3.nonBlank, (try? Country.validatedCode(code))?.count == 3,
      let name = dto.names?.common.nonBlank
    else { throw .invalidData }
    var translations: [String: String] = [:]
    for (language, translation) in dto.names?.translations ?? [:] {
      if let common = translation.common.nonBlank { translations[language.lowercased()] = common }
    }
    let listed = dto.capitals ?? []
    let primaryFirst =
      listed.filter { $0.attributes?.primary == true } + listed.filter { $0.attributes?.primary != true }
    let capitals = primaryFirst.compactMap { $0.name.nonBlank }
    self.init(
      code: code.uppercased(),
      alpha2: dto.codes?.alpha2.nonBlank?.uppercased() ?? "",
      name: name,
      officialName: dto.names?.official.nonBlank ?? name,
      translations: translations,
      capitals: capitals,
      region: dto.region.nonBlank ?? "",
      subregion: dto.subregion.nonBlank,
      population: dto.population ?? 0,
      area: dto.area?.kilometers,
      flagURL: dto.flag?.urlPNG.nonBlank.flatMap(URL.init(string:))
    )
  }
}

extension CountryDetails {
  /// The details a v5 object describes, with the neighbours `list` holds.
  ///
  /// - Parameter list: the cached countries, by alpha-3 code, to resolve borders from.
  /// - Throws: `CountriesError.invalidData` as `Country.init(_:)` does.
  package init(_ dto: CountryDTO, list: [String: Country]) throws(CountriesError) {
    let borders = (dto.borders ?? []).compactMap { $0.nonBlank?.uppercased() }
    self.init(
      country: try Country(dto),
      currencies: (dto.currencies ?? []).compactMap { currency in
        currency.code.nonBlank.map {
          Currency(code: $0, name: currency.name.nonBlank ?? $0, symbol: currency.symbol.nonBlank)
        }
      },
      languages: (dto.languages ?? []).compactMap { $0.name.nonBlank },
      timezones: (dto.timezones ?? []).compactMap { $0.nonBlank },
      neighbors: borders.compactMap { list[$0] },
      neighborCodes: borders
    )
  }
}

extension String? {
  /// The string trimmed of surrounding white space, or `nil` when that leaves nothing.
  ///
  /// A string that neither starts nor ends with white space (nearly every one) is answered as it
  /// is, without Foundation's trimming (`Tests/Benchmarks/README.md`, the countries-offline-read case).
  fileprivate var nonBlank: String? {
    guard let self else { return nil }
    if let first = self.unicodeScalars.first, let last = self.unicodeScalars.last,
      !first.properties.isWhitespace, !last.properties.isWhitespace
    {
      return self
    }
    let trimmed = self.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

extension String {
  /// The string trimmed of surrounding white space, or `nil` when that leaves nothing.
  fileprivate var nonBlank: String? {
    Optional(self).nonBlank
  }
}
