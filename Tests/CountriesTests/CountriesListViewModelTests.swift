import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

/// What the view model passes to the interactor, and the locale's search and order; Core's
/// `ListViewModelTests` tests what a list does with the answers.
@MainActor @Suite struct CountriesListViewModelTests {
  private let interactor = CountriesInteractorMock()
  private let sut: CountriesListViewModel
  private let austria = Country.stub(code: "AUT", alpha2: "AT", name: "Austria", translations: ["deu": "Österreich"])
  private let ivoryCoast = Country.stub(
    code: "CIV", alpha2: "CI", name: "Ivory Coast", officialName: "Republic of Côte d'Ivoire",
    translations: ["deu": "Elfenbeinküste"])
  private let oman = Country.stub(code: "OMN", alpha2: "OM", name: "Oman")

  init() {
    sut = CountriesListViewModel(interactor: interactor, locale: Locale(identifier: "en"))
  }

  @Test("load shows what loadCountries answers, from the cache first")
  func loadUsesLoad() async {
    // Given
    interactor.loadCountriesResult = .success(.stub([oman, austria]))

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded([oman, austria]))
    #expect(interactor.calls == [.loadCountries])
  }

  @Test("refresh shows what refreshCountries answers")
  func refreshUsesRefresh() async {
    // Given
    interactor.refreshCountriesResult = .success(.stub([oman]))

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([oman]))
    #expect(interactor.calls == [.refreshCountries])
  }

  @Test("the query matches a country's name in the locale")
  func queryMatchesInLocale() async {
    // Given
    interactor.loadCountriesResult = .success(.stub([oman, ivoryCoast, austria]))
    await sut.load()
    sut.query = "elfenbein"
    let inEnglish = sut.visible

    // When
    sut.locale = Locale(identifier: "de_DE")

    // Then
    #expect(inEnglish.isEmpty)
    #expect(sut.visible == [ivoryCoast])
  }

  @Test("the visible countries come in the order of their names in the locale")
  func sortedAndNamedInLocale() async {
    // Given
    interactor.loadCountriesResult = .success(.stub([oman, ivoryCoast, austria]))
    await sut.load()

    // When
    sut.locale = Locale(identifier: "de_DE")

    // Then
    #expect(sut.visible.map(sut.displayName(of:)) == ["Elfenbeinküste", "Oman", "Österreich"])
  }
}
