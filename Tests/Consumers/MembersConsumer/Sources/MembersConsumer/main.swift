import Core
import Foundation
import Members

let usage = "usage: MembersConsumer write <database> <count> [busy timeout ms] | read <database> | hold <database> <ms>"

/// `write <database> <count> [busy timeout ms]`: creates members one by one, printing `created <id>`
///   as each create returns; a failure prints the error's message and exits with 1.
/// `read <database>`: prints `integrity_check: <result>`, `count: <n>`, then every stored id, one a line.
/// `hold <database> <ms>`: takes the write lock, prints `locked`, holds it that long, then commits.
func run(_ arguments: [String]) async -> Int32 {
  guard arguments.count >= 2 else {
    report(usage)
    return 2
  }
  let url = URL(fileURLWithPath: arguments[1])
  let numbers = arguments.dropFirst(2).compactMap { Int($0) }.filter { $0 > 0 }
  guard numbers.count == arguments.count - 2 else {
    report("counts and times must be positive integers, got \(arguments.dropFirst(2))")
    return 2
  }
  switch (arguments[0], numbers.count) {
  case ("write", 1):
    return await write(numbers[0], to: url, busyTimeout: .seconds(5))
  case ("write", 2):
    return await write(numbers[0], to: url, busyTimeout: .milliseconds(numbers[1]))
  case ("read", 0):
    return await read(url)
  case ("hold", 1):
    return await hold(url, for: .milliseconds(numbers[0]))
  default:
    report(usage)
    return 2
  }
}

func write(_ count: Int, to url: URL, busyTimeout: Duration) async -> Int32 {
  do throws(MembersError) {
    let feature = try MembersFeature(databaseURL: url, busyTimeout: busyTimeout)
    for index in 0..<count {
      let member = try await feature.repository.create(
        MemberDraft(name: "member-\(UUID().uuidString.prefix(8))-\(index)", position: Position.allCases[index % 5]))
      FileHandle.standardOutput.write(Data("created \(member.id)\n".utf8))
    }
    return 0
  } catch {
    report("\(error): \(error.localizedDescription)")
    return 1
  }
}

func read(_ url: URL) async -> Int32 {
  do {
    let integrity = try await SQLiteDatabase(path: url.path).query("PRAGMA integrity_check")
    print("integrity_check: \(integrity.map { (try? $0.string("integrity_check")) ?? "?" }.joined(separator: "; "))")
    let members = try await MembersFeature(databaseURL: url).repository.members()
    print("count: \(members.count)")
    for member in members.sorted(by: { $0.id < $1.id }) { print(member.id) }
    return 0
  } catch {
    report(String(describing: error))
    return 1
  }
}

func hold(_ url: URL, for duration: Duration) async -> Int32 {
  do {
    let database = try SQLiteDatabase(path: url.path)
    try await database.execute("BEGIN IMMEDIATE")
    FileHandle.standardOutput.write(Data("locked\n".utf8))
    // `hold` holds the lock for the time it is told: the behaviour the other process is tested against.
    try await Task.sleep(for: duration)
    try await database.execute("COMMIT")
    return 0
  } catch {
    report(String(describing: error))
    return 1
  }
}

func report(_ message: String) {
  FileHandle.standardError.write(Data("MembersConsumer: \(message)\n".utf8))
}

exit(await run(Array(CommandLine.arguments.dropFirst())))
