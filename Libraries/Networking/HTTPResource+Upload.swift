import Foundation

/// Writes and reads whose bodies are not JSON: multipart uploads and binary downloads.
extension HTTPResource {
  /// `POST path` with `form`, a multipart upload, read as `create(_:)` reads its response.
  ///
  /// The body holds each file's bytes once more while it is sent.
  ///
  /// - Returns: the value the service created.
  /// - Throws: what `create(_:)` throws.
  public func create(uploading form: HTTPMultipartForm) async throws(HTTPError) -> DTO {
    let endpoint = Endpoint.multipart(
      path: path, method: .post, form: form, queryItems: queryItems, headers: headers)
    return try await created(from: try await client.send(endpoint))
  }

  /// `GET path/{id}/<download>`, a binary body such as a file's bytes or an avatar.
  ///
  /// - Parameters:
  ///   - download: the path below the value, such as `content`. Empty reads `path/{id}` itself.
  ///   - id: the value's identifier.
  ///   - mediaType: the `Accept` header, the media type the document gives the body (`image/png`, `*/*`).
  /// - Returns: the body and the media type the response named.
  /// - Throws: `HTTPError.responseTooLarge` past the client's body limit, and what the client throws.
  public func download(_ download: String, id: ID, accepting mediaType: String) async throws(HTTPError) -> HTTPDownload
  {
    let path = download.isEmpty ? path(id: id) : "\(path(id: id))/\(download)"
    var headers = headers
    headers["Accept"] = mediaType
    return HTTPDownload(try await client.send(Endpoint(path: path, queryItems: queryItems, headers: headers)))
  }
}
