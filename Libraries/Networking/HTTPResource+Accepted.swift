import Core
import Foundation

/// Creates a service carries out later, answering `202 Accepted` with a job or nothing.
extension HTTPResource {
  /// `POST path` with `dto`, in the resource's body encoding, where the service makes the value later.
  ///
  /// No value is read from the response: its JSON, if any, is the job the service queued.
  ///
  /// - Returns: the job and the `Location` the response gave.
  /// - Throws: `HTTPError.decoding` when a body the response calls JSON does not parse, and what the
  ///   client throws.
  public func submit(_ dto: DTO) async throws(HTTPError) -> AcceptedWrite {
    try accepted(from: try await client.send(try written(body(dto), to: path, method: .post)))
  }

  /// The job `response` describes, its body read as any JSON unless its `Content-Type` names another kind.
  func accepted(from response: HTTPResponse) throws(HTTPError) -> AcceptedWrite {
    let location = response.value(forHeader: "Location")
    let mediaType = response.value(forHeader: "Content-Type")?.lowercased()
    guard !response.body.isEmpty, mediaType.map({ $0.contains("json") }) ?? true else {
      return AcceptedWrite(location: location)
    }
    do {
      return AcceptedWrite(job: try JSONDecoder().decode(JSONValue.self, from: response.body), location: location)
    } catch {
      throw .decoding("POST \(path) responded \(response.statusCode) with a body that is not JSON: \(error)")
    }
  }
}
