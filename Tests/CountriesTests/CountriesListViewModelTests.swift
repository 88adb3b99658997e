import Core
import Countries
import CountriesMocks
import Foundation
import Mocks
import Testing

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

  private func watchState() -> StateProbe<Loadable<[Country], CountriesError>> {
    let probe = StateProbe<Loadable<[Country], CountriesError>>()
    interactor.onCall = { [sut] _ in await probe.record(sut.state) }
    return probe
  }

  @Test("load shows loading with nothing, then the list, from the cache first")
  func load() async {
    // Given
    interactor.loadCountriesResult = .success([austria, oman])
    let probe = watchState()

    // When
    await sut.load()

    // Then
    #expect(probe.states == [.loading(previous: nil)])
    #expect(sut.state == .loaded([austria, oman]))
    #expect(interactor.calls == [.loadCountries])
  }

  @Test("refresh keeps the list visible while it runs; a failure ends in failed with the error")
  func refresh() async {
    // Given
    interactor.loadCountriesResult = .success([austria])
    await sut.load()
    interactor.refreshCountriesResult = .failure(.rateLimited)
    let probe = watchState()

    // When
    await sut.refresh()

    // Then
    #expect(probe.states == [.loading(previous: [austria])])
    #expect(sut.state == .failed(.rateLimited))
  }

  @Test("a cancelled refresh puts the previous list back")
  func cancelledRefresh() async {
    // Given
    interactor.loadCountriesResult = .success([austria])
    await sut.load()
    interactor.refreshCountriesResult = .failure(.cancelled)

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded([austria]))
  }

  @Test("the query and the locale filter and sort the visible countries and name them")
  func queryAndLocale() async {
    // Given
    interactor.loadCountriesResult = .success([oman, ivoryCoast, austria])
    await sut.load()

    // When
    sut.query = "elfenbein"
    let inEnglish = sut.visibleCountries
    sut.locale = Locale(identifier: "de_DE")
    let inGerman = sut.visibleCountries
    sut.query = ""
    let everyoneInGerman = sut.visibleCountries

    // Then
    #expect(inEnglish.isEmpty)
    #expect(inGerman == [ivoryCoast])
    #expect(everyoneInGerman.map(sut.displayName(of:)) == ["Elfenbeinküste", "Oman", "Österreich"])
  }
}
