import Core
import Foundation
import Mocks
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A list screen's `loadMore()` over the loopback server's numbered pages, against one page fetched
/// and decoded alone.
enum LoadMoreBenchmark {
  static let pairs = 50
  static let pageSize = 20
  /// The pages one screen appends before the next screen of the pool takes over, so that no screen's
  /// list grows past a long scroll (`loadMore()` checks the page against what is shown).
  static let pagesPerScreen = 50

  struct Item: Codable, Identifiable, Sendable {
    let id: Int
    let name: String
  }

  /// Screens that have shown their first page, each used for `pagesPerScreen` pages, made before the
  /// timing starts so that no first load is timed.
  @MainActor final class Screens {
    private var screens: [ListViewModel<Item, HTTPFailure>]
    private var used = 0

    init(_ screens: [ListViewModel<Item, HTTPFailure>]) {
      self.screens = screens
    }

    /// Appends the next page on the current screen and checks that it came.
    func loadMore() async throws {
      guard let screen = screens.first else { throw BenchmarkFailure(description: "the pool of screens ran out") }
      let shown = screen.state.value?.count ?? 0
      await screen.loadMore()
      guard screen.state.value?.count == shown + pageSize else {
        throw BenchmarkFailure(
          description: "loadMore showed \(screen.state.value?.count ?? 0) items, not \(shown + pageSize)")
      }
      used += 1
      if used == pagesPerScreen {
        screens.removeFirst()
        used = 0
      }
    }
  }

  /// The list's failure, as a feature's error would wrap `HTTPError`.
  enum HTTPFailure: CancellableError {
    case failed(HTTPError)
    case cancelled
  }

  static func make(server: LoopbackServer) async throws -> BenchmarkCase {
    let repetitions = 21
    let path = "/paged/page/total=1000000000,size=\(pageSize)"
    let client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    let resource = HTTPResource<Item, Int>(client: client, path: path)
    let paging = HTTPPaging<[Item], Item>.page("page", size: PageSize("per_page", pageSize), items: \.self)
    let loads = (repetitions + 2) * pairs / pagesPerScreen + 1
    var screens: [ListViewModel<Item, HTTPFailure>] = []
    for _ in 0..<loads {
      let screen = await ListViewModel<Item, HTTPFailure>(pages: { () async throws(HTTPFailure) in
        try await Page.first { (cursor: Endpoint?) async throws(HTTPFailure) in
          do throws(HTTPError) {
            let page = try await resource.page(at: cursor, paging: paging)
            return (page.items.elements, page.next)
          } catch {
            throw .failed(error)
          }
        }
      })
      await screen.load()
      screens.append(screen)
    }
    let pool = await Screens(screens)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    let session = URLSession(configuration: configuration)
    let decoder = JSONDecoder()
    let page = LockedState(2)
    return BenchmarkCase(
      subject: Workload(label: "ListViewModel.loadMore() of \(pageSize) ×\(pairs)") {
        try await pool.loadMore()
      },
      baseline: Workload(label: "URLSession.data + JSONDecoder of one page ×\(pairs)") {
        let number = page.withLock { number in
          defer { number += 1 }
          return number
        }
        let url = server.url(path, query: ["page": String(number), "per_page": String(pageSize)])
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, _) = try await session.data(for: request)
        let items = try decoder.decode([Item].self, from: data)
        guard items.count == pageSize else { throw BenchmarkFailure(description: "decoded \(items.count) items") }
      },
      goal: 1.3,
      repetitions: repetitions,
      pairsPerSample: pairs
    )
  }
}
