import Core
import Foundation
import Testing

@Suite struct LenientDecimalTests {
  private struct Payload: Codable, Equatable {
    var price: LenientDecimal?
  }

  private func decode(_ json: String) throws -> LenientDecimal? {
    try JSONDecoder().decode(Payload.self, from: Data(json.utf8)).price
  }

  @Test(
    "a decimal string or a number reads as its exact amount",
    arguments: [
      (#"{"price": "199.00"}"#, "199"),
      (#"{"price": "-0.10"}"#, "-0.1"),
      (#"{"price": "12345678901234567890.123"}"#, "12345678901234567890.123"),
      (#"{"price": 19.99}"#, "19.99"),
      (#"{"price": 7}"#, "7"),
    ]
  )
  func reads(json: String, amount: String) throws {
    #expect(try decode(json) == LenientDecimal(try #require(Decimal(string: amount))))
  }

  @Test("null or an absent key is nil for an optional field")
  func null() throws {
    #expect(try decode(#"{"price": null}"#) == nil)
    #expect(try decode("{}") == nil)
  }

  @Test(
    "text that is not plain decimal digits, a Boolean, an array or an object is a decoding error",
    arguments: [
      #"{"price": "12abc"}"#, #"{"price": "1e3"}"#, #"{"price": ""}"#, #"{"price": "."}"#,
      #"{"price": "1."}"#, #"{"price": "-"}"#, #"{"price": " 1"}"#, #"{"price": true}"#,
      #"{"price": [1]}"#, #"{"price": {"a": 1}}"#,
    ]
  )
  func refuses(json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test("it encodes as a JSON string, whatever it was read from, and reads back equal")
  func encodes() throws {
    let read = try decode(#"{"price": 19.99}"#)

    let data = try JSONEncoder().encode(Payload(price: read))

    #expect(String(decoding: data, as: UTF8.self) == #"{"price":"19.99"}"#)
    #expect(try JSONDecoder().decode(Payload.self, from: data).price == read)
  }
}
