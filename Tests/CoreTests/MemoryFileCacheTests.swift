import Core
import Foundation
import Testing

@Suite struct MemoryFileCacheTests {
  private func file(_ size: Int, named name: String = "f.bin") -> FileContent {
    FileContent(data: Data(repeating: 7, count: size), fileName: name, mediaType: "application/pdf")
  }

  @Test("a stored file reads back by its key, replaced by the next one stored there, and gone once removed")
  func storesReplacesRemoves() {
    // Given
    let sut = MemoryFileCache(capacity: 100)

    // When
    sut.store(file(10, named: "a"), for: "1/pdf")
    sut.store(file(20, named: "b"), for: "1/pdf")
    let replaced = sut.file(for: "1/pdf")
    let bytes = sut.byteCount
    sut.removeFile(for: "1/pdf")

    // Then
    #expect(replaced == file(20, named: "b"))
    #expect(bytes == 20)
    #expect(sut.file(for: "1/pdf") == nil)
    #expect(sut.byteCount == 0)
  }

  @Test("past its capacity, the files read or stored least recently go first")
  func evictsLeastRecent() {
    // Given
    let sut = MemoryFileCache(capacity: 100)
    sut.store(file(40), for: "a")
    sut.store(file(40), for: "b")
    _ = sut.file(for: "a")  // now b is the least recent

    // When
    sut.store(file(40), for: "c")

    // Then
    #expect(sut.file(for: "a") != nil)
    #expect(sut.file(for: "b") == nil)
    #expect(sut.file(for: "c") != nil)
    #expect(sut.byteCount == 80)
  }

  @Test("a file larger than the capacity is never kept, and takes the place of what its key held")
  func refusesTooLarge() {
    // Given
    let sut = MemoryFileCache(capacity: 100)
    sut.store(file(50), for: "a")
    sut.store(file(30), for: "b")

    // When
    sut.store(file(101), for: "a")

    // Then
    #expect(sut.file(for: "a") == nil)
    #expect(sut.file(for: "b") == file(30))
    #expect(sut.byteCount == 30)
  }
}
