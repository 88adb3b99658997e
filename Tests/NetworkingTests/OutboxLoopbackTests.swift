import Core
import Foundation
import Mocks
import Networking
import Testing

/// Core's `SQLiteOutbox` sending through `HTTPResource` to the loopback server's REST resource, which
/// stores a write once per `Idempotency-Key`, checks `If-Match` against its versions and can lose an
/// answer after storing the write.
@Suite(.timeLimit(.minutes(1))) struct OutboxLoopbackTests {
  typealias Note = OutboxNotes.OutboxNote
  typealias NoteDTO = OutboxNotes.OutboxNoteDTO

  private struct Count: Decodable {
    let count: Int
  }

  private let server: LoopbackServer
  private let client: URLSessionHTTPClient
  private let resourceName = "notes-\(UUID().uuidString)"
  private let directory: TemporaryDirectory
  private let outbox: OutboxNotes.NotesOutbox

  init() throws {
    server = try LoopbackServer.start()
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

  private func writesApplied() async throws -> Int {
    try await client.send(Endpoint(path: "/control/writes/\(resourceName)"), as: Count.self).count
  }

  @Test("creates made with the service down, one answer lost, are each stored once, and nothing waits")
  func offlineThenLostAnswer() async throws {
    // Given: three creates while the service cannot be reached
    let down = try LoopbackServer.start()
    down.stop()
    let unreachable = HTTPResource<NoteDTO, Int>(
      client: URLSessionHTTPClient(baseURL: down.baseURL, timeout: .seconds(5), retryPolicy: .never),
      path: "/api/\(resourceName)")
    try await OutboxNotes.create(["one", "two", "three"], in: outbox)
    let offline = try await send(through: unreachable)

    // When: the service is back, and loses its answer to the first create
    _ = try await client.send(Endpoint(path: "/control/lose-next-answer/\(resourceName)", method: .post))
    let lost = try await send()
    let retried = try await send()

    // Then
    #expect(offline.stoppedUnreachable && offline.sent == 0)
    #expect(lost.stoppedUnreachable && lost.sent == 0)
    #expect(retried.sent == 3)
    #expect(try await writesApplied() == 3)
    let stored = try await resource.list()
    #expect(stored.map(\.text) == ["one", "two", "three"])
    #expect(try await outbox.pendingCount() == 0)
    #expect(try await outbox.list() == nil)  // the list was never loaded; the values are cached on their own
    #expect(try await outbox.value(id: stored[0].id ?? 0)?.value == Note(id: 1, text: "one"))
  }

  @Test("an edit made from an old version meets a 412: a conflict that keeps the edit, then sent over the new one")
  func conflictThenKeepMine() async throws {
    // Given: a note both sides know at version 1, which someone else then changes
    try await OutboxNotes.create(["draft"], in: outbox)
    _ = try await send()
    _ = try await resource.update(NoteDTO(id: 1, text: "theirs"), id: 1)

    // When
    try await outbox.update(id: 1, body: NoteDTO(id: 1, text: "mine")) { id in Note(id: id, text: "mine") }
    let report = try await send()

    // Then
    #expect(report.conflicts == [1])
    #expect(try await outbox.writes().map(\.state) == [.conflict])
    #expect(try await outbox.writes().first?.ifMatch == #""1""#)
    #expect(try await outbox.value(id: 1)?.value.text == "mine")
    #expect(try await resource.value(id: 1).text == "theirs")

    // When: the person keeps their edit
    try await outbox.keepMine(id: 1, over: try await resource.versionedValue(id: 1).etag)
    let resolved = try await send()

    // Then
    #expect(resolved.sent == 1)
    #expect(try await resource.value(id: 1).text == "mine")
    #expect(try await outbox.pendingCount() == 0)
    #expect(try await outbox.etag(for: 1) == #""3""#)
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
