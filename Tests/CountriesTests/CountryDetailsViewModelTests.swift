import Core
import Countries
import CountriesMocks
import Mocks
import Testing

@MainActor @Suite struct CountryDetailsViewModelTests {
  private let interactor = CountriesInteractorMock()
  private let sut: CountryDetailsViewModel

  init() {
    sut = CountryDetailsViewModel(interactor: interactor, code: "fra")
  }

  @Test("load reads the details local first and shows them")
  func load() async {
    // Given
    interactor.loadCountryDetailsResult = .success(.stub())

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded(.stub()))
    #expect(interactor.calls == [.loadCountryDetails(code: "fra", forceReload: false)])
  }

  @Test("refresh forces the service and keeps the details visible while it runs")
  func refresh() async {
    // Given
    interactor.loadCountryDetailsResult = .success(.stub())
    await sut.load()
    let probe = StateProbe<Loadable<CountryDetails, CountriesError>>()
    interactor.onCall = { [sut] _ in await probe.record(sut.state) }
    interactor.loadCountryDetailsResult = .success(.stub(neighborCodes: []))

    // When
    await sut.refresh()

    // Then
    #expect(probe.states == [.loading(previous: .stub())])
    #expect(sut.state == .loaded(.stub(neighborCodes: [])))
    #expect(interactor.calls.last == .loadCountryDetails(code: "fra", forceReload: true))
  }

  @Test("a failure shows the error; a cancelled load puts back what was shown")
  func failureAndCancellation() async {
    // Given
    interactor.loadCountryDetailsResult = .failure(.notFound(id: "FRA"))

    // When
    await sut.load()
    let failed = sut.state
    interactor.loadCountryDetailsResult = .failure(.cancelled)
    await sut.refresh()

    // Then
    #expect(failed == .failed(.notFound(id: "FRA")))
    #expect(sut.state == .notRequested)
  }
}
