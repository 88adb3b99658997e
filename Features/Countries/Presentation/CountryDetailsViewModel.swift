import Core
import Observation

/// The details screen of one country: its state, and a refresh that asks the service.
///
/// A cancelled load puts back what was shown before it.
@MainActor @Observable
public final class CountryDetailsViewModel: ScreenViewModel {
  /// The details as loaded, with the phase of the last load.
  public private(set) var state: Loadable<CountryDetails, CountriesError> = .notRequested
  /// The code of the country shown, as given.
  public let code: String
  /// Which load is the newest; an older one's answer is dropped.
  public let loadOrder = LoadOrder()

  private let interactor: any CountriesInteractor

  /// Creates the view model for the country with `code` (alpha-2 or alpha-3).
  public init(interactor: any CountriesInteractor, code: String) {
    self.interactor = interactor
    self.code = code
  }

  /// Loads the details, from the cache while they are fresh.
  public func load() async {
    await load(\.state) { () async throws(CountriesError) in
      try await interactor.loadCountryDetails(code: code, forceReload: false)
    }
  }

  /// Reloads the details from the service, keeping the current ones visible while it runs.
  public func refresh() async {
    await load(\.state) { () async throws(CountriesError) in
      try await interactor.loadCountryDetails(code: code, forceReload: true)
    }
  }
}
