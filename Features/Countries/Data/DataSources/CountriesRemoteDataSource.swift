import Networking

/// Where countries come from: the REST Countries v5 service, in its wire format.
package protocol CountriesRemoteDataSource: Sendable {
  /// One page of the list: `GET /countries/v5?limit=&offset=&response_fields=…`.
  func page(limit: Int, offset: Int) async throws(HTTPError) -> CountriesPageDTO
  /// The full object of the country with an alpha-2 or alpha-3 `code` (upper case), or `nil` when
  /// the service answers an empty page: `GET /countries/v5/codes.alpha_3/{code}`.
  func country(code: String) async throws(HTTPError) -> CountryDTO?
}
