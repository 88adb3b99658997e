import Foundation

/// One side of a comparison: a named piece of work whose time is one sample.
struct Workload {
  /// What the work is, as the table shows it.
  let label: String
  /// Makes ready what one run uses up (the writes a send empties), before each run and untimed.
  var prepare: () async throws -> Void = {}
  /// Runs the work once; throws `BenchmarkFailure` when it produced a wrong result.
  let run: () async throws -> Void

  init(label: String, prepare: @escaping () async throws -> Void = {}, run: @escaping () async throws -> Void) {
    self.label = label
    self.prepare = prepare
    self.run = run
  }
}

/// A layer measured against the bare thing it wraps.
struct BenchmarkCase {
  /// The layer being measured.
  let subject: Workload
  /// The bare thing it wraps.
  let baseline: Workload
  /// The largest acceptable ratio of the subject's median to the baseline's; `nil` when only reported.
  let goal: Double?
  /// Timed repetitions in a full run.
  let repetitions: Int
  /// How many runs of each workload one sample adds up, taken in alternating pairs so that both
  /// sides see the same moments of a noisy machine; 1 when one run is already long enough.
  var pairsPerSample = 1
  /// A line of extra facts printed under the row (call counts, row counts), read after the run.
  var notes: () async -> String = { "" }
}

/// A benchmark whose work produced a wrong result: a count, a value, an error.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// What was wrong.
  let description: String
}

/// The samples of one workload.
struct Samples {
  private(set) var durations: [Duration] = []

  mutating func append(_ duration: Duration) { durations.append(duration) }

  var min: Duration { durations.min() ?? .zero }
  var max: Duration { durations.max() ?? .zero }
  /// `min/median/max` in milliseconds.
  var spread: String { "\(min.milliseconds)/\(median.milliseconds)/\(max.milliseconds)" }

  var median: Duration {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}

/// Runs cases: warm-up, then repetitions that alternate subject and baseline so both see the same
/// machine; within a sample of several pairs, which side goes first alternates too.
struct Harness {
  let quick: Bool

  func measure(_ benchmark: BenchmarkCase) async throws -> (subject: Samples, baseline: Samples) {
    let clock = ContinuousClock()
    for workload in [benchmark.baseline, benchmark.subject] {
      try await workload.prepare()
      try await workload.run()
    }
    var subject = Samples()
    var baseline = Samples()
    let repetitions = quick ? 2 : benchmark.repetitions
    for _ in 0..<repetitions {
      var subjectTime = Duration.zero
      var baselineTime = Duration.zero
      for pair in 0..<benchmark.pairsPerSample {
        let order = pair.isMultiple(of: 2) ? [false, true] : [true, false]
        for isSubject in order {
          let workload = isSubject ? benchmark.subject : benchmark.baseline
          try await workload.prepare()
          let start = clock.now
          try await workload.run()
          let elapsed = start.duration(to: clock.now)
          if isSubject { subjectTime += elapsed } else { baselineTime += elapsed }
        }
      }
      subject.append(subjectTime)
      baseline.append(baselineTime)
    }
    return (subject, baseline)
  }
}

extension Duration {
  /// Milliseconds with three decimals, for the table.
  var milliseconds: String {
    let (seconds, attoseconds) = components
    let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    return String(format: "%.3f", value)
  }

  /// This duration divided by `other`, as a plain number.
  func ratio(to other: Duration) -> Double {
    let (seconds, attoseconds) = components
    let (otherSeconds, otherAttoseconds) = other.components
    let mine = Double(seconds) + Double(attoseconds) / 1e18
    let theirs = Double(otherSeconds) + Double(otherAttoseconds) / 1e18
    return theirs > 0 ? mine / theirs : .infinity
  }
}
