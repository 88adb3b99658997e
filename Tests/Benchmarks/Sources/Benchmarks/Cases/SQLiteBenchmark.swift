import Core
import Foundation

/// `SQLiteDatabase` against the `sqlite3` command-line tool running the same statements.
enum SQLiteBenchmark {
  static let rows = 10_000

  /// Where the `sqlite3` tool is, or `nil` when this machine has none.
  private static var commandLineTool: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("sqlite3") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  private static let schema = "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL, value REAL NOT NULL)"

  private static func name(_ index: Int) -> String { "item-\(index)" }

  /// The `sqlite3` tool, or why the SQLite cases cannot run without it.
  private static func tool() -> Result<URL, Skipped> {
    commandLineTool.map { .success($0) }
      ?? .failure(Skipped(reason: "no sqlite3 command-line tool on PATH (apt install sqlite3)"))
  }

  /// The insert script both sides run: the schema, then every row in one transaction, then a count.
  private static func insertScript(in folder: URL) throws -> URL {
    var script = "PRAGMA journal_mode = WAL;\n\(schema);\nBEGIN;\n"
    for index in 0..<rows {
      script += "INSERT INTO items (id, name, value) VALUES (\(index), '\(name(index))', \(Double(index) * 0.5));\n"
    }
    script += "COMMIT;\nSELECT COUNT(*) FROM items;\n"
    let url = folder.appendingPathComponent("insert.sql")
    try script.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  static func insert(in folder: URL) throws -> Result<BenchmarkCase, Skipped> {
    let tool: URL
    switch Self.tool() {
    case .success(let found): tool = found
    case .failure(let skipped): return .failure(skipped)
    }
    let scriptURL = try insertScript(in: folder)
    let runs = Counter()
    return .success(
      BenchmarkCase(
        subject: Workload(label: "SQLiteDatabase 10k bound inserts") {
          let path = folder.appendingPathComponent("swift-\(await runs.next()).sqlite").path
          let database = try SQLiteDatabase(path: path, migrations: [SQLiteMigration(version: 1, sql: schema)])
          try await database.transaction { database throws(StorageError) in
            for index in 0..<rows {
              try database.execute(
                "INSERT INTO items (id, name, value) VALUES (?, ?, ?)",
                [.integer(Int64(index)), .text(name(index)), .real(Double(index) * 0.5)])
            }
          }
          let count = try await database.query("SELECT COUNT(*) AS n FROM items").first?.int64("n")
          guard count == Int64(rows) else { throw BenchmarkFailure(description: "inserted \(count ?? -1) rows") }
        },
        baseline: Workload(label: "sqlite3 CLI, same statements") {
          let path = folder.appendingPathComponent("cli-\(await runs.next()).sqlite").path
          let output = try run(tool, [path], input: scriptURL)
          guard output.split(separator: "\n").last == "\(rows)" else {
            throw BenchmarkFailure(description: "sqlite3 answered \(output.suffix(40))")
          }
        },
        goal: 1.5,
        repetitions: 7
      ))
  }

  static func read(in folder: URL) throws -> Result<BenchmarkCase, Skipped> {
    let tool: URL
    switch Self.tool() {
    case .success(let found): tool = found
    case .failure(let skipped): return .failure(skipped)
    }
    let readPath = folder.appendingPathComponent("read.sqlite").path
    _ = try run(tool, [readPath], input: try insertScript(in: folder))
    let reader = try SQLiteDatabase(path: readPath)
    return .success(
      BenchmarkCase(
        subject: Workload(label: "SQLiteDatabase query 10k rows") {
          let rows = try await reader.query("SELECT id, name, value FROM items")
          guard rows.count == Self.rows else { throw BenchmarkFailure(description: "read \(rows.count) rows") }
        },
        baseline: Workload(label: "sqlite3 CLI, same query") {
          let output = try run(tool, [readPath, "SELECT id, name, value FROM items"], input: nil)
          let lines = output.split(separator: "\n").count
          guard lines == rows else { throw BenchmarkFailure(description: "sqlite3 printed \(lines) rows") }
        },
        goal: nil,
        repetitions: 9
      ))
  }

  /// Runs `tool` with `arguments`, feeding it `input`; returns what it printed, or throws when it failed.
  private static func run(_ tool: URL, _ arguments: [String], input: URL?) throws -> String {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
    // A termination handler, not `waitUntilExit()`, which on Linux can miss the exit and wait forever.
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    exited.wait()
    guard process.terminationStatus == 0 else {
      throw BenchmarkFailure(description: "sqlite3 exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
