import Core
import Foundation

/// Endpoints whose body is a value written as a document's `requestBody` content type names it.
extension Endpoint {
  /// Creates an endpoint whose body is `body` written as `encoding` says, with its `Content-Type`.
  ///
  /// - Parameters:
  ///   - path: the path below the client's base URL.
  ///   - method: the verb, `POST` unless given.
  ///   - body: the value to send.
  ///   - encoding: JSON, a form, or a multipart upload, as `HTTPBodyEncoding` describes each.
  ///   - queryItems: the query, in order.
  ///   - headers: the request's headers. Its `Content-Type` is set here.
  ///   - encoder: writes `body` as JSON first, with its strategies. Its key strategy names a form's fields too.
  /// - Throws: `HTTPError.encoding` when `body` cannot be written, or is not an object for a form or a
  ///   multipart upload.
  public static func encoded<Body: Encodable>(
    path: String,
    method: HTTPMethod = .post,
    body: Body,
    as encoding: HTTPBodyEncoding,
    queryItems: [URLQueryItem] = [],
    headers: [String: String] = [:],
    encoder: JSONEncoder = JSONEncoder()
  ) throws(HTTPError) -> Endpoint {
    switch encoding {
    case .json:
      return try json(
        path: path, method: method, body: body, queryItems: queryItems, headers: headers, encoder: encoder)
    case .form:
      var allHeaders = headers
      allHeaders["Content-Type"] = "application/x-www-form-urlencoded"
      return Endpoint(
        path: path, method: method, queryItems: queryItems, headers: allHeaders,
        body: HTTPFormFields.encoded(try HTTPFormFields.fields(of: try jsonValue(body, encoder: encoder))))
    case .multipart:
      let holder = body as? any HTTPFileFields
      var form: HTTPMultipartForm
      if let holder {
        form = try HTTPMultipartForm(fields: try jsonValue(holder.withoutFileParts, encoder: encoder))
      } else {
        form = try HTTPMultipartForm(fields: try jsonValue(body, encoder: encoder))
      }
      for (name, file) in (holder?.fileParts ?? [:]).sorted(by: { $0.key < $1.key }) {
        form.append(file, named: name)
      }
      return multipart(path: path, method: method, form: form, queryItems: queryItems, headers: headers)
    }
  }

  /// `body` as `encoder` writes it, read back as JSON of any shape.
  private static func jsonValue<Body: Encodable>(_ body: Body, encoder: JSONEncoder) throws(HTTPError) -> JSONValue {
    let data = try jsonData(body, encoder: encoder)
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw .encoding(String(describing: error))
    }
  }
}
