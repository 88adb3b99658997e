import Core
import Countries
import Foundation
import Networking

/// Usage: CountriesConsumer <database file> refresh | offline | details <code> | search <query> <locale>
///
/// Talks to the API at `COUNTRIES_API_BASE_URL` (default: the public v5 API) with the key in
/// `COUNTRIES_API_KEY`, caching in the database file.
func run(_ arguments: [String]) async -> Int32 {
  guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: CountriesConsumer <database> refresh|offline|details|search …\n".utf8))
    return 2
  }
  let environment = ProcessInfo.processInfo.environment
  let feature: CountriesFeature
  do {
    let baseURL = try APIBaseURL.resolve(CountriesFeature.baseURLVariable, default: CountriesFeature.defaultBaseURL)
    feature = try CountriesFeature(
      httpClient: URLSessionHTTPClient(baseURL: baseURL, timeout: .seconds(10)),
      apiKey: environment[CountriesFeature.apiKeyVariable] ?? "",
      databaseURL: URL(fileURLWithPath: arguments[0]))
  } catch {
    FileHandle.standardError.write(Data("CountriesConsumer: \(error.localizedDescription)\n".utf8))
    return 2
  }
  do {
    switch (arguments[1], arguments.count) {
    case ("refresh", 2):
      print("\(try await feature.interactor.refreshCountries().value.count) countries")
    case ("offline", 2):
      print("\(try await feature.repository.countries(cachePolicy: CachePolicy.localFirst).value.count) countries")
    case ("details", 3):
      let details = try await feature.interactor.loadCountryDetails(code: arguments[2], forceReload: false)
      print("\(details.country.name): neighbours \(details.neighbors.map(\.name).joined(separator: ", "))")
    case ("search", 4):
      let found = try await feature.interactor.search(arguments[2], locale: Locale(identifier: arguments[3]))
      print(found.map { $0.name(for: Locale(identifier: arguments[3])) }.joined(separator: ", "))
    default:
      FileHandle.standardError.write(Data("CountriesConsumer: unknown command \(arguments[1...])\n".utf8))
      return 2
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("CountriesConsumer: \(error.localizedDescription)\n".utf8))
    return 1
  }
}

exit(await run(Array(CommandLine.arguments.dropFirst())))
