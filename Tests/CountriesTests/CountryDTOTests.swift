import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

/// The v5 wire format, from fixtures in its shape, and its mapping to the domain.
@Suite struct CountryDTOTests {
  private func object(_ fixture: String) throws -> CountryDTO {
    let envelope = try Fixtures.decode(CountriesEnvelopeDTO.self, from: fixture)
    return try #require(envelope.data.objects.first)
  }

  @Test("a country with full data decodes and maps its codes and names")
  func fullCountry() throws {
    // Given
    let dto = try object("country-v5-france")

    // When
    let country = try CountryDetails(dto, list: [:]).country

    // Then
    #expect(country.code == "FRA")
    #expect(country.alpha2 == "FR")
    #expect(country.name == "France")
    #expect(country.officialName == "French Republic")
    #expect(country.translations["deu"] == "Frankreich")
  }

  @Test("a country with full data maps its capitals, region, population, area and flag")
  func fullCountryFacts() throws {
    // Given
    let dto = try object("country-v5-france")

    // When
    let country = try CountryDetails(dto, list: [:]).country

    // Then
    let flag: URL? = URL(string: "https://flagcdn.com/w320/fr.png")
    #expect(country.capitals == ["Paris"])
    #expect(country.region == "Europe")
    #expect(country.subregion == "Western Europe")
    #expect(country.population == 68_373_433)
    #expect(country.area == 551_695)
    #expect(country.flagURL == flag)
  }

  @Test("a country with full data maps its currencies, languages, time zones and neighbours")
  func fullCountryDetails() throws {
    // Given
    let dto = try object("country-v5-france")

    // When
    let details = try CountryDetails(dto, list: [:])

    // Then
    #expect(details.currencies == [Currency(code: "EUR", name: "Euro", symbol: "€")])
    #expect(details.languages == ["French"])
    #expect(details.timezones.count == 14)
    #expect(details.neighborCodes == ["AND", "BEL", "DEU", "ITA", "LUX", "MCO", "ESP", "CHE"])
  }

  @Test("no capital, no borders, no currencies and an empty subregion map to empty values, not failures")
  func sparseCountry() throws {
    // Given
    let dto = try object("country-v5-antarctica")

    // When
    let details = try CountryDetails(dto, list: [:])

    // Then
    #expect(details.country.capitals.isEmpty)
    #expect(details.country.subregion == nil)
    #expect(details.currencies.isEmpty)
    #expect(details.languages.isEmpty)
    #expect(details.neighborCodes.isEmpty)
    #expect(details.neighbors.isEmpty)
  }

  @Test("absent keys are treated like empty values")
  func absentKeys() throws {
    // Given: Macau's object has no capitals key, no alternates and a flag without SVG
    let dto = try object("country-v5-macau")

    // When
    let country = try Country(dto)

    // Then
    #expect(country.capitals.isEmpty)
    #expect(country.name == "Macau")
    #expect(country.area == 30)
  }

  @Test("three capitals keep the primary one first")
  func threeCapitals() throws {
    let country = try Country(try object("country-v5-south-africa"))

    #expect(country.capitals == ["Pretoria", "Cape Town", "Bloemfontein"])
  }

  @Test("a list page decodes its objects trimmed to the asked fields, and its meta")
  func page() throws {
    // When
    let page = try Fixtures.decode(CountriesEnvelopeDTO.self, from: "countries-v5-page").data

    // Then
    #expect(page.objects.count == 3)
    #expect(page.objects.allSatisfy { $0.borders == nil && $0.currencies == nil })
    #expect(page.meta == CountriesPageDTO.MetaDTO(total: 250, count: 3, limit: 3, offset: 0, more: true))
    #expect(try page.objects.map { try Country($0).code } == ["JPN", "CIV", "FRA"])
  }

  @Test(
    "the error envelope, the retired v3.1 answer and an HTML page are not v5 envelopes",
    arguments: ["countries-v5-error", "countries-v3-retired"]
  )
  func notAnEnvelope(fixture: String) throws {
    let body = try Fixtures.data(fixture)

    #expect(throws: DecodingError.self) { try JSONDecoder().decode(CountriesEnvelopeDTO.self, from: body) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CountriesEnvelopeDTO.self, from: Data("<html><body>Moved</body></html>".utf8))
    }
  }

  @Test("an object without an alpha-3 code or a common name is invalid data")
  func incompleteObject() {
    #expect(throws: CountriesError.invalidData) { try Country(CountryDTO(names: nil, codes: nil)) }
    #expect(throws: CountriesError.invalidData) { try Country(.stub(code: " ")) }
    #expect(throws: CountriesError.invalidData) { try Country(.stub(name: "")) }
    #expect(throws: CountriesError.invalidData) { try Country(.stub(code: "FR4")) }
  }

  @Test("borders resolve against the list by code; codes the list lacks stay in neighborCodes only")
  func neighbours() throws {
    // Given
    let belgium = Country.stub(code: "BEL", alpha2: "BE", name: "Belgium")
    let spain = Country.stub(code: "ESP", alpha2: "ES", name: "Spain")

    // When
    let details = try CountryDetails(.stub(borders: ["bel", "ESP", "ITA"]), list: ["BEL": belgium, "ESP": spain])

    // Then
    #expect(details.neighbors == [belgium, spain])
    #expect(details.neighborCodes == ["BEL", "ESP", "ITA"])
  }
}
