import Core
import Mocks
import Testing

@Suite(.timeLimit(.minutes(1))) struct RequestCoalescerTests {
  private enum LoadError: Error, Equatable {
    case failed(Int)
    case cancelled
  }

  /// Counts loads; each one waits at `gate` until the test has seen every caller join it.
  private actor Loader {
    private(set) var calls = 0
    let gate: AsyncGate

    init(gate: AsyncGate = AsyncGate()) { self.gate = gate }

    func load(_ value: Int) async throws(LoadError) -> Int {
      calls += 1
      await gate.wait()
      return value
    }

    func fail(_ code: Int) async throws(LoadError) -> Int {
      calls += 1
      await gate.wait()
      throw .failed(code)
    }
  }

  @Test("100 concurrent loads of one key make exactly one underlying call")
  func hundredConcurrentLoadsShareOne() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()

    // When
    let values = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<100 {
        group.addTask {
          try? await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(42) }
        }
      }
      await coalescer.waitForCallers(100, for: "key")
      await loader.gate.open()
      return await group.reduce(into: [Int?]()) { $0.append($1) }
    }

    // Then
    #expect(values.count == 100)
    #expect(values.allSatisfy { $0 == 42 })
    #expect(await loader.calls == 1)
  }

  @Test("every caller sharing a failed load receives its typed error")
  func sharedFailure() async {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()

    // When
    let results = await withTaskGroup(of: Result<Int, LoadError>.self) { group in
      for _ in 0..<10 {
        group.addTask {
          do throws(LoadError) {
            return .success(
              try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.fail(7) })
          } catch {
            return .failure(error)
          }
        }
      }
      await coalescer.waitForCallers(10, for: "key")
      await loader.gate.open()
      return await group.reduce(into: [Result<Int, LoadError>]()) { $0.append($1) }
    }

    // Then
    #expect(results.count == 10)
    #expect(results.allSatisfy { $0 == .failure(.failed(7)) })
    #expect(await loader.calls == 1)
  }

  @Test("different keys load independently")
  func differentKeys() async throws {
    // Given
    let coalescer = RequestCoalescer<Int, Int, LoadError>()
    let loader = Loader()

    // When
    async let first = coalescer.value(for: 1) { () async throws(LoadError) -> Int in try await loader.load(1) }
    async let second = coalescer.value(for: 2) { () async throws(LoadError) -> Int in try await loader.load(2) }
    await coalescer.waitForCallers(1, for: 1)
    await coalescer.waitForCallers(1, for: 2)
    await loader.gate.open()
    let values = try await [first, second]

    // Then
    #expect(values == [1, 2])
    #expect(await loader.calls == 2)
  }

  @Test("once a load finishes, the next call starts a fresh one and nothing stays in flight")
  func freshLoadAfterCompletion() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()
    await loader.gate.open()

    // When
    let first = try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(1) }
    let second = try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(2) }

    // Then
    #expect([first, second] == [1, 2])
    #expect(await loader.calls == 2)
    #expect(await coalescer.inFlightCount == 0)
    #expect(await coalescer.callerCount(for: "key") == 0)
  }

  @Test("a load whose only caller is cancelled is cancelled with it, and the next call starts afresh")
  func soleCallerCancelsTheLoad() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let caller = Task { () async -> Result<Int, LoadError> in
      do throws(LoadError) {
        return .success(
          try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in
            do {
              // A load that only ends by being cancelled: the behaviour under test.
              try await Task.sleep(for: .seconds(60))
            } catch {
              throw .cancelled
            }
            return 1
          })
      } catch {
        return .failure(error)
      }
    }
    await coalescer.waitForCallers(1, for: "key")

    // When
    caller.cancel()
    let result = await caller.value

    // Then
    #expect(result == .failure(.cancelled))
    #expect(await coalescer.inFlightCount == 0)
    let next = try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in 2 }
    #expect(next == 2)
  }

  @Test("a cancelled caller leaves a shared load running for the others, and gets its value too")
  func cancelledCallerKeepsSharedLoad() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()
    let first = Task {
      try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(42) }
    }
    await coalescer.waitForCallers(1, for: "key")
    let second = Task {
      try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(7) }
    }
    await coalescer.waitForCallers(2, for: "key")

    // When
    first.cancel()
    while await coalescer.callerCount(for: "key") == 2 { await Task.yield() }
    await loader.gate.open()

    // Then
    #expect(try await second.value == 42)
    #expect(try await first.value == 42)
    #expect(await loader.calls == 1)
  }
}
