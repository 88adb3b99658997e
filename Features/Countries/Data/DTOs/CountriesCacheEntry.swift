import Foundation

/// A value read from the countries cache, with the time it was fetched from the service.
package struct CountriesCacheEntry<Value: Sendable>: Sendable {
  /// What was cached.
  package var value: Value
  /// When it came from the service, by the repository's clock.
  package var fetchedAt: Date

  /// Creates an entry.
  package init(_ value: Value, fetchedAt: Date) {
    self.value = value
    self.fetchedAt = fetchedAt
  }
}

extension CountriesCacheEntry: Equatable where Value: Equatable {}
