import Core
import Countries
import Foundation
import Mocks

/// A `CountriesRepository` that answers from its results and records every call.
@dynamicMemberLookup
public final class CountriesRepositoryMock: CountriesRepository, RecordingMock {
  /// A call, with its arguments.
  public enum Call: Equatable, Sendable {
    case countries(cachePolicy: CachePolicy)
    case country(id: String, cachePolicy: CachePolicy)
    case details(code: String, cachePolicy: CachePolicy)
    case search(String, locale: Locale)
  }

  /// What each method answers; every one fails until a test sets it.
  public struct Results: Sendable {
    /// What `countries` answers.
    public var countriesResult: Result<Fetched<[Country], CountriesError>, CountriesError> = .failure(.loadFailed)
    /// What `country` answers.
    public var countryResult: Result<Country, CountriesError> = .failure(.loadFailed)
    /// What `details` answers.
    public var detailsResult: Result<CountryDetails, CountriesError> = .failure(.loadFailed)
    /// What `search` answers.
    public var searchResult: Result<[Country], CountriesError> = .failure(.loadFailed)
  }

  /// The results and the calls.
  public let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  public init() {}

  /// Records the call and answers `countriesResult`.
  public func countries(cachePolicy: CachePolicy) async throws(CountriesError) -> Fetched<[Country], CountriesError> {
    try await recorder.answer(.countries(cachePolicy: cachePolicy), \.countriesResult)
  }

  /// Records the call and answers `countryResult`.
  public func country(id: String, cachePolicy: CachePolicy) async throws(CountriesError) -> Country {
    try await recorder.answer(.country(id: id, cachePolicy: cachePolicy), \.countryResult)
  }

  /// Records the call and answers `detailsResult`.
  public func details(code: String, cachePolicy: CachePolicy) async throws(CountriesError) -> CountryDetails {
    try await recorder.answer(.details(code: code, cachePolicy: cachePolicy), \.detailsResult)
  }

  /// Records the call and answers `searchResult`.
  public func search(_ query: String, locale: Locale) async throws(CountriesError) -> [Country] {
    try await recorder.answer(.search(query, locale: locale), \.searchResult)
  }
}
