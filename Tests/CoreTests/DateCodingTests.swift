import Core
import Foundation
import Testing

@Suite struct DateCodingTests {
  @Test(
    "every ISO 8601 form a service sends reads as the same instant",
    arguments: [
      ("2024-05-06T07:08:09.123Z", 1_714_979_289.123),
      ("2024-05-06T07:08:09Z", 1_714_979_289),
      ("2024-05-06T09:08:09+02:00", 1_714_979_289),
      ("2024-05-06T03:38:09.5-03:30", 1_714_979_289.5),
      ("2024-05-06", 1_714_953_600),
    ]
  )
  func reads(text: String, seconds: Double) throws {
    let date = try #require(DateCoding.date(from: text))

    #expect(abs(date.timeIntervalSince1970 - seconds) < 0.000_5)
  }

  @Test(
    "text that is not an ISO 8601 date reads nil",
    arguments: ["", "yesterday", "2024-05-06T07:08", "2024-05-06T07:08:09.Z", "2024-13-45", "2024-05-06T07:08:09+99"]
  )
  func refuses(text: String) {
    #expect(DateCoding.date(from: text) == nil)
  }

  @Test("writing keeps the milliseconds, and what is written reads back unchanged")
  func roundTrip() throws {
    for text in ["2024-05-06T07:08:09.123Z", "2024-05-06T07:08:09.999Z", "1969-12-31T23:59:59.001Z", "2024-05-06"] {
      let date = try #require(DateCoding.date(from: text))
      let written = DateCoding.string(from: date)

      #expect(DateCoding.date(from: written) == date)
    }
    let read = try #require(DateCoding.date(from: "2024-05-06T07:08:09.123Z"))
    #expect(DateCoding.string(from: read) == "2024-05-06T07:08:09.123Z")
  }

  @Test("the JSON coders use those forms, and a date that is not one is a decoding error")
  func jsonCoders() throws {
    let date = try #require(DateCoding.date(from: "2024-05-06T07:08:09.250Z"))

    let encoded = try DateCoding.encoder().encode([date])
    let decoded = try DateCoding.decoder().decode([Date].self, from: encoded)

    #expect(String(decoding: encoded, as: UTF8.self) == #"["2024-05-06T07:08:09.250Z"]"#)
    #expect(decoded == [date])
    #expect(throws: DecodingError.self) { try DateCoding.decoder().decode([Date].self, from: Data(#"["soon"]"#.utf8)) }
  }
}
