#if os(macOS) || os(Linux)
  import Foundation

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  extension LoopbackServer {
    /// What a port's requests met in document mode (`contract=<name>`): each is held to the OpenAPI
    /// document a feature was made from.
    public struct ContractReport: Decodable, Sendable, Equatable {
      /// How many requests the document allowed.
      public let checked: Int
      /// How many were served unchecked, because the server's Python has no validator.
      public let unchecked: Int
      /// Why the document refused each request it refused, in order.
      public let refused: [String]
    }

    /// What this server's requests in document mode met so far (`GET /control/contract`).
    ///
    /// - Returns: the counts of requests allowed and unchecked, and the reasons of those refused.
    /// - Throws: what `URLSession` throws, or a `DecodingError` for a response that is not a report.
    public func contractReport() async throws -> ContractReport {
      let (data, _) = try await URLSession.shared.data(from: url("/control/contract"))
      return try JSONDecoder().decode(ContractReport.self, from: data)
    }
  }
#endif
