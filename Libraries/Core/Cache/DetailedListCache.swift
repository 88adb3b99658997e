import Foundation

/// A `ListCache` that keeps the list in one cache and each value read on its own in another, for a
/// service whose list answers fewer fields than its read of one value: a refresh of the list never
/// overwrites the details a value was read with, and a value read on its own never joins the list.
/// Not for a list read page by page: `CachedList` stores a later page's values one by one, which
/// this cache keeps as details.
public struct DetailedListCache<Summaries: ListCache, Details: ListCache>: ListCache
where Details.Value == Summaries.Value, Details.Failure == Summaries.Failure {
  /// Where the list is kept.
  public let summaries: Summaries
  /// Where each value read on its own is kept.
  public let details: Details

  /// Creates the cache over its two halves.
  public init(summaries: Summaries, details: Details) {
    self.summaries = summaries
    self.details = details
  }

  /// The list `summaries` holds.
  public func list() async throws(Summaries.Failure) -> CacheEntry<[Summaries.Value]>? {
    try await summaries.list()
  }

  /// The value with `id` as it was read on its own, from `details`; a value only listed is `nil`.
  public func value(id: Summaries.Value.ID) async throws(Summaries.Failure) -> CacheEntry<Summaries.Value>? {
    try await details.value(id: id)
  }

  /// Replaces the list in `summaries`; the details stay as they are.
  public func replaceList(_ values: [Summaries.Value], storedAt: Date) async throws(Summaries.Failure) {
    try await summaries.replaceList(values, storedAt: storedAt)
  }

  /// Stores a value read on its own in `details`; the list stays as it is.
  public func store(_ value: Summaries.Value, storedAt: Date) async throws(Summaries.Failure) {
    try await details.store(value, storedAt: storedAt)
  }

  /// Forgets the value with `id` in both halves.
  public func remove(id: Summaries.Value.ID) async throws(Summaries.Failure) {
    try await details.remove(id: id)
    try await summaries.remove(id: id)
  }
}
