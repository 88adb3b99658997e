import Core
import Foundation
import Members

/// `write <database> <count>`: creates members one by one, printing `created <id>` as each create returns.
/// `read <database>`: prints `integrity_check: <result>`, `count: <n>`, then every stored id, one a line.
func run(_ arguments: [String]) async -> Int32 {
  guard arguments.count >= 2 else {
    report("usage: MembersConsumer write <database> <count> | read <database>")
    return 2
  }
  let url = URL(fileURLWithPath: arguments[1])
  switch (arguments[0], arguments.count) {
  case ("write", 3):
    guard let count = Int(arguments[2]), count > 0 else {
      report("count must be a positive integer, got \(arguments[2])")
      return 2
    }
    return await write(count, to: url)
  case ("read", 2):
    return await read(url)
  default:
    report("usage: MembersConsumer write <database> <count> | read <database>")
    return 2
  }
}

func write(_ count: Int, to url: URL) async -> Int32 {
  do throws(MembersError) {
    let feature = try MembersFeature(databaseURL: url)
    for index in 0..<count {
      let member = try await feature.repository.create(
        name: "member-\(UUID().uuidString.prefix(8))-\(index)", position: Position.allCases[index % 5])
      FileHandle.standardOutput.write(Data("created \(member.id)\n".utf8))
    }
    return 0
  } catch {
    report(error.localizedDescription)
    return 1
  }
}

func read(_ url: URL) async -> Int32 {
  do {
    let integrity = try await SQLiteDatabase(path: url.path).query("PRAGMA integrity_check")
    print("integrity_check: \(integrity.map { (try? $0.string("integrity_check")) ?? "?" }.joined(separator: "; "))")
    let members = try await MembersFeature(databaseURL: url).repository.members(named: nil, position: nil)
    print("count: \(members.count)")
    for member in members.sorted(by: { $0.id < $1.id }) { print(member.id) }
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
