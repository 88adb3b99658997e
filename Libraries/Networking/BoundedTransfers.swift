import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session delegate of `URLSessionHTTPClient`: collects each task's body and stops a transfer
/// as soon as its body, announced or received, passes `limit` bytes.
///
/// Each task's state lives under the lock from `start` until the task completes; the delegate
/// queue's callbacks and the calling tasks touch nothing else.
final class BoundedTransfers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// How one transfer ended, handed back to the task that started it.
  enum Outcome: Sendable {
    /// The server's response and its whole body.
    case completed(URLResponse?, Data)
    /// The body passed the limit; the transfer was cancelled.
    case tooLarge
    /// The transfer failed (including a cancellation by the caller).
    case failed(any Error)
  }

  private struct Transfer {
    let continuation: CheckedContinuation<Outcome, Never>
    var body = Data()
    var tooLarge = false
  }

  /// The largest body accepted, in bytes.
  let limit: Int

  private let lock = NSLock()
  private var transfers: [Int: Transfer] = [:]

  init(limit: Int) {
    self.limit = limit
  }

  /// Resumes `task` and answers how it ended; cancelling the calling task cancels the transfer.
  func run(_ task: URLSessionDataTask) async -> Outcome {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        lock.withLock { transfers[task.taskIdentifier] = Transfer(continuation: continuation) }
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let announced = response.expectedContentLength
    guard announced > Int64(limit) else {
      completionHandler(.allow)
      return
    }
    lock.withLock { transfers[dataTask.taskIdentifier]?.tooLarge = true }
    completionHandler(.cancel)
    // FoundationNetworking on Linux ignores the disposition; cancelling the task works on both.
    dataTask.cancel()
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let passed = lock.withLock { () -> Bool in
      guard var transfer = transfers[dataTask.taskIdentifier], !transfer.tooLarge else { return false }
      if transfer.body.count + data.count > limit {
        transfer.tooLarge = true
        transfer.body = Data()
        transfers[dataTask.taskIdentifier] = transfer
        return true
      }
      transfers[dataTask.taskIdentifier] = nil
      transfer.body.append(data)
      transfers[dataTask.taskIdentifier] = transfer
      return false
    }
    if passed { dataTask.cancel() }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
    if transfer.tooLarge {
      transfer.continuation.resume(returning: .tooLarge)
    } else if let error {
      transfer.continuation.resume(returning: .failed(error))
    } else {
      transfer.continuation.resume(returning: .completed(task.response, transfer.body))
    }
  }
}
