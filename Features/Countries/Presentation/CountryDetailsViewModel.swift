import Core
import Observation

/// The details screen of one country: its state, and a refresh that asks the service.
///
/// A cancelled load puts back what was shown before it.
@MainActor @Observable
public final class CountryDetailsViewModel {
  /// The details as loaded, with the phase of the last load.
  public private(set) var state: Loadable<CountryDetails, CountriesError> = .notRequested
  /// The code of the country shown, as given.
  public let code: String

  private let interactor: any CountriesInteractor

  /// Creates the view model for the country with `code` (alpha-2 or alpha-3).
  public init(interactor: any CountriesInteractor, code: String) {
    self.interactor = interactor
    self.code = code
  }

  /// Loads the details, from the cache while they are fresh.
  public func load() async {
    await performLoad(forceReload: false)
  }

  /// Reloads the details from the service, keeping the current ones visible while it runs.
  public func refresh() async {
    await performLoad(forceReload: true)
  }

  private func performLoad(forceReload: Bool) async {
    let previous = state.value
    state = .loading(previous: previous)
    do throws(CountriesError) {
      state = .loaded(try await interactor.loadCountryDetails(code: code, forceReload: forceReload))
    } catch .cancelled {
      state = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      state = .failed(error)
    }
  }
}
