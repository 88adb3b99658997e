import Core
import Foundation
import Mocks
import Networking

/// A list screen's load with five filters set, as a generated feature's `<F>Query` sends them (a `Bool`, an
/// enum, a pipe-delimited array, an exploded array and a date), against the same screen's load with none
/// set: what building, encoding and keying the filters add to a load over the loopback server.
enum FilteredListBenchmark {
  static let pairs = 20
  static let pageSize = 20

  struct Item: Codable, Identifiable, Sendable {
    let id: Int
    let name: String
  }

  /// The filters, spelled and sent as a generated `<F>Query` and its `query` are.
  struct Filter: Sendable, Hashable {
    var onlyMedia: Bool?
    var kind: String?
    var types: [String]?
    var tags: [String]?
    var since: Date?

    var query: HTTPQuery {
      var query = HTTPQuery()
      query.add("only_media", onlyMedia.map { value in String(value) })
      query.add("kind", kind)
      query.add("types", types, style: .pipeDelimited)
      query.add("tags", tags, style: .form)
      query.add("since", since.map { value in value.formatted(.iso8601) })
      return query
    }
  }

  /// The list's failure, as a feature's error would wrap `HTTPError`.
  enum HTTPFailure: CancellableError {
    case failed(HTTPError)
    case cancelled
  }

  @MainActor
  static func screen(_ resource: HTTPResource<Item, Int>, filter: Filter) -> FilteredListViewModel<
    Item, Filter, HTTPFailure
  > {
    let paging = HTTPPaging<[Item], Item>.page("page", size: PageSize("per_page", pageSize), items: \.self)
    return FilteredListViewModel(
      filter: filter,
      pages: { (filter: Filter) async throws(HTTPFailure) in
        try await Page.first { (cursor: Endpoint?) async throws(HTTPFailure) in
          do throws(HTTPError) {
            // The key a cached feature files the list under, made as it makes it.
            let key = filter.query.key
            guard key.isEmpty == (filter == Filter()) else { throw .invalidResponse }
            let page = try await resource.sending(query: filter.query.items, on: .listRequests)
              .page(at: cursor, paging: paging)
            return (page.items.elements, page.next)
          } catch {
            throw .failed(error)
          }
        }
      })
  }

  static func make(server: LoopbackServer) async throws -> BenchmarkCase {
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    let resource = HTTPResource<Item, Int>(client: client, path: "/paged/page/total=1000000,size=\(pageSize)")
    let set = Filter(
      onlyMedia: true, kind: "mention", types: ["mention", "follow", "poll"], tags: ["swift", "ios"],
      since: Date(timeIntervalSince1970: 1_700_000_000))
    let filtered = await screen(resource, filter: set)
    let plain = await screen(resource, filter: Filter())
    return BenchmarkCase(
      subject: Workload(label: "load() with five filters set ×\(pairs)") {
        await filtered.load()
        guard await filtered.state.value?.count == pageSize else {
          throw BenchmarkFailure(description: "the filtered load showed \(await filtered.state.value?.count ?? 0)")
        }
      },
      baseline: Workload(label: "load() of the same list with none set ×\(pairs)") {
        await plain.load()
        guard await plain.state.value?.count == pageSize else {
          throw BenchmarkFailure(description: "the plain load showed \(await plain.state.value?.count ?? 0)")
        }
      },
      goal: 1.1,
      repetitions: 21,
      pairsPerSample: pairs
    )
  }
}
