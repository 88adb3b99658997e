import Foundation

#if canImport(FoundationNetworking)
  /// The session delegate queue on Linux: it runs each callback at once, on the session's own queue.
  ///
  /// FoundationNetworking hands every delegate callback (the response, each chunk of the body, the
  /// end) to the delegate queue; an `OperationQueue` would make each of them a hop to another
  /// thread, where `URLSession.data(for:)` is completed inline (`Tests/Benchmarks/README.md`, the
  /// http-client case). Callbacks run here must not wait on the session (`BoundedTransfers` cancels
  /// a task from another queue).
  final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
      block()
    }
  }
#endif
