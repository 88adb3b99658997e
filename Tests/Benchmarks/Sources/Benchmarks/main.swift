import Foundation
import Mocks

/// `swift run -c release Benchmarks [--quick] [--filter <name>]`, from `Tests/Benchmarks`.
///
/// Measures each runtime layer against the bare thing it wraps, in this process and run, and prints
/// min / median / max per side, the ratio of medians and PASS/MISS against the goal. A MISS is
/// information; a wrong result (a count, a value) or a crash exits non-zero.
struct Options {
  var quick = false
  var filter: String?

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--filter":
        guard let name = remaining.popFirst() else { throw BenchmarkFailure(description: "--filter needs a case name") }
        filter = name
      default: throw BenchmarkFailure(description: "unknown argument \(argument)")
      }
    }
  }
}

/// The rows as aligned columns separated by two spaces.
func format(_ rows: [[String]]) -> String {
  let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
  return rows.map { row in
    zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
      .joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
  }.joined(separator: "\n")
}

func main() async -> Int32 {
  let options: Options
  do {
    options = try Options(Array(CommandLine.arguments.dropFirst()))
  } catch {
    print(
      "Benchmarks: \(error)\nusage: Benchmarks [--quick] [--filter <\(catalog.map(\.name).joined(separator: "|"))>]")
    return 2
  }
  if let filter = options.filter, !catalog.contains(where: { $0.name == filter }) {
    print("Benchmarks: no case named \(filter); the cases are \(catalog.map(\.name).joined(separator: ", "))")
    return 2
  }
  #if DEBUG
    print("note: a debug build; run `swift run -c release Benchmarks` for figures worth comparing")
  #endif
  do {
    let server = try await LoopbackServer.start()
    let context = BenchmarkContext(server: server, folder: try TemporaryDirectory())
    let harness = Harness(quick: options.quick)
    var table = [
      ["case", "subject", "baseline", "subject ms min/med/max", "baseline ms min/med/max", "ratio", "goal", "result"]
    ]
    var notes: [String] = []
    var measured = 0
    for entry in catalog where options.filter == nil || options.filter == entry.name {
      let benchmark: BenchmarkCase
      switch try await entry.make(context) {
      case .success(let made): benchmark = made
      case .failure(let skipped):
        notes.append("\(entry.name): skipped, \(skipped.reason)")
        continue
      }
      let (subject, baseline) = try await harness.measure(benchmark)
      measured += 1
      let ratio = subject.median.ratio(to: baseline.median)
      table.append([
        entry.name, benchmark.subject.label, benchmark.baseline.label, subject.spread, baseline.spread,
        String(format: "%.2fx", ratio), benchmark.goal.map { String(format: "<=%.2fx", $0) } ?? "-",
        benchmark.goal.map { ratio <= $0 ? "PASS" : "MISS" } ?? "info",
      ])
      let note = await benchmark.notes()
      if !note.isEmpty { notes.append("\(entry.name): \(note)") }
    }
    print(format(table))
    for note in notes { print(note) }
    print("benchmarks: \(measured) cases measured, \(options.quick ? "quick run (2 repetitions)" : "full run")")
    return 0
  } catch {
    print("Benchmarks: FAILED: \(error)")
    return 1
  }
}

exit(await main())
