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
      /// The `Idempotency-Key` each applied write carried, in order; `""` for a write without one.
      public let keys: [String]
      /// The keys of the writes it answered again without applying them.
      public let replayed: [String]
    }

    /// The writes applied to `/api/<resource>` so far (`GET /control/writes/<resource>`).
    public func appliedWrites(to resource: String) async throws -> AppliedWrites {
      let (data, _) = try await URLSession.shared.data(from: url("/control/writes/\(resource)"))
      return try JSONDecoder().decode(AppliedWrites.self, from: data)
    }

    /// Makes the server apply the next write to `/api/<resource>` and cut its answer off after the
    /// first bytes: an answer lost on the way back (`POST /control/lose-next-answer/<resource>`).
    public func loseNextAnswer(to resource: String) async throws {
      var request = URLRequest(url: url("/control/lose-next-answer/\(resource)"))
      request.httpMethod = "POST"
      _ = try await URLSession.shared.data(for: request)
    }
  }
#endif
