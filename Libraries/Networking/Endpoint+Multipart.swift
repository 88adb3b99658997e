import Foundation

/// Endpoints that upload a multipart form.
extension Endpoint {
  /// Creates an endpoint whose body is `form`, with its `Content-Type` and boundary.
  ///
  /// The body is written once, with room for every part reserved first, so each file's bytes are
  /// copied once. The transport sends that body without copying it again.
  public static func multipart(
    path: String,
    method: HTTPMethod = .post,
    form: HTTPMultipartForm,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:]
  ) -> Endpoint {
    var allHeaders = headers
    allHeaders["Content-Type"] = form.contentType
    var body = Data(capacity: form.fileBytes + 256 * (form.parts.count + 1))
    form.write { body.append($0) }
    return Endpoint(path: path, method: method, queryItems: queryItems, headers: allHeaders, body: body)
  }
}
