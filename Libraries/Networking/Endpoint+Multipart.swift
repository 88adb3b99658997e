import Foundation

/// Endpoints that upload a multipart form.
extension Endpoint {
  /// Creates an endpoint whose body is `form`, with its `Content-Type` and boundary.
  ///
  /// A form whose files pass `HTTPMultipartForm.memoryLimit` is written to a temporary file, which the
  /// endpoint's `bodyFile` streams from. A smaller one is its `body`.
  ///
  /// - Throws: `HTTPError.encoding` when the temporary file cannot be written.
  public static func multipart(
    path: String,
    method: HTTPMethod = .post,
    form: HTTPMultipartForm,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:]
  ) throws(HTTPError) -> Endpoint {
    var allHeaders = headers
    allHeaders["Content-Type"] = form.contentType
    var endpoint = Endpoint(path: path, method: method, queryItems: queryItems, headers: allHeaders)
    if form.fileBytes > HTTPMultipartForm.memoryLimit {
      endpoint.bodyFile = try HTTPBodyFile { handle in try form.write { try handle.write(contentsOf: $0) } }
    } else {
      var body = Data(capacity: form.fileBytes + 256 * (form.parts.count + 1))
      form.write { body.append($0) }
      endpoint.body = body
    }
    return endpoint
  }
}
