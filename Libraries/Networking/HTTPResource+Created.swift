import Foundation

/// How a create's response gives the value it made.
extension HTTPResource {
  /// The value a create's `response` holds, read back from its `Location` when it has no body.
  ///
  /// - Throws: `HTTPError.decoding` when the body is not the value, or when an empty response names
  ///   no `Location` below the resource's path. `HTTPError.foreignURL` for one on another host.
  func created(from response: HTTPResponse) async throws(HTTPError) -> DTO {
    guard response.statusCode == 204 || response.body.isEmpty else {
      return try decodedValue(response)
    }
    guard let location = response.value(forHeader: "Location") else {
      throw .decoding("POST \(path) responded \(response.statusCode) with no body and no Location to read it back from")
    }
    let readBack: Endpoint
    if let url = URL(string: location), url.scheme != nil {
      readBack = try client.endpoint(for: url)
    } else if let below = location.range(of: "\(path)/", options: .backwards) {
      // A path on the host (`/api/v1/notes/9`) holds the base URL's path before the resource's.
      readBack = Endpoint(path: String(location[below.lowerBound...]), queryItems: queryItems, headers: headers)
    } else {
      throw .decoding("POST \(path) responded with the Location \(location), which is not below \(path)")
    }
    return try decodedValue(try await client.send(readBack))
  }
}
