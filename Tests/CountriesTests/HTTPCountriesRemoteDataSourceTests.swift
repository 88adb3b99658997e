import Countries
import CountriesMocks
import Foundation
import Mocks
import Networking
import Testing

@Suite struct HTTPCountriesRemoteDataSourceTests {
  private let client = HTTPClientMock()
  private let sut: HTTPCountriesRemoteDataSource

  init() {
    sut = HTTPCountriesRemoteDataSource(client: client, apiKey: "secret-key")
  }

  @Test("a list page asks the API root with limit, offset and the list's fields, with the Bearer key")
  func pageRequest() async throws {
    // Given
    client.enqueue(body: try Fixtures.data("countries-v5-page"))

    // When
    let page = try await sut.page(limit: 100, offset: 200)

    // Then
    let endpoint = try #require(client.endpoints.first)
    let query: [URLQueryItem] = [
      URLQueryItem(name: "limit", value: "100"), URLQueryItem(name: "offset", value: "200"),
      URLQueryItem(name: "response_fields", value: "names,codes,capitals,region,subregion,population,area,flag"),
    ]
    let headers: [String: String] = ["Authorization": "Bearer secret-key"]
    #expect(endpoint.path.isEmpty && endpoint.method == .get)
    #expect(endpoint.queryItems == query)
    #expect(endpoint.headers == headers)
    #expect(page.objects.count == 3)
  }

  @Test("one country is asked by alpha-3 or alpha-2 code, with the Bearer key")
  func countryRequest() async throws {
    // Given
    client.setHandler { _ throws(HTTPError) in
      HTTPResponse(statusCode: 200, body: try Self.fixture("country-v5-france"))
    }

    // When
    let byAlpha3 = try await sut.country(code: "FRA")
    let byAlpha2 = try await sut.country(code: "FR")

    // Then
    #expect(client.endpoints.map(\.path) == ["/codes.alpha_3/FRA", "/codes.alpha_2/FR"])
    #expect(client.endpoints.allSatisfy { $0.headers["Authorization"] == "Bearer secret-key" })
    #expect(byAlpha3?.codes?.alpha3 == "FRA")
    #expect(byAlpha2 == byAlpha3)
  }

  @Test("an envelope with no object answers nil")
  func emptyObjects() async throws {
    client.enqueue(body: Data(#"{"data":{"objects":[],"meta":{"total":0,"count":0,"offset":0,"more":false}}}"#.utf8))

    #expect(try await sut.country(code: "ZZZ") == nil)
  }

  @Test("the retired-version answer, status 200 and all, is a decoding failure")
  func retiredVersion() async throws {
    client.enqueue(body: try Fixtures.data("countries-v3-retired"))

    await #expect {
      try await sut.page(limit: 100, offset: 0)
    } throws: { error in
      guard case .decoding = error as? HTTPError else { return false }
      return true
    }
  }

  private static func fixture(_ name: String) throws(HTTPError) -> Data {
    do {
      return try Fixtures.data(name)
    } catch {
      throw .invalidResponse
    }
  }
}
