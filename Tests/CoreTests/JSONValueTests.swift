import Core
import Foundation
import Testing

@Suite struct JSONValueTests {
  private func read(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
  }

  @Test(
    "each kind of JSON reads as its case",
    arguments: [
      ("null", JSONValue.null),
      ("true", .bool(true)),
      ("false", .bool(false)),
      ("0", .integer(0)),
      ("9007199254740993", .integer(9_007_199_254_740_993)),
      ("-2.5", .number(-2.5)),
      ("18446744073709551616", .number(18_446_744_073_709_551_616)),
      (#""1""#, .string("1")),
      (#"[1, "a", null]"#, .array([.integer(1), .string("a"), .null])),
      (#"{"a": {"b": [true]}}"#, .object(["a": .object(["b": .array([.bool(true)])])])),
    ]
  )
  func reads(json: String, value: JSONValue) throws {
    #expect(try read(json) == value)
  }

  @Test("what is read is written back as the same JSON")
  func roundTrip() throws {
    // Given
    let json = #"{"id": 9007199254740993, "ratio": 0.25, "tags": ["a", null], "on": false, "more": {}}"#
    let value = try read(json)

    // When
    let written = try JSONEncoder().encode(value)

    // Then
    let again = try JSONSerialization.jsonObject(with: written) as? NSDictionary
    let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
    #expect(again == original)
    #expect(try JSONDecoder().decode(JSONValue.self, from: written) == value)
  }

  @Test("text that is not JSON is a decoding error")
  func refuses() {
    #expect(throws: DecodingError.self) { try read("{") }
  }
}
