import AppComposition
import Core
import Countries
import Foundation

/// Countries: the list (read-only), one country's details and a search.
@MainActor
enum CountriesScreen: Screen {
  static let name = "countries"
  static let baseURLVariable: String? = CountriesFeature.baseURLVariable

  static func show(_ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.countries) else { return false }
    let list = CountriesListViewModel(interactor: interactor, locale: Locale(identifier: "en"))
    await console.load(list)
    await list.refresh()
    guard let countries = console.list(list, noun: "countries") else { return false }
    for country in list.visible.prefix(3) {
      console.line("  \(country.code)  \(list.displayName(of: country))  \(country.capitals.first ?? "-")")
    }
    if let first = list.visible.first {
      let details = CountryDetailsViewModel(interactor: interactor, code: first.code)
      await details.load()
      guard let shown = console.value(of: details.state) else { return false }
      let currencies = shown.currencies.map(\.code).joined(separator: ", ")
      console.line("details: \(shown.country.name): \(currencies); \(shown.languages.joined(separator: ", "))")
    }
    list.query = "fr"
    console.line("search \"fr\": \(list.visible.count) of \(countries.count)")
    return true
  }

  /// Shows the screen `route` names: the list, or one country's details.
  static func open(_ route: CountriesRoute, _ container: AppContainer, on console: Console) async -> Bool {
    guard let interactor = console.unwrap(container.countries) else { return false }
    switch route {
    case .list:
      let list = CountriesListViewModel(interactor: interactor, locale: Locale(identifier: "en"))
      await console.load(list)
      guard console.list(list, noun: "countries") != nil else { return false }
      for country in list.visible.prefix(3) { console.line("  \(country.code)  \(list.displayName(of: country))") }
    case .details(let code):
      let details = CountryDetailsViewModel(interactor: interactor, code: code)
      await details.load()
      guard let shown = console.value(of: details.state) else { return false }
      console.line("details: \(shown.country.name): \(shown.currencies.map(\.code).joined(separator: ", "))")
    }
    return true
  }
}
