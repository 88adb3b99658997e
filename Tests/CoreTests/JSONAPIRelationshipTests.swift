import Core
import Foundation
import Testing

@Suite struct JSONAPIRelationshipTests {
  private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  private func text(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test("a to-one relationship reads the id it names, none for null data or links alone")
  func toOneReads() throws {
    #expect(try decode(JSONAPIToOne.self, #"{"data": {"type": "people", "id": "9"}}"#).id == "9")
    #expect(try decode(JSONAPIToOne.self, #"{"data": null}"#).id == nil)
    #expect(try decode(JSONAPIToOne.self, #"{"links": {"related": "/a/1/author"}}"#).id == nil)
  }

  @Test("a to-one relationship writes its data, null included, and reads back equal")
  func toOneWrites() throws {
    let named = JSONAPIToOne("9", type: "people")

    #expect(try text(named) == #"{"data":{"id":"9","type":"people"}}"#)
    #expect(try text(JSONAPIToOne(nil, type: "people")) == #"{"data":null}"#)
    #expect(try decode(JSONAPIToOne.self, text(named)) == named)
  }

  @Test("a to-many relationship reads its ids in order, none for links alone")
  func toManyReads() throws {
    let json = #"{"data": [{"type": "comments", "id": "5"}, {"type": "comments", "id": "12"}]}"#
    #expect(try decode(JSONAPIToMany.self, json).ids == ["5", "12"])
    #expect(try decode(JSONAPIToMany.self, #"{"data": []}"#).ids == [])
    #expect(try decode(JSONAPIToMany.self, #"{"links": {}}"#).ids == nil)
  }

  @Test("a to-many relationship writes each id with its type and reads back equal")
  func toManyWrites() throws {
    let many = JSONAPIToMany(["5", "12"], type: "comments")

    #expect(try text(many) == #"{"data":[{"id":"5","type":"comments"},{"id":"12","type":"comments"}]}"#)
    #expect(try decode(JSONAPIToMany.self, text(many)) == many)
  }

  @Test("an identifier without a type or an id is a decoding error")
  func identifierRefuses() {
    #expect(throws: DecodingError.self) { try decode(JSONAPIToOne.self, #"{"data": {"id": "9"}}"#) }
    #expect(throws: DecodingError.self) { try decode(JSONAPIToMany.self, #"{"data": [{"type": "x"}]}"#) }
  }
}
