import Core
import Foundation
import Testing

@Suite struct CacheEntryTests {
  private let stored = Date(timeIntervalSince1970: 1_700_000_000)

  @Test("an entry is fresh until its freshness has passed, and never when stored in the future")
  func freshness() {
    let entry = CacheEntry(value: [1, 2], storedAt: stored)

    #expect(entry.isFresh(for: .seconds(60), now: stored))
    #expect(entry.isFresh(for: .seconds(60), now: stored.addingTimeInterval(59.5)))
    #expect(!entry.isFresh(for: .seconds(60), now: stored.addingTimeInterval(60)))
    #expect(!entry.isFresh(for: .seconds(60), now: stored.addingTimeInterval(-1)))
    #expect(entry.isFresh(for: nil, now: stored.addingTimeInterval(1_000_000)))
  }

  @Test("a duration converts to seconds, fractions included")
  func timeInterval() {
    #expect(Duration.seconds(90).timeInterval == 90)
    #expect(Duration.milliseconds(1_500).timeInterval == 1.5)
  }
}
