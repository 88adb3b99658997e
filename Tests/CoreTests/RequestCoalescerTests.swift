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
    let caller = Task {
      await Self.result { () async throws(LoadError) -> Int in
        try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await Self.endless() }
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
    await coalescer.untilCallers(for: "key") { $0 < 2 }
    await loader.gate.open()

    // Then
    #expect(try await second.value == 42)
    #expect(try await first.value == 42)
    #expect(await loader.calls == 1)
  }

  /// A load that only ends by being cancelled, then throwing `.cancelled`: the behaviour under test.
  private static func endless() async throws(LoadError) -> Int {
    do {
      // Not a wait for an event: a load that never answers, so only its cancellation can end it.
      try await Task.sleep(for: .seconds(60))
    } catch {
      throw .cancelled
    }
    return 0
  }

  /// What `call` answers or throws.
  private static func result(_ call: () async throws(LoadError) -> Int) async -> Result<Int, LoadError> {
    do throws(LoadError) {
      return .success(try await call())
    } catch {
      return .failure(error)
    }
  }

  @Test("a fresh load replaces the one in flight: its callers get the fresh value, and the old load is cancelled")
  func freshValueReplaces() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let cancelled = AsyncGate()
    let old = Task {
      try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in
        do throws(LoadError) {
          return try await Self.endless()
        } catch {
          await cancelled.open()
          throw error
        }
      }
    }
    await coalescer.waitForCallers(1, for: "key")

    // When
    let fresh = try await coalescer.freshValue(for: "key") { () async throws(LoadError) -> Int in 2 }

    // Then
    #expect(fresh == 2)
    #expect(try await old.value == 2)
    #expect(await coalescer.inFlightCount == 0)
    await cancelled.wait()  // the old load ends by its cancellation alone
  }

  @Test("a fresh load counts the callers of the load it replaced, and later callers join it")
  func laterCallersJoinTheFreshLoad() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()
    let old = Task {
      try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(1) }
    }
    await coalescer.waitForCallers(1, for: "key")
    let fresh = Task {
      try await coalescer.freshValue(for: "key") { () async throws(LoadError) -> Int in try await loader.load(2) }
    }
    await coalescer.waitForCallers(2, for: "key")

    // When
    let joined = Task {
      try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(3) }
    }
    await coalescer.waitForCallers(3, for: "key")
    await loader.gate.open()

    // Then
    #expect(try await [old.value, fresh.value, joined.value] == [2, 2, 2])
    #expect(await loader.calls == 2)
    #expect(await coalescer.inFlightCount == 0)
  }

  @Test("when every caller of a fresh load and of the load it replaced is cancelled, the fresh load is cancelled")
  func cancellingEveryCallerCancelsTheFreshLoad() async throws {
    // Given
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let old = Task {
      await Self.result { () async throws(LoadError) -> Int in
        try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await Self.endless() }
      }
    }
    await coalescer.waitForCallers(1, for: "key")
    let fresh = Task {
      await Self.result { () async throws(LoadError) -> Int in
        try await coalescer.freshValue(for: "key") { () async throws(LoadError) -> Int in try await Self.endless() }
      }
    }
    await coalescer.waitForCallers(2, for: "key")

    // When
    old.cancel()
    fresh.cancel()

    // Then
    #expect(await fresh.value == .failure(.cancelled))
    #expect(await old.value == .failure(.cancelled))
    #expect(await coalescer.inFlightCount == 0)
    #expect(try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in 3 } == 3)
  }
}
