import Core
import Foundation
import Mocks
import Networking
import Testing

/// Core's `SQLiteOutbox` sending through `HTTPResource` to the loopback server's REST resource, which
/// stores a write once per `Idempotency-Key` (and refuses the key sent with another body), checks
/// `If-Match` against its versions and can lose an answer after storing the write, cut off or with
/// its connection closed unanswered.
@Suite(.timeLimit(.minutes(1))) struct OutboxLoopbackTests {
  typealias Note = OutboxNotes.OutboxNote
  typealias NoteDTO = OutboxNotes.OutboxNoteDTO

  private let server: LoopbackServer
  private let client: URLSessionHTTPClient
  private let resourceName = "notes-\(UUID().uuidString)"
  private let directory: TemporaryDirectory
  private let outbox: OutboxNotes.NotesOutbox

  init() async throws {
    server = try await LoopbackServer.start()
    client = URLSessionHTTPClient(baseURL: server.baseURL, timeout: .seconds(10), retryPolicy: .never)
    directory = try TemporaryDirectory()
    outbox = try OutboxNotes.outbox(at: directory.path("notes.sqlite"))
  }

  private var resource: HTTPResource<NoteDTO, Int> {
    HTTPResource(client: client, path: "/api/\(resourceName)")
  }

  private func send(through resource: HTTPResource<NoteDTO, Int>? = nil) async throws -> OutboxReport<Int> {
    let resource = resource ?? self.resource
    return try await outbox.send { write in await OutboxNotes.deliver(write, through: resource) }
  }

  private func writesApplied() async throws -> LoopbackServer.AppliedWrites {
    try await server.appliedWrites(to: resourceName)
  }

  /// Records three creates and sends them to a service that cannot be reached; answers that round.
  private func createWhileDown() async throws -> OutboxReport<Int> {
    let down = try await LoopbackServer.start()
    try await down.stop()
    let unreachable = HTTPResource<NoteDTO, Int>(
      client: URLSessionHTTPClient(baseURL: down.baseURL, timeout: .seconds(5), retryPolicy: .never),
      path: "/api/\(resourceName)")
    try await OutboxNotes.create(["one", "two", "three"], in: outbox)
    return try await send(through: unreachable)
  }

  /// Sends with the service back, which loses its answer to the first write; answers both rounds.
  private func sendLosingOneAnswer() async throws -> (lost: OutboxReport<Int>, retried: OutboxReport<Int>) {
    try await server.loseNextAnswer(to: resourceName)
    let lost = try await send()
    return (lost, try await send())
  }

  @Test("creates made with the service down, one answer lost, are each stored once, and nothing waits")
  func offlineThenLostAnswer() async throws {
    // Given
    let offline = try await createWhileDown()
    let keys: [String] = try await outbox.writes().map { $0.idempotencyKey }

    // When
    let (lost, retried) = try await sendLosingOneAnswer()

    // Then
    #expect(offline.stoppedUnreachable)
    #expect(offline.sent == 0)
    #expect(lost.stoppedUnreachable)
    #expect(lost.sent == 0)
    #expect(retried.sent == 3)
    let applied = try await writesApplied()
    #expect(applied.count == 3)
    #expect(applied.keys == keys)  // each create carried its key, and was applied once
    #expect(applied.replayed == [keys[0]])  // the lost answer's write came again with its key
    #expect(try await outbox.pendingCount() == 0)
  }

  @Test("the creates the service stored once are the ones made offline, cached under the service's ids")
  func offlineCreatesReachTheService() async throws {
    // Given
    _ = try await createWhileDown()

    // When
    _ = try await sendLosingOneAnswer()

    // Then
    let texts: [String] = try await resource.list().map { $0.text }
    #expect(texts == ["one", "two", "three"])
    let first: Note? = try await outbox.value(id: 1)?.value
    #expect(first == Note(id: 1, text: "one"))
    #expect(try await outbox.value(id: -1) == nil)
  }

  /// A note both sides know at version 1, which someone else then changes, and the person's edit of
  /// version 1 sent; answers that round.
  private func sendEditOfOldVersion() async throws -> OutboxReport<Int> {
    try await OutboxNotes.create(["draft"], in: outbox)
    _ = try await send()
    _ = try await resource.update(NoteDTO(id: 1, text: "theirs"), id: 1)
    try await outbox.update(id: 1, body: NoteDTO(id: 1, text: "mine")) { id in Note(id: id, text: "mine") }
    return try await send()
  }

  @Test("an edit made from an old version meets a 412: a conflict that keeps the edit")
  func conflictKeepsTheEdit() async throws {
    // When
    let report = try await sendEditOfOldVersion()

    // Then
    #expect(report.conflicts == [1])
    let writes = try await outbox.writes()
    #expect(writes.first?.state == .conflict)
    #expect(writes.first?.ifMatch == #""1""#)
    #expect(try await outbox.value(id: 1)?.value.text == "mine")
    #expect(try await resource.value(id: 1).text == "theirs")
  }

  @Test("keeping mine sends the edit that met a conflict over the service's version")
  func keepMineAfterConflict() async throws {
    // Given
    _ = try await sendEditOfOldVersion()

    // When
    try await outbox.keepMine(id: 1, over: try await resource.versionedValue(id: 1).etag)
    let resolved = try await send()

    // Then
    #expect(resolved.sent == 1)
    #expect(try await resource.value(id: 1).text == "mine")
    #expect(try await outbox.pendingCount() == 0)
    #expect(try await outbox.etag(for: 1) == #""3""#)
  }

  /// The three kinds of write the outbox sends.
  enum LostWrite: String, CaseIterable, Sendable {
    case create, update, delete
  }

  /// Records `write` (an update or a delete of a note the service has at version 1) and sends it to
  /// the service, which stores it and closes the connection before a byte of the answer; then sends
  /// again. Answers both rounds and the write requests the service read in them.
  private func sendClosingUnanswered(
    _ write: LostWrite
  ) async throws -> (rounds: [OutboxReport<Int>], requests: [LoopbackServer.WriteRequest]) {
    if write != .create {
      try await OutboxNotes.create(["kept"], in: outbox)
      _ = try await send()
    }
    _ = try await resource.list()  // a connection kept alive, for the write to reuse
    try await server.closeNextWriteUnanswered(to: resourceName)
    switch write {
    case .create: try await OutboxNotes.create(["new"], in: outbox)
    case .update: try await outbox.update(id: 1, body: NoteDTO(id: 1, text: "edited")) { Note(id: $0, text: "edited") }
    case .delete: try await outbox.delete(id: 1)
    }
    let before = try await writesApplied().requests.count
    let rounds = [try await send(), try await send()]
    return (rounds, Array(try await writesApplied().requests.dropFirst(before)))
  }

  @Test(
    "a write whose connection closes unanswered goes again whole, with its key, and is never rejected",
    arguments: LostWrite.allCases)
  func lostWriteGoesAgainWhole(_ write: LostWrite) async throws {
    // When
    let (rounds, requests) = try await sendClosingUnanswered(write)

    // Then: each value spelled out first, which keeps every expectation quick to type-check
    let methods: [String: String] = ["create": "POST", "update": "PUT", "delete": "DELETE"]
    let ifMatch: String = write == .create ? "" : #""1""#
    let sent: Int = rounds.reduce(0) { total, round in total + round.sent }
    let applied: Int = write == .create ? 1 : 2  // the lost write applied once
    #expect(requests.count >= 1)
    #expect(requests.allSatisfy { $0 == requests[0] && $0.complete })  // method, key, If-Match, body alike
    #expect(requests.first?.method == methods[write.rawValue])
    #expect(requests.first?.ifMatch == ifMatch)
    #expect(rounds.allSatisfy { $0.rejected.isEmpty && $0.conflicts.isEmpty })
    #expect(sent == 1)
    #expect(try await outbox.pendingCount() == 0)
    #expect(try await writesApplied().count == applied)
  }

  @Test("a create whose connection closes unanswered waits for the next round, which sends it once")
  func lostCreateWaitsForTheNextRound() async throws {
    // When
    let (rounds, requests) = try await sendClosingUnanswered(.create)

    // Then
    #expect(rounds[0].stoppedUnreachable)
    #expect(rounds[0].sent == 0)
    #expect(rounds[1].sent == 1)
    #expect(requests.map(\.body) == [#"{"text":"new"}"#, #"{"text":"new"}"#])
    #expect(try await writesApplied().replayed == [requests[0].key])
  }

  @Test("a delete of a note the service no longer has is delivered, and nothing waits")
  func deleteOfAGoneNote() async throws {
    // Given
    try await OutboxNotes.create(["gone"], in: outbox)
    _ = try await send()
    try await resource.delete(id: 1)

    // When
    try await outbox.delete(id: 1)
    let report = try await send()

    // Then
    #expect(report.sent == 1)
    #expect(try await outbox.pendingCount() == 0)
    #expect(try await outbox.value(id: 1) == nil)
  }
}
