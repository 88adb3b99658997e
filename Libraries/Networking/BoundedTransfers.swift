import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session delegate of `URLSessionHTTPClient`: collects each task's body and stops a transfer
/// as soon as its body, announced or received, passes `limit` bytes.
///
/// Each task's state lives under the lock from `run` until the task completes; the delegate
/// queue's callbacks and the calling tasks touch nothing else. The callbacks never wait: on Linux
/// they run on the session's own queue.
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
    var response: URLResponse?
    var body = Data()
    var tooLarge = false
    /// The server asked for credentials; its answer is the response.
    var challenged = false
  }

  /// The largest body accepted, in bytes.
  let limit: Int

  private let lock = NSLock()
  private var transfers: [Int: Transfer] = [:]
  /// Tasks whose caller was cancelled before they were started; they are never started.
  private var cancelledBeforeStart: Set<Int> = []

  init(limit: Int) {
    self.limit = limit
  }

  /// Resumes `task` and answers how it ended; cancelling the calling task cancels the transfer.
  func run(_ task: URLSessionDataTask) async -> Outcome {
    let id = task.taskIdentifier
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let start = lock.withLock { () -> Bool in
          guard cancelledBeforeStart.remove(id) == nil else { return false }
          transfers[id] = Transfer(continuation: continuation)
          return true
        }
        if start {
          task.resume()
        } else {
          continuation.resume(returning: .failed(CancellationError()))
        }
      }
    } onCancel: {
      // A task cancelled before it was registered could complete before anyone waits for it.
      let started = lock.withLock { () -> Bool in
        guard transfers[id] == nil else { return true }
        cancelledBeforeStart.insert(id)
        return false
      }
      if started { cancelLater(task) }
    }
    lock.withLock { _ = cancelledBeforeStart.remove(id) }
    return outcome
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = response.expectedContentLength > Int64(limit)
    lock.withLock {
      transfers[dataTask.taskIdentifier]?.response = response
      if tooLarge { transfers[dataTask.taskIdentifier]?.tooLarge = true }
    }
    guard tooLarge else {
      completionHandler(.allow)
      return
    }
    completionHandler(.cancel)
    // FoundationNetworking on Linux ignores the disposition; cancelling the task works on both.
    cancelLater(dataTask)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let id = dataTask.taskIdentifier
    let passed = lock.withLock { () -> Bool in
      guard let received = transfers[id]?.body.count, transfers[id]?.tooLarge == false else { return false }
      guard received + data.count <= limit else {
        transfers[id]?.tooLarge = true
        transfers[id]?.body = Data()
        return true
      }
      transfers[id]?.body.append(data)
      return false
    }
    if passed { cancelLater(dataTask) }
  }

  func urlSession(
    _ session: URLSession,
    task: URLSessionTask,
    didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    #if canImport(FoundationNetworking)
      // FoundationNetworking never finishes a task whose 401 asks for credentials (a
      // `WWW-Authenticate` header) once the challenge is handled by default, and crashes on a
      // missing credential; the client sends its own credentials, so the 401 is the answer.
      guard let failure = challenge.failureResponse else {
        completionHandler(.performDefaultHandling, nil)
        return
      }
      lock.withLock {
        transfers[task.taskIdentifier]?.response = failure
        transfers[task.taskIdentifier]?.challenged = true
      }
      // Answered off the session's queue, which the cancellation it causes waits on.
      DispatchQueue.global().async { completionHandler(.cancelAuthenticationChallenge, nil) }
    #else
      completionHandler(.performDefaultHandling, nil)
    #endif
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
    if transfer.tooLarge {
      transfer.continuation.resume(returning: .tooLarge)
    } else if transfer.challenged, let response = transfer.response {
      transfer.continuation.resume(returning: .completed(response, transfer.body))
    } else if let error {
      transfer.continuation.resume(returning: .failed(error))
    } else {
      transfer.continuation.resume(returning: .completed(transfer.response, transfer.body))
    }
  }

  /// Cancels `task` without waiting: its `cancel()` waits for the session's queue, where on Linux
  /// the callbacks run (`InlineOperationQueue`), and a callback resuming the caller's task waits for
  /// the cancellation handler that would be waiting here.
  private func cancelLater(_ task: URLSessionDataTask) {
    DispatchQueue.global().async { task.cancel() }
  }
}
