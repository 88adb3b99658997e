import Core
import Foundation
import Mocks
import Networking

// Mocks' notes, whose writes wait in Core's SQLiteOutbox, driven one step a process, so that
// `.ci/check-app` can kill a writer with SIGKILL and send what it left from another process.

let usage = """
  usage: notes-outbox create <database> <count> <prefix> | update <database> <id> <text>
         | send <database> <base URL> <resource> [<lease in seconds>]
  """

/// `create <database> <count> <prefix>`: records creates of `<prefix>-1`… one by one, with no
///   service, printing `created <local id>` as each returns.
/// `update <database> <id> <text>`: records an update of the note `<id>`, printing `updated <id>`.
/// `send <database> <base URL> <resource> [<lease in seconds>]`: one round to
///   `<base URL>/api/<resource>`, taking over a write another sender claimed longer than the lease
///   ago (30 s unless given), printing
///   `sent: <n>; conflicts: <ids>; rejected: <ids>; unreachable: <yes|no>; pending: <n>`.
/// A storage failure prints its message and exits with 1; a usage error exits with 2.
func run(_ arguments: [String]) async -> Int32 {
  let lease: Int? =
    switch (arguments.count, arguments.first) {
    case (4, _): 30
    case (5, "send"): Int(arguments[4])
    default: nil
    }
  guard let lease, lease >= 0 else {
    report(usage)
    return 2
  }
  let outbox: OutboxNotes.NotesOutbox
  do {
    outbox = try OutboxNotes.outbox(at: arguments[1], lease: .seconds(lease))
  } catch {
    report(String(describing: error))
    return 1
  }
  do throws(OutboxNotes.OutboxNoteFailure) {
    switch (arguments[0], Int(arguments[2]), URL(string: arguments[2])) {
    case ("create", let count?, _) where count > 0:
      for index in 1...count {
        let text = "\(arguments[3])-\(index)"
        let note = try await outbox.create(body: OutboxNotes.OutboxNoteDTO(text: text)) { id in
          OutboxNotes.OutboxNote(id: id, text: text)
        }
        FileHandle.standardOutput.write(Data("created \(note.id)\n".utf8))
      }
    case ("update", let id?, _):
      let text = arguments[3]
      try await outbox.update(id: id, body: OutboxNotes.OutboxNoteDTO(id: id, text: text)) { id in
        OutboxNotes.OutboxNote(id: id, text: text)
      }
      print("updated \(id)")
    case ("send", _, let baseURL?) where baseURL.scheme != nil:
      let client = URLSessionHTTPClient(baseURL: baseURL, timeout: .seconds(10), retryPolicy: .never)
      let resource = HTTPResource<OutboxNotes.OutboxNoteDTO, Int>(client: client, path: "/api/\(arguments[3])")
      let round = try await outbox.send { write in await OutboxNotes.deliver(write, through: resource) }
      let pending = try await outbox.pendingCount()
      print(
        "sent: \(round.sent); conflicts: \(round.conflicts.sorted()); rejected: \(round.rejected.sorted());"
          + " unreachable: \(round.stoppedUnreachable ? "yes" : "no"); pending: \(pending)")
    default:
      report(usage)
      return 2
    }
    return 0
  } catch {
    report("\(error)")
    return 1
  }
}

func report(_ message: String) {
  FileHandle.standardError.write(Data("notes-outbox: \(message)\n".utf8))
}

exit(await run(Array(CommandLine.arguments.dropFirst())))
