import Core
import Foundation
import Mocks
import Testing

@Suite struct ParentScopedTests {
  @Test("each parent gets a value of its own, made once, and a second parent never sees the first one's")
  func oneValuePerParent() async throws {
    // Given
    let made = LockedState(0)
    let sut = ParentScoped<String, MemoryListCache<Note>> { _ in
      made.withLock { $0 += 1 }
      return MemoryListCache()
    }

    // When
    sut["/boards/1/notes"].replaceList([Note(id: 1)], storedAt: .distantPast)
    let again = sut["/boards/1/notes"].list()?.value
    let other = sut["/boards/2/notes"].list()

    // Then
    #expect(again == [Note(id: 1)])
    #expect(other == nil)
    #expect(made.withLock { $0 } == 2)
    #expect(Set(sut.parents) == ["/boards/1/notes", "/boards/2/notes"])
  }

  @Test("concurrent first uses of one parent make one value")
  func concurrentFirstUse() async {
    // Given
    let made = LockedState(0)
    let sut = ParentScoped<Int, MemoryListCache<Note>> { _ in
      made.withLock { $0 += 1 }
      return MemoryListCache()
    }

    // When
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { sut[7].store(Note(id: index), storedAt: .distantPast) }
      }
    }

    // Then
    #expect(made.withLock { $0 } == 1)
    #expect(sut[7].value(id: 42) != nil)
  }

  private struct Note: Identifiable, Sendable, Equatable {
    let id: Int
  }
}
