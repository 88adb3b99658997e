import Foundation

/// The read of the page after those a `CachedList` keeps, from the load whose pages it stored, so
/// that a list answered from the cache can still load more. Each load of a first page starts a new
/// generation, and a page of an older one is neither stored nor kept as the resumption.
@usableFromInline
final class PageResumption<Value: Sendable, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var generation = 0
  private var read: (@Sendable () async throws(Failure) -> Page<Value, Failure>)?

  @usableFromInline init() {}

  /// The read of the next page, or `nil` when none is known: none was loaded in this process, or
  /// the last page is stored.
  var next: (@Sendable () async throws(Failure) -> Page<Value, Failure>)? {
    lock.withLock { read }
  }

  /// Starts the generation of a first page just stored, forgetting the older one's read.
  func start() -> Int {
    lock.withLock {
      generation += 1
      read = nil
      return generation
    }
  }

  /// Whether `generation` is the newest, so that its pages are stored.
  func isCurrent(_ generation: Int) -> Bool {
    lock.withLock { self.generation == generation }
  }

  /// Keeps `read` as the next page's read, when `generation` is still the newest.
  func keep(_ read: (@Sendable () async throws(Failure) -> Page<Value, Failure>)?, for generation: Int) {
    lock.withLock {
      if self.generation == generation { self.read = read }
    }
  }
}
