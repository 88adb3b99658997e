import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSession` and the delegate that bounds its transfers.
///
/// `URLSessionHTTPClient` keeps one for its requests, and on Linux a second for those with a body.
///
/// The delegate keys its transfers by task identifier, which each session numbers from 1, so a
/// delegate serves one session only.
struct TransferChannel: Sendable {
  private let session: URLSession
  private let transfers: BoundedTransfers

  /// A channel whose session copies `configuration` (with `headers` added to every request) and
  /// stops a body that passes `limit` bytes.
  init(configuration: URLSessionConfiguration, headers: [String: String] = [:], limit: Int) {
    let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
    if !headers.isEmpty {
      var all = configuration.httpAdditionalHeaders ?? [:]
      for (name, value) in headers { all[name] = value }
      configuration.httpAdditionalHeaders = all
    }
    transfers = BoundedTransfers(limit: limit)
    session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: Self.makeDelegateQueue())
  }

  /// Sends `request` once and returns how it ended.
  func run(_ request: URLRequest) async -> BoundedTransfers.Outcome {
    await transfers.run(session.dataTask(with: request))
  }

  /// Lets the tasks under way finish, then releases the session.
  func invalidate() {
    session.finishTasksAndInvalidate()
  }

  /// The queue the session's callbacks run on: inline on Linux, the system's elsewhere.
  private static func makeDelegateQueue() -> OperationQueue? {
    #if canImport(FoundationNetworking)
      InlineOperationQueue()
    #else
      nil
    #endif
  }
}
