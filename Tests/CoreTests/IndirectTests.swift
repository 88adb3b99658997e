import Core
import Foundation
import Testing

@Suite struct IndirectTests {
  /// A comment that answers another, and whose answers are comments: a type that holds itself.
  private struct Comment: Codable, Sendable, Hashable {
    var body: String
    @Indirect var parent: Comment?
    var replies: [Comment] = []
  }

  private func decode(_ json: String) throws -> Comment {
    try JSONDecoder().decode(Comment.self, from: Data(json.utf8))
  }

  private func encoded(_ comment: Comment) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(comment), as: UTF8.self)
  }

  @Test("three levels of a type that holds itself decode and encode as they came")
  func roundTrips() throws {
    let json =
      #"{"body":"c","parent":{"body":"b","parent":{"body":"a","replies":[]},"replies":[]},"replies":[]}"#

    let comment = try decode(json)

    #expect(comment.parent?.parent?.body == "a")
    #expect(comment.parent?.parent?.parent == nil)
    #expect(try encoded(comment) == json)
  }

  @Test("a missing or null key is nil, and nil is left out when encoded")
  func absent() throws {
    let missing = try decode(#"{"body":"a","replies":[]}"#)
    let null = try decode(#"{"body":"a","parent":null,"replies":[]}"#)

    #expect(missing.parent == nil)
    #expect(null == missing)
    #expect(try encoded(null) == #"{"body":"a","replies":[]}"#)
  }

  @Test("a value of the wrong type is still a decoding error")
  func wrongType() {
    #expect(throws: DecodingError.self) { try decode(#"{"body":"a","parent":"b","replies":[]}"#) }
  }

  @Test("a copy keeps its value when the original is changed")
  func valueSemantics() {
    var original = Comment(body: "b", parent: Comment(body: "a"))
    let copy = original

    original.parent?.body = "changed"
    original.parent?.parent = Comment(body: "root")

    #expect(copy.parent?.body == "a")
    #expect(copy.parent?.parent == nil)
    #expect(original.parent?.body == "changed")
    #expect(original.parent?.parent?.body == "root")
    #expect(original != copy)
    #expect(Set([original, copy, copy]).count == 2)
  }
}
