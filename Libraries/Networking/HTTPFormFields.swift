import Core
import Foundation

/// The fields of a form body: a JSON object taken apart into names and text, in a stable order.
///
/// `HTTPBodyEncoding.form` says how each kind of value is named. `HTTPMultipartForm` reads the same
/// scalars, one part each.
enum HTTPFormFields {
  /// The fields of `value`, its keys sorted.
  ///
  /// - Throws: `HTTPError.encoding` when `value` is not an object.
  static func fields(of value: JSONValue) throws(HTTPError) -> [(name: String, value: String)] {
    guard case .object(let keys) = value else {
      throw .encoding("a form body holds an object's keys, and this value is not an object")
    }
    var fields: [(name: String, value: String)] = []
    for name in keys.keys.sorted() { append(keys[name] ?? .null, named: name, to: &fields) }
    return fields
  }

  /// The text of a scalar, or `nil` for `null`, an array and an object.
  static func text(of value: JSONValue) -> String? {
    switch value {
    case .bool(let flag): flag ? "true" : "false"
    case .integer(let whole): String(whole)
    case .number(let number): String(number)
    case .string(let text): text
    case .null, .array, .object: nil
    }
  }

  /// `fields` as `application/x-www-form-urlencoded` bytes.
  static func encoded(_ fields: [(name: String, value: String)]) -> Data {
    Data(fields.map { escaped($0.name) + "=" + escaped($0.value) }.joined(separator: "&").utf8)
  }

  private static func append(_ value: JSONValue, named name: String, to fields: inout [(name: String, value: String)]) {
    switch value {
    case .null:
      return
    case .array(let items):
      for (index, item) in items.enumerated() {
        if let text = text(of: item) {
          fields.append((name, text))
        } else {
          append(item, named: "\(name)[\(index)]", to: &fields)
        }
      }
    case .object(let keys):
      for key in keys.keys.sorted() { append(keys[key] ?? .null, named: "\(name)[\(key)]", to: &fields) }
    case .bool, .integer, .number, .string:
      fields.append((name, text(of: value) ?? ""))
    }
  }

  /// The bytes a form's name or value keeps: letters, digits and `*-._`. A space is `+`.
  private static let kept = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._ ")

  private static func escaped(_ text: String) -> String {
    (text.addingPercentEncoding(withAllowedCharacters: kept) ?? text).replacingOccurrences(of: " ", with: "+")
  }
}
