import Core
import Foundation

/// Writes and reads whose bodies are not JSON: multipart and bare binary uploads, and binary downloads.
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

  /// `PUT` (or `method`) `path/{id}/<file>` with `file`'s bytes as the whole body, a bare binary upload
  /// such as a new avatar or an attachment replaced.
  ///
  /// The body's `Content-Type` is the file's media type. The response's body is not read.
  ///
  /// - Parameters:
  ///   - file: the bytes and their media type. Its name is not sent, as a bare body has no place for it.
  ///   - segment: the path below the value, such as `avatar`.
  ///   - id: the value's identifier.
  ///   - method: `PUT` by default, or `POST` where the service adds the file.
  /// - Throws: `HTTPError.status` for a status outside 200...299, and what the client throws.
  public func upload(
    _ file: FileContent, to segment: String, id: ID, method: HTTPMethod = .put
  ) async throws(HTTPError) {
    var headers = headers
    headers["Content-Type"] = file.mediaType
    let endpoint = Endpoint(
      path: "\(path(id: id))/\(segment)", method: method, queryItems: queryItems, headers: headers, body: file.data)
    _ = try await client.send(endpoint)
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
