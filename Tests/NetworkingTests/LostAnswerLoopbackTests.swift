import Foundation
import Mocks
import Networking
import Testing

/// `URLSessionHTTPClient` against a server that stores a write and closes its connection unanswered.
///
/// A request goes out again only as the client's policy allows, and always whole. Each write follows
/// answered requests on the same server, so that a connection kept alive from them is there to be
/// reused. libcurl sends a request again on its own when a reused connection closes unanswered. A
/// client that lost the body of such a request would wait until its time-out, which these tests tell
/// apart from a lost connection.
@Suite(.timeLimit(.minutes(1))) struct LostAnswerLoopbackTests {
  typealias NoteDTO = Mocks.OutboxNotes.OutboxNoteDTO

  private let server: LoopbackServer
  private let client: URLSessionHTTPClient
  private let resourceName = "lost-\(UUID().uuidString)"

  init() async throws {
    server = try await LoopbackServer.start()
    client = URLSessionHTTPClient(
      baseURL: server.baseURL, timeout: .seconds(20),
      retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(10)))
  }

  private var resource: HTTPResource<NoteDTO, Int> {
    HTTPResource(client: client, path: "/api/\(resourceName)")
  }

  /// A list read and a create answered, on the connections the next write may reuse.
  private func answeredBefore() async throws -> NoteDTO {
    _ = try await resource.list()
    return try await resource.create(NoteDTO(text: "first"))
  }

  private func requests() async throws -> [LoopbackServer.WriteRequest] {
    try await server.appliedWrites(to: resourceName).requests
  }

  @Test("a POST whose connection closes unanswered fails at once as a lost connection, sent once and whole")
  func postLostIsReported() async throws {
    // Given
    _ = try await answeredBefore()
    try await server.closeNextWriteUnanswered(to: resourceName)

    // When
    let outcome = await #expect(throws: HTTPError.self) { try await resource.create(NoteDTO(text: "second")) }

    // Then
    #expect(outcome == .transport(.networkConnectionLost))
    let sent = try await requests()
    #expect(sent.map(\.body) == [#"{"text":"first"}"#, #"{"text":"second"}"#])
    #expect(sent.allSatisfy { $0.complete })
    #expect(try await resource.list().map(\.text) == ["first", "second"])  // stored once
  }

  @Test("a POST of a body large enough to be streamed, closed unanswered, fails at once, sent once and whole")
  func streamedPostLostIsReported() async throws {
    // Given
    _ = try await answeredBefore()
    try await server.closeNextWriteUnanswered(to: resourceName)
    let large = String(repeating: "x", count: 1_100_000)

    // When
    let outcome = await #expect(throws: HTTPError.self) { try await resource.create(NoteDTO(text: large)) }

    // Then
    #expect(outcome == .transport(.networkConnectionLost))
    let sent = try await requests()
    #expect(sent.count == 2)
    #expect(sent.last?.body.count == large.count + 11)
    #expect(sent.allSatisfy { $0.complete })
  }

  @Test("a keyed PUT whose connection closes unanswered is sent again by the client as the same request")
  func putLostIsSentAgainWhole() async throws {
    // Given
    let created = try await answeredBefore()
    let id = try #require(created.id)
    try await server.closeNextWriteUnanswered(to: resourceName)

    // When
    let updated = try await resource.update(
      NoteDTO(id: id, text: "edited"), id: id, idempotencyKey: "edit-1", ifMatch: #""1""#)

    // Then
    #expect(updated.value.text == "edited")
    let puts = try await requests().filter { $0.method == "PUT" }
    #expect(puts.count == 2)
    #expect(puts.allSatisfy { $0 == puts[0] && $0.complete })  // method, key, If-Match and body alike
    #expect(puts.first?.key == "edit-1")
    #expect(puts.first?.ifMatch == #""1""#)
    let applied = try await server.appliedWrites(to: resourceName)
    #expect(applied.count == 2)  // the create and the update, each once
    #expect(applied.replayed == ["edit-1"])
  }

  @Test("a key sent again with another body is refused by the server, as services that keep keys do")
  func keyWithOtherBodyIsRefused() async throws {
    // Given
    _ = try await resource.create(NoteDTO(text: "first"), idempotencyKey: "create-1")

    // When
    let outcome = await #expect(throws: HTTPError.self) {
      try await resource.create(NoteDTO(text: "other"), idempotencyKey: "create-1")
    }

    // Then
    #expect(outcome?.statusCode == 400)
    #expect(try await resource.list().map(\.text) == ["first"])
  }
}
