import Foundation
import Mocks
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

enum HTTPClientBenchmark {
  static let requests = 200

  private struct Item: Decodable {
    let id: Int
    let name: String
    let price: Double
  }

  static func make(server: LoopbackServer) -> BenchmarkCase {
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    // The session and the request the client makes: no HTTP cache (its lookup alone costs a
    // default session about 7 % of a small request here), the same time-out, the same header.
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    var request = URLRequest(
      url: server.url("/fixtures/items.json"), cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let decoder = JSONDecoder()
    return BenchmarkCase(
      subject: Workload(label: "URLSessionHTTPClient GET+decode ×\(requests)") {
        let items = try await client.send(Endpoint(path: "/fixtures/items.json"), as: [Item].self)
        guard items.count == 3 else { throw BenchmarkFailure(description: "decoded \(items.count) items, not 3") }
      },
      baseline: Workload(label: "URLSession.data + JSONDecoder ×\(requests)") {
        let (data, _) = try await session.data(for: request)
        let items = try decoder.decode([Item].self, from: data)
        guard items.count == 3 else { throw BenchmarkFailure(description: "decoded \(items.count) items, not 3") }
      },
      goal: 1.05,
      repetitions: 21,
      pairsPerSample: requests
    )
  }
}
