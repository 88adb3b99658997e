import Foundation
import Networking

/// The v5 API over an `HTTPClient` whose base URL is the API root (`…/countries/v5`), with the API
/// key as a Bearer token on every request.
package struct HTTPCountriesRemoteDataSource: CountriesRemoteDataSource {
  /// The top-level fields the list asks for: what `Country` shows, nothing the details add.
  package static let listFields = "names,codes,capitals,region,subregion,population,area,flag"

  private let client: any HTTPClient
  private let headers: [String: String]

  /// Creates the data source; `apiKey` goes into every request's `Authorization` header and nowhere else.
  package init(client: any HTTPClient, apiKey: String) {
    self.client = client
    self.headers = ["Authorization": "Bearer \(apiKey)"]
  }

  package func page(limit: Int, offset: Int) async throws(HTTPError) -> CountriesPageDTO {
    let endpoint = Endpoint(
      path: "",
      queryItems: [
        URLQueryItem(name: "limit", value: String(limit)),
        URLQueryItem(name: "offset", value: String(offset)),
        URLQueryItem(name: "response_fields", value: Self.listFields),
      ],
      headers: headers
    )
    return try await client.send(endpoint, as: CountriesEnvelopeDTO.self).data
  }

  package func country(code: String) async throws(HTTPError) -> CountryDTO? {
    let field = code.count == 2 ? "codes.alpha_2" : "codes.alpha_3"
    let endpoint = Endpoint(path: "/\(field)/\(code)", headers: headers)
    return try await client.send(endpoint, as: CountriesEnvelopeDTO.self).data.objects.first
  }
}
