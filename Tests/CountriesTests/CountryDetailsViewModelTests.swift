import Core
import Countries
import CountriesMocks
import Mocks
import Testing

/// What the view model asks the interactor; Core's `ScreenViewModelTests` test the phases a load
/// publishes, its failure and its cancellation.
@MainActor @Suite struct CountryDetailsViewModelTests {
  private let interactor = CountriesInteractorMock()
  private let sut: CountryDetailsViewModel

  init() {
    sut = CountryDetailsViewModel(interactor: interactor, code: "fra")
  }

  @Test("load shows the details, read without forcing a reload")
  func loadReadsLocalFirst() async {
    // Given
    interactor.loadCountryDetailsResult = .success(.stub())

    // When
    await sut.load()

    // Then
    #expect(sut.state == .loaded(.stub()))
    #expect(interactor.calls == [.loadCountryDetails(code: "fra", forceReload: false)])
  }

  @Test("refresh shows the details, read with a forced reload")
  func refreshForcesReload() async {
    // Given
    interactor.loadCountryDetailsResult = .success(.stub(neighborCodes: []))

    // When
    await sut.refresh()

    // Then
    #expect(sut.state == .loaded(.stub(neighborCodes: [])))
    #expect(interactor.calls == [.loadCountryDetails(code: "fra", forceReload: true)])
  }
}
