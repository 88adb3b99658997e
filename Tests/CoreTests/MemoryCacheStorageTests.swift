import Core
import Mocks
import Testing

@Suite struct MemoryCacheStorageTests {
  private let clock = ManualClock()

  @Test("a value reads back until its time-to-live has passed, then is gone")
  func expiry() {
    // Given
    var storage = MemoryCacheStorage<Int, String>(timeToLive: .seconds(60), clock: clock)
    storage.insert("one", for: 1)

    // When
    clock.advance(by: .seconds(59))
    let before = storage.value(for: 1)
    clock.advance(by: .seconds(1))

    // Then
    #expect(before == "one")
    #expect(storage.value(for: 1) == nil)
  }

  @Test("storing a value again restarts its time-to-live")
  func insertRestartsExpiry() {
    // Given
    var storage = MemoryCacheStorage<Int, String>(timeToLive: .seconds(60), clock: clock)
    storage.insert("one", for: 1)
    clock.advance(by: .seconds(30))

    // When
    storage.insert("changed", for: 1)
    clock.advance(by: .seconds(59))

    // Then
    #expect(storage.value(for: 1) == "changed")
  }

  @Test("removing a value forgets it and keeps the others")
  func removal() {
    // Given
    var storage = MemoryCacheStorage<Int, String>()
    storage.insert("one", for: 1)
    storage.insert("two", for: 2)

    // When
    storage.removeValue(for: 1)

    // Then
    #expect(storage.value(for: 1) == nil)
    #expect(storage.value(for: 2) == "two")
  }

  @Test("removeAll forgets every value")
  func removeAll() {
    // Given
    var storage = MemoryCacheStorage<Int, String>()
    storage.insert("one", for: 1)

    // When
    storage.removeAll()

    // Then
    #expect(storage.value(for: 1) == nil)
  }
}
