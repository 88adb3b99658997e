import Core
import Countries
import Foundation
import Mocks

/// A `CountriesInteractor` that answers from its results and records every call.
@dynamicMemberLookup
public final class CountriesInteractorMock: CountriesInteractor, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case refreshCountries
    case loadCountries
    case loadCountry(id: String, forceReload: Bool)
    case loadCountryDetails(code: String, forceReload: Bool)
    case search(String, locale: Locale)
  }

  /// What each method answers; every one fails until a test sets it.
  public struct Results: Sendable {
    /// What `refreshCountries` answers.
    public var refreshCountriesResult: Result<Fetched<[Country], CountriesError>, CountriesError> = .failure(
      .loadFailed)
    /// What `loadCountries` answers.
    public var loadCountriesResult: Result<Fetched<[Country], CountriesError>, CountriesError> = .failure(.loadFailed)
    /// What `loadCountryDetails` answers.
    public var loadCountryDetailsResult: Result<CountryDetails, CountriesError> = .failure(.loadFailed)
    /// What `loadCountry` answers.
    public var loadCountryResult: Result<Country, CountriesError> = .failure(.loadFailed)
    /// What `search` answers.
    public var searchResult: Result<[Country], CountriesError> = .failure(.loadFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `refreshCountriesResult`.
  public func refreshCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await recorder.answer(.refreshCountries, \.refreshCountriesResult)
  }

  /// Records the call and answers `loadCountriesResult`.
  public func loadCountries() async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await recorder.answer(.loadCountries, \.loadCountriesResult)
  }

  /// Records the call and answers `loadCountryResult`.
  public func loadCountry(id: String, forceReload: Bool) async throws(CountriesError) -> Country {
    try await recorder.answer(.loadCountry(id: id, forceReload: forceReload), \.loadCountryResult)
  }

  /// Records the call and answers `loadCountryDetailsResult`.
  public func loadCountryDetails(code: String, forceReload: Bool) async throws(CountriesError) -> CountryDetails {
    try await recorder.answer(.loadCountryDetails(code: code, forceReload: forceReload), \.loadCountryDetailsResult)
  }

  /// Records the call and answers `searchResult`.
  public func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    try await recorder.answer(.search(query, locale: locale), \.searchResult)
  }
}
