import Countries
import Mocks
import Networking

/// A `CountriesRemoteDataSource` that answers from its results and records every call.
@dynamicMemberLookup
package final class CountriesRemoteDataSourceMock: CountriesRemoteDataSource, RecordingMock {
  /// A call, with its arguments.
  package enum Call: Hashable, Sendable {
    case page(limit: Int, offset: Int)
    case country(code: String)
  }

  /// What each method answers; every one fails with `invalidResponse` until a test sets it.
  package struct Results: Sendable {
    /// What the pages answer: a call at `offset` gets the page that says it starts there, else the
    /// one at the position `offset / limit` rounded up (whatever order concurrent calls come in);
    /// the last one answers every later position.
    package var pageResults: [Result<CountriesPageDTO, HTTPError>] = []
    /// What `country` answers.
    package var countryResult: Result<CountryDTO?, HTTPError> = .failure(.invalidResponse)

    /// The answer for a page asked at `offset` with `limit`.
    package subscript(page offset: Int, limit limit: Int) -> Result<CountriesPageDTO, HTTPError> {
      if let page = pageResults.first(where: { (try? $0.get())?.meta?.offset == offset }) { return page }
      let index = (offset + limit - 1) / max(limit, 1)
      return pageResults.isEmpty ? .failure(.invalidResponse) : pageResults[min(index, pageResults.count - 1)]
    }
  }

  /// The results and the calls.
  package let recorder = MockRecorder<Call, Results>(Results())

  /// Creates a mock whose every method fails until told otherwise.
  package init() {}

  /// Serves `countries` as the v5 API would, `limit` to a page, and an empty page past the end.
  package func serve(_ countries: [CountryDTO], limit: Int = 100) {
    let end = CountriesPageDTO(
      objects: [], meta: .init(total: countries.count, count: 0, limit: limit, offset: countries.count, more: false))
    recorder.setResult(
      \.pageResults, to: (CountriesPageDTO.pages(of: countries, limit: limit) + [end]).map { .success($0) })
  }

  /// The page calls, in the order they came.
  package var pageCalls: [Call] {
    calls.filter { if case .page = $0 { true } else { false } }
  }

  /// Records the call and answers the page result for the position of `offset`.
  package func page(limit: Int, offset: Int) async throws(HTTPError) -> CountriesPageDTO {
    try await recorder.answer(.page(limit: limit, offset: offset), \.[page: offset, limit: limit])
  }

  /// Records the call and answers `countryResult`.
  package func country(code: String) async throws(HTTPError) -> CountryDTO? {
    try await recorder.answer(.country(code: code), \.countryResult)
  }
}
