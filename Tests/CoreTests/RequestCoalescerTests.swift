import Core
import Testing

@Suite struct RequestCoalescerTests {
  private enum LoadError: Error, Equatable { case failed(Int) }

  /// Counts loads and makes each one last long enough for concurrent callers to join it.
  private actor Loader {
    private(set) var calls = 0
    let duration: Duration

    init(duration: Duration = .milliseconds(300)) { self.duration = duration }

    func load(_ value: Int) async throws(LoadError) -> Int {
      calls += 1
      try? await Task.sleep(for: duration)
      return value
    }

    func fail(_ code: Int) async throws(LoadError) -> Int {
      calls += 1
      try? await Task.sleep(for: duration)
      throw .failed(code)
    }
  }

  @Test("100 concurrent loads of one key make exactly one underlying call")
  func hundredConcurrentLoadsShareOne() async throws {
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()

    let values = await withTaskGroup(of: Int?.self) { group in
      for _ in 0..<100 {
        group.addTask {
          try? await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(42) }
        }
      }
      return await group.reduce(into: [Int?]()) { $0.append($1) }
    }

    #expect(values.count == 100)
    #expect(values.allSatisfy { $0 == 42 })
    #expect(await loader.calls == 1)
  }

  @Test("every caller sharing a failed load receives its typed error")
  func sharedFailure() async {
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader()

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
      return await group.reduce(into: [Result<Int, LoadError>]()) { $0.append($1) }
    }

    #expect(results.count == 10)
    #expect(results.allSatisfy { $0 == .failure(.failed(7)) })
    #expect(await loader.calls == 1)
  }

  @Test("different keys load independently")
  func differentKeys() async throws {
    let coalescer = RequestCoalescer<Int, Int, LoadError>()
    let loader = Loader(duration: .milliseconds(50))

    async let first = coalescer.value(for: 1) { () async throws(LoadError) -> Int in try await loader.load(1) }
    async let second = coalescer.value(for: 2) { () async throws(LoadError) -> Int in try await loader.load(2) }
    let values = try await [first, second]

    #expect(values == [1, 2])
    #expect(await loader.calls == 2)
  }

  @Test("once a load finishes, the next call starts a fresh one and nothing stays in flight")
  func freshLoadAfterCompletion() async throws {
    let coalescer = RequestCoalescer<String, Int, LoadError>()
    let loader = Loader(duration: .zero)

    let first = try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(1) }
    let second = try await coalescer.value(for: "key") { () async throws(LoadError) -> Int in try await loader.load(2) }

    #expect([first, second] == [1, 2])
    #expect(await loader.calls == 2)
    #expect(await coalescer.inFlightCount == 0)
  }
}
