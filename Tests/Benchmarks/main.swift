import Foundation
import Mocks

/// `swift run -c release Benchmarks [--quick] [--filter <name>]`
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

let names = [
  "memory-cache", "coalescer", "http-client", "sqlite-insert", "sqlite-read", "users-warm-read", "members-create",
  "users-mapping",
]

func makeCases(for filter: String?, server: LoopbackServer, folder: TemporaryDirectory) async throws -> [BenchmarkCase]
{
  func wanted(_ name: String) -> Bool { filter == nil || filter == name }
  var cases: [BenchmarkCase] = []
  if wanted("memory-cache") { cases.append(await MemoryCacheBenchmark.make()) }
  if wanted("coalescer") { cases.append(CoalescerBenchmark.make()) }
  if wanted("http-client") { cases.append(HTTPClientBenchmark.make(server: server)) }
  if wanted("sqlite-insert") || wanted("sqlite-read") {
    if let tool = SQLiteBenchmark.commandLineTool {
      cases += try SQLiteBenchmark.make(in: folder.url, tool: tool).filter { wanted($0.name) }
    } else {
      print("sqlite-insert, sqlite-read: skipped, no sqlite3 command-line tool on PATH (apt install sqlite3)")
    }
  }
  if wanted("users-warm-read") { cases.append(try await RepositoryBenchmark.usersWarmRead()) }
  if wanted("members-create") { cases.append(try RepositoryBenchmark.membersCreate()) }
  if wanted("users-mapping") { cases.append(try MappingBenchmark.make()) }
  return cases
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
    print("Benchmarks: \(error)\nusage: Benchmarks [--quick] [--filter <\(names.joined(separator: "|"))>]")
    return 2
  }
  if let filter = options.filter, !names.contains(filter) {
    print("Benchmarks: no case named \(filter); the cases are \(names.joined(separator: ", "))")
    return 2
  }
  #if DEBUG
    print("note: a debug build; run `swift run -c release Benchmarks` for figures worth comparing")
  #endif
  do {
    let server = try LoopbackServer.start()
    defer { server.stop() }
    let folder = try TemporaryDirectory()
    let cases = try await makeCases(for: options.filter, server: server, folder: folder)
    let harness = Harness(quick: options.quick)
    var table = [
      ["case", "subject", "baseline", "subject ms min/med/max", "baseline ms min/med/max", "ratio", "goal", "result"]
    ]
    var notes: [String] = []
    for benchmark in cases {
      let (subject, baseline) = try await harness.measure(benchmark)
      let ratio = subject.median.ratio(to: baseline.median)
      table.append([
        benchmark.name, benchmark.subject.label, benchmark.baseline.label, subject.spread, baseline.spread,
        String(format: "%.2fx", ratio), benchmark.goal.map { String(format: "<=%.1fx", $0) } ?? "-",
        benchmark.goal.map { ratio <= $0 ? "PASS" : "MISS" } ?? "info",
      ])
      let note = await benchmark.notes()
      if !note.isEmpty { notes.append("\(benchmark.name): \(note)") }
    }
    print(format(table))
    for note in notes { print(note) }
    print("benchmarks: \(cases.count) cases measured, \(options.quick ? "quick run (2 repetitions)" : "full run")")
    return 0
  } catch {
    print("Benchmarks: FAILED: \(error)")
    return 1
  }
}

exit(await main())
