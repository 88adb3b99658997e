import Core
import Foundation
import Mocks
import Networking
import Testing

/// Creates the service carries out later: a `202 Accepted` returns its job, never a value.
@Suite struct HTTPResourceAcceptedTests {
  private struct Export: Codable, Sendable, Equatable {
    var id: Int?
    var format: String
  }

  private let client = HTTPClientMock()

  private func resource(_ encoding: HTTPBodyEncoding = .json) -> HTTPResource<Export, Int> {
    HTTPResource(client: client, path: "/exports", bodyEncoding: encoding)
  }

  @Test("a 202 with a job returns the job as JSON and its Location, after posting the draft")
  func acceptedWithJob() async throws {
    // Given
    let job = Data(#"{"job_id":"j-7","state":"queued","position":3}"#.utf8)
    client.enqueue(
      status: 202, body: job, headers: ["Content-Type": "application/json", "Location": "/jobs/j-7"])

    // When
    let accepted = try await resource().submit(Export(format: "csv"))

    // Then
    #expect(
      accepted.job == .object(["job_id": .string("j-7"), "state": .string("queued"), "position": .integer(3)]))
    #expect(accepted.location == "/jobs/j-7")
    #expect(client.endpoints.map(\.method) == [.post])
    #expect(client.endpoints.map(\.path) == ["/exports"])
    #expect(client.endpoints.first?.body == Data(#"{"format":"csv"}"#.utf8))
  }

  @Test(
    "a 202 with no body, or a body of another kind, returns no job and keeps the Location",
    arguments: [
      (Data(), [String: String]()),
      (Data("queued".utf8), ["Content-Type": "text/plain", "Location": "/jobs/8"]),
    ]
  )
  func acceptedWithoutJob(body: Data, headers: [String: String]) async throws {
    // Given
    client.enqueue(status: 202, body: body, headers: headers)

    // When
    let accepted = try await resource().submit(Export(format: "csv"))

    // Then
    #expect(accepted.job == nil)
    #expect(accepted.location == headers["Location"])
  }

  @Test("a body the response calls JSON that does not parse fails as decoding, naming the create")
  func acceptedWithBrokenJob() async {
    // Given
    client.enqueue(status: 202, body: Data("{job".utf8), headers: ["Content-Type": "application/json"])

    // When
    let failure = await #expect(throws: HTTPError.self) {
      try await resource().submit(Export(format: "csv"))
    }

    // Then
    guard case .decoding(let reason)? = failure else {
      Issue.record("expected a decoding failure, got \(String(describing: failure))")
      return
    }
    #expect(reason.hasPrefix("POST /exports responded 202 with a body that is not JSON"))
  }

  @Test("a draft goes as the resource's body encoding, a form here")
  func acceptedForm() async throws {
    // Given
    client.enqueue(status: 202)

    // When
    _ = try await resource(.form).submit(Export(format: "csv"))

    // Then
    #expect(client.endpoints.first?.body == Data("format=csv".utf8))
    #expect(client.endpoints.first?.headers["Content-Type"] == "application/x-www-form-urlencoded")
  }
}
