import Core

/// A load that takes a fixed time and counts how often it ran.
private actor SlowSource {
  private(set) var calls = 0

  func load() async -> Int {
    calls += 1
    try? await Task.sleep(for: .milliseconds(20))
    return 42
  }
}

enum CoalescerBenchmark {
  static let callers = 100

  static func make() -> BenchmarkCase {
    let source = SlowSource()
    let callCounts = CountsSeen()
    return BenchmarkCase(
      subject: Workload(label: "100 concurrent loads") {
        let coalescer = RequestCoalescer<String, Int, Never>()
        let before = await source.calls
        let values = await withTaskGroup(of: Int.self) { group in
          for _ in 0..<callers {
            group.addTask { await coalescer.value(for: "key") { await source.load() } }
          }
          return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        let calls = await source.calls - before
        await callCounts.record(calls)
        guard calls == 1, values.count == callers, values.allSatisfy({ $0 == 42 }) else {
          throw BenchmarkFailure(description: "\(callers) coalesced loads made \(calls) underlying calls")
        }
      },
      baseline: Workload(label: "one load") {
        guard await source.load() == 42 else { throw BenchmarkFailure(description: "the load answered wrong") }
      },
      goal: 1.5,
      repetitions: 15,
      notes: { "underlying calls per 100 concurrent loads: \(await callCounts.summary)" }
    )
  }
}
