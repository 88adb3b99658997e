import Foundation

/// One value under a key of its own, `{"data": {…}}`, as a service that wraps each value sends it.
///
/// A resource made with `wrappingValues(in:)` reads one-value responses out of it.
///
/// It writes each write's body into it too.
struct HTTPWrappedValue<Value: Encodable>: Encodable {
  /// The key the value sits under, such as `data`.
  let key: String
  let value: Value

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: HTTPWrapperKey.self)
    try container.encode(value, forKey: HTTPWrapperKey(stringValue: key))
  }
}

extension HTTPWrappedValue where Value: Decodable {
  /// The value `response` holds under `key`, whatever else its object holds.
  ///
  /// - Throws: `HTTPError.decoding` when the body is no object, holds nothing under `key`, or holds
  ///   there what does not decode (its key path in the message).
  static func value(in response: HTTPResponse, under key: String, decoder: JSONDecoder) throws(HTTPError) -> Value {
    let held = try response.decoded(as: HTTPWrappedValues<Value>.self, decoder: decoder).values
    switch held[key] {
    case .success(let value)?:
      return value
    case .failure(let error)?:
      throw .decoding(DecodingFailure.describe(error))
    case nil:
      throw .decoding("the answer holds no value under '\(key)' (it holds \(held.keys.sorted()))")
    }
  }
}

/// Each value of a JSON object decoded as `Value`, or the error it met, by key.
private struct HTTPWrappedValues<Value: Decodable>: Decodable {
  let values: [String: Result<Value, any Error>]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: HTTPWrapperKey.self)
    var values: [String: Result<Value, any Error>] = [:]
    for key in container.allKeys {
      values[key.stringValue] = Result { try container.decode(Value.self, forKey: key) }
    }
    self.values = values
  }
}

/// A key of a JSON object named at run time.
private struct HTTPWrapperKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
