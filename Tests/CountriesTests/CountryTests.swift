import Countries
import CountriesMocks
import Foundation
import Testing

@Suite struct CountryTests {
  private let ivoryCoast = Country.stub(
    code: "CIV", alpha2: "CI", name: "Ivory Coast", officialName: "Republic of Côte d'Ivoire",
    translations: ["deu": "Elfenbeinküste", "spa": "Costa de Marfil"])
  private let austria = Country.stub(
    code: "AUT", alpha2: "AT", name: "Austria", translations: ["deu": "Österreich", "swe": "Österrike"])
  private let zambia = Country.stub(code: "ZMB", alpha2: "ZM", name: "Zambia", translations: ["deu": "Sambia"])
  private let oman = Country.stub(code: "OMN", alpha2: "OM", name: "Oman")

  @Test("the name for a locale reads the translation of its language's ISO 639-3 code")
  func nameForLocale() {
    #expect(ivoryCoast.name(for: Locale(identifier: "de_DE")) == "Elfenbeinküste")
    #expect(ivoryCoast.name(for: Locale(identifier: "es")) == "Costa de Marfil")
  }

  @Test("a language without a translation falls back to the common English name")
  func nameFallsBack() {
    #expect(ivoryCoast.name(for: Locale(identifier: "ja_JP")) == "Ivory Coast")
    #expect(ivoryCoast.name(for: Locale(identifier: "en_US")) == "Ivory Coast")
  }

  @Test("search ignores diacritics and case: cote finds the Republic of Côte d'Ivoire")
  func searchIgnoresDiacritics() {
    let found = Country.search([austria, ivoryCoast, oman], matching: "COTE", locale: Locale(identifier: "en"))

    #expect(found == [ivoryCoast])
  }

  @Test("search in German finds a country by its German name")
  func searchGermanLocale() {
    let german = Locale(identifier: "de_DE")

    #expect(Country.search([austria, ivoryCoast, oman], matching: "elfenbein", locale: german) == [ivoryCoast])
    #expect(
      Country.search([austria, ivoryCoast, oman], matching: "elfenbein", locale: Locale(identifier: "en")).isEmpty)
  }

  @Test("an empty or blank query returns every country, sorted by the localized name")
  func emptyQuery() {
    let countries = [zambia, oman, austria]

    #expect(Country.search(countries, matching: "", locale: Locale(identifier: "en")) == [austria, oman, zambia])
    #expect(Country.search(countries, matching: "  ", locale: Locale(identifier: "en")).count == 3)
  }

  @Test("a query that matches nothing returns nothing")
  func noMatch() {
    #expect(Country.search([austria, ivoryCoast, oman, zambia], matching: "Atlantis", locale: .current).isEmpty)
  }

  @Test("the sort follows the locale's collation: Ö sorts with O in German, after Z in Swedish")
  func collation() {
    let countries = [zambia, austria, oman]

    #expect(
      Country.search(countries, matching: "", locale: Locale(identifier: "de_DE")).map(\.code) == ["OMN", "AUT", "ZMB"])
    #expect(
      Country.search(countries, matching: "", locale: Locale(identifier: "sv_SE")).map(\.code) == ["OMN", "ZMB", "AUT"])
  }

  @Test(
    "two or three ASCII letters are a code, upper-cased",
    arguments: [("fr", "FR"), ("FRA", "FRA"), ("civ", "CIV"), ("Za", "ZA")]
  )
  func validCode(code: String, expected: String) throws {
    #expect(try Country.validatedCode(code) == expected)
  }

  @Test(
    "anything else is invalidCode, naming what was given", arguments: ["", "F", "FRAN", "F1", "É", "F R", "ÉS", "../"])
  func invalidCode(code: String) {
    #expect(throws: CountriesError.invalidCode(code)) { try Country.validatedCode(code) }
  }
}
