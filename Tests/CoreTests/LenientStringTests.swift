import Core
import Foundation
import Testing

@Suite struct LenientStringTests {
  private struct Payload: Codable, Equatable {
    var code: LenientString?
  }

  private func decode(_ json: String) throws -> LenientString? {
    try JSONDecoder().decode(Payload.self, from: Data(json.utf8)).code
  }

  @Test(
    "a string, a number or a Boolean reads as its text",
    arguments: [
      (#"{"code": "A1"}"#, "A1"),
      (#"{"code": 7}"#, "7"),
      (#"{"code": -2.5}"#, "-2.5"),
      (#"{"code": 18446744073709551616}"#, "18446744073709551616"),
      (#"{"code": true}"#, "true"),
      (#"{"code": false}"#, "false"),
    ]
  )
  func reads(json: String, text: String) throws {
    #expect(try decode(json) == LenientString(text))
  }

  @Test("null or an absent key is nil for an optional field")
  func null() throws {
    #expect(try decode(#"{"code": null}"#) == nil)
    #expect(try decode("{}") == nil)
  }

  @Test("an array or an object is a decoding error", arguments: [#"{"code": [1]}"#, #"{"code": {"a": 1}}"#])
  func refuses(json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test("it encodes as a JSON string, whatever it was read from")
  func encodes() throws {
    let read = try decode(#"{"code": 7}"#)

    let data = try JSONEncoder().encode(Payload(code: read))

    #expect(String(decoding: data, as: UTF8.self) == #"{"code":"7"}"#)
  }
}
