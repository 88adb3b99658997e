import Core
import Foundation
import Observation

/// The countries list screen over a `CountriesInteractor`: Core's `ListViewModel` with this
/// feature's loads, and the locale names are matched, shown and sorted in.
@MainActor @Observable
public final class CountriesListViewModel: ListViewModel<Country, CountriesError> {
  /// The locale names are matched, shown and sorted in.
  public var locale: Locale

  /// Creates the list; `query` filters it by name in `locale` (see `Country.search`).
  public init(interactor: any CountriesInteractor, locale: Locale = .current) {
    self.locale = locale
    super.init(load: interactor.loadCountries, refresh: interactor.refreshCountries)
  }

  /// The loaded countries that match `query` in `locale`, sorted by their name in `locale`.
  public override var visible: [Country] {
    Country.search(state.value ?? [], matching: query, locale: locale)
  }

  /// The name to show for `country`: its name in `locale`.
  public func displayName(of country: Country) -> String {
    country.name(for: locale)
  }
}
