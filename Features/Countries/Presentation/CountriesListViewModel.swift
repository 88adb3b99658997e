import Core
import Foundation
import Observation

/// The countries list screen: its state, what the person typed, the locale names are shown in.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it.
@MainActor @Observable
public final class CountriesListViewModel: ScreenViewModel {
  /// The list as loaded, with the phase of the last load.
  public private(set) var state: Loadable<[Country], CountriesError> = .notRequested
  /// What the person typed to filter the list.
  public var query = ""
  /// The locale names are matched, shown and sorted in.
  public var locale: Locale

  private let interactor: any CountriesInteractor

  /// Creates the view model.
  public init(interactor: any CountriesInteractor, locale: Locale = .current) {
    self.interactor = interactor
    self.locale = locale
  }

  /// The loaded countries that match `query` in `locale`, sorted by their name in `locale` (see `Country.search`).
  public var visibleCountries: [Country] {
    Country.search(state.value ?? [], matching: query, locale: locale)
  }

  /// The name to show for `country`: its name in `locale`.
  public func displayName(of country: Country) -> String {
    country.name(for: locale)
  }

  /// Loads the list, from the cache while it is fresh.
  public func load() async {
    await load(\.state) { () async throws(CountriesError) in try await interactor.loadCountries() }
  }

  /// Reloads the list from the service, keeping the current list visible while it runs.
  public func refresh() async {
    await load(\.state) { () async throws(CountriesError) in try await interactor.refreshCountries() }
  }
}
