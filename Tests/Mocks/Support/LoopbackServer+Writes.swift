#if os(macOS) || os(Linux)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension LoopbackServer {
    /// What the server applied of the writes to one resource.
    public struct AppliedWrites: Decodable, Sendable, Equatable {
      /// How many writes it applied.
      public let count: Int
      /// The `Idempotency-Key` each applied write carried, in order, `""` for a write without one.
      public let keys: [String]
      /// The keys of the writes it answered again without applying them.
      public let replayed: [String]
      /// Every write request it read for the resource, applied, answered again or refused, in order.
      public let requests: [WriteRequest]
    }

    /// One write request as the server read it.
    public struct WriteRequest: Decodable, Sendable, Equatable {
      /// `POST`, `PUT`, `PATCH` or `DELETE`.
      public let method: String
      /// Its `Idempotency-Key`, `""` when it carried none.
      public let key: String
      /// Its `If-Match`, `""` when it carried none.
      public let ifMatch: String
      /// Its body as UTF-8 text, `""` for none.
      public let body: String
      /// Whether the body was as long as its `Content-Length` said (false: the client sent less).
      public let complete: Bool
    }

    /// The writes applied to `/api/<resource>` so far (`GET /control/writes/<resource>`).
    public func appliedWrites(to resource: String) async throws -> AppliedWrites {
      let (data, _) = try await URLSession.shared.data(from: url("/control/writes/\(resource)"))
      return try JSONDecoder().decode(AppliedWrites.self, from: data)
    }

    /// The query of each `GET` of `/api/<resource>` itself (its list, or a single resource) so far, in order.
    ///
    /// Each is as it arrived, percent-encoded, the loopback's own parameters included
    /// (`GET /control/list-queries/<resource>`).
    public func listQueries(of resource: String) async throws -> [String] {
      struct Answer: Decodable { let queries: [String] }
      let (data, _) = try await URLSession.shared.data(from: url("/control/list-queries/\(resource)"))
      return try JSONDecoder().decode(Answer.self, from: data).queries
    }

    /// Makes the server apply the next write to `/api/<resource>` and cut its response after the first bytes.
    ///
    /// That is a response lost on the way back (`POST /control/lose-next-answer/<resource>`).
    public func loseNextAnswer(to resource: String) async throws {
      try await control("lose-next-answer", resource)
    }

    /// Makes the server refuse the next write to `/api/<resource>` without applying it.
    ///
    /// It responds `status` with `body`, as a service refuses a request in its own words
    /// (`POST /control/refuse-next/<resource>`).
    ///
    /// - Parameters:
    ///   - resource: the resource's name below `/api`.
    ///   - status: the refusal's status.
    ///   - body: the refusal's body, JSON.
    ///   - retryAfter: the seconds of its `Retry-After` header, when it asks the client to wait.
    public func refuseNextWrite(to resource: String, status: Int, body: String, retryAfter: Int? = nil) async throws {
      var query = ["status": "\(status)", "body": body]
      query["retry_after"] = retryAfter.map(String.init)
      try await control("refuse-next", resource, query: query)
    }

    /// Makes the server respond to `after` more writes to `/api/<resource>`, then apply the next one unanswered.
    ///
    /// It closes that write's connection before a byte of the response, which is lost with the
    /// connection (`POST /control/close-next-unanswered/<resource>?after=<after>`).
    public func closeNextWriteUnanswered(to resource: String, after: Int = 0) async throws {
      try await control("close-next-unanswered", resource, query: ["after": "\(after)"])
    }

    /// Makes the server remove `key` from the element at `index` of `/api/<resource>`'s stored list.
    ///
    /// `key` is a dotted path (`account.indexable`), removed from the next request on. The element is
    /// then as an older version of a service sends it
    /// (`POST /control/drop-key/<resource>?index=<index>&key=<key>`).
    public func dropKey(_ key: String, ofElement index: Int, in resource: String) async throws {
      try await control("drop-key", resource, query: ["index": "\(index)", "key": key])
    }

    private func control(_ action: String, _ resource: String, query: [String: String] = [:]) async throws {
      var request = URLRequest(url: url("/control/\(action)/\(resource)", query: query))
      request.httpMethod = "POST"
      _ = try await URLSession.shared.data(for: request)
    }
  }
#endif
