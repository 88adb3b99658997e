import Core
import Foundation

/// How a keyed collection's responses are read: a new key, and one value under its key.
extension HTTPResource {
  /// The key a keyed create's response names under `field`.
  ///
  /// - Throws: `HTTPError.decoding` when the response is not an object with a non-empty string there.
  func newKey(in response: HTTPResponse, field: String) throws(HTTPError) -> String {
    let answer = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    guard let key = answer?[field] as? String, !key.isEmpty else {
      throw .decoding("the answer to POST \(path) names no new key under '\(field)'")
    }
    return key
  }

  /// `data`, one value's JSON, as the value under `key` in a keyed collection.
  ///
  /// - Throws: `HTTPError.decoding` naming the key path that did not decode.
  func value(_ data: Data, keyedBy key: String) throws(HTTPError) -> DTO {
    do {
      return try KeyedList<DTO>.value(under: key, in: data, decoder: decoder)
    } catch DecodingError.valueNotFound(_, let context) where context.codingPath.isEmpty {
      throw .decoding(context.debugDescription)  // the value left out, named by its key path already
    } catch {
      throw .decoding(DecodingFailure.describe(error))
    }
  }
}
