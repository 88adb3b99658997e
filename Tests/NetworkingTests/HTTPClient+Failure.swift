import Networking

/// Sends `endpoint` through `client` and returns the error it threw, or `nil` when it succeeded.
func failure(of client: some HTTPClient, _ endpoint: Endpoint) async -> HTTPError? {
  do {
    _ = try await client.send(endpoint)
    return nil
  } catch {
    return error
  }
}
